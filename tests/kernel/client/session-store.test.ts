/**
 * @jest-environment jsdom
 */
import 'reflect-metadata';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import Cookies from 'js-cookie';
import { runInAction } from 'mobx';
import { LOGIN_CHANNEL, MobxSessionStore } from '@kernel/client/session-store';
import { clearLogin, isKeepLogin, loadLogin, saveLogin, saveUser, StorageKeys } from '@kernel/client/session-storage';
import type { UserInfo } from '@kernel/core/session';

const user: UserInfo = {
  globalId: 'G1001',
  fullName: '张工',
  accountName: 'demo_vip',
  avatarPath: ['/a/s.png', '/a/b.png'],
  isVip: true,
  projectCostVipStatus: true,
  trailInterest: false,
  isNewUser: false,
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

  it('logout clears user, token, casId, popups, guides and m2 data from cookies and the session', () => {
    saveLogin({ token: 'tok', casId: 'cas', expireIn: 3600, keepLogin: true });
    saveUser(user);
    Cookies.set(StorageKeys.m2UserRights, '{"canUse":true}');
    sessionStorage.setItem(StorageKeys.popupInfo, '{}');
    sessionStorage.setItem(StorageKeys.guideType, 'new_user');
    localStorage.setItem(StorageKeys.guideStep, '2');
    sessionStorage.setItem(StorageKeys.m2AppToken, 'x');
    clearLogin();
    expect(Cookies.get()).toEqual({});
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(StorageKeys.guideStep)).toBeNull();
    expect(loadLogin()).toBeNull();
  });
});

describe('session store', () => {
  beforeAll(() => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = NodeBroadcastChannel;
  });
  beforeEach(clearAll);

  it('derives isLogin from the token and isVip from the user, and restores a saved login', () => {
    const store = new MobxSessionStore();
    expect(store.isLogin).toBe(false);
    store.setLogin({ token: 't', casId: 'c', expireIn: 100, keepLogin: false });
    expect(store.isLogin).toBe(true);
    expect(store.isVip).toBe(false);
    store.setUser(user);
    expect(store.isVip).toBe(true);
    expect(store.globalId).toBe('G1001');
    const again = new MobxSessionStore();
    again.restore();
    expect(again.token).toBe('t');
    expect(again.user).toEqual(user);
    store.logout();
    expect(store.isLogin).toBe(false);
    expect(store.user).toBeNull();
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
