import 'reflect-metadata';
import { BuyMessages, MobxOrderBuyStore } from '@plugins/orders/client/buy-store';
import { MobxMyOrdersStore } from '@plugins/orders/client/my-orders-store';
import { MobxOrderResultStore } from '@plugins/orders/client/result-store';
import { checkInvoice, invoiceRequest } from '@plugins/orders/client/invoice-rules';
import { invoiceProblem, OrdersMessages } from '@plugins/orders/shared/contract';
import { heldRightsOf } from '@plugins/orders/client/api';
import { formatDate } from '@plugins/orders/client/format';
import type { RightsInfo } from '@plugins/membership/shared/contract';
import { FakeNotifier } from '../../../helpers/client-fakes';
import { DAY, FakeApi, FakeRedirect, NOW, view } from './fakes';

/**
 * The orders stores over a test double of the API (the contract's shapes): the order page's plan
 * choice, the stacking of the summary, the agreement and the submit; the result page's polling
 * until the order is decided (and the user info reloaded once it is 已开通); 我的订单's actions; the
 * invoice rules.
 */

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`never true: ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('开通会员 (OrderBuyStore)', () => {
  function buyStore(api = new FakeApi()) {
    const redirect = new FakeRedirect();
    const store = new MobxOrderBuyStore(api, redirect);
    store.now = () => NOW;
    return { api, redirect, store };
  }

  it('chooses the plan of the address, or 全站通 年度 for none or an unknown one', async () => {
    const { store } = buyStore();
    await store.open('singleProject.month');
    expect(store.plan?.id).toBe('singleProject.month');
    expect(store.plans.map((p) => p.name)).toEqual(['单项工程指标VIP', '综合单价指标VIP', '项目造价指标VIP', '全站通VIP']);
    expect(store.plans.every((p) => p.period === 'month')).toBe(true);
    await store.open('gold.forever');
    expect(store.plan?.id).toBe('site.year');
    store.setPeriod('month');
    store.choose('unitPrice');
    expect(store.plan?.id).toBe('unitPrice.month');
    expect(store.plan?.priceFen).toBe(15_800);
  });

  it('stacks the expiry on a right already held, and starts today without one', async () => {
    const api = new FakeApi();
    api.held = [
      { right: 'vip', label: '全站通VIP', until: NOW + 40 * DAY, trial: false, enterprise: false },
      { right: 'projectCostVip', label: '项目造价指标VIP', until: NOW - DAY, trial: false, enterprise: false },
    ];
    const { store } = buyStore(api);
    await store.open('site.year');
    // 全站通 grants vip (held 40 more days: 405 days from now) and projectCostVip (expired: 365 days).
    expect(store.expiries).toEqual([
      { right: 'vip', label: '全站通VIP', current: NOW + 40 * DAY, until: NOW + 405 * DAY },
      { right: 'projectCostVip', label: '项目造价指标VIP', current: null, until: NOW + 365 * DAY },
    ]);
    store.choose('unitPrice');
    store.setPeriod('month');
    expect(store.expiries).toEqual([{ right: 'unitPriceVip', label: '综合单价指标VIP', current: null, until: NOW + 30 * DAY }]);
    expect(formatDate(store.expiries[0]!.until)).toBe('2026-12-24');
  });

  it('opens once for the page and its prepare, and again on a later visit (the rights held may have changed)', async () => {
    const { api, store } = buyStore();
    await Promise.all([store.open('site.month'), store.open('site.month')]);
    expect(api.calls.filter((c) => c === 'catalogue')).toHaveLength(1);
    api.held = [{ right: 'vip', label: '全站通VIP', until: NOW + 30 * DAY, trial: false, enterprise: false }];
    await store.open('site.month');
    expect(api.calls.filter((c) => c === 'heldRights')).toHaveLength(2);
    expect(store.expiries[0]).toEqual({ right: 'vip', label: '全站通VIP', current: NOW + 30 * DAY, until: NOW + 60 * DAY });
  });

  it("does not stack on a trial or on an enterprise's shared right (the purchase is the member's own)", async () => {
    const api = new FakeApi();
    api.held = [
      { right: 'vip', label: '全站通VIP', until: NOW + 2 * DAY, trial: true, enterprise: false },
      { right: 'projectCostVip', label: '项目造价指标VIP', until: NOW + 90 * DAY, trial: false, enterprise: true },
    ];
    const { store } = buyStore(api);
    await store.open('site.month');
    expect(store.expiries.map((e) => [e.right, e.current, e.until])).toEqual([
      ['vip', null, NOW + 30 * DAY],
      ['projectCostVip', null, NOW + 30 * DAY],
    ]);
  });

  it('submits only with the agreement ticked, then goes to the payUrl', async () => {
    const { api, redirect, store } = buyStore();
    await store.open('site.month');
    expect(store.agreed).toBe(false);
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe(BuyMessages.notAgreed);
    expect(api.calls.filter((c) => c.startsWith('create'))).toEqual([]);
    store.setAgreed(true);
    expect(store.error).toBe('');
    expect(await store.submit()).toBe(true);
    expect(api.calls).toContain('create site.month');
    expect(redirect.urls).toEqual(['/pay/sandbox/cashier?orderNo=VIP1']);
    // The page is being left: a second press does nothing.
    expect(store.submitting).toBe(true);
    expect(await store.submit()).toBe(false);
    expect(api.calls.filter((c) => c.startsWith('create'))).toHaveLength(1);
  });

  it("shows the server's refusal and lets the member try again", async () => {
    const api = new FakeApi();
    api.failCreate = '该套餐暂不可购买';
    const { redirect, store } = buyStore(api);
    await store.open('projectCost.year');
    store.setAgreed(true);
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe('该套餐暂不可购买');
    expect(store.submitting).toBe(false);
    expect(redirect.urls).toEqual([]);
  });

  it('does not submit when online payment is not available (the hotline instead)', async () => {
    const api = new FakeApi();
    api.available = false;
    const { store } = buyStore(api);
    await store.open('site.month');
    store.setAgreed(true);
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe(BuyMessages.unavailable);
    expect(api.calls.some((c) => c.startsWith('create'))).toBe(false);
  });
});

describe('支付结果 (OrderResultStore)', () => {
  function resultStore(api = new FakeApi()) {
    const redirect = new FakeRedirect();
    const notifier = new FakeNotifier();
    const store = new MobxOrderResultStore(api, redirect, notifier);
    store.pollMs = 10;
    return { api, redirect, notifier, store };
  }

  it('polls a 待支付 order until it is 已开通, then reloads the user info once', async () => {
    const api = new FakeApi();
    const granted = view('VIP2', 'site.month', 'granted', {
      paidAt: NOW + 5000,
      grantedAt: NOW + 5000,
      rights: [{ right: 'vip', label: '全站通VIP', from: NOW, until: NOW + 30 * DAY }],
    });
    api.details = [view('VIP2', 'site.month', 'pending'), view('VIP2', 'site.month', 'pending'), granted];
    const { store } = resultStore(api);
    await store.watch('VIP2');
    expect(store.order.data?.status).toBe('pending');
    expect(store.polling).toBe(true);
    await until(() => store.order.data?.status === 'granted');
    await until(() => !store.polling);
    expect(api.calls.filter((c) => c === 'detail VIP2')).toHaveLength(3);
    expect(api.calls.filter((c) => c === 'reloadUser')).toHaveLength(1);
    // No more asking once decided.
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls.filter((c) => c === 'detail VIP2')).toHaveLength(3);
    await store.refresh();
    expect(api.calls.filter((c) => c === 'reloadUser')).toHaveLength(1);
  });

  it('stops asking after the polling time, still 待支付 (刷新状态 asks again)', async () => {
    const api = new FakeApi();
    api.details = [view('VIP3', 'unitPrice.month', 'pending')];
    const { store } = resultStore(api);
    store.pollLimitMs = 40;
    await store.watch('VIP3');
    await until(() => store.timedOut);
    expect(store.polling).toBe(false);
    const asked = api.calls.filter((c) => c === 'detail VIP3').length;
    expect(asked).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 40));
    expect(api.calls.filter((c) => c === 'detail VIP3')).toHaveLength(asked);
    await store.refresh();
    expect(store.timedOut).toBe(false);
    expect(api.calls.filter((c) => c === 'detail VIP3').length).toBe(asked + 1);
    store.stop();
  });

  it('continues the payment at a fresh payUrl, or cancels the order', async () => {
    const api = new FakeApi();
    api.details = [view('VIP4', 'site.month', 'pending')];
    const { store, redirect, notifier } = resultStore(api);
    await store.watch('VIP4');
    await store.pay();
    expect(redirect.urls).toEqual(['/pay/sandbox/cashier?orderNo=VIP4']);
    const other = resultStore(api);
    await other.store.watch('VIP4');
    await other.store.cancel();
    expect(other.store.order.data?.status).toBe('cancelled');
    expect(other.store.polling).toBe(false);
    expect(other.notifier.messages).toEqual([{ message: '订单已取消', kind: 'success' }]);
    expect(notifier.messages).toEqual([]);
    store.stop();
  });

  it('an unknown order is an error with the message', async () => {
    const { store } = resultStore();
    await store.watch('NOPE');
    expect(store.order.status).toBe('error');
    expect(store.order.error).toBe('订单不存在');
    expect(store.polling).toBe(false);
  });
});

describe('我的订单 (MyOrdersStore)', () => {
  function myStore() {
    const api = new FakeApi();
    api.orders = Array.from({ length: 12 }, (_, i) => view(`VIP${100 + i}`, i % 2 ? 'site.month' : 'unitPrice.year', i === 0 ? 'pending' : 'granted'));
    const redirect = new FakeRedirect();
    const notifier = new FakeNotifier();
    return { api, redirect, notifier, store: new MobxMyOrdersStore(api, redirect, notifier) };
  }

  it('pages the list', async () => {
    const { api, store } = myStore();
    await store.load();
    expect(store.page.data?.total).toBe(12);
    expect(store.page.data?.list).toHaveLength(10);
    await store.load(2);
    expect(store.page.data?.list.map((o) => o.orderNo)).toEqual(['VIP110', 'VIP111']);
    await store.setPageSize(20);
    expect(store.pageNum).toBe(1);
    expect(api.calls.filter((c) => c.startsWith('list'))).toEqual(['list 1/10', 'list 2/10', 'list 1/20']);
  });

  it('cancels a 待支付 order and shows the list again', async () => {
    const { store, notifier } = myStore();
    await store.load();
    await store.cancel('VIP100');
    expect(store.page.data?.list[0]?.status).toBe('cancelled');
    expect(notifier.messages).toEqual([{ message: '订单已取消', kind: 'success' }]);
    expect(store.isBusy('VIP100')).toBe(false);
  });

  it('requests an invoice once; the list then carries it', async () => {
    const { api, store } = myStore();
    await store.load();
    const result = await store.requestInvoice(
      invoiceRequest('VIP101', { titleType: 'company', title: ' 北京某某建设工程咨询有限公司 ', taxNo: '91110108ma01b2c3d4', email: 'finance@example.com' }),
    );
    expect(result).toEqual({ ok: true });
    expect(api.calls).toContain('invoice VIP101 company 北京某某建设工程咨询有限公司 91110108MA01B2C3D4 finance@example.com');
    expect(store.page.data?.list.find((o) => o.orderNo === 'VIP101')?.invoice?.status).toBe('requested');
  });
});

describe('the invoice rules', () => {
  const personal = { titleType: 'personal' as const, title: '张三', taxNo: '', email: 'zhang@example.com' };

  it('accepts a personal title without a tax number and a company with its 统一社会信用代码', () => {
    expect(checkInvoice(personal)).toEqual({});
    expect(invoiceRequest('VIP1', { ...personal, taxNo: 'IGNORED' })).toEqual({ orderNo: 'VIP1', titleType: 'personal', title: '张三', email: 'zhang@example.com' });
    expect(checkInvoice({ titleType: 'company', title: '某某建设集团有限公司', taxNo: '91110108MA01B2C3D4', email: 'a@b.cn' })).toEqual({});
  });

  it('names every missing or malformed field', () => {
    expect(checkInvoice({ titleType: 'personal', title: ' ', taxNo: '', email: '' })).toEqual({ title: '请输入个人姓名', email: '请输入接收电子发票的邮箱' });
    expect(checkInvoice({ ...personal, title: '张' })).toEqual({ title: OrdersMessages.invoiceTitlePersonal });
    expect(checkInvoice({ ...personal, title: '张'.repeat(101) })).toEqual({ title: OrdersMessages.invoiceTitlePersonal });
    expect(checkInvoice({ ...personal, email: 'zhang@example' })).toEqual({ email: OrdersMessages.invoiceEmail });
    expect(checkInvoice({ ...personal, email: `${'a'.repeat(95)}@b.com` })).toEqual({ email: OrdersMessages.invoiceEmail });
    expect(checkInvoice({ titleType: 'company', title: '', taxNo: '', email: 'a@b.cn' })).toEqual({ title: '请输入企业名称', taxNo: '请输入税号（统一社会信用代码）' });
    // 17 characters; an O (not used in the code); 18 but with a letter where the region digits go.
    for (const taxNo of ['91110108MA01B2C3D', '91110108MA01B2C3DO', '91A10108MA01B2C3D4']) {
      expect(checkInvoice({ titleType: 'company', title: '某某公司', taxNo, email: 'a@b.cn' })).toEqual({ taxNo: OrdersMessages.invoiceTaxNo });
    }
  });

  it("agrees with the rule the server applies (the contract's invoiceProblem)", () => {
    const forms = [
      personal,
      { ...personal, title: '张' },
      { ...personal, email: 'a@b' },
      { ...personal, email: 'x y@example.com' },
      { titleType: 'company' as const, title: '某某建设集团有限公司', taxNo: '91110108MA01B2C3D4', email: 'a@b.cn' },
      { titleType: 'company' as const, title: '某某建设集团有限公司', taxNo: '91110108ma01b2c3d4', email: 'a@b.cn' },
      { titleType: 'company' as const, title: '某某建设集团有限公司', taxNo: '9111010', email: 'a@b.cn' },
    ];
    for (const form of forms) expect(Object.keys(checkInvoice(form)).length > 0).toBe(invoiceProblem(form) !== null);
  });
});

describe('the rights of queryRights', () => {
  const base: RightsInfo = {
    isVip: true,
    vipExpireAt: NOW + DAY,
    trailInterest: false,
    trialExpireAt: null,
    trialUsed: false,
    projectCostVipStatus: true,
    canUse: false,
    accountType: 'personal',
    enterpriseName: null,
  } as RightsInfo;

  it('reads each right with its expiry, or the VIP expiry of an answer without the list', () => {
    expect(heldRightsOf({ ...base, rights: [{ right: 'unitPriceVip', label: '综合单价指标VIP', until: NOW + 9 * DAY, trial: false, enterprise: false }] } as never)).toEqual([
      { right: 'unitPriceVip', label: '综合单价指标VIP', until: NOW + 9 * DAY, trial: false, enterprise: false },
    ]);
    const legacy = { ...base } as Record<string, unknown>;
    delete legacy.rights;
    expect(heldRightsOf(legacy as never)).toEqual([
      { right: 'vip', label: '全站通VIP', until: NOW + DAY, trial: false, enterprise: false },
      { right: 'projectCostVip', label: '项目造价指标VIP', until: null, trial: false, enterprise: false },
    ]);
  });
});
