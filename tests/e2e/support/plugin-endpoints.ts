/**
 * Prints, as JSON, each server plugin's endpoints as the server registers them (Fastify URL
 * patterns), by plugin id: the whole site is registered once over a throwaway database with every
 * plugin's routes recorded in its own context. Run in a child process by the plugin matrix
 * (`node --import tsx tests/e2e/support/plugin-endpoints.ts`), so that the server's ES-module
 * dependencies load natively.
 */
import { pluginsConfig } from '../../../app/plugins.config';
import { serverPlugins } from '../../../app/server/registry';
import type { ServerPlugin } from '../../../kernel/server/plugin';
import { buildTestApp } from '../../helpers/server';

async function main(): Promise<void> {
  const endpoints: Record<string, string[]> = {};
  const recorded: ServerPlugin[] = pluginsConfig.enabled.flatMap((id) => {
    const plugin = serverPlugins[id];
    if (!plugin) return [];
    const routes = plugin.routes;
    return [
      {
        ...plugin,
        routes: routes
          ? async (app, ctx) => {
              app.addHook('onRoute', (route) => {
                const list = (endpoints[id] ??= []);
                if (!list.includes(route.url)) list.push(route.url);
              });
              await routes(app, ctx);
            }
          : undefined,
      },
    ];
  });
  const test = await buildTestApp({ plugins: recorded });
  await test.close();
  process.stdout.write(JSON.stringify(endpoints));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
