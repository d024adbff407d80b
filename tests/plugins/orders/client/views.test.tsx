/** @jest-environment jsdom */
import 'reflect-metadata';
import { act } from 'react';
import { SessionStore } from '@kernel/client/session-store';
import type { Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import aboutPlugin from '@plugins/about/client';
import bidNodePlugin from '@plugins/bid-node/client';
import costDataPlugin from '@plugins/cost-data/client';
import { DialogHost } from '@kernel/client/views/DialogHost';
import accountPlugin from '@plugins/account/client';
import membershipPlugin from '@plugins/membership/client';
import ordersPlugin, { loadServices, OrdersApi, PaymentRedirect } from '@plugins/orders/client';
import { formatDate } from '@plugins/orders/client/format';
import BuyPage from '@plugins/orders/client/views/BuyPage';
import MyOrders from '@plugins/orders/client/views/MyOrders';
import ResultPage from '@plugins/orders/client/views/ResultPage';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { offlineKernel, renderInKernel, settle, textOf } from '../../../helpers/kernel-dom';
import { DAY, FakeApi, FakeRedirect, NOW, view } from './fakes';

/**
 * The orders views over a test double of the API: 开通会员 (the four products by month or year, the
 * summary with the stacked expiry, the unticked agreement, 提交订单 to the payUrl; the hotline when
 * online payment is off), 支付结果 (支付成功 with the rights, 立即使用 to the plan's column, 查看订单;
 * 待支付 with 继续支付 / 取消订单) and 我的订单 (the list, the invoice dialog with the focus on its
 * first field, 发票已申请).
 */
jest.setTimeout(30_000);

const dom = useDomRoot();
useLayoutShims({ sizedElements: true });

async function kernelWith(api: FakeApi, redirect = new FakeRedirect(), more: ClientPlugin[] = []): Promise<Kernel> {
  const kernel = await offlineKernel([...more, accountPlugin, membershipPlugin, ordersPlugin]);
  await loadServices();
  kernel.container.rebind<OrdersApi>(OrdersApi).toConstantValue(api);
  kernel.container.rebind<PaymentRedirect>(PaymentRedirect).toConstantValue(redirect);
  const session = kernel.get<SessionStore>(SessionStore);
  session.setLogin({ token: 'token-alice', casId: '', expireIn: 3600, keepLogin: false });
  session.setUser({ globalId: 'g-alice', fullName: '', accountName: 'alice', avatarPath: [], isNewUser: false });
  return kernel;
}

const byText = <T extends Element>(selector: string, text: string) =>
  [...document.querySelectorAll<T>(selector)].find((el) => textOf(el).includes(text)) ?? null;

async function click(el: Element | null) {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
  await settle();
}

describe('开通会员', () => {
  it('shows the four products with price and period, switches 月度/年度, and sums up the chosen plan', async () => {
    const api = new FakeApi();
    const now = Date.now();
    api.held = [{ right: 'singleProjectVip', label: '单项工程指标VIP', until: now + 10 * DAY, trial: false, enterprise: false }];
    window.history.replaceState(null, '', '/order/index?plan=singleProject.month');
    await renderInKernel(dom, await kernelWith(api), <BuyPage />);

    expect(textOf(dom.host.querySelector('h1'))).toBe('开通会员');
    const cards = [...dom.host.querySelectorAll('[role="radiogroup"][aria-label="会员套餐"] [role="radio"]')];
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      '单项工程指标VIP，月度，198元/月',
      '综合单价指标VIP，月度，158元/月',
      '项目造价指标VIP，月度，128元/月',
      '全站通VIP，月度，398元/月',
    ]);
    expect(cards[0]!.getAttribute('aria-checked')).toBe('true');
    expect(textOf(cards[0])).toContain('单项工程指标详情与指标区间');
    expect(textOf(cards[0])).toContain(`已开通，有效期至 ${formatDate(now + 10 * DAY)}，续费后顺延`);
    expect(textOf(cards[3])).toContain('推荐');

    const summary = dom.host.querySelector('[aria-labelledby="order-summary-title"]')!;
    expect(textOf(summary)).toContain('单项工程指标VIP（月度）');
    expect(textOf(summary)).toContain('30天（1个月）');
    // Stacked on the 10 days left: 40 days from now.
    expect(textOf(summary)).toContain(formatDate(now + 40 * DAY));
    expect(textOf(summary)).toContain(`在原到期日 ${formatDate(now + 10 * DAY)} 后顺延`);
    expect(summary.querySelector('[aria-label="应付金额 198.00 元"]')).not.toBeNull();
    expect(textOf(summary)).toContain('模拟支付（开发环境）');

    await click(byText('[role="radio"]', '年度'));
    await click(dom.host.querySelector('[aria-label^="全站通VIP，年度"]'));
    expect(textOf(summary)).toContain('全站通VIP（年度）');
    expect(textOf(summary)).toContain('365天（1年）');
    expect(summary.querySelector('[aria-label="应付金额 3,980.00 元"]')).not.toBeNull();
    // Two rights, each with its expiry.
    expect(summary.querySelectorAll('[data-right]')).toHaveLength(2);
    expect(textOf(dom.host.querySelector('[aria-label^="全站通VIP，年度"]'))).toContain('比按月开通省 ¥796');
  });

  it('asks for the agreement, then submits and goes to the payUrl', async () => {
    const api = new FakeApi();
    const redirect = new FakeRedirect();
    window.history.replaceState(null, '', '/order/index?plan=site.month');
    await renderInKernel(dom, await kernelWith(api, redirect, [aboutPlugin]), <BuyPage />);
    const agreement = dom.host.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(agreement.checked).toBe(false);
    const link = byText<HTMLAnchorElement>('a', '《会员服务协议》')!;
    expect(link.getAttribute('href')).toBe('/about/agreement');
    const submit = byText('button', '提交订单');
    await click(submit);
    expect(textOf(dom.host.querySelector('[role="alert"]'))).toBe('请阅读并同意《会员服务协议》');
    expect(api.calls.some((c) => c.startsWith('create'))).toBe(false);
    await click(agreement);
    expect(dom.host.querySelector('[role="alert"]')).toBeNull();
    await click(submit);
    expect(api.calls).toContain('create site.month');
    expect(redirect.urls).toEqual(['/pay/sandbox/cashier?orderNo=VIP1']);
  });

  it('shows the hotline and no submit without online payment', async () => {
    const api = new FakeApi();
    api.available = false;
    window.history.replaceState(null, '', '/order/index');
    await renderInKernel(dom, await kernelWith(api), <BuyPage />);
    expect(textOf(dom.host)).toContain('在线支付暂未开通');
    expect(textOf(dom.host)).toContain('400-860-2026');
    expect(byText('button', '提交订单')).toBeNull();
    // No plan in the address: 全站通 年度.
    expect(dom.host.querySelector('[aria-label^="全站通VIP，年度"]')?.getAttribute('aria-checked')).toBe('true');
  });
});

