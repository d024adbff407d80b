import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newPlugin } from '../../scripts/new-plugin';
import { ROOT } from '../../scripts/sync-plugins';

/**
 * The generator, in a scratch repository holding what it reads (the plugin list and home's
 * contribution points). That the generated plugin typechecks, passes its tests and builds is
 * checked by CI in a throwaway copy of the whole repository (.ci/run).
 */
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'new-plugin-'));
  mkdirSync(path.join(root, 'app', 'client'), { recursive: true });
  cpSync(path.join(ROOT, 'app', 'plugins.config.ts'), path.join(root, 'app', 'plugins.config.ts'));
  cpSync(path.join(ROOT, 'plugins', 'home', 'shared'), path.join(root, 'plugins', 'home', 'shared'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

describe('npm run new-plugin', () => {
  it('writes the plugin in the one pattern, its tests, and registers it with one line', () => {
    const before = read('app/plugins.config.ts');
    const { files, homeCard } = newPlugin({ id: 'price-watch', title: '价格观察', root });
    expect(homeCard).toBe(true);
    for (const file of [
      'plugins/price-watch/manifest.ts',
      'plugins/price-watch/README.md',
      'plugins/price-watch/shared/contract.ts',
      'plugins/price-watch/shared/routes.ts',
      'plugins/price-watch/client/index.ts',
      'plugins/price-watch/client/tokens.ts',
      'plugins/price-watch/client/store.ts',
      'plugins/price-watch/client/views/PriceWatchPage.tsx',
      'plugins/price-watch/server/index.ts',
      'plugins/price-watch/server/migrations.ts',
      'plugins/price-watch/server/routes.ts',
      'tests/plugins/price-watch/client/store.test.ts',
      'tests/plugins/price-watch/server/price-watch.test.ts',
    ]) {
      expect(files).toContain(file);
      expect(existsSync(path.join(root, file))).toBe(true);
    }
    // Every placeholder filled in.
    for (const file of files) expect(read(file)).not.toMatch(/__[A-Z]+__/);
    // One line added to the list, nothing else changed.
    const after = read('app/plugins.config.ts');
    const added = after.split('\n').filter((line) => !before.split('\n').includes(line));
    expect(added).toEqual(["    'price-watch',"]);
    expect(after.split('\n')).toHaveLength(before.split('\n').length + 1);
    // The client's generated list imports it.
    expect(read('app/client/plugins.generated.ts')).toContain("import priceWatch from '@plugins/price-watch/client';");
    // The pattern: Symbol + interface tokens, lazy services, route refs, the home card, Chinese messages, a table prefixed with the id.
    expect(read('plugins/price-watch/client/tokens.ts')).toContain("export const PriceWatchStore = Symbol('PriceWatchStore');");
    expect(read('plugins/price-watch/client/index.ts')).toContain("lazyServices('price-watch'");
    expect(read('plugins/price-watch/client/index.ts')).toContain("'home.columnCard'");
    expect(read('plugins/price-watch/shared/routes.ts')).toContain("index: '/price-watch/index'");
    expect(read('plugins/price-watch/server/migrations.ts')).toContain("'price_watch_item'");
    expect(read('plugins/price-watch/shared/contract.ts')).toContain('请输入名称');
  });

  it('contributes no home card when the home plugin offers no such point', () => {
    rmSync(path.join(root, 'plugins', 'home'), { recursive: true });
    const { homeCard } = newPlugin({ id: 'solo', root });
    expect(homeCard).toBe(false);
    const index = read('plugins/solo/client/index.ts');
    expect(index).not.toContain('home.columnCard');
    expect(index).not.toContain('react-icons');
  });

  it('refuses an id that is not kebab-case, a folder that exists, an id already registered', () => {
    expect(() => newPlugin({ id: 'PriceWatch', root })).toThrow('kebab-case');
    expect(() => newPlugin({ id: 'price_watch', root })).toThrow('kebab-case');
    expect(() => newPlugin({ id: 'home', root })).toThrow('plugins/home 已存在');
    expect(() => newPlugin({ id: 'about', root })).toThrow('已登记 "about"');
    expect(existsSync(path.join(root, 'plugins', 'about'))).toBe(false);
  });
});
