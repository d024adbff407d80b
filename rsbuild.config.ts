import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * Writes dist/client/build-id.txt: a digest of index.html, which names every hashed asset, so the
 * id changes whenever the client's code does. The server answers it as `data.version`.
 */
const pluginBuildId = (): RsbuildPlugin => ({
  name: 'site:build-id',
  setup(api) {
    api.onAfterBuild(({ stats }) => {
      const dist = api.context.distPath;
      const html = readFileSync(join(dist, 'index.html'));
      const id = createHash('sha256').update(html).digest('hex').slice(0, 16);
      writeFileSync(join(dist, 'build-id.txt'), id);
      // Which files each entry and each named lazy chunk group loads, for the bundle report.
      if (stats && 'toJson' in stats) {
        const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true });
        const files = (group?: { assets?: { name: string }[] }) =>
          (group?.assets ?? []).map((a) => a.name).filter((n) => n.endsWith('.js'));
        const groups = Object.fromEntries(
          Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [name, files(group)]),
        );
        writeFileSync(
          join(dist, '..', 'bundle-groups.json'),
          JSON.stringify({ entry: files(json.entrypoints?.index), groups }, null, 2),
        );
      }
    });
  },
});

// Client build. The server (app/server) serves dist/ with long-lived caching for the hashed
// assets; index.html is served by the server with the runtime config injected.
export default defineConfig({
  plugins: [pluginReact(), pluginBuildId()],
  source: {
    entry: { index: './app/client/main.tsx' },
    decorators: { version: 'legacy' },
  },
  html: {
    title: '造价指标网',
    favicon: './app/client/assets/favicon.svg',
    meta: {
      description: '造价指标网：单项工程造价指标、项目造价指标、综合单价、劳务分包价格与政策文件，服务造价工程师与建设各方。',
      viewport: 'width=device-width, initial-scale=1',
    },
    template: './app/client/index.html',
  },
  output: {
    distPath: { root: 'dist/client' },
    filenameHash: true,
    manifest: true,
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  server: { port: 3001, proxy: { '/api': 'http://localhost:3000', '/pb': 'http://localhost:3000', '/core': 'http://localhost:3000', '/home': 'http://localhost:3000', '/getPalvelinAeg': 'http://localhost:3000', '/version': 'http://localhost:3000' } },
});