describe('支付结果', () => {
  it('支付成功: the rights and their new expiry, 立即使用 to the column, 查看订单', async () => {
    const api = new FakeApi();
    api.details = [
      view('VIP20261124120000123456', 'singleProject.month', 'granted', {
        paidAt: NOW + 60_000,
        grantedAt: NOW + 60_000,
        rights: [{ right: 'singleProjectVip', label: '单项工程指标VIP', from: NOW, until: NOW + 30 * DAY }],
      }),
    ];
    window.history.replaceState(null, '', '/order/result?orderNo=VIP20261124120000123456');
    const kernel = await kernelWith(api, new FakeRedirect(), [costDataPlugin, bidNodePlugin]);
    await renderInKernel(dom, kernel, <ResultPage />);
    expect(textOf(dom.host.querySelector('h1'))).toBe('支付成功');
    const rights = dom.host.querySelector('[aria-label="已开通权益"]')!;
    expect(textOf(rights)).toContain('单项工程指标VIP');
    expect(textOf(rights)).toContain(`有效期至 ${formatDate(NOW + 30 * DAY)}`);
    expect(textOf(dom.host)).toContain('VIP20261124120000123456');
    expect(textOf(dom.host)).toContain('实付金额');
    expect(textOf(dom.host)).toContain('¥198.00');
    expect(textOf(dom.host)).toContain('2026-11-24 12:00'); // 04:00 UTC, China Standard Time
    // 立即使用: the column the plan opens.
    expect(byText<HTMLAnchorElement>('a', '立即使用')?.getAttribute('href')).toBe('/commonproj/index');
    expect(byText<HTMLAnchorElement>('a', '查看订单')?.getAttribute('href')).toBe('/usercenter/index?tab=orders');
    expect(api.calls).toContain('reloadUser');
  });

  it('待支付: 继续支付 and 取消订单', async () => {
    const api = new FakeApi();
    const redirect = new FakeRedirect();
    api.details = [view('VIP5', 'site.month', 'pending')];
    window.history.replaceState(null, '', '/order/result?orderNo=VIP5');
    await renderInKernel(dom, await kernelWith(api, redirect), <ResultPage />);
    expect(textOf(dom.host.querySelector('h1'))).toBe('订单待支付');
    expect(textOf(dom.host.querySelector('[role="status"]'))).toContain('正在确认支付结果');
    expect(textOf(dom.host)).toContain('应付金额');
    await click(byText('button', '继续支付'));
    expect(redirect.urls).toEqual(['/pay/sandbox/cashier?orderNo=VIP5']);
  });

  it('已取消 offers 重新下单 with the same plan', async () => {
    const api = new FakeApi();
    api.details = [view('VIP6', 'unitPrice.year', 'cancelled', { closedAt: NOW + 1000 })];
    window.history.replaceState(null, '', '/order/result?orderNo=VIP6');
    await renderInKernel(dom, await kernelWith(api), <ResultPage />);
    expect(textOf(dom.host.querySelector('h1'))).toBe('订单已取消');
    expect(byText<HTMLAnchorElement>('a', '重新下单')?.getAttribute('href')).toBe('/order/index?plan=unitPrice.year');
  });
});

