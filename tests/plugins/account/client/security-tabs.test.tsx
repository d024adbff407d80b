/** @jest-environment jsdom */
import 'reflect-metadata';
import { act } from 'react';
import { RequestError } from '@kernel/client/http-client';
import type { Kernel } from '@kernel/client/kernel';
import { SessionStore } from '@kernel/client/session-store';
import accountPlugin from '@plugins/account/client';
import type { SecurityApi } from '@plugins/account/client/security-api';
import { EnterpriseStore, SecurityStore } from '@plugins/account/client/security-store';
import EnterpriseTab, { EnterprisePanel } from '@plugins/account/client/views/EnterpriseTab';
import { SecurityPanel } from '@plugins/account/client/views/SecurityTab';
import type { NewSubAccount, SecurityOverview, SubAccount } from '@plugins/account/shared/security';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { offlineKernel, renderInKernel, settle, textOf } from '../../../helpers/kernel-dom';

/**
 * The user centre's 账号安全 and 子账号管理 tabs over a test double of their API: the overview and
 * its security level, 修改密码 (the shared password rule, the old password refused by its field),
 * 更换手机 (code sent, 60 s countdown), 注销账号 (the notice, the acknowledgement, the code, the
 * login ended here), and the sub-account list (新增子账号 with its rules, 停用 after a confirmation,
 * 共享企业权益), the notice for an account that is not an enterprise main account.
 */
jest.setTimeout(30_000);

const dom = useDomRoot();
useLayoutShims({ sizedElements: true });

const NOW = Date.UTC(2026, 10, 24, 8, 0);

const overview = (over: Partial<SecurityOverview> = {}): SecurityOverview => ({
  accountName: 'demo_vip',
  kind: 'personal',
  mobile: '138****0001',
  passwordChangedAt: null,
  createdAt: NOW - 90 * 86_400_000,
  sessions: 2,
  enterpriseName: null,
  canDelete: true,
  deleteBlockedReason: null,
  ...over,
});

const sub = (over: Partial<SubAccount>): SubAccount => ({
  globalId: 'G1',
  accountName: 'ent_staff',
  fullName: '陈造价',
  mobile: '138****0003',
  enabled: true,
  sharesRights: true,
  createdAt: NOW,
  lastLoginAt: null,
  ...over,
});

class FakeApi implements SecurityApi {
  calls: string[] = [];
  view = overview();
  subs: SubAccount[] = [sub({}), sub({ globalId: 'G2', accountName: 'ent_guest', fullName: '周实习', sharesRights: false })];
  failOld = false;
  async overview() {
    return this.view;
  }
  async changePassword(oldPassword: string, newPassword: string) {
    this.calls.push(`password ${oldPassword} ${newPassword}`);
    if (this.failOld) throw new RequestError('原密码错误', 400);
    return { signedOut: 1, message: '密码修改成功，其他设备已退出登录' };
  }
  async sendPhoneCode(mobile: string) {
    this.calls.push(`phoneCode ${mobile}`);
    return { mobile: '139****5678', message: '验证码已发送至新手机号' };
  }
  async bindPhone(mobile: string, code: string) {
    this.calls.push(`bind ${mobile} ${code}`);
    return { mobile: '139****5678', message: '手机号更换成功' };
  }
  async signOutEverywhere() {
    this.calls.push('signOutEverywhere');
    return { revoked: 2, message: '已退出所有设备，请重新登录' };
  }
  async sendDeleteCode() {
    this.calls.push('deleteCode');
    return { mobile: '138****0001', message: '验证码已发送至绑定手机' };
  }
  async deleteAccount(confirmation: { code: string } | { password: string }) {
    this.calls.push(`delete ${JSON.stringify(confirmation)}`);
    return '账号已注销';
  }
  async subAccounts() {
    return { enterpriseName: '浙江恒信工程咨询有限公司', list: this.subs, max: 50 };
  }
  async addSubAccount(input: NewSubAccount) {
    this.calls.push(`add ${JSON.stringify(input)}`);
    const added = sub({ globalId: 'G3', accountName: input.username.toLowerCase(), fullName: input.fullName ?? input.username, mobile: null, sharesRights: !!input.sharesRights });
    return { sub: added, message: '子账号已创建' };
  }
  async setSubAccountEnabled(globalId: string, enabled: boolean) {
    this.calls.push(`enabled ${globalId} ${enabled}`);
    const found = this.subs.find((s) => s.globalId === globalId)!;
    return { sub: { ...found, enabled }, message: enabled ? '子账号已启用' : '子账号已停用，其登录设备已全部退出' };
  }
  async resetSubAccountPassword(globalId: string, password: string) {
    this.calls.push(`reset ${globalId} ${password}`);
    const found = this.subs.find((s) => s.globalId === globalId)!;
    return { sub: found, message: '子账号密码已重置，其登录设备已全部退出' };
  }
  async setSubAccountSharing(globalId: string, shares: boolean) {
    this.calls.push(`sharing ${globalId} ${shares}`);
    const found = this.subs.find((s) => s.globalId === globalId)!;
    return { sub: { ...found, sharesRights: shares }, message: shares ? '已开启共享企业权益' : '已关闭共享企业权益' };
  }
}

