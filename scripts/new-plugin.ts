/**
 * Scaffolds a plugin following the site's one plugin pattern (docs/plugin-authoring.md):
 *
 *   npm run new-plugin -- <id> [--title 中文名称]
 *
 * writes plugins/<id>/ (manifest, shared contract and route refs, client half with its
 * ContainerModule, lazy services, a store on the load-state base and a lazy page, a card for the
 * home page's columns when the home plugin offers that point, server half with a table, a
 * migration and two endpoints, README) and its tests (tests/plugins/<id>/client/store.test.ts,
 * tests/plugins/<id>/server/<id>.test.ts), adds the id to app/plugins.config.ts and regenerates
 * the client's plugin list. As generated, it typechecks, builds, runs and passes its tests.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { syncPlugins } from './sync-plugins';

export const PLUGIN_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export interface NewPluginOptions {
  readonly id: string;
  /** The plugin's Chinese title (page title, card title); default: the id. */
  readonly title?: string;
  /** The repository (default: this script's repository). */
  readonly root?: string;
}

export interface NewPluginResult {
  /** The files written, relative to the repository. */
  readonly files: string[];
  /** Whether a card for the home page's columns was contributed. */
  readonly homeCard: boolean;
}

const TEMPLATES = path.join(__dirname, 'templates');

/** `price-watch` → `priceWatch`. */
const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** `price-watch` → `PriceWatch`. */
const pascal = (id: string) => camel(id).replace(/^[a-z]/, (c) => c.toUpperCase());

/** Whether the home plugin offers the `home.columnCard` contribution point. */
function homeOffersColumnCards(root: string): boolean {
  const dir = path.join(root, 'plugins', 'home', 'shared');
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some((f) => /\.tsx?$/.test(f) && readFileSync(path.join(dir, f), 'utf8').includes("'home.columnCard'"));
}

function listTemplates(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listTemplates(full, base) : [path.relative(base, full)];
  });
}

const CARD = `  contributions: {
    // The plugin's card among the home page's columns (shown while the home plugin is enabled).
    'home.columnCard': [
      {
        id: '__ID__',
        order: 500,
        title: '__TITLE__',
        text: '__TITLE__：按关键词检索条目。',
        icon: LuLayoutGrid,
        tint: { bg: '#eaf1fd', fg: '#1456c8' },
        route: __CAMEL__Routes.index(),
      },
    ],
  },
`;

/** Adds the id as the last line of `enabled` in app/plugins.config.ts. */
export function registerPlugin(root: string, id: string): void {
  const file = path.join(root, 'app', 'plugins.config.ts');
  const text = readFileSync(file, 'utf8');
  const match = /(enabled:\s*\[[\s\S]*?)(\n\s*\],)/.exec(text);
  if (!match) throw new Error(`${file}: no enabled list found`);
  const list = match[1];
  if (new RegExp(`'${id}'`).test(list)) return;
  const indent = /\n(\s*)'[^']+',\s*$/.exec(list)?.[1] ?? '    ';
  const updated = text.replace(match[0], `${list}\n${indent}'${id}',${match[2]}`);
  writeFileSync(file, updated);
}

export function newPlugin(options: NewPluginOptions): NewPluginResult {
  const root = options.root ?? path.resolve(__dirname, '..');
  const { id } = options;
  if (!PLUGIN_ID.test(id)) throw new Error(`插件 id 应为小写字母、数字和连字符（kebab-case），例如 price-watch；收到 "${id}"`);
  const title = (options.title ?? id).trim() || id;
  if (/['`\\\n]/.test(title)) throw new Error('插件标题不能包含引号、反斜杠或换行');
  const pluginDir = path.join(root, 'plugins', id);
  if (existsSync(pluginDir)) throw new Error(`plugins/${id} 已存在`);
  const config = readFileSync(path.join(root, 'app', 'plugins.config.ts'), 'utf8');
  if (config.includes(`'${id}'`)) throw new Error(`app/plugins.config.ts 已登记 "${id}"`);

  const homeCard = homeOffersColumnCards(root);
  const names: Record<string, string> = {
    __ID__: id,
    __CAMEL__: camel(id),
    __PASCAL__: pascal(id),
    __SNAKE__: id.replace(/-/g, '_'),
    __CONST__: `${id.replace(/-/g, '_').toUpperCase()}_`,
    __TITLE__: title,
  };
  const fill = (text: string) =>
    text
      .replace('__ICON_IMPORT__', homeCard ? "import { LuLayoutGrid } from 'react-icons/lu';" : '')
      .replace(/^\n/, '')
      .replace('__CONTRIBUTIONS__', homeCard ? CARD : '')
      .replace(
        '__README_CONTRIBUTIONS__',
        homeCard
          ? "- `home.columnCard`: the plugin's card on the home page (`client/index.ts`), going to `__CAMEL__Routes.index()`."
          : 'None. (Contribute to another plugin\'s point from `client/index.ts` `contributions`.)',
      )
      .replace(/__[A-Z]+__/g, (key) => names[key] ?? key);

  const files: string[] = [];
  const write = (relative: string, text: string) => {
    const target = path.join(root, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, fill(text));
    files.push(relative);
  };
  const rename = (relative: string) =>
    relative.replace(/\.tmpl$/, '').replace('views/Page.tsx', `views/${pascal(id)}Page.tsx`).replace('server/server.test.ts', `server/${id}.test.ts`);

  for (const t of listTemplates(path.join(TEMPLATES, 'plugin'))) {
    write(path.join('plugins', id, rename(t)), readFileSync(path.join(TEMPLATES, 'plugin', t), 'utf8'));
  }
  for (const t of listTemplates(path.join(TEMPLATES, 'tests'))) {
    write(path.join('tests', 'plugins', id, rename(t)), readFileSync(path.join(TEMPLATES, 'tests', t), 'utf8'));
  }
  registerPlugin(root, id);
  files.push(path.join('app', 'plugins.config.ts'));
  syncPlugins(root);
  files.push(path.join('app', 'client', 'plugins.generated.ts'));
  return { files, homeCard };
}

function parseArgs(argv: readonly string[]): NewPluginOptions {
  const args = [...argv];
  let title: string | undefined;
  const t = args.indexOf('--title');
  if (t >= 0) {
    title = args[t + 1];
    args.splice(t, 2);
  }
  const id = args.find((a) => !a.startsWith('-'));
  if (!id) throw new Error('用法：npm run new-plugin -- <id> [--title 中文名称]');
  return { id, title };
}

if (require.main === module) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const { files, homeCard } = newPlugin(options);
    console.log(`Plugin "${options.id}" created:\n${files.map((f) => `  ${f}`).join('\n')}`);
    if (!homeCard) console.log('(The home plugin offers no home.columnCard point here: no card was contributed.)');
    console.log(
      `\nNext: npx jest tests/plugins/${options.id}   then   npm start   and open /${options.id}/index\n` +
        'docs/plugin-authoring.md walks through the rest (dialogs, rights, contributions, the login event).',
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
