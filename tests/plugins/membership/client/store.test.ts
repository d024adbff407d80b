import 'reflect-metadata';
import type { UserInfo } from '@kernel/core/session';
import { MobxDialogService } from '@kernel/client/dialogs';
import { RxEventBus } from '@kernel/client/event-bus';
import { RequestError } from '@kernel/client/http-client';
import type { Navigator } from '@kernel/client/navigator';
import { MobxSessionStore } from '@kernel/client/session-store';
import type { Notifier } from '@kernel/client/ui-store';
import type { MembershipApi } from '@plugins/membership/client/api';
import { MobxMembershipStore } from '@plugins/membership/client/store';
import { MembershipDialogs, type RightsInfo } from '@plugins/membership/shared/contract';

const NO_RIGHTS: RightsInfo = {
  isVip: false,
  vipExpireAt: null,
  trailInterest: false,
  trialExpireAt: null,
  trialUsed: false,
  projectCostVipStatus: false,
  canUse: false,
  accountType: 'personal',
  enterpriseName: null,
  rights: [],
};

const USER: UserInfo = {
  globalId: 'G10000002',
  fullName: '李晓梅',
  accountName: 'demo_user',
  avatarPath: [],
  isVip: false,
  projectCostVipStatus: false,
  trailInterest: false,
  isNewUser: false,
};

function setup(rights: RightsInfo = NO_RIGHTS) {
  const calls: string[] = [];
  const api: jest.Mocked<MembershipApi> = {
    queryRights: jest.fn(async () => rights),
    sendTrialCode: jest.fn(async (_mobile: string, _validateData: string) => undefined),
    applyTrial: jest.fn(async (a) => ({ realName: a.realName, accountName: 'demo_user', effectiveDate: 1 })),
    findProvince: jest.fn(async () => [{ code: '33', name: '浙江省', cities: [{ code: '3301', name: '杭州市' }] }]),
    loadUser: jest.fn(async (_token: string, _casId: string): Promise<UserInfo | null> => ({ ...USER, isVip: true, trailInterest: true })),
    sessions: jest.fn(async () => []),
    revokeOtherSessions: jest.fn(async () => 2),
  };
  const session = new MobxSessionStore();
  const bus = new RxEventBus();
  const toasts: string[] = [];
  const notifier: Notifier = { notify: (m) => void toasts.push(m) };
  const navigator: Navigator = { navigate: (to) => void calls.push(`navigate ${to}`), current: () => '/', reload: () => void calls.push('reload') };
  const events: string[] = [];
  bus.on('openLogin').subscribe(() => events.push('openLogin'));
  bus.on('captcha').subscribe((e) => {
    events.push(`captcha ${e.type}`);
    e.callback?.('solved-captcha');
  });
  const dialogs = new MobxDialogService();
  const store = new MobxMembershipStore(api, session, bus, notifier, navigator, dialogs);
  const trialOpen = () => dialogs.isOpen(MembershipDialogs.trial);
  const login = () => {
    session.setLogin({ token: 'tok', casId: 'cas', expireIn: 3600, keepLogin: false });
    session.setUser(USER);
  };
  return { api, session, store, toasts, events, calls, login, dialogs, trialOpen };
}

afterEach(() => {
  sessionStorage.clear();
});

describe('membership store: the 申请试用 button', () => {
  it('asks a visitor to log in', async () => {
    const { store, events, trialOpen } = setup();
    await store.requestTrial();
    expect(events).toEqual(['openLogin']);
    expect(trialOpen()).toBe(false);
  });

  it('opens the trial dialog for a member who has not used the trial', async () => {
    const { store, login, toasts, trialOpen } = setup();
    login();
    await store.requestTrial();
    expect(trialOpen()).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('tells a member who already used the trial: 每个账号仅可申请一次试用', async () => {
    const { store, login, toasts, trialOpen } = setup({ ...NO_RIGHTS, trialUsed: true });
    login();
    await store.requestTrial();
    expect(trialOpen()).toBe(false);
    expect(toasts).toEqual(['每个账号仅可申请一次试用']);
  });

  it('tells a real VIP that no trial is needed', async () => {
    const { store, login, toasts, trialOpen } = setup({ ...NO_RIGHTS, isVip: true });
    login();
    await store.requestTrial();
    expect(trialOpen()).toBe(false);
    expect(toasts).toEqual(['您已是VIP会员，无需申请试用']);
  });
});

describe('membership store: the trial application', () => {
  it('sends the code with the captcha result as validateData', async () => {
    const { store, api, events } = setup();
    const validateData = await store.solveCaptcha();
    expect(events).toEqual(['captcha open']);
    expect(await store.sendTrialCode('13912345678', validateData!)).toEqual({ sent: true });
    expect(api.sendTrialCode).toHaveBeenCalledWith('13912345678', 'solved-captcha');
  });

  it('reports a failed send with the server message', async () => {
    const { store, api } = setup();
    api.sendTrialCode.mockRejectedValueOnce(new RequestError('验证码发送过于频繁，请稍后再试', 491));
    expect(await store.sendTrialCode('13912345678', 'x')).toEqual({ sent: false, error: '验证码发送过于频繁，请稍后再试' });
  });

  it('on success refreshes the user info (usr) and shows 申请成功; 立即使用 reloads', async () => {
    const { store, api, session, login, calls } = setup();
    login();
    const ok = await store.applyTrial({ realName: '张三', mobile: '13912345678', verificationCode: '123456', companyName: '某公司', province: '浙江省', city: '杭州市' });
    expect(ok).toBe(true);
    expect(api.applyTrial).toHaveBeenCalledWith(expect.objectContaining({ realName: '张三', source: 0 }));
    expect(api.loadUser).toHaveBeenCalledWith('tok', 'cas');
    expect(session.user?.trailInterest).toBe(true);
    expect(store.trialOutcome).toEqual({ kind: 'success', result: { realName: '张三', accountName: 'demo_user', effectiveDate: 1 } });
    store.useNow();
    expect(calls).toContain('reload');
    expect(store.trialOutcome).toBeNull();
  });

  it('on failure shows the server businessMsg, or 未知原因', async () => {
    const { store, api, login } = setup();
    login();
    api.applyTrial.mockRejectedValueOnce(new RequestError('每个账号仅可申请一次试用', 460));
    expect(await store.applyTrial({ realName: '张三', mobile: '1', verificationCode: '1', companyName: 'x', province: 'p', city: 'c' })).toBe(false);
    expect(store.trialOutcome).toEqual({ kind: 'failure', reason: '每个账号仅可申请一次试用' });
    api.applyTrial.mockRejectedValueOnce(new RequestError('', 500));
    await store.applyTrial({ realName: '张三', mobile: '1', verificationCode: '1', companyName: 'x', province: 'p', city: 'c' });
    expect(store.trialOutcome).toEqual({ kind: 'failure', reason: '未知原因' });
    expect(api.loadUser).not.toHaveBeenCalled();
  });

  it('购买服务 opens the buy-service dialog', () => {
    const { store, dialogs } = setup();
    store.openBuyService();
    expect(dialogs.openIds).toEqual([MembershipDialogs.buyService]);
  });

  it('loads the provinces once', async () => {
    const { store, api } = setup();
    await Promise.all([store.loadProvinces(), store.loadProvinces()]);
    await store.loadProvinces();
    expect(api.findProvince).toHaveBeenCalledTimes(1);
    expect(store.citiesOf('浙江省').map((c) => c.name)).toEqual(['杭州市']);
    expect(store.citiesOf('')).toEqual([]);
  });
});
