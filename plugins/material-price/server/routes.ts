import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { BusinessError } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { Envelope } from '@kernel/server/schemas';
import { containsText, pageWindow } from '@kernel/server/sql';
import { MATERIAL_PRICE_LIMITS, MaterialPriceMessages, MaterialPricePaths, validateName, type MaterialPriceItem } from '../shared/contract';
import { MATERIAL_PRICE_TABLE, type MaterialPriceRow } from './migrations';

const Item = Type.Object({ id: Type.String(), name: Type.String(), createdAt: Type.Number() });

/** Sizes here only guard against oversized input; the rules answer their Chinese messages. */
export const ListQuery = Type.Object({
  keyWord: Type.Optional(Type.String({ maxLength: MATERIAL_PRICE_LIMITS.keywordMax })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MATERIAL_PRICE_LIMITS.pageSizeMax })),
});

export const AddBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 1000 })),
});

/** Business status codes of the plugin's refusals (answered with HTTP 200 and a businessMsg). */
export const MaterialPriceCodes = { invalid: 400, duplicate: 409 } as const;

const toItem = (row: MaterialPriceRow): MaterialPriceItem => ({ id: row.id, name: row.name, createdAt: Number(row.created_at) });

export async function materialPriceRoutes(app: FastifyInstance, ctx: ServerPluginContext, clock: () => number): Promise<void> {
  const { db, dialect } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    MaterialPricePaths.list,
    {
      schema: {
        querystring: ListQuery,
        response: { 200: Envelope(Type.Object({ list: Type.Array(Item), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() })) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      const keyword = (request.query.keyWord ?? '').trim();
      let query = db.selectFrom(MATERIAL_PRICE_TABLE);
      // The kernel's "contains" (wildcards taken literally, case-insensitive on both dialects).
      if (keyword) query = query.where(containsText('name', keyword, dialect));
      const { limit, offset } = pageWindow({ pageNum: page, pageSize });
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return ok({ list: (rows as MaterialPriceRow[]).map(toItem), total: Number(count?.n ?? 0), page, pageSize });
    },
  );

  api.post(
    MaterialPricePaths.add,
    { schema: { body: AddBody, response: { 200: Envelope(Type.Union([Item, Type.Null()])) } } },
    async (request) => {
      const name = (request.body.name ?? '').trim();
      const problem = validateName(name);
      if (problem) throw new BusinessError(MaterialPriceCodes.invalid, problem);
      const existing = await db.selectFrom(MATERIAL_PRICE_TABLE).select('id').where('name', '=', name).executeTakeFirst();
      if (existing) throw new BusinessError(MaterialPriceCodes.duplicate, MaterialPriceMessages.duplicate);
      const row: MaterialPriceRow = { id: randomUUID(), name, created_at: clock() };
      await db.insertInto(MATERIAL_PRICE_TABLE).values(row).execute();
      return ok(toItem(row), MaterialPriceMessages.added);
    },
  );
}
