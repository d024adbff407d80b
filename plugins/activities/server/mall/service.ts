/**
 * The mall's rules over its tables and the three primitives: what a product is and its state for a
 * member, the exchange (one transaction: stock −1, the member's limit +1, the points debited, the
 * exchange row, a VIP plan granted), the member's exchanges and a report's downloads.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { exportTime } from '@kernel/server/download';
import { BusinessError } from '@kernel/server/errors';
import { isMobile } from '@kernel/core/contact';
import { RightsGrants } from '@plugins/membership/shared/services';
import {
  EXCHANGE_STATUS_TEXT,
  MALL_LIMITS,
  MallMessages,
  PRODUCT_KIND_TEXT,
  PRODUCT_STATE_TEXT,
  type ExchangeCheck,
  type ExchangeRecord,
  type ExchangeResult,
  type ExchangeStatus,
  type ProductDetail,
  type ProductItem,
  type ProductKind,
  type ProductState,
  type ShippingAddress,
} from '../../shared/mall';
import { ACTIVITY_REFUSAL_CODE } from '../../shared/contract';
import { CounterRefused, PointsRefused } from '../ledger-types';
import { EXCHANGE_TABLE, PRODUCT_TABLE } from '../migrations/002_mall';
import type { ActivitiesRuntime } from '../runtime';
import { reportScope, type ProductSpec } from './catalogue';
import { MALL_ACTIVITY_ID } from './seed';
import { DOWNLOAD_KIND, LIMIT_KIND, STOCK_KIND, limitOwner } from './stock';

export interface Product {
  code: string;
  kind: ProductKind;
  title: string;
  summary: string;
  points: number;
  memberLimit: number;
  startsAt: number;
  endsAt: number;
  onSale: boolean;
  sort: number;
  tone: ProductItem['tone'];
  spec: ProductSpec;
}

/** A refusal of the mall (ACTIVITY_REFUSAL_CODE with its Chinese message). */
export const refuse = (message: string) => new BusinessError(ACTIVITY_REFUSAL_CODE, message);

function toProduct(r: Record<string, unknown>): Product {
  return {
    code: String(r.code),
    kind: r.kind as ProductKind,
    title: String(r.title),
    summary: String(r.summary),
    points: Number(r.points),
    memberLimit: Number(r.member_limit),
    startsAt: Number(r.starts_at),
    endsAt: Number(r.ends_at),
    onSale: Number(r.on_sale) === 1,
    sort: Number(r.sort),
    tone: r.tone as Product['tone'],
    spec: JSON.parse(String(r.spec)) as ProductSpec,
  };
}

/** A product by its code (null when unknown); the CLI's restock looks products up here. */
export async function productByCode(db: Kysely<any>, code: string): Promise<Product | null> {
  const row = await db.selectFrom(PRODUCT_TABLE).selectAll().where('code', '=', code).executeTakeFirst();
  return row ? toProduct(row) : null;
}

/** The products on sale, of one kind when asked, in catalogue order. */
export async function listProducts(db: Kysely<any>, kind?: ProductKind): Promise<Product[]> {
  let q = db.selectFrom(PRODUCT_TABLE).selectAll().where('on_sale', '=', 1);
  if (kind) q = q.where('kind', '=', kind);
  const rows = await q.orderBy('sort').orderBy('code').execute();
  return rows.map(toProduct);
}

function tagsOf(p: Product): string[] {
  const s = p.spec;
  if (s.kind === 'report') return ['PDF报告', `可下载${s.downloadLimit}次`, reportScope(s.report).region === '全国' ? '全国' : '分省'];
  if (s.kind === 'vip') return [`${s.days}天`, '立即生效', '有效期顺延叠加'];
  return ['实物', '包邮', `每人限${p.memberLimit}件`];
}

/** A member's view of the product's availability (member null: a visitor). */
export interface MemberView {
  balance: number;
  exchanged: number;
}

function stateOf(p: Product, stock: number, member: MemberView | null, now: number): ProductState {
  if (now < p.startsAt) return 'notStarted';
  if (now >= p.endsAt) return 'ended';
  if (stock <= 0) return 'soldOut';
  if (!member) return 'login';
  if (member.exchanged >= p.memberLimit) return 'limitReached';
  if (member.balance < p.points) return 'notEnoughPoints';
  return 'available';
}

