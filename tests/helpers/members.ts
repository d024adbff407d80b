/**
 * Server tests with members but without the account plugin: tokens `member-<globalId>` resolve to
 * that member (rights from the RightsProvider of the registry), an injectable clock, and the
 * envelope helpers. Each plugin's test support picks its own globalId prefix so files never share
 * members.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SessionInfo } from '@kernel/core/session';
import { RightsProvider, type ServiceRegistry } from '@kernel/server/services';

/** 2026-11-24 10:00 in China (02:00 UTC), a Tuesday. */
export const START = Date.UTC(2026, 10, 24, 2, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export class Clock {
  t = START;
  readonly now = () => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

let memberSeq = 0;

/** A fresh member's token: `G<digit>` + the process + a sequence, e.g. G9 for orders, G8 for activities. */
export function newMemberOf(prefix: `G${number}`): { token: string; globalId: string } {
  const globalId = `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(++memberSeq).padStart(4, '0')}`;
  return { token: `member-${globalId}`, globalId };
}

export function memberResolver(services: ServiceRegistry) {
  return async (token: string): Promise<SessionInfo | null> => {
    const m = /^member-(G\d{8})$/.exec(token);
    if (!m) return null;
    const globalId = m[1]!;
    return { userId: `u-${globalId}`, globalId, accountName: `member${globalId}`, accountType: 'personal', rights: await services.get(RightsProvider).rightsOf(globalId) };
  };
}

export const post = (app: FastifyInstance, url: string, payload: object, token: string | null): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, headers: token ? { token } : {}, payload });

export const postForm = (app: FastifyInstance, url: string, form: Record<string, string>): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: new URLSearchParams(form).toString() });

export const get = (app: FastifyInstance, url: string, token: string | null, query: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: token ? { token } : {}, query });

/** The data of a 200 envelope (fails the test otherwise). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  const body = res.json();
  if (res.statusCode !== 200 || body.statusCode !== 200) throw new Error(`expected 200, got HTTP ${res.statusCode} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data as T;
}

/** The refusal of an envelope: its statusCode and message (HTTP 200 for business refusals). */
export function refusalOf(res: LightMyRequestResponse): { http: number; code: number; msg: string } {
  const body = res.json();
  return { http: res.statusCode, code: body.statusCode, msg: body.businessMsg };
}