describe('我的订单', () => {
  it('lists the orders with their state and actions; an invoice is requested in a dialog', async () => {
    const api = new FakeApi();
    api.orders = [
      view('VIP7', 'site.month', 'pending'),
      view('VIP8', 'unitPrice.year', 'granted', { rights: [{ right: 'unitPriceVip', label: '综合单价指标VIP', from: NOW, until: NOW + 365 * DAY }] }),
      view('VIP9', 'projectCost.month', 'closed'),
    ];
    await renderInKernel(
      dom,
      await kernelWith(api),
      <>
        <MyOrders />
        <DialogHost />
      </>,
    );
    const rows = [...dom.host.querySelectorAll('table[aria-label="我的订单"] tbody tr')];
    expect(rows).toHaveLength(3);
    expect(textOf(rows[0])).toContain('全站通VIP（月度）');
    expect(textOf(rows[0])).toContain('¥398.00');
    expect(textOf(rows[0])).toContain('待支付');
    expect(rows[0]!.querySelector('button[aria-label="继续支付 VIP7"]')).not.toBeNull();
    expect(rows[0]!.querySelector('button[aria-label="取消订单 VIP7"]')).not.toBeNull();
    expect(textOf(rows[1])).toContain('已开通');
    expect(textOf(rows[1])).toContain(`有效期至 ${formatDate(NOW + 365 * DAY)}`);
    expect(textOf(rows[2])).toContain('已关闭');
    expect(textOf(dom.host)).toContain('共 3 条');

    await click(rows[1]!.querySelector('button[aria-label="申请发票 VIP8"]'));
    await settle(20);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(textOf(dialog)).toContain('申请发票');
    expect(textOf(dialog)).toContain('¥1,580.00');
    // The first field is the title type, 个人 chosen (the dialog's focus goes there: checked in the browser, tests/e2e/orders.e2e.ts).
    const first = dialog.querySelector<HTMLInputElement>('input:not([type="hidden"])')!;
    expect(first.type).toBe('radio');
    expect(first.value).toBe('personal');
    expect(first.checked).toBe(true);
    expect(first.hasAttribute('data-autofocus')).toBe(true);

    // 企业 asks for the tax number too.
    await click(byText('label', '企业'));
    const submit = byText('button', '提交申请');
    await click(submit);
    expect(textOf(dialog)).toContain('请输入企业名称');
    expect(textOf(dialog)).toContain('请输入税号（统一社会信用代码）');
    const type = async (name: string, value: string) => {
      const input = dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      await act(async () => {
        setter.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    };
    await type('title', '某某建设工程咨询有限公司');
    await type('taxNo', '91110108MA01B2C3D4');
    await type('email', 'finance@example.com');
    await click(submit);
    await settle(20);
    expect(api.calls).toContain('invoice VIP8 company 某某建设工程咨询有限公司 91110108MA01B2C3D4 finance@example.com');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    const after = [...dom.host.querySelectorAll('table[aria-label="我的订单"] tbody tr')];
    expect(textOf(after[1])).toContain('发票已申请');
  });
});
