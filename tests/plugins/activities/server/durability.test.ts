/**
 * Durability: the server process is killed (SIGKILL) in the middle of a burst of exchanges, draws
 * and sign-ins by 30 members, then started again on the same database. Every acknowledged operation
 * is there (its rows, its ledger rows, and a replay of its requestId answers the same result); a
 * refused one left nothing; an unacknowledged one is all there or not at all; every counter equals
 * the sum of its ledger, every balance the sum of its ledger and of its unexpired lots, none negative.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createDatabase, type Database } from '@kernel/server/database';
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import type { ProductList } from '@plugins/activities/shared/mall';
import { auditPoints } from '@plugins/activities/server/ledger';
import { EXCHANGE_TABLE } from '@plugins/activities/server/migrations/002_mall';
import { DRAW_TABLE } from '@plugins/activities/server/draws/tables';
import { COUNTER_LEDGER_TABLE, COUNTER_TABLE, IDEMPOTENCY_TABLE, POINTS_ACCOUNT_TABLE, POINTS_LEDGER_TABLE, SIGNIN_TABLE } from '@plugins/activities/server/tables';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database';
import { START, newMember, startActivitiesApp } from './support';

jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '../../../..');
const SCRIPT = 'tests/plugins/activities/server/run-activities-server.ts';
const MEMBERS = 30;
const POINTS_EACH = 3000;
const DRAWS_EACH = 4;

let pg: TestDatabase | null = null;
let dir: string | null = null;
let serverEnv: Record<string, string>;
const openDb = (): Database => (pg ? createDatabase({ url: (pg.location as { url: string }).url, poolSize: 2 }) : createDatabase({ file: path.join(dir!, 'site.db') }));

interface Server {
  url: string;
  child: ChildProcess;
}

function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { cwd: ROOT, env: { ...process.env, ...serverEnv }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    child.once('exit', (code) => reject(new Error(`${SCRIPT} exited (${code})`)));
    lines.once('line', (line) => {
      child.removeAllListeners('exit');
      resolve({ url: (JSON.parse(line) as { url: string }).url, child });
    });
  });
}

const exited = (child: ChildProcess) => new Promise<void>((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));

type Kind = 'exchange' | 'raffle' | 'signIn';
interface Op {
  kind: Kind;
  globalId: string;
  requestId: string;
  productCode?: string;
  outcome?: 'ok' | 'refused' | 'lost';
  /** A lost one sent again after the restart. */
  resent?: 'ok' | 'refused';
  data?: Record<string, any>;
}

