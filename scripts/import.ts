/**
 * 导入单项工程数据 (real single-project cost data) into the site's database.
 *
 *   npm run import -- <file.xlsx|file.csv> [--dry-run]
 *   npm run import -- --template <out.xlsx|out.csv>
 *   npm run import -- --bq <bill.xlsx> [--dry-run] [--derive-fees]
 *   npm run import -- --bq-template <out.xlsx>
 *
 * The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise SQLite in
 * DATA_DIR/site.db (default ./data/site.db). The cost-data migrations are applied first. Every row
 * is validated; any error → a report (行 / 列 / 原因), nothing written, exit code 1. --dry-run
 * validates and reports without writing. The template is described in docs/data.md.
 *
 * --bq imports a priced bill of quantities (工程量清单计价: items with their 综合单价 composition,
 * norm lines and resource lines) into one single project, existing or in the workbook; the layout
 * is in docs/data.md ("Importing a priced bill"); --bq-template writes the example workbook.
 */
import path from 'node:path';
import { createDatabase } from '@kernel/server/database';
import { migratePlugins } from '@kernel/server/migrations';
import { costDataServer } from '@plugins/cost-data/server';
import { formatIssueTable, importFile, writeTemplate } from '@plugins/cost-data/server/import';
import { formatBqIssueTable, importBqFile, standardName, writeBqExample } from '@plugins/cost-data/server/import-bq';

const USAGE = `用法：
  npm run import -- <文件.xlsx|文件.csv> [--dry-run]   导入单项工程数据（--dry-run 只校验不写入）
  npm run import -- --template <输出文件.xlsx|.csv>    生成导入模板（含示例数据）
  npm run import -- --bq <清单.xlsx> [--dry-run] [--derive-fees]
                                                       导入工程量清单计价（综合单价分析表）；--derive-fees 按清单
                                                       调整单项工程的分部分项工程费、措施项目费（及税金、总造价）
  npm run import -- --bq-template <输出文件.xlsx>      生成清单导入示例工作簿

数据库：设置 DATABASE_URL 时使用 PostgreSQL，否则使用 DATA_DIR/site.db（默认 ./data/site.db）。`;

interface Args {
  file: string | null;
  dryRun: boolean;
  template: string | null;
  bq: boolean;
  deriveFees: boolean;
  bqTemplate: string | null;
  help: boolean;
}

function parseArgs(argv: readonly string[]): Args | string {
  const args: Args = { file: null, dryRun: false, template: null, bq: false, deriveFees: false, bqTemplate: null, help: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--dry-run') args.dryRun = true;
    else if (a === '--help' || a === '-h') args.help = true;
    else if (a === '--bq') args.bq = true;
    else if (a === '--derive-fees') args.deriveFees = true;
    else if (a === '--bq-template') {
      const out = argv[++i];
      if (!out || out.startsWith('--')) return '--bq-template 需要指定输出文件，如 --bq-template 清单示例.xlsx';
      args.bqTemplate = out;
    }    else if (a === '--template') {
      const out = argv[++i];
      if (!out || out.startsWith('--')) return '--template 需要指定输出文件，如 --template 导入模板.xlsx';
      args.template = out;
    } else if (a.startsWith('--')) return `未知参数：${a}`;
    else if (args.file) return `只能指定一个文件（已有 ${args.file}，又给了 ${a}）`;
    else args.file = a;
  }
  return args;
}

function fmt(n: number): string {
  return n.toLocaleString('zh-CN');
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`${args}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.template) {
    await writeTemplate(args.template);
    console.log(`已生成导入模板：${path.resolve(args.template)}`);
    return 0;
  }
  if (args.bqTemplate) {
    await writeBqExample(args.bqTemplate);
    console.log(`已生成清单导入示例：${path.resolve(args.bqTemplate)}`);
    return 0;
  }
  if (!args.file) {
    console.error(`请指定要导入的文件。\n\n${USAGE}`);
    return 2;
  }

  const dataDir = process.env.DATA_DIR ?? 'data';
  const database = createDatabase({ url: process.env.DATABASE_URL, file: path.join(dataDir, 'site.db') });
  try {
    const migration = await migratePlugins(database, [costDataServer]);
    if (migration.failed.length > 0) {
      console.error('造价数据表迁移失败，未导入任何数据。', migration.plugins.find((p) => p.error)?.error ?? '');
      return 1;
    }
    const where = database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite（${path.join(dataDir, 'site.db')}）`;
    console.log(`${args.dryRun ? '校验' : '导入'}文件：${path.resolve(args.file)}\n数据库：${where}`);
    if (args.bq) return await importBill(database, args.file, args.dryRun, args.deriveFees);
    if (args.deriveFees) {
      console.error('--derive-fees 只用于清单导入（--bq）');
      return 2;
    }
    const summary = await importFile(database, args.file, { dryRun: args.dryRun });
    for (const w of summary.warnings) console.warn(`提示：${w}`);
    if (!summary.ok) {
      console.error(`\n发现 ${fmt(summary.errors.length)} 处错误，未导入任何数据：\n`);
      console.error(formatIssueTable(summary.errors));
      return 1;
    }
    const counts = `${fmt(summary.rows)} 行，${fmt(summary.projects)} 个项目，${fmt(summary.bidNodes)} 个单项工程`;
    if (summary.dryRun) console.log(`\n校验通过：${counts}。（--dry-run：未写入数据库）`);
    else {
      const ids = summary.projectIds;
      console.log(`\n导入成功：${counts}。项目 id ${ids[0]}–${ids[ids.length - 1]}。`);
    }
    return 0;
  } finally {
    await database.destroy();
  }
}

/** --bq: the bill workbook; the same report and exit codes as the single-project import. */
async function importBill(database: ReturnType<typeof createDatabase>, file: string, dryRun: boolean, deriveFees: boolean): Promise<number> {
  const summary = await importBqFile(database, file, { dryRun, deriveFees });
  for (const w of summary.warnings) console.warn(`提示：${w}`);
  if (!summary.ok) {
    console.error(`\n发现 ${fmt(summary.errors.length)} 处错误，未导入任何数据：\n`);
    console.error(formatBqIssueTable(summary.errors));
    return 1;
  }
  const total = summary.total.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const counts = `${fmt(summary.items)} 个清单项目（${standardName(summary.standard ?? '')}），${fmt(summary.norms)} 条定额子目，${fmt(summary.resources)} 条人材机，合价合计 ${total} 元`;
  if (summary.dryRun) console.log(`\n校验通过：${counts}。（--dry-run：未写入数据库）`);
  else {
    console.log(`\n导入成功：${counts}。单项工程 id ${summary.bidNodeId}，清单项目 id ${summary.itemIds[0]}–${summary.itemIds[summary.itemIds.length - 1]}。`);
    console.log('正在运行的站点将在数秒内把这份清单纳入综合单价指标的统计与检索。');
    if (deriveFees && summary.projectId === null && summary.warnings.some((w) => w.startsWith('已按清单调整'))) {
      console.log('已调整既有单项工程的造价：正在运行的站点请重启，单项工程指标的列表才会显示调整后的单方造价。');
    }
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('导入失败：', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
