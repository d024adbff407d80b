/**
 * The ways to buy from the membership dialogs and the user centre: the price sheet (购买服务) with
 * its 月度 / 年度 switch, 暂无权限 leading to the plan of the refused right, the user centre's
 * 会员权益 with each held right's end and 续费 / 开通; with a plugin contributing
 * `membership.purchase` and without one (the hotline).
 */
import 'reflect-metadata';
import { act, type ComponentType } from 'react';
import { DialogService } from '@kernel/client/dialogs';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import { defineClientPlugin, type ClientPlugin } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import { Rights } from '@kernel/client/rights';
import { SessionStore } from '@kernel/client/session-store';
import { DialogHost } from '@kernel/client/views/DialogHost';
import type { UserInfo } from '@kernel/core/session';
import accountPlugin from '@plugins/account/client';
import membershipPlugin, { MembershipStore } from '@plugins/membership/client';
import type { MobxMembershipStore } from '@plugins/membership/client/store';
import { MembershipDialogs, type RightsInfo } from '@plugins/membership/shared/contract';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { membershipRoutes } from '@plugins/membership/shared/routes';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

const dom = useDomRoot();
jest.setTimeout(30_000);
useLayoutShims();

const DAY = 24 * 60 * 60 * 1000;

/** A selling plugin: its order page and its `membership.purchase` contribution. */
const shopPlugin: ClientPlugin = defineClientPlugin({
  manifest: { id: 'shop', title: '购买', order: 99, pages: ['/order/index'] },
  routes: [{ path: '/order/index', title: '开通会员', access: 'login', load: async () => ({ default: () => null }) }],
  contributions: { 'membership.purchase': [{ id: 'shop', route: (plan?: string) => (plan ? `/order/index?plan=${plan}` : '/order/index') }] },
});

let navigated: string[] = [];

async function kernel(selling: boolean): Promise<Kernel> {
  const plugins = selling ? [accountPlugin, membershipPlugin, shopPlugin] : [accountPlugin, membershipPlugin];
  return createKernel({
    plugins,
    config: {
      plugins: plugins.map((p) => p.manifest.id),
      version: '',
      gateways: { core: 'http://127.0.0.1:9', manage: 'http://127.0.0.1:9', common: '', cost: '', stream: '', storage: '/files' },
    },
    notifier: { notify: () => undefined },
    navigator: { navigate: (to: string) => void navigated.push(to), current: () => '/home', reload: () => undefined },
    logger: { error: () => undefined },
  });
}

function member(k: Kernel, fields: Partial<UserInfo> = {}): void {
  const session = k.get<SessionStore>(SessionStore);
  session.setLogin({ token: 'tok', casId: 'cas', expireIn: 3600, keepLogin: false });
  session.setUser({ globalId: 'G10000002', fullName: '李晓梅', accountName: 'demo_user', avatarPath: [], isNewUser: false, rights: [], ...fields });
}

async function settle<T>(check: () => T | null | undefined | false): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = check();
    if (value) return value;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
  throw new Error(`never true: ${check.toString()}`);
}

