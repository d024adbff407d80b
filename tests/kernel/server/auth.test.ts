import type { SessionInfo } from '@kernel/core/session';
import { hasRight } from '@kernel/server/auth';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { probePlugin } from '../../helpers/probe-plugin';
import { buildTestApp, type TestApp } from '../../helpers/server';

const member: SessionInfo = {
  userId: 'u-1001',
  globalId: 'g-1001',
  accountName: 'zhangsan',
  rights: [],
};
// VIP rights are held by a real VIP and by a running trial alike (membership's RightsProvider decides).
const vip: SessionInfo = { ...member, userId: 'u-2002', accountName: 'lisi', rights: [MembershipRights.vip] };
const trial: SessionInfo = { ...member, userId: 'u-3003', rights: [MembershipRights.vip] };
const sourcing: SessionInfo = { ...member, userId: 'u-4004', rights: [MembershipRights.m2, MembershipRights.projectCostVip] };

const sessions: Record<string, SessionInfo> = { 'tok-member': member, 'tok-vip': vip, 'tok-trial': trial, 'tok-m2': sourcing };

describe('auth hook and guards', () => {
  let t: TestApp;
  const seen: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ plugins: [probePlugin] });
    t.app.auth.setResolver(async (token) => {
      seen.push(token);
      if (token === 'tok-crash') throw new Error('resolver down');
      return sessions[token] ?? null;
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('has no session without a token, and does not call the resolver', async () => {
    seen.length = 0;
    expect((await get('/api/probe/session')).json().data).toBeNull();
    expect((await get('/api/probe/session', { token: 'null' })).json().data).toBeNull();
    expect(seen).toEqual([]);
  });

  it('resolves the token header', async () => {
    expect((await get('/api/probe/session', { token: 'tok-member' })).json().data).toEqual(member);
  });

  it('resolves the token cookie', async () => {
    expect((await get('/api/probe/session', { cookie: 'keepLogin=true; token=tok-vip' })).json().data).toEqual(vip);
  });

  it('prefers the header to the cookie', async () => {
    const res = await get('/api/probe/session', { token: 'tok-member', cookie: 'token=tok-vip' });
    expect(res.json().data.userId).toBe('u-1001');
  });

  it('treats a failing resolver as no session', async () => {
    expect((await get('/api/probe/session', { token: 'tok-crash' })).json().data).toBeNull();
  });

  it('requireLogin: 301 请先登录 without a token, 302 for a token that is no longer valid', async () => {
    const none = await get('/api/probe/login');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ statusCode: 301, data: null, businessMsg: '请先登录' });
    const stale = await get('/api/probe/login', { token: 'tok-expired' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ statusCode: 302, data: null, businessMsg: '登录已过期，请重新登录' });
    const ok = await get('/api/probe/login', { token: 'tok-member' });
    expect(ok.json()).toEqual({ statusCode: 200, data: { userId: 'u-1001' }, businessMsg: '操作成功' });
  });

  it.each(['/api/probe/vip', '/api/probe/vip2'])('requireRight(vip) (%s): 820 for a member, OK for VIP and trial', async (url) => {
    expect((await get(url)).json().statusCode).toBe(301);
    const denied = await get(url, { token: 'tok-member' });
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toEqual({ statusCode: 820, data: null, businessMsg: '您暂无访问权限！' });
    expect((await get(url, { token: 'tok-vip' })).json()).toMatchObject({ statusCode: 200, data: 'vip' });
    expect((await get(url, { token: 'tok-trial' })).json()).toMatchObject({ statusCode: 200, data: 'vip' });
  });

  it('requireRight guards each right by its name: holding another right is not enough', async () => {
    expect((await get('/api/probe/m2')).json().statusCode).toBe(301);
    expect((await get('/api/probe/m2', { token: 'tok-expired' })).json().statusCode).toBe(302);
    expect((await get('/api/probe/m2', { token: 'tok-vip' })).json()).toEqual({ statusCode: 820, data: null, businessMsg: '您暂无访问权限！' });
    expect((await get('/api/probe/m2', { token: 'tok-m2' })).json()).toMatchObject({ statusCode: 200, data: 'm2' });
    expect((await get('/api/probe/vip', { token: 'tok-m2' })).json().statusCode).toBe(820);
  });

  it('hasRight reads the session\'s right names', () => {
    expect(hasRight(vip, MembershipRights.vip)).toBe(true);
    expect(hasRight(member, MembershipRights.vip)).toBe(false);
    expect(hasRight(sourcing, MembershipRights.projectCostVip)).toBe(true);
    expect(hasRight(null, MembershipRights.vip)).toBe(false);
    expect(hasRight(undefined, MembershipRights.m2)).toBe(false);
  });
});
