import 'reflect-metadata';
import { act } from 'react';
import { DialogService } from '@kernel/client/dialogs';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import { Rights } from '@kernel/client/rights';
import { SessionStore } from '@kernel/client/session-store';
import { DialogHost } from '@kernel/client/views/DialogHost';
import type { UserInfo } from '@kernel/core/session';
import accountPlugin, { AccountStore } from '@plugins/account/client';
import feedbackPlugin from '@plugins/feedback/client';
import { FeedbackDialogs } from '@plugins/feedback/shared/contract';
import membershipPlugin from '@plugins/membership/client';
import { MembershipDialogs } from '@plugins/membership/shared/contract';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { membershipRoutes } from '@plugins/membership/shared/routes';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

const dom = useDomRoot();
jest.setTimeout(30_000);

useLayoutShims();

beforeEach(() => {
  sessionStorage.clear();
});

/** The real kernel with the account, membership and feedback plugins; no server (calls fail silently). */
async function kernel(plugins: readonly ClientPlugin[] = [accountPlugin, membershipPlugin, feedbackPlugin]): Promise<Kernel> {
  return createKernel({
    plugins,
    config: {
      plugins: plugins.map((p) => p.manifest.id),
      version: '',
      gateways: { core: 'http://127.0.0.1:9', manage: 'http://127.0.0.1:9', common: '', cost: '', stream: '', storage: '/files' },
    },
    notifier: { notify: () => undefined },
    navigator: { navigate: () => undefined, current: () => '/home', reload: () => undefined },
    logger: { error: () => undefined },
  });
}

function member(k: Kernel, fields: Partial<UserInfo>): void {
  const session = k.get<SessionStore>(SessionStore);
  session.setLogin({ token: 'tok', casId: 'cas', expireIn: 3600, keepLogin: false });
  session.setUser({ globalId: 'G10000002', fullName: '李晓梅', accountName: 'demo_user', avatarPath: [], isNewUser: false, ...fields });
}