class Recorder {
  messages: string[] = [];
  paths: string[] = [];
  notifier = { notify: (m: string) => void this.messages.push(m) };
  navigator = { navigate: (to: string) => void this.paths.push(to), current: () => '/usercenter/index', reload: () => undefined };
}

async function kernelFor(accountType: 'personal' | 'entMain'): Promise<Kernel> {
  const kernel = await offlineKernel([accountPlugin]);
  const session = kernel.get<SessionStore>(SessionStore);
  session.setLogin({ token: 'token-x', casId: '', expireIn: 3600, keepLogin: false });
  session.setUser({ globalId: 'G10000001', fullName: '王建国', accountName: 'demo_vip', avatarPath: [], isNewUser: false, accountType });
  return kernel;
}

const byText = <T extends Element>(selector: string, text: string, root: ParentNode = document) =>
  [...root.querySelectorAll<T>(selector)].find((el) => textOf(el).includes(text)) ?? null;

async function click(el: Element | null) {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
  await settle();
}

async function type(root: ParentNode, name: string, value: string) {
  const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');

describe('账号安全', () => {
  async function render(api: FakeApi, rec = new Recorder()) {
    const kernel = await kernelFor('personal');
    const store = new SecurityStore(api, kernel.get<SessionStore>(SessionStore), rec.notifier, rec.navigator, '/home');
    await renderInKernel(dom, kernel, <SecurityPanel store={store} />);
    return { kernel, store, rec };
  }

  it('shows the password, the bound phone, the devices and the security level', async () => {
    await render(new FakeApi());
    const section = dom.host.querySelector('section[aria-labelledby="security-title"]')!;
    expect(textOf(section.querySelector('h2'))).toBe('账号安全');
    expect(textOf(section)).toContain('安全等级：中');
    expect(textOf(section)).toContain('已绑定 138****0001');
    expect(textOf(section)).toContain('2 台设备已登录');
    expect(textOf(section)).toContain('账号创建于 2026-08-26');
    expect([...section.querySelectorAll('button')].map(textOf)).toEqual(['修改密码', '更换手机', '退出所有设备']);
    const danger = dom.host.querySelector('section[aria-labelledby="delete-title"]')!;
    expect(byText<HTMLButtonElement>('button', '注销账号', danger)!.disabled).toBe(false);
  });

  it('修改密码: the first field is 原密码, the shared rule and the confirmation are checked, a wrong old password shows by its field', async () => {
    const api = new FakeApi();
    const { rec } = await render(api);
    await click(byText('button', '修改密码'));
    const d = dialog()!;
    expect(textOf(d)).toContain('修改登录密码');
    expect(d.querySelector('input:not([type="hidden"])')!.getAttribute('name')).toBe('oldPassword');
    expect(d.querySelector('label[for]')).not.toBeNull();
    await click(byText('button', '确认修改', d));
    expect(textOf(d)).toContain('请输入原密码');
    expect(textOf(d)).toContain('请输入密码');
    await type(d, 'oldPassword', 'Demo@2026');
    await type(d, 'newPassword', 'abcdefgh');
    await type(d, 'confirmPassword', 'abcdefgh');
    await click(byText('button', '确认修改', d));
    expect(textOf(d)).toContain('密码需包含字母、数字、符号中的至少两种');
    await type(d, 'newPassword', 'NewPass#2026');
    await click(byText('button', '确认修改', d));
    expect(textOf(d)).toContain('两次输入的密码不一致');
    expect(api.calls).toEqual([]);
    await type(d, 'confirmPassword', 'NewPass#2026');
    api.failOld = true;
    await click(byText('button', '确认修改', d));
    expect(api.calls).toEqual(['password Demo@2026 NewPass#2026']);
    expect(textOf(d)).toContain('原密码错误');
    api.failOld = false;
    await click(byText('button', '确认修改', d));
    await settle();
    expect(rec.messages).toContain('密码修改成功，其他设备已退出登录');
    expect(dialog()).toBeNull();
  });

  it('更换手机: sends the code to the new phone, counts down, then binds', async () => {
    const api = new FakeApi();
    const { rec } = await render(api);
    await click(byText('button', '更换手机'));
    const d = dialog()!;
    expect(textOf(d)).toContain('当前绑定：138****0001');
    expect(d.querySelector('input:not([type="hidden"])')!.getAttribute('name')).toBe('mobile');
    await click(byText('button', '获取验证码', d));
    expect(textOf(d)).toContain('请输入手机号');
    await type(d, 'mobile', '13912345678');
    await click(byText('button', '获取验证码', d));
    expect(api.calls).toEqual(['phoneCode 13912345678']);
    expect(textOf(d)).toContain('验证码已发送至新手机号');
    expect(byText<HTMLButtonElement>('button', '秒后重新获取', d)!.disabled).toBe(true);
    await type(d, 'code', '123456');
    await click(byText('button', '确认更换', d));
    expect(api.calls).toContain('bind 13912345678 123456');
    expect(rec.messages).toContain('手机号更换成功');
  });

  it('退出所有设备 asks first, then ends the login here and goes to the landing page', async () => {
    const api = new FakeApi();
    const { kernel, rec } = await render(api);
    await click(byText('button', '退出所有设备'));
    const d = dialog()!;
    expect(d.getAttribute('role')).toBe('alertdialog');
    expect(textOf(d)).toContain('您的账号当前在 2 台设备上登录');
    await click(byText('button', '确定退出', d));
    expect(api.calls).toEqual(['signOutEverywhere']);
    expect(kernel.get<SessionStore>(SessionStore).isLogin).toBe(false);
    expect(rec.paths).toEqual(['/home']);
    expect(rec.messages).toEqual(['已退出所有设备，请重新登录']);
  });

  it('注销账号: lists what is removed and kept, needs the acknowledgement and the SMS code, then ends the login', async () => {
    const api = new FakeApi();
    const { kernel, rec } = await render(api);
    await click(byText('button', '注销账号', dom.host.querySelector('section[aria-labelledby="delete-title"]')!));
    const d = dialog()!;
    expect(textOf(d)).toContain('您正在注销账号「demo_vip」');
    expect(textOf(d)).toContain('将被删除或匿名化');
    expect(textOf(d)).toContain('绑定的手机号');
    expect(textOf(d)).toContain('将被保留');
    expect(textOf(d)).toContain('用户名将被永久保留');
    expect(d.querySelector('input:not([type="hidden"])')!.getAttribute('name')).toBe('code');
    const confirm = byText<HTMLButtonElement>('button', '确认注销', d)!;
    expect(confirm.disabled).toBe(true);
    await click(byText('button', '获取验证码', d));
    expect(api.calls).toEqual(['deleteCode']);
    expect(textOf(d)).toContain('验证码已发送至绑定手机（138****0001）');
    await click(byText('label', '我已阅读以上注销须知', d));
    expect(confirm.disabled).toBe(false);
    await click(confirm);
    expect(textOf(d)).toContain('请输入6位数字验证码');
    await type(d, 'code', '654321');
    await click(confirm);
    expect(api.calls).toContain('delete {"code":"654321"}');
    expect(kernel.get<SessionStore>(SessionStore).isLogin).toBe(false);
    expect(rec.paths).toEqual(['/home']);
    expect(rec.messages).toEqual(['账号已注销']);
  });

  it('without a phone the deletion asks for the password; a sub-account sees why it cannot delete itself', async () => {
    const api = new FakeApi();
    api.view = overview({ mobile: null });
    await render(api);
    expect(textOf(dom.host)).toContain('安全等级：低');
    expect(textOf(dom.host)).toContain('未绑定');
    expect(byText('button', '绑定手机')).not.toBeNull();
    await click(byText('button', '注销账号', dom.host.querySelector('section[aria-labelledby="delete-title"]')!));
    const d = dialog()!;
    expect(d.querySelector('input[name="password"]')).not.toBeNull();
    expect(textOf(d)).toContain('请输入登录密码确认注销');
    await click(byText('label', '我已阅读以上注销须知', d));
    await type(d, 'password', 'Demo@2026');
    await click(byText('button', '确认注销', d));
    expect(api.calls).toEqual(['delete {"password":"Demo@2026"}']);

    dom.remount();
    const blocked = new FakeApi();
    blocked.view = overview({ kind: 'entSub', canDelete: false, deleteBlockedReason: '企业子账号由企业管理员统一管理，如需注销请联系企业管理员' });
    await render(blocked);
    const danger = dom.host.querySelector('section[aria-labelledby="delete-title"]')!;
    expect(textOf(danger)).toContain('企业子账号由企业管理员统一管理');
    expect(byText<HTMLButtonElement>('button', '注销账号', danger)!.disabled).toBe(true);
  });
});

describe('子账号管理', () => {
  async function render(api: FakeApi, rec = new Recorder()) {
    const kernel = await kernelFor('entMain');
    const store = new EnterpriseStore(api, rec.notifier);
    await renderInKernel(dom, kernel, <EnterprisePanel store={store} />);
    return { rec };
  }
  const rows = () => [...dom.host.querySelectorAll('table[aria-label="企业子账号"] tbody tr')];

  it('lists the sub-accounts with their phone, state and sharing, and the counts', async () => {
    await render(new FakeApi());
    expect(textOf(dom.host)).toContain('企业：浙江恒信工程咨询有限公司');
    expect(textOf(dom.host)).toContain('子账号：2 / 50 个');
    expect(textOf(dom.host)).toContain('共享企业权益：1 个');
    expect(rows().map((r) => textOf(r.querySelector('th')))).toEqual(['ent_staff陈造价', 'ent_guest周实习']);
    expect(textOf(rows()[0])).toContain('已共享');
    expect(textOf(rows()[1])).toContain('未共享');
    expect(textOf(rows()[0])).toContain('从未登录');
  });

  it('停用 asks first and shows the row disabled; 启用 brings it back', async () => {
    const api = new FakeApi();
    const { rec } = await render(api);
    await click(rows()[1]!.querySelector('button[aria-label="停用 ent_guest"]'));
    const d = dialog()!;
    expect(textOf(d)).toContain('停用后，子账号「ent_guest」（周实习）将无法登录');
    await click(byText('button', '确定停用', d));
    expect(api.calls).toEqual(['enabled G2 false']);
    expect(textOf(rows()[1])).toContain('已停用');
    expect(rec.messages).toEqual(['子账号已停用，其登录设备已全部退出']);
    await click(rows()[1]!.querySelector('button[aria-label="启用 ent_guest"]'));
    expect(api.calls).toEqual(['enabled G2 false', 'enabled G2 true']);
    expect(textOf(rows()[1])).toContain('启用中');
  });

  it('重置密码: the password rule and the confirmation, then the new password for that sub-account', async () => {
    const api = new FakeApi();
    const { rec } = await render(api);
    await click(rows()[0]!.querySelector('button[aria-label="重置 ent_staff 的密码"]'));
    const d = dialog()!;
    expect(textOf(d)).toContain('为子账号「ent_staff」设置新的登录密码');
    expect(d.querySelector('input:not([type="hidden"])')!.getAttribute('name')).toBe('newPassword');
    await type(d, 'newPassword', 'short1');
    await click(byText('button', '确认重置', d));
    expect(textOf(d)).toContain('密码长度为8-50位');
    await type(d, 'newPassword', 'Staff#2026');
    await type(d, 'confirmPassword', 'Staff#2027');
    await click(byText('button', '确认重置', d));
    expect(textOf(d)).toContain('两次输入的密码不一致');
    await type(d, 'confirmPassword', 'Staff#2026');
    await click(byText('button', '确认重置', d));
    expect(api.calls).toEqual(['reset G1 Staff#2026']);
    expect(rec.messages).toEqual(['子账号密码已重置，其登录设备已全部退出']);
    expect(dialog()).toBeNull();
  });

  it('共享企业权益 switches per sub-account', async () => {
    const api = new FakeApi();
    await render(api);
    const toggle = rows()[1]!.querySelector<HTMLInputElement>('input[aria-label="ent_guest 共享企业权益"]')!;
    expect(toggle.checked).toBe(false);
    await click(toggle);
    expect(api.calls).toEqual(['sharing G2 true']);
    expect(textOf(rows()[1])).toContain('已共享');
  });

  it('新增子账号: the first field is 用户名, the registration rules are checked, the new row shows', async () => {
    const api = new FakeApi();
    const { rec } = await render(api);
    await click(byText('button', '新增子账号'));
    const d = dialog()!;
    expect(d.querySelector('input:not([type="hidden"])')!.getAttribute('name')).toBe('username');
    await click(byText('button', '确认新增', d));
    expect(textOf(d)).toContain('请输入用户名');
    expect(textOf(d)).toContain('请输入密码');
    await type(d, 'username', 'admin');
    await type(d, 'password', '12345678');
    await type(d, 'mobile', '1381');
    await click(byText('button', '确认新增', d));
    expect(textOf(d)).toContain('该用户名不可用');
    expect(textOf(d)).toContain('密码需包含字母、数字、符号中的至少两种');
    expect(textOf(d)).toContain('请输入正确的11位手机号');
    expect(api.calls).toEqual([]);
    await type(d, 'username', 'HX_Cost01');
    await type(d, 'password', 'Cost#2026');
    await type(d, 'fullName', '孙预算');
    await type(d, 'mobile', '');
    await click(byText('button', '确认新增', d));
    expect(api.calls).toEqual(['add {"username":"HX_Cost01","password":"Cost#2026","fullName":"孙预算","sharesRights":true}']);
    expect(rec.messages).toEqual(['子账号已创建']);
    expect(dialog()).toBeNull();
    expect(rows().map((r) => textOf(r.querySelector('th')))).toEqual(['ent_staff陈造价', 'ent_guest周实习', 'hx_cost01孙预算']);
  });

  it('tells an account that is not an enterprise main account that the tab is not for it', async () => {
    const kernel = await kernelFor('personal');
    await renderInKernel(dom, kernel, <EnterpriseTab />);
    expect(textOf(dom.host)).toContain('仅企业主账号可以管理子账号');
    expect(dom.host.querySelector('table')).toBeNull();
  });
});
