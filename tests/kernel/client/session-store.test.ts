/**
 * @jest-environment jsdom
 */
import 'reflect-metadata';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import Cookies from 'js-cookie';
import { runInAction } from 'mobx';
import { LOGIN_CHANNEL, MobxSessionStore } from '@kernel/client/session-store';
import { clearLogin, isKeepLogin, loadLogin, loginScoped, loginScopedKeyList, registerLoginScopedKeys, saveLogin, saveUser, StorageKeys } from '@kernel/client/session-storage';
import type { UserInfo } from '@kernel/core/session';

const user: UserInfo = {
  globalId: 'G1001',
  fullName: '张工',
  accountName: 'demo_vip',
  avatarPath: ['/a/s.png', '/a/b.png'],
  isNewUser: false,
  rights: ['vip'],
  // A field another plugin contributes: kept as it came.
  isVip: true,
};

function clearAll() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  localStorage.clear();
}

describe('login storage rules', () => {
  beforeEach(clearAll);

  it('keep-login stores token, casId and user in cookies with the spec expiries', () => {
    const set = jest.spyOn(Cookies, 'set');
    const before = Date.now();
    saveLogin({ token: 'tok', casId: 'cas', expireIn: 3600, keepLogin: true });
    saveUser(user);
    const calls = Object.fromEntries(set.mock.calls.map(([name, , options]) => [name, options?.expires]));
    const tokenExpiry = (calls[StorageKeys.token] as Date).getTime();
    expect(tokenExpiry).toBeGreaterThanOrEqual(before + 3600 * 1000);
    expect(tokenExpiry).toBeLessThanOrEqual(Date.now() + 3600 * 1000);
    expect(calls[StorageKeys.casId]).toBe(7);
    expect(calls[StorageKeys.user]).toBe(7);
    expect(calls[StorageKeys.keepLogin]).toBe(7);
    expect(Cookies.get(StorageKeys.token)).toBe('tok');
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(isKeepLogin()).toBe(true);
    expect(loadLogin()).toEqual({ token: 'tok', casId: 'cas', keepLogin: true, user });
    set.mockRestore();
  });

  it('the keep-login token cookie expires after expireIn seconds', async () => {
    saveLogin({ token: 'tok', casId: 'cas', expireIn: 1, keepLogin: true });
    expect(loadLogin()?.token).toBe('tok');
    await new Promise((r) => setTimeout(r, 2100));
    expect(loadLogin()).toBeNull();
    expect(Cookies.get(StorageKeys.casId)).toBe('cas'); // casId keeps its own 7-day expiry
  });

  it('without keep-login everything stays in session storage only', () => {
    saveLogin({ token: 'tok2', casId: 'cas2', expireIn: 3600, keepLogin: false });
    saveUser(user);
    expect(Cookies.get(StorageKeys.token)).toBeUndefined();
    expect(Cookies.get(StorageKeys.keepLogin)).toBeUndefined();
    expect(sessionStorage.getItem(StorageKeys.token)).toBe('tok2');
    expect(JSON.parse(sessionStorage.getItem(StorageKeys.user)!)).toEqual(user);
    expect(loadLogin()).toEqual({ token: 'tok2', casId: 'cas2', keepLogin: false, user });
  });

  it('logout clears user, token, casId, and the popups, guides and m2 data plugins keep, from cookies and the session', () => {
    // What the owning plugins declare (home's popup, the guides, the sourcing service's tokens).
    const popupInfo = loginScoped<{ jumpedUrl: string }>('popupInfo');
    const guideStep = loginScoped<number>('nextStep', { place: 'local' });
    const m2Rights = loginScoped<{ canUse: boolean }>('m2UserRights', { place: 'cookie', expires: new Date('2099-12-31T23:59:59Z') });
    registerLoginScopedKeys('guideType', 'm2AppToken');
    saveLogin({ token: 'tok', casId: 'cas', expireIn: 3600, keepLogin: true });
    saveUser(user);
    m2Rights.write({ canUse: true });
    popupInfo.write({ jumpedUrl: '/x' });
    sessionStorage.setItem('guideType', 'new_user');
    guideStep.write(2);
    sessionStorage.setItem('m2AppToken', 'x');
    localStorage.setItem('unrelated', 'kept');
    expect(Cookies.get('m2UserRights')).toBe('{"canUse":true}');
    clearLogin();
    expect(Cookies.get()).toEqual({});
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('nextStep')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(loadLogin()).toBeNull();
    expect(popupInfo.read()).toBeNull();
  });
});

