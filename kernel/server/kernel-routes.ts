import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../core/envelope';
import type { RuntimeConfig } from '../core/gateways';
import { AnyQuery, Envelope } from './schemas';


const VersionData = Type.Object({ version: Type.String() });

const RuntimeConfigData = Type.Object({
  plugins: Type.Array(Type.String()),
  version: Type.String(),
  gateways: Type.Object({
    core: Type.String(),
    manage: Type.String(),
    common: Type.String(),
    cost: Type.String(),
    stream: Type.String(),
    storage: Type.String(),
  }),
});

export interface KernelRoutesOptions {
  readonly buildId: () => string;
  readonly runtimeConfig: () => RuntimeConfig;
}

/** The kernel's own endpoints: server time, build version and the runtime config. */
export async function kernelRoutes(app: FastifyInstance, options: KernelRoutesOptions): Promise<void> {
  app.get(
    '/getPalvelinAeg',
    { schema: { querystring: AnyQuery, response: { 200: Envelope(Type.Number()) } } },
    async () => ok(Date.now()),
  );

  const version = {
    schema: { querystring: AnyQuery, response: { 200: Envelope(VersionData) } },
    handler: async () => ok({ version: options.buildId() }),
  };
  app.get('/version', version);
  app.get('/pb/version', version);

  app.get(
    '/api/runtime-config',
    { schema: { querystring: AnyQuery, response: { 200: Envelope(RuntimeConfigData) } } },
    async () => ok(options.runtimeConfig()),
  );
}
