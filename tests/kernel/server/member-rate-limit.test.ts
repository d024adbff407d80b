/**
 * memberRateLimit on the real app: counted per logged-in member whatever the address, per address
 * without a session, and an exceeded limit answers 429 with the Chinese envelope.
 */
import type { SessionInfo } from '@kernel/core/session';
import { ok } from '@kernel/core/envelope';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import type { ServerPlugin } from '@kernel/server/plugin';
import { buildTestApp, type TestApp } from '../../helpers/server';

const member = (globalId: string): SessionInfo => ({ userId: `u-${globalId}`, globalId, accountName: globalId, rights: [] });
const sessions: Record<string, SessionInfo> = { 'tok-a': member('g-a'), 'tok-b': member('g-b') };

const plugin: ServerPlugin = {
  manifest: { id: 'test-member-limit', title: '限流探针', order: 1 },
  routes(app) {
    app.get('/api/export', { config: memberRateLimit({ max: 2, timeWindow: 60_000 }) }, async () => ok('file'));
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ plugins: [plugin] });
  t.app.auth.setResolver(async (token) => sessions[token] ?? null);
});
afterAll(() => t.close());

const hit = async (remoteAddress: string, token?: string) => (await t.app.inject({ url: '/api/export', remoteAddress, headers: token ? { token } : {} })).statusCode;

describe('memberRateLimit', () => {
  it('counts a member across addresses, and other members apart on the same address', async () => {
    expect(await hit('10.9.0.1', 'tok-a')).toBe(200);
    expect(await hit('10.9.0.2', 'tok-a')).toBe(200);
    // A new address does not give member A a new budget.
    const third = await t.app.inject({ url: '/api/export', remoteAddress: '10.9.0.3', headers: { token: 'tok-a' } });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ statusCode: 429, data: null, businessMsg: expect.stringMatching(/^操作过于频繁，请\d+秒后再试$/) });
    // Member B on A's first address has a budget of its own.
    expect(await hit('10.9.0.1', 'tok-b')).toBe(200);
  });

  it('counts by address without a session', async () => {
    expect(await hit('10.9.1.1')).toBe(200);
    expect(await hit('10.9.1.1')).toBe(200);
    expect(await hit('10.9.1.1')).toBe(429);
    expect(await hit('10.9.1.2')).toBe(200);
  });
});