const dialogNamed = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find(
    (box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === name,
  );
const buttons = (box: ParentNode, text: string) => [...box.querySelectorAll('button')].filter((b) => b.textContent?.trim() === text);
const byLabel = (box: ParentNode, label: string) => box.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`);
/** The plan cards of the price sheet: name, price and unit. */
const cards = (box: HTMLElement) =>
  [...box.querySelectorAll<HTMLElement>('section[aria-labelledby^="plan-"]')].map((card) => card.textContent ?? '');

async function openDialog(k: Kernel, open: () => void, name: string): Promise<HTMLElement> {
  await dom.renderAsync(
    <KernelProvider kernel={k}>
      <DialogHost />
    </KernelProvider>,
  );
  await act(async () => open());
  return settle(() => dialogNamed(name));
}

beforeEach(() => {
  navigated = [];
  sessionStorage.clear();
});

describe('membership: the per-column rights on the client', () => {
  it('vip implies singleProjectVip and unitPriceVip; a column alone opens only itself', async () => {
    const k = await kernel(false);
    const rights = k.get<Rights>(Rights);
    member(k, { rights: [MembershipRights.vip] });
    expect([MembershipRights.singleProjectVip, MembershipRights.unitPriceVip].map((r) => rights.has(r))).toEqual([true, true]);
    expect(rights.has(MembershipRights.projectCostVip)).toBe(false);
    // A stored user info from before the rights list: isVip still opens the columns.
    member(k, { rights: undefined, isVip: true } as Partial<UserInfo>);
    expect(rights.has(MembershipRights.unitPriceVip)).toBe(true);
    member(k, { rights: [MembershipRights.singleProjectVip] });
    expect([MembershipRights.vip, MembershipRights.singleProjectVip, MembershipRights.unitPriceVip].map((r) => rights.has(r))).toEqual([false, true, false]);
  });

  it('a refused column opens 暂无权限 with that right', async () => {
    const k = await kernel(false);
    member(k);
    k.get<Rights>(Rights).refused(MembershipRights.unitPriceVip);
    const dialogs = k.get<DialogService>(DialogService);
    expect(dialogs.openIds).toEqual([MembershipDialogs.noRights]);
    expect(dialogs.propsOf(MembershipDialogs.noRights)).toEqual({ right: MembershipRights.unitPriceVip });
    dialogs.closeAll();
    k.get<Rights>(Rights).refused(MembershipRights.m2);
    expect(dialogs.openIds).toEqual([]);
  });
});

describe('membership: 购买服务 (the price sheet)', () => {
  it('shows the four plans with ¥ prices per year, then per month; 立即开通 leads to the order page with the plan', async () => {
    const k = await kernel(true);
    member(k);
    const dialogs = k.get<DialogService>(DialogService);
    const sheet = await openDialog(k, () => dialogs.open(MembershipDialogs.buyService), '购买服务');
    const year = cards(sheet);
    expect(year).toHaveLength(4);
    expect(year[0]).toContain('单项工程指标VIP¥1,980/年');
    expect(year[3]).toContain('全站通VIP¥3,980/年');
    expect(year[3]).toContain('折合¥331.67/月，立省¥796');
    expect(year[1]).toContain('综合单价明细与人材机组成');
    const radios = [...sheet.querySelectorAll<HTMLButtonElement>('[role="radiogroup"][aria-label="计费周期"] [role="radio"]')];
    expect(radios.map((r) => [r.textContent, r.getAttribute('aria-checked')])).toEqual([
      ['月度', 'false'],
      ['年度更优惠', 'true'],
    ]);
    await act(async () => radios[0]!.click());
    const month = cards(sheet);
    expect(month[0]).toContain('单项工程指标VIP¥198/月');
    expect(month[2]).toContain('项目造价指标VIP¥128/月');
    expect(month[3]).toContain('¥398/月');
    expect(sheet.textContent).toContain('400-860-2026');
    expect(sheet.textContent).toContain('支持在线支付');
    await act(async () => byLabel(sheet, '立即开通单项工程指标VIP（月度）')!.click());
    expect(navigated).toEqual(['/order/index?plan=singleProject.month']);
    expect(dialogs.openIds).toEqual([]);
  });

  it('without a plugin selling plans: the prices and the hotline, no 立即开通', async () => {
    const k = await kernel(false);
    member(k);
    const sheet = await openDialog(k, () => k.get<DialogService>(DialogService).open(MembershipDialogs.buyService), '购买服务');
    expect(cards(sheet)).toHaveLength(4);
    expect(buttons(sheet, '立即开通')).toHaveLength(0);
    expect(sheet.textContent).toContain('在线支付暂未开通，请致电客服开通');
    expect(sheet.textContent).toContain('400-860-2026');
  });
});

describe('membership: 暂无权限 leads to the plan of the refused right', () => {
  it.each([
    [MembershipRights.singleProjectVip, '单项工程指标VIP专享', 'singleProject.year'],
    [MembershipRights.unitPriceVip, '综合单价指标VIP专享', 'unitPrice.year'],
    [MembershipRights.vip, 'VIP会员专享', 'site.year'],
  ])('%s: 购买服务 goes to the order page', async (right, text, plan) => {
    const k = await kernel(true);
    member(k);
    const dialogs = k.get<DialogService>(DialogService);
    const box = await openDialog(k, () => k.get<Rights>(Rights).refused(right), '暂无权限');
    expect(box.textContent).toContain(text);
    expect(box.textContent).toContain('400-860-2026');
    await act(async () => buttons(box, '购买服务')[0]!.click());
    expect(navigated).toEqual([`/order/index?plan=${plan}`]);
    expect(dialogs.openIds).toEqual([]);
  });
});

describe('membership: the user centre lists each held right with its end', () => {
  const now = Date.now();
  const info = (rights: RightsInfo['rights'], extra: Partial<RightsInfo> = {}): RightsInfo => ({
    isVip: false,
    vipExpireAt: null,
    trailInterest: false,
    trialExpireAt: null,
    trialUsed: false,
    projectCostVipStatus: false,
    canUse: false,
    accountType: 'personal',
    enterpriseName: null,
    rights,
    ...extra,
  });

  async function renderCentre(k: Kernel, rights: RightsInfo): Promise<HTMLElement> {
    const route = k.registry.routes.find((r) => r.path === membershipRoutes.userCenter.pattern)!;
    const page = (await route.load()) as { default: ComponentType };
    const store = k.get<MobxMembershipStore>(MembershipStore);
    // The page reloads the rights on mount (no server here: the call fails and the figures stay).
    store.loadRights = async () => rights;
    store.loadDevices = async () => undefined;
    store.refreshUser = async () => undefined;
    store.rights = rights;
    const Page = page.default;
    await dom.renderAsync(
      <KernelProvider kernel={k}>
        <Page />
        <DialogHost />
      </KernelProvider>,
    );
    return settle(() => document.querySelector<HTMLElement>('section[aria-label="会员权益"]'));
  }

  const lineOf = (card: HTMLElement, name: string) => [...card.querySelectorAll('li')].find((li) => li.textContent?.startsWith(name))!;
  const ymd = (ms: number) => {
    const d = new Date(ms);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };

  it('a column bought alone: its end and 续费; the others 开通, leading to the order page with the yearly plan', async () => {
    const k = await kernel(true);
    member(k, { rights: [MembershipRights.singleProjectVip] });
    const until = now + 40 * DAY;
    const card = await renderCentre(k, info([{ right: 'singleProjectVip', label: '单项工程指标VIP', until, trial: false, enterprise: false }]));
    const single = lineOf(card, '单项工程指标VIP');
    expect(single.textContent).toContain('已开通');
    expect(single.textContent).toContain(`有效期至 ${ymd(until)}（剩余40天）`);
    expect(lineOf(card, '全站通VIP').textContent).toContain('未开通');
    await act(async () => byLabel(card, '续费单项工程指标VIP')!.click());
    await act(async () => byLabel(card, '开通综合单价指标VIP')!.click());
    await act(async () => byLabel(card, '开通全站通VIP')!.click());
    expect(navigated).toEqual(['/order/index?plan=singleProject.year', '/order/index?plan=unitPrice.year', '/order/index?plan=site.year']);
  });

  it('a VIP: the columns it includes, the flag without an end; without a seller the buttons open the price sheet and the hotline shows', async () => {
    const k = await kernel(false);
    member(k, { rights: [MembershipRights.vip] });
    const until = now + 200 * DAY;
    const card = await renderCentre(
      k,
      info(
        [
          { right: 'vip', label: '全站通VIP', until, trial: false, enterprise: false },
          { right: 'singleProjectVip', label: '单项工程指标VIP', until, trial: false, enterprise: false },
          { right: 'unitPriceVip', label: '综合单价指标VIP', until, trial: false, enterprise: false },
          { right: 'projectCostVip', label: '项目造价指标VIP', until: null, trial: false, enterprise: false },
        ],
        { isVip: true, vipExpireAt: until, projectCostVipStatus: true },
      ),
    );
    expect(lineOf(card, '全站通VIP').textContent).toContain(`有效期至 ${ymd(until)}`);
    expect(lineOf(card, '单项工程指标VIP').textContent).toContain('全站通VIP已包含');
    expect(byLabel(card, '续费单项工程指标VIP')).toBeNull();
    expect(lineOf(card, '项目造价指标VIP').textContent).toContain('长期有效');
    expect(card.textContent).toContain('开通或续费请致电客服热线 400-860-2026');
    await act(async () => byLabel(card, '续费全站通VIP')!.click());
    expect(navigated).toEqual([]);
    expect(k.get<DialogService>(DialogService).openIds).toEqual([MembershipDialogs.buyService]);
  });

  it('a trial and an enterprise\'s shared right say so', async () => {
    const k = await kernel(true);
    member(k, { rights: [MembershipRights.vip] });
    const card = await renderCentre(
      k,
      info(
        [
          { right: 'vip', label: '全站通VIP', until: now + 2 * DAY, trial: true, enterprise: false },
          { right: 'projectCostVip', label: '项目造价指标VIP', until: now + 100 * DAY, trial: false, enterprise: true },
        ],
        { trailInterest: true, trialExpireAt: now + 2 * DAY, trialUsed: true, accountType: 'entSub' },
      ),
    );
    expect(lineOf(card, '全站通VIP').textContent).toContain('试用中');
    expect(byLabel(card, '开通全站通VIP')).not.toBeNull();
    expect(lineOf(card, '项目造价指标VIP').textContent).toContain('企业共享');
    expect(byLabel(card, '续费项目造价指标VIP')).toBeNull();
  });
});