describe('login-scoped values of plugins', () => {
  beforeEach(clearAll);

  it('reads back what it wrote (JSON), in the place asked for; null removes; unreadable reads as null', () => {
    const inSession = loginScoped<{ a: number }>('test.session');
    const inLocal = loginScoped<string[]>('test.local', { place: 'local' });
    expect(inSession.read()).toBeNull();
    inSession.write({ a: 1 });
    inLocal.write(['x']);
    expect(inSession.read()).toEqual({ a: 1 });
    expect(JSON.parse(sessionStorage.getItem('test.session')!)).toEqual({ a: 1 });
    expect(JSON.parse(localStorage.getItem('test.local')!)).toEqual(['x']);
    inSession.write(null);
    expect(sessionStorage.getItem('test.session')).toBeNull();
    localStorage.setItem('test.local', '{not json');
    expect(inLocal.read()).toBeNull();
    expect(loginScopedKeyList()).toEqual(expect.arrayContaining(['test.session', 'test.local']));
  });

  it('`login` follows the login: a 7-day cookie under keep-login, session storage otherwise', () => {
    const value = loginScoped<boolean>('test.withLogin', { place: 'login' });
    saveLogin({ token: 'tok', casId: 'cas', expireIn: 3600, keepLogin: false });
    value.write(true);
    expect(sessionStorage.getItem('test.withLogin')).toBe('true');
    expect(Cookies.get('test.withLogin')).toBeUndefined();
    clearAll();
    const set = jest.spyOn(Cookies, 'set');
    saveLogin({ token: 'tok', casId: 'cas', expireIn: 3600, keepLogin: true });
    value.write(true);
    expect(set.mock.calls.find(([name]) => name === 'test.withLogin')?.[2]?.expires).toBe(7);
    expect(value.read()).toBe(true);
    set.mockRestore();
  });

  it('a logout in the session store clears them too', () => {
    const value = loginScoped<number>('test.cleared', { place: 'local' });
    const store = new MobxSessionStore();
    store.setLogin({ token: 't', casId: 'c', expireIn: 100, keepLogin: false });
    value.write(3);
    store.logout();
    expect(value.read()).toBeNull();
  });
});

describe('session store', () => {
  beforeAll(() => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = NodeBroadcastChannel;
  });
  beforeEach(clearAll);

  it('derives isLogin from the token and globalId from the user, and restores a saved login', () => {
    const store = new MobxSessionStore();
    expect(store.isLogin).toBe(false);
    store.setLogin({ token: 't', casId: 'c', expireIn: 100, keepLogin: false });
    expect(store.isLogin).toBe(true);
    expect(store.globalId).toBe('');
    store.setUser(user);
    expect(store.globalId).toBe('G1001');
    const again = new MobxSessionStore();
    again.restore();
    expect(again.token).toBe('t');
    expect(again.user).toEqual(user);
    store.logout();
    expect(store.isLogin).toBe(false);
    expect(store.user).toBeNull();
    expect(store.globalId).toBe('');
  });

  it('holds only the login state: no plugin flag, popup or right of its own', () => {
    const store = new MobxSessionStore() as unknown as Record<string, unknown>;
    for (const gone of ['isShowPrompt', 'showFeedback', 'showNoRightsTips', 'showNoDataFeedback', 'showTrial', 'showBuyService', 'showGetRights', 'setFlag', 'm2', 'popupInfo', 'isVip', 'isTrial']) {
      expect(gone in store).toBe(false);
    }
  });

  it('shares login state across tabs on the login-status channel', async () => {
    const tabA = new MobxSessionStore();
    const tabB = new MobxSessionStore();
    const events: string[] = [];
    const stopA = tabA.listen({ onLogout: () => events.push('A:logout'), onLogin: () => events.push('A:login') });
    const stopB = tabB.listen({ onLogout: () => events.push('B:logout'), onLogin: () => events.push('B:login') });
    const observer = new NodeBroadcastChannel(LOGIN_CHANNEL);
    const seen: string[] = [];
    observer.onmessage = (e) => seen.push((e as { data: string }).data);

    tabA.setLogin({ token: 'ta', casId: 'c', expireIn: 100, keepLogin: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual(['B:login']); // B was logged out: it reloads; A never hears itself
    runInAction(() => (tabB.token = 'tb')); // B reloaded and is logged in too
    tabA.logout();
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual(['B:login', 'B:logout']);
    expect(tabB.isLogin).toBe(false);
    expect(seen).toEqual(['login', 'logout']);
    stopA();
    stopB();
    observer.close();
  });
});
