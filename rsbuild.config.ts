import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const brotli = promisify(zlib.brotliCompress);

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
      // The chunk graph the bundle report (scripts/report-bundle.ts) reads: for the entry and every
      // named lazy chunk group, its JavaScript files and the child groups it preloads (fetched
      // together with it) or prefetches (fetched when the browser is idle).
      if (stats && 'toJson' in stats) {
        const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, chunkGroupChildren: true });
        type Group = { name?: string; assets?: { name: string }[]; children?: Record<string, Group[]> };
        const files = (group?: Group) => (group?.assets ?? []).map((a) => a.name).filter((n) => n.endsWith('.js'));
        const children = (group: Group | undefined, order: 'preload' | 'prefetch') =>
          (group?.children?.[order] ?? []).map((c) => ({ name: c.name ?? null, files: files(c) }));
        const describe = (group: Group | undefined) => ({
          files: files(group),
          preload: children(group, 'preload'),
          prefetch: children(group, 'prefetch'),
        });
        const groups = Object.fromEntries(
          Object.entries((json.namedChunkGroups ?? {}) as Record<string, Group>).map(([name, group]) => [name, describe(group)]),
        );
        writeFileSync(
          join(dist, '..', 'bundle-graph.json'),
          JSON.stringify({ entry: describe(json.entrypoints?.index as Group | undefined), groups }, null, 2),
        );
      }
    });
  },
});

/**
 * Lets the bundler drop the recipes of the Chakra components the site does not use.
 * `@chakra-ui/react/theme` (where app/client/shell/theme.ts takes the default tokens and the
 * recipes it needs from) also builds `defaultThemeConfig` with every recipe at module level; the
 * call is an identity function but not marked pure, so every recipe stayed in the bundle. The
 * annotation lets tree shaking remove it when unused.
 */
const pluginChakraThemeShaking = (): RsbuildPlugin => ({
  name: 'site:chakra-theme-shaking',
  setup(api) {
    api.transform({ test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/ }, ({ code }) => {
      const marked = code.replace('const defaultThemeConfig = defineConfig(', 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
      if (marked === code) throw new Error('@chakra-ui/react/theme changed: defaultThemeConfig not found');
      return marked;
    });
  },
});

/**
 * One module per react-icons icon. `react-icons/lu` is a single module holding every icon, so
 * the bundler could only place it whole: every icon any page uses landed in the first load's
 * vendor chunk. The module is rewritten into re-exports of `index.mjs?icon=<Name>`, each of which
 * is that one icon; the package is side-effect free, so only the icons used are built, each in
 * the chunk of the code that uses it.
 */
const pluginIconModules = (): RsbuildPlugin => ({
  name: 'site:icon-modules',
  setup(api) {
    const ICON = /^export function (\w+) \(props\) \{\n[\s\S]*?\n\};?$/gm;
    const parsed = new Map<string, Map<string, string>>();
    const iconsOf = (path: string, code: string) => {
      let icons = parsed.get(path);
      if (!icons) {
        icons = new Map([...code.matchAll(ICON)].map((m) => [m[1], m[0]]));
        if (icons.size === 0) throw new Error(`no icons found in ${path}: react-icons changed its layout`);
        parsed.set(path, icons);
      }
      return icons;
    };
    api.transform({ test: /[\\/]react-icons[\\/]lu[\\/]index\.mjs$/ }, ({ code, resourcePath, resourceQuery }) => {
      const icons = iconsOf(resourcePath, code);
      const name = new URLSearchParams(resourceQuery).get('icon');
      if (name) {
        const icon = icons.get(name);
        if (!icon) throw new Error(`react-icons/lu has no icon ${name}`);
        return `import { GenIcon } from '../lib/index.mjs';\n${icon}\n`;
      }
      return [...icons.keys()].map((n) => `export { ${n} } from './index.mjs?icon=${n}';`).join('\n');
    });
  },
});

/** Files served precompressed (by @fastify/static `preCompressed`, kernel/server/client-assets.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` next to every text asset of dist/client,
 * so the server sends compressed bytes without compressing per request. The `.gz` files are made
 * with Zopfli: ordinary gzip (any client inflates them) about 4% smaller than zlib's level 9, at
 * the cost of build time only.
 */
const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'site:precompress',
  setup(api) {
    api.onAfterBuild(async () => {
      const list = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? list(join(dir, e.name)) : COMPRESSIBLE.test(e.name) ? [join(dir, e.name)] : [],
        );
      await Promise.all(
        list(api.context.distPath).map(async (file) => {
          const data = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            zopfliGzip(data, { numiterations: 15 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  },
});

/**
 * RxJS's ES2015 build. The bundler's default pick is its ES5 build, whose classes are functions
 * built with tslib's helpers: the whole of tslib came along into the first load for nothing.
 */
const RXJS_ES2015 = join(dirname(createRequire(import.meta.url).resolve('rxjs/package.json')), 'dist/esm/index.js');

// Client build. The server (app/server) serves dist/ with long-lived caching for the hashed
// assets; index.html is served by the server with the runtime config injected.
export default defineConfig({
  plugins: [pluginReact(), pluginChakraThemeShaking(), pluginIconModules(), pluginBuildId(), pluginPrecompress()],
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
  resolve: { alias: { rxjs$: RXJS_ES2015 } },
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