const STATE_REFUSAL: Partial<Record<ProductState, string>> = {
  notStarted: MallMessages.notStarted,
  ended: MallMessages.ended,
  soldOut: MallMessages.outOfStock,
  limitReached: MallMessages.limitReached,
  notEnoughPoints: MallMessages.notEnoughPoints,
};

export class MallService {
  constructor(private readonly rt: ActivitiesRuntime) {}

  stock(code: string): Promise<number> {
    return this.rt.counters.value(STOCK_KIND, code);
  }

  async memberView(globalId: string, code: string): Promise<MemberView> {
    const [balance, exchanged] = await Promise.all([this.rt.ledger.balance(globalId), this.rt.counters.value(LIMIT_KIND, limitOwner(globalId, code))]);
    return { balance, exchanged };
  }

  async item(p: Product, globalId: string | null, balance?: number): Promise<ProductItem> {
    const stock = await this.stock(p.code);
    let member: MemberView | null = null;
    if (globalId) {
      const exchanged = await this.rt.counters.value(LIMIT_KIND, limitOwner(globalId, p.code));
      member = { balance: balance ?? (await this.rt.ledger.balance(globalId)), exchanged };
    }
    const state = stateOf(p, stock, member, this.rt.clock());
    return {
      code: p.code,
      kind: p.kind,
      kindText: PRODUCT_KIND_TEXT[p.kind],
      title: p.title,
      summary: p.summary,
      points: p.points,
      stock,
      limit: p.memberLimit,
      tags: tagsOf(p),
      exchanged: member ? member.exchanged : null,
      state,
      stateText: PRODUCT_STATE_TEXT[state],
      tone: p.tone,
    };
  }

  async detail(p: Product, globalId: string | null): Promise<ProductDetail> {
    const balance = globalId ? await this.rt.ledger.balance(globalId) : null;
    const item = await this.item(p, globalId, balance ?? undefined);
    const s = p.spec;
    return {
      ...item,
      contents: s.contents,
      delivery: s.kind === 'report' ? `兑换后在“我的兑换”中下载PDF，每次兑换可下载${s.downloadLimit}次` : s.kind === 'vip' ? '兑换后立即生效' : '填写收货地址，兑换后7个工作日内发货',
      report: s.kind === 'report' ? reportScope(s.report) : null,
      vip: s.kind === 'vip' ? { planId: s.planId, planName: s.planName, days: s.days } : null,
      downloadLimit: s.kind === 'report' ? s.downloadLimit : null,
      needsAddress: s.kind === 'gift',
      balance,
    };
  }

  async check(p: Product, globalId: string): Promise<ExchangeCheck> {
    const [stock, member] = await Promise.all([this.stock(p.code), this.memberView(globalId, p.code)]);
    const state = stateOf(p, stock, member, this.rt.clock());
    return {
      productCode: p.code,
      canExchange: state === 'available',
      reason: STATE_REFUSAL[state] ?? null,
      points: p.points,
      balance: member.balance,
      stock,
      remainingLimit: Math.max(0, p.memberLimit - member.exchanged),
      needsAddress: p.kind === 'gift',
    };
  }

