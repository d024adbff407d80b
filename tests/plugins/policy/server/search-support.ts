/**
 * The policy column's test app for the search, detail, PDF and access tests: cost-data seeded at a
 * small scale, the policy corpus seeded for real (the standard corpus), a member and a VIP by token,
 * and small request helpers answering the envelope.
 */
import { seedPlugins } from '@kernel/server/migrations';
import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import { createPolicyServer } from '@plugins/policy/server';
import { forgetDocuments } from '@plugins/policy/server/fulltext';
import { PolicyPaths } from '@plugins/policy/shared/contract';
import { buildTestApp, type TestApp } from '../../../helpers/server';

/** 2026-11-22 10:30 in China. */
export const NOW = Date.UTC(2026, 10, 22, 2, 30, 0);
export const MEMBER = { token: 'token-policy-member', globalId: 'g-policy-member' };
export const VIP = { token: 'token-policy-vip', globalId: 'g-policy-vip' };

export const JIANGSU = 12;
export const NANJING = 218;

export interface PolicyTestApp extends TestApp {
  services: ServiceRegistry;
  post(url: string, payload: unknown, token?: string | null): Promise<{ http: number; body: any }>;
  get(url: string, token?: string | null): Promise<{ http: number; body: any; raw: Buffer; headers: Record<string, unknown> }>;
  search(query: Record<string, unknown>, token?: string): Promise<any>;
  detail(policyId: number): Promise<any>;
}

export async function buildPolicyApp(): Promise<PolicyTestApp> {
  const services = new ServiceRegistry();
  const plugins = [costDataServer, createPolicyServer({ clock: () => NOW })];
  const t = await buildTestApp({ plugins, services });
  await seedPlugins(t.database, plugins, { scale: 0.01, seed: 1, demo: false });
  // The server looked at the documents when it became ready (none yet): read them now.
  forgetDocuments(t.database.db);
  const sessions: Record<string, { globalId: string; rights: string[] }> = {
    [MEMBER.token]: { globalId: MEMBER.globalId, rights: [] },
    [VIP.token]: { globalId: VIP.globalId, rights: ['vip'] },
  };
  t.app.auth.setResolver(async (token) => {
    const s = sessions[token];
    return s ? { userId: `u-${s.globalId}`, globalId: s.globalId, accountName: s.globalId, accountType: 'personal', rights: s.rights } : null;
  });
  const headers = (token: string | null | undefined) => (token ? { token } : {});
  const post: PolicyTestApp['post'] = async (url, payload, token = VIP.token) => {
    const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers(token) });
    return { http: res.statusCode, body: res.json() };
  };
  const get: PolicyTestApp['get'] = async (url, token = VIP.token) => {
    const res = await t.app.inject({ method: 'GET', url, headers: headers(token) });
    const json = /json/.test(String(res.headers['content-type'])) ? res.json() : null;
    return { http: res.statusCode, body: json, raw: res.rawPayload, headers: res.headers as Record<string, unknown> };
  };
  const search: PolicyTestApp['search'] = async (query, token = MEMBER.token) => {
    const { http, body } = await post(PolicyPaths.search, { pageNum: 1, pageSize: 10, ...query }, token);
    expect(http).toBe(200);
    expect(body.statusCode).toBe(200);
    return body.data;
  };
  const detail: PolicyTestApp['detail'] = async (policyId) => {
    const { body } = await post(PolicyPaths.details, { policyId }, VIP.token);
    expect(body.statusCode).toBe(200);
    return body.data;
  };
  return { ...t, services, post, get, search, detail };
}
