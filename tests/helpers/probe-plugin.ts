/**
 * Test-only server plugins for the kernel's own tests: validated form and JSON endpoints, a
 * throwing endpoint, auth-guarded endpoints and plugins that fail to register in various ways.
 */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MOBILE_PATTERN_SOURCE } from '@kernel/core/contact';
import { ok } from '@kernel/core/envelope';
import { requireLogin, requireRight } from '@kernel/server/auth';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { BusinessError } from '@kernel/server/errors';
import type { ServerPlugin } from '@kernel/server/plugin';
import { Envelope } from '@kernel/server/schemas';

export const ProbeBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  age: Type.Integer({ minimum: 0, maximum: 150 }),
  mobile: Type.Optional(Type.String({ pattern: MOBILE_PATTERN_SOURCE })),
});

/** A secret an unexpected error carries: it must never reach a response body. */
export const LEAKED_SECRET = 'password=hunter2';

export const probePlugin: ServerPlugin = {
  manifest: { id: 'test-probe', title: '测试探针', order: 1001 },
  routes(app: FastifyInstance) {
    const api = app.withTypeProvider<TypeBoxTypeProvider>();
    const echo = Envelope(ProbeBody);
    api.post('/api/probe/form', { schema: { body: ProbeBody, response: { 200: echo } } }, async (req) =>
      ok(req.body),
    );
    api.post('/api/probe/json', { schema: { body: ProbeBody, response: { 200: echo } } }, async (req) =>
      ok(req.body),
    );
    api.get(
      '/api/probe/query',
      { schema: { querystring: Type.Object({ page: Type.Integer({ minimum: 1 }) }) } },
      async (req) => ok({ page: req.query.page }),
    );
    api.get('/api/probe/boom', { schema: {} }, async () => {
      throw new Error(`database exploded (${LEAKED_SECRET})`);
    });
    api.get('/api/probe/business', { schema: {} }, async () => {
      throw new BusinessError(460, '该数据暂不可用');
    });
    api.get('/api/probe/session', { schema: {} }, async (req) => ok(req.session));
    api.get(
      '/api/probe/login',
      { schema: { response: { 200: Envelope(Type.Object({ userId: Type.String() })) } }, preHandler: requireLogin },
      async (req) => ok({ userId: req.session!.userId }),
    );
    api.get('/api/probe/vip', { schema: {}, preHandler: app.auth.requireRight(MembershipRights.vip) }, async () => ok('vip'));
    api.get('/api/probe/vip2', { schema: {}, preHandler: requireRight(MembershipRights.vip) }, async () => ok('vip'));
    api.get('/api/probe/m2', { schema: {}, preHandler: requireRight(MembershipRights.m2) }, async () => ok('m2'));
  },
};

export type BreakMode = 'throw' | 'reject' | 'nested' | 'schema';

/** A plugin whose route registration fails; it registers `GET /pb/<id>/early` before failing. */
export function brokenPlugin(id: string, mode: BreakMode): ServerPlugin {
  return {
    manifest: { id, title: '坏插件', order: 500 },
    routes(app) {
      app.get(`/pb/${id}/early`, async () => ok('should never answer'));
      switch (mode) {
        case 'throw':
          throw new Error('routes threw');
        case 'reject':
          return Promise.reject(new Error('routes rejected'));
        case 'nested':
          app.register(async (child) => {
            child.get(`/pb/${id}/nested`, async () => ok('nested'));
            throw new Error('nested plugin failed');
          });
          return;
        case 'schema':
          app.get(
            `/pb/${id}/bad-schema`,
            { schema: { querystring: { type: 'object', properties: { x: { type: 'no-such-type' } } } } },
            async () => ok('bad'),
          );
          return;
      }
    },
  };
}

/** A healthy plugin with one endpoint, `GET /pb/<id>/ping`. */
export function pingPlugin(id: string, order = 100, dependsOn?: string[]): ServerPlugin {
  return {
    manifest: { id, title: `测试 ${id}`, order, dependsOn },
    routes(app) {
      app.get(`/pb/${id}/ping`, { schema: {} }, async () => ok(id));
    },
  };
}