  /**
   * One exchange, in one transaction stored under `exchange:<gid>:<requestId>` (a replay answers
   * the first result): stock −1 (库存不足), the member's count +1 up to the limit (已达兑换上限),
   * the exchange row, the points debited (积分不足), a VIP plan granted. Any refusal rolls it all back.
   */
  async exchange(globalId: string, code: string, requestId: string | undefined, address: ShippingAddress | undefined): Promise<ExchangeResult> {
    const request = requestId ?? `srv-${randomUUID()}`;
    const key = `exchange:${globalId}:${request}`;
    const rt = this.rt;
    return rt.idempotency.run(key, globalId, async (trx) => {
      const at = rt.clock();
      const row = await trx.selectFrom(PRODUCT_TABLE).selectAll().where('code', '=', code).executeTakeFirst();
      if (!row) throw refuse(MallMessages.unknownProduct);
      const p = toProduct(row);
      if (!p.onSale) throw refuse(MallMessages.notOnSale);
      if (at < p.startsAt) throw refuse(MallMessages.notStarted);
      if (at >= p.endsAt) throw refuse(MallMessages.ended);
      let shipTo: ShippingAddress | null = null;
      if (p.kind === 'gift') shipTo = checkAddress(address);

      let stock: number;
      try {
        stock = (await rt.counters.add(trx, { kind: STOCK_KIND, owner: p.code, change: -1, reason: 'exchange', businessId: key, idemKey: `${key}:stock`, at })).value;
      } catch (error) {
        if (error instanceof CounterRefused) throw refuse(MallMessages.outOfStock);
        throw error;
      }
      try {
        await rt.counters.add(trx, {
          kind: LIMIT_KIND,
          owner: limitOwner(globalId, p.code),
          change: 1,
          reason: 'exchange',
          businessId: key,
          idemKey: `${key}:limit`,
          at,
          max: p.memberLimit,
        });
      } catch (error) {
        if (error instanceof CounterRefused) throw refuse(MallMessages.limitReached);
        throw error;
      }

      const status: ExchangeStatus = p.kind === 'report' ? 'done' : p.kind === 'vip' ? 'granted' : 'pending';
      const inserted = await trx
        .insertInto(EXCHANGE_TABLE)
        .values({
          global_id: globalId,
          product_code: p.code,
          kind: p.kind,
          title: p.title,
          points: p.points,
          status,
          request_id: request,
          address: shipTo ? JSON.stringify(shipTo) : null,
          vip_until: null,
          spec: JSON.stringify(p.spec),
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const exchangeId = Number(inserted.id);

      let balance: number;
      try {
        const { entry } = await rt.ledger.debit(trx, {
          globalId,
          points: p.points,
          reason: 'exchange',
          activityId: MALL_ACTIVITY_ID,
          businessId: `exchange:${exchangeId}`,
          idemKey: key,
          remark: `兑换 ${p.title}`.slice(0, 100),
          at,
        });
        balance = entry.balanceAfter;
      } catch (error) {
        if (error instanceof PointsRefused) throw refuse(MallMessages.notEnoughPoints);
        throw error;
      }

      let vipUntil: number | null = null;
      if (p.spec.kind === 'vip') {
        const grants = rt.services.get(RightsGrants);
        const { rights } = await grants.grant(trx, { globalId, planId: p.spec.planId, source: 'activity', sourceId: `exchange:${exchangeId}`, at });
        vipUntil = rights.reduce((max, r) => Math.max(max, r.until), 0) || null;
        await trx.updateTable(EXCHANGE_TABLE).set({ vip_until: vipUntil }).where('id', '=', exchangeId).execute();
      }

      const exchange = recordOf(
        { id: exchangeId, product_code: p.code, kind: p.kind, title: p.title, points: p.points, status, address: shipTo ? JSON.stringify(shipTo) : null, vip_until: vipUntil, spec: JSON.stringify(p.spec), created_at: at },
        0,
      );
      const message = p.kind === 'report' ? MallMessages.exchangedReport : p.kind === 'vip' ? MallMessages.exchangedVip : MallMessages.exchangedGift;
      return { exchange, balance, stock, message };
    });
  }

  /** The member's exchanges, newest first. */
  async exchanges(globalId: string, pageNum: number, pageSize: number): Promise<{ list: ExchangeRecord[]; total: number }> {
    const db = this.rt.db;
    const count = await db.selectFrom(EXCHANGE_TABLE).select((eb) => eb.fn.countAll().as('n')).where('global_id', '=', globalId).executeTakeFirst();
    const rows = await db
      .selectFrom(EXCHANGE_TABLE)
      .selectAll()
      .where('global_id', '=', globalId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    const list: ExchangeRecord[] = [];
    for (const r of rows) {
      const used = r.kind === 'report' ? await this.rt.counters.value(DOWNLOAD_KIND, String(r.id)) : 0;
      list.push(recordOf(r, used));
    }
    return { list, total: Number(count?.n ?? 0) };
  }

  /** The member's exchange (refused when it is not theirs or unknown). */
  async ownExchange(globalId: string, exchangeId: number): Promise<Record<string, unknown>> {
    const row = await this.rt.db.selectFrom(EXCHANGE_TABLE).selectAll().where('id', '=', exchangeId).where('global_id', '=', globalId).executeTakeFirst();
    if (!row) throw refuse(MallMessages.unknownExchange);
    return row;
  }

  /** A report exchange of the member: its spec and its downloads. */
  async reportExchange(globalId: string, exchangeId: number): Promise<{ row: Record<string, unknown>; spec: Extract<ProductSpec, { kind: 'report' }>; used: number }> {
    const row = await this.ownExchange(globalId, exchangeId);
    const spec = JSON.parse(String(row.spec)) as ProductSpec;
    if (spec.kind !== 'report') throw refuse(MallMessages.notReport);
    const used = await this.rt.counters.value(DOWNLOAD_KIND, String(exchangeId));
    return { row, spec, used };
  }

  /** Counts one download of a report exchange (refused past its limit): the download number. */
  async countDownload(exchangeId: number, limit: number, reason: 'download' | 'downloadAgain'): Promise<number> {
    const at = this.rt.clock();
    try {
      const { value } = await this.rt.tx((trx) =>
        this.rt.counters.add(trx, {
          kind: DOWNLOAD_KIND,
          owner: String(exchangeId),
          change: 1,
          reason,
          businessId: `exchange:${exchangeId}`,
          idemKey: `download:${exchangeId}:${randomUUID()}`,
          at,
          max: limit,
        }),
      );
      return value;
    } catch (error) {
      if (error instanceof CounterRefused) throw refuse(MallMessages.noDownloadsLeft);
      throw error;
    }
  }
}

/** 13812345678 → 138****5678 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

function chinaDate(ms: number): string {
  return exportTime(ms).date;
}

/** An exchange row as 我的兑换 shows it (the phone masked). */
export function recordOf(r: Record<string, unknown>, used: number): ExchangeRecord {
  const spec = JSON.parse(String(r.spec)) as ProductSpec;
  const createdAt = Number(r.created_at);
  const t = exportTime(createdAt);
  const status = r.status as ExchangeStatus;
  const address = r.address ? (JSON.parse(String(r.address)) as ShippingAddress) : null;
  const vipUntil = r.vip_until === null || r.vip_until === undefined ? null : Number(r.vip_until);
  return {
    exchangeId: Number(r.id),
    productCode: String(r.product_code),
    kind: r.kind as ProductKind,
    title: String(r.title),
    points: Number(r.points),
    status,
    statusText: EXCHANGE_STATUS_TEXT[status],
    createdAt,
    time: `${t.date} ${t.minute}`,
    downloads: spec.kind === 'report' ? { used, limit: spec.downloadLimit, remaining: Math.max(0, spec.downloadLimit - used) } : null,
    vip: spec.kind === 'vip' ? { planName: spec.planName, days: spec.days, until: vipUntil ? chinaDate(vipUntil) : null } : null,
    address: address ? { ...address, phone: maskPhone(address.phone) } : null,
  };
}

/** A gift's address, trimmed and checked (Chinese refusals). */
export function checkAddress(address: ShippingAddress | undefined): ShippingAddress {
  if (!address) throw refuse(MallMessages.addressRequired);
  const name = address.name.trim();
  const phone = address.phone.trim();
  const region = address.region.trim();
  const detail = address.detail.trim();
  if (!name || [...name].length > MALL_LIMITS.nameMax) throw refuse(MallMessages.badName);
  if (!isMobile(phone)) throw refuse(MallMessages.badPhone);
  if ([...region].length < MALL_LIMITS.regionMin || [...region].length > MALL_LIMITS.regionMax) throw refuse(MallMessages.badRegion);
  if ([...detail].length < MALL_LIMITS.detailMin || [...detail].length > MALL_LIMITS.detailMax) throw refuse(MallMessages.badDetail);
  return { name, phone, region, detail };
}