async function send(url: string, op: Op): Promise<{ statusCode: number; data: any; businessMsg: string }> {
  const path =
    op.kind === 'exchange' ? ActivitiesPaths.exchangeProduct : op.kind === 'raffle' ? ActivitiesPaths.doRaffle : ActivitiesPaths.signIn;
  const body = op.kind === 'exchange' ? { productCode: op.productCode, requestId: op.requestId } : op.kind === 'raffle' ? { requestId: op.requestId } : {};
  const res = await fetch(url + path, { method: 'POST', headers: { token: `member-${op.globalId}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { statusCode: number; data: any; businessMsg: string };
}

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    pg = await createTestDatabase();
    serverEnv = { ACTIVITIES_DB_URL: (pg.location as { url: string }).url };
  } else {
    dir = mkdtempSync(path.join(os.tmpdir(), 'zjzb-activities-durability-'));
    serverEnv = { ACTIVITIES_DB_FILE: path.join(dir, 'site.db') };
  }
});
afterAll(async () => {
  if (pg) await pg.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('SIGKILL in the middle of a burst: acknowledged operations stay, nothing is half-applied, every ledger adds up', async () => {
  // The database, migrated and seeded, with 30 members holding 3,000 points each.
  const members = Array.from({ length: MEMBERS }, () => newMember().globalId);
  {
    const database = openDb();
    const t = await startActivitiesApp({ database });
    for (const globalId of members) {
      const key = `grant:${globalId}`;
      await t.rt.tx((trx) => t.rt.ledger.credit(trx, { globalId, points: POINTS_EACH, reason: 'adjustment', businessId: key, idemKey: key, remark: '积分调整', at: START }));
    }
    await t.close();
    await database.destroy();
  }

  let server = await startServer();
  const list = (await (await fetch(server.url + ActivitiesPaths.products, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { data: ProductList };
  const products = list.data.products.filter((p) => (p.kind === 'report' || p.kind === 'vip') && p.stock > 0 && p.points <= 1200).slice(0, 2);
  expect(products).toHaveLength(2);

  const ops: Op[] = members.flatMap((globalId, m) => [
    ...products.map((p, i) => ({ kind: 'exchange' as const, globalId, requestId: `ex-${m}-${i}`, productCode: p.code })),
    ...Array.from({ length: DRAWS_EACH }, (_, i) => ({ kind: 'raffle' as const, globalId, requestId: `dr-${m}-${i}` })),
    { kind: 'signIn' as const, globalId, requestId: `si-${m}` },
  ]);
  // Shuffle the members' operations, then fire them all; kill the server after a third are answered.
  for (let i = ops.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [ops[i], ops[j]] = [ops[j]!, ops[i]!];
  }
  let answered = 0;
  let killed = false;
  const first = server;
  await Promise.all(
    ops.map(async (op) => {
      try {
        const body = await send(first.url, op);
        op.outcome = body.statusCode === 200 ? 'ok' : 'refused';
        op.data = body.data;
        answered++;
        if (!killed && answered >= Math.floor(ops.length / 3)) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      } catch {
        op.outcome = 'lost';
      }
    }),
  );
  await exited(first.child);
  expect(first.child.signalCode).toBe('SIGKILL');
  const ok = ops.filter((o) => o.outcome === 'ok');
  const lost = ops.filter((o) => o.outcome === 'lost');
  // Exchanges and draws were both answered before the kill and cut off by it.
  for (const kind of ['exchange', 'raffle'] as const) {
    expect(ok.filter((o) => o.kind === kind).length).toBeGreaterThan(0);
    expect(lost.filter((o) => o.kind === kind).length).toBeGreaterThan(0);
  }

  // Started again on the same database.
  server = await startServer();
  const opened = openDb();
  const db = opened.db;
  try {
    const idem = async (key: string) => !!(await db.selectFrom(IDEMPOTENCY_TABLE).select('key').where('key', '=', key).executeTakeFirst());
    const ledgerRow = (key: string) => db.selectFrom(POINTS_LEDGER_TABLE).selectAll().where('idem_key', '=', key).executeTakeFirst();
    const exchangeRow = (o: Op) => db.selectFrom(EXCHANGE_TABLE).selectAll().where('global_id', '=', o.globalId).where('request_id', '=', o.requestId).executeTakeFirst();
    const drawRow = (o: Op) => db.selectFrom(DRAW_TABLE).selectAll().where('idem_key', '=', `raffle:${o.globalId}:${o.requestId}`).executeTakeFirst();

    for (const o of ops) {
      if (o.kind === 'exchange') {
        const key = `exchange:${o.globalId}:${o.requestId}`;
        const [row, debit, stored] = [await exchangeRow(o), await ledgerRow(key), await idem(key)];
        if (o.outcome === 'ok') {
          expect(row && Number(row.id)).toBe(o.data!.exchange.exchangeId);
          expect(Number(debit!.change)).toBe(-Number(row!.points));
          expect(stored).toBe(true);
        } else if (o.outcome === 'refused') {
          expect([!!row, !!debit, stored]).toEqual([false, false, false]);
        } else {
          // All or nothing.
          expect([!!row, !!debit]).toEqual([stored, stored]);
        }
      } else if (o.kind === 'raffle') {
        const key = `raffle:${o.globalId}:${o.requestId}`;
        const [row, stored] = [await drawRow(o), await idem(key)];
        if (o.outcome === 'ok') {
          expect(row && Number(row.id)).toBe(o.data!.drawId);
          expect(stored).toBe(true);
        } else if (o.outcome === 'refused') {
          expect([!!row, stored]).toEqual([false, false]);
        } else {
          expect(!!row).toBe(stored);
        }
        if (row) {
          // The points a draw cost and gave are in the ledger under its business id.
          const moves = await db.selectFrom(POINTS_LEDGER_TABLE).select(['change']).where('business_id', '=', `draw:${row.id}`).execute();
          expect(moves.filter((m) => Number(m.change) < 0).reduce((s, m) => s - Number(m.change), 0)).toBe(Number(row.points_spent));
          if (row.status === 'delivered' || row.status === 'won') expect(row.prize_id).toBeTruthy();
        }
      } else {
        const signed = await db.selectFrom(SIGNIN_TABLE).selectAll().where('global_id', '=', o.globalId).executeTakeFirst();
        const credit = await ledgerRow(`signin:${o.globalId}:2026-11-24`);
        if (o.outcome === 'ok') expect([!!signed, !!credit]).toEqual([true, true]);
        else expect(!!signed).toBe(!!credit);
      }
    }

    // Replays of the acknowledged operations answer their first results.
    for (const o of ok) {
      const again = await send(server.url, o);
      expect(again.statusCode).toBe(200);
      if (o.kind === 'exchange') expect(again.data.exchange.exchangeId).toBe(o.data!.exchange.exchangeId);
      if (o.kind === 'raffle') expect(again.data.drawId).toBe(o.data!.drawId);
      if (o.kind === 'signIn') expect([again.data.date, again.data.points]).toEqual([o.data!.date, o.data!.points]);
    }
    // The lost ones sent again: each is applied once (or answered, when it had committed).
    for (const o of lost) o.resent = (await send(server.url, o)).statusCode === 200 ? 'ok' : 'refused';

    // Counters equal the sums of their ledgers.
    const counters = await db.selectFrom(COUNTER_TABLE).selectAll().execute();
    for (const c of counters) {
      const sum = await db
        .selectFrom(COUNTER_LEDGER_TABLE)
        .select((eb) => eb.fn.sum<number>('change').as('s'))
        .where('kind', '=', c.kind)
        .where('owner', '=', c.owner)
        .executeTakeFirst();
      expect([c.kind, c.owner, Number(sum?.s ?? 0)]).toEqual([c.kind, c.owner, Number(c.value)]);
    }
    // Every exchange has its idempotent record and its debit; every draw its record.
    const exchanges = await db.selectFrom(EXCHANGE_TABLE).selectAll().where('global_id', 'in', members).execute();
    for (const e of exchanges) {
      const key = `exchange:${e.global_id}:${e.request_id}`;
      expect([await idem(key), Number((await ledgerRow(key))?.change)]).toEqual([true, -Number(e.points)]);
    }
    const draws = await db.selectFrom(DRAW_TABLE).select(['idem_key']).where('global_id', 'in', members).execute();
    for (const d of draws) expect(await idem(String(d.idem_key))).toBe(true);
    expect(exchanges.length).toBe(ops.filter((o) => o.kind === 'exchange' && (o.outcome === 'ok' || o.resent === 'ok')).length);
    // Balances = ledger sums = unexpired lots, never negative; the accounts add up to the ledger.
    for (const globalId of members) {
      const audit = await auditPoints(db, globalId, START);
      expect(audit.negative).toBe(false);
      expect([globalId, audit.ledgerSum, audit.lotSum]).toEqual([globalId, audit.balance, audit.balance]);
    }
    const accounts = await db.selectFrom(POINTS_ACCOUNT_TABLE).select((eb) => eb.fn.sum<number>('balance').as('s')).where('global_id', 'in', members).executeTakeFirst();
    const ledger = await db.selectFrom(POINTS_LEDGER_TABLE).select((eb) => eb.fn.sum<number>('change').as('s')).where('global_id', 'in', members).executeTakeFirst();
    expect(Number(accounts?.s)).toBe(Number(ledger?.s));
  } finally {
    await opened.destroy();
    server.child.kill('SIGTERM');
    await exited(server.child);
  }
});