async function renderHost(k: Kernel): Promise<void> {
  await dom.renderAsync(
    <KernelProvider kernel={k}>
      <DialogHost />
    </KernelProvider>,
  );
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
const button = (box: HTMLElement, text: string) => [...box.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;

describe('membership: the rights provider', () => {
  it('answers the rights the user info names, nobody else; a logout drops them', async () => {
    const k = await kernel();
    const rights = k.get<Rights>(Rights);
    expect(rights.has(MembershipRights.vip)).toBe(false);
    member(k, { rights: [MembershipRights.vip, MembershipRights.m2] });
    expect(rights.has(MembershipRights.vip)).toBe(true);
    expect(rights.has(MembershipRights.m2)).toBe(true);
    expect(rights.has(MembershipRights.projectCostVip)).toBe(false);
    expect(rights.has('unknown')).toBe(false);
    k.get<SessionStore>(SessionStore).logout();
    expect(rights.has(MembershipRights.vip)).toBe(false);
  });

  it('reads the VIP flags of a user info stored before the rights list existed', async () => {
    const k = await kernel();
    member(k, { isVip: true, projectCostVipStatus: false });
    expect(k.get<Rights>(Rights).has(MembershipRights.vip)).toBe(true);
    expect(k.get<Rights>(Rights).has(MembershipRights.projectCostVip)).toBe(false);
  });

  it('a refused VIP route opens 暂无权限 through the DialogService (members only)', async () => {
    const k = await kernel();
    const dialogs = k.get<DialogService>(DialogService);
    k.get<Rights>(Rights).refused(MembershipRights.vip);
    expect(dialogs.isOpen(MembershipDialogs.noRights)).toBe(false);
    member(k, { rights: [] });
    k.get<Rights>(Rights).refused(MembershipRights.vip);
    expect(dialogs.openIds).toEqual([MembershipDialogs.noRights]);
  });

  it('without the membership plugin nobody holds a membership right and nothing opens', async () => {
    const k = await kernel([accountPlugin, feedbackPlugin]);
    member(k, { rights: [MembershipRights.vip] });
    expect(k.get<Rights>(Rights).has(MembershipRights.vip)).toBe(false);
    k.get<Rights>(Rights).refused(MembershipRights.vip);
    expect(k.get<DialogService>(DialogService).openIds).toEqual([]);
    expect(k.registry.contributions('shell.userMenu')).toEqual([]);
  });
});

describe('membership: its dialogs and contributions', () => {
  it('contributes its four dialogs, the user-menu entry (typed route) and the VIP badge', async () => {
    const k = await kernel();
    expect(k.registry.dialogs.filter((d) => d.pluginId === 'membership').map((d) => d.id).sort()).toEqual(
      [MembershipDialogs.buyService, MembershipDialogs.getRights, MembershipDialogs.noRights, MembershipDialogs.trial].sort(),
    );
    expect(k.registry.contributions('shell.userMenu').map(({ id, text, route }) => ({ id, text, route }))).toEqual([
      { id: 'membership.center', text: '个人中心', route: membershipRoutes.userCenter() },
    ]);
    expect(membershipRoutes.userCenter()).toBe('/usercenter/index');
    const [badge] = k.registry.contributions('shell.userBadge');
    const text = () => badge!.text({ get: (id) => k.get(id) });
    expect(text()).toBeNull();
    member(k, { rights: [] });
    expect(text()).toBeNull();
    member(k, { rights: [MembershipRights.vip], isVip: true, trailInterest: false });
    expect(text()).toBe('VIP会员');
    member(k, { rights: [MembershipRights.vip], isVip: true, trailInterest: true });
    expect(text()).toBe('试用VIP');
  });

  it('暂无权限 renders when opened; 购买服务 closes it and opens the plans; 关闭 closes them', async () => {
    const k = await kernel();
    member(k, { rights: [] });
    const dialogs = k.get<DialogService>(DialogService);
    await renderHost(k);
    await act(async () => dialogs.open(MembershipDialogs.noRights));
    const noRights = await settle(() => dialogNamed('暂无权限'));
    expect(noRights.textContent).toContain('该内容为VIP会员专享');
    await act(async () => button(noRights, '购买服务').click());
    expect(dialogs.openIds).toEqual([MembershipDialogs.buyService]);
    const plans = await settle(() => dialogNamed('购买服务'));
    expect(plans.textContent).toContain('全站通VIP');
    expect(dialogNamed('暂无权限')).toBeUndefined();
    await act(async () => plans.querySelector<HTMLButtonElement>('[aria-label="关闭"]')!.click());
    expect(dialogs.openIds).toEqual([]);
  });

  it('the trial dialog opened for a visitor closes and asks for the login instead', async () => {
    const k = await kernel();
    const dialogs = k.get<DialogService>(DialogService);
    await renderHost(k);
    await act(async () => dialogs.open(MembershipDialogs.trial));
    await settle(() => !dialogs.isOpen(MembershipDialogs.trial));
    // The account plugin opened its login dialog on the bus `openLogin` the trial emitted.
    expect(k.get<AccountStore>(AccountStore).dialogOpen).toBe(true);
    expect(dialogNamed('申请试用VIP')).toBeUndefined();
  });
});

describe('feedback: its dialog through the DialogService', () => {
  it('contributes the 意见反馈 side entry and dialog; the form asks for the description first', async () => {
    const k = await kernel();
    expect(k.registry.contributions('shell.sideEntry').map(({ id, text, dialog }) => ({ id, text, dialog }))).toEqual([
      { id: 'feedback.form', text: '意见反馈', dialog: FeedbackDialogs.form },
    ]);
    member(k, { fullName: '李晓梅', rights: [] });
    const dialogs = k.get<DialogService>(DialogService);
    await renderHost(k);
    await act(async () => dialogs.open(FeedbackDialogs.form));
    const form = await settle(() => dialogNamed('意见反馈'));
    expect(form.querySelector<HTMLInputElement>('input[name="username"]')!.value).toBe('李晓梅');
    await act(async () => button(form, '提交').click());
    await settle(() => form.textContent?.includes('请输入您的问题或意见'));
    expect(dialogs.isOpen(FeedbackDialogs.form)).toBe(true);
    await act(async () => button(form, '取消').click());
    await settle(() => !dialogs.isOpen(FeedbackDialogs.form));
  });
});
