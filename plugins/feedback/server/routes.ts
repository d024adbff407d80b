import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '@kernel/core/envelope';
import { BusinessError, sendEnvelope } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { Envelope } from '@kernel/server/schemas';
import { FeedbackPaths } from '../shared/contract';
import {
  FEEDBACK_RATE_LIMIT,
  FEEDBACK_RATE_WINDOW_MS,
  FEEDBACK_SRC_TYPE,
  FeedbackMessages,
  validateFeedback,
} from '../shared/rules';
import { FEEDBACK_TABLE, type FeedbackRow } from './migrations';

/**
 * The feedback body. Lengths here only guard against oversized input; the rules of ../shared/rules.ts
 * are checked in the handler so that they answer their Chinese messages.
 */
export const FeedbackBody = Type.Object({
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  mobile: Type.Optional(Type.String({ maxLength: 1000 })),
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  srcType: Type.Optional(Type.String({ maxLength: 16 })),
});

export const FeedbackCodes = { invalid: 400, tooMany: 429 } as const;

export interface FeedbackRouteOptions {
  readonly clock: () => number;
}

export async function feedbackRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: FeedbackRouteOptions): Promise<void> {
  const { db } = ctx;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    FeedbackPaths.addFeedback,
    { schema: { body: FeedbackBody, response: { 200: Envelope(Type.Null()) } } },
    async (request, reply) => {
      const body = request.body;
      const description = (body.description ?? '').trim();
      const name = (body.name ?? '').trim();
      const mobile = (body.mobile ?? '').trim();
      const errors = validateFeedback({ description, name, mobile });
      if (errors.first) throw new BusinessError(FeedbackCodes.invalid, errors.first);
      if ((body.srcType ?? '').trim() !== FEEDBACK_SRC_TYPE) {
        throw new BusinessError(FeedbackCodes.invalid, FeedbackMessages.srcTypeInvalid);
      }

      const now = options.clock();
      const ip = request.ip || 'unknown';
      const recent = await db
        .selectFrom(FEEDBACK_TABLE)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>', now - FEEDBACK_RATE_WINDOW_MS)
        .executeTakeFirst();
      if (Number(recent?.n ?? 0) >= FEEDBACK_RATE_LIMIT) {
        return sendEnvelope(reply, fail(FeedbackCodes.tooMany, FeedbackMessages.tooFrequent), 429);
      }

      const row: FeedbackRow = {
        id: randomUUID(),
        description,
        mobile,
        name,
        src_type: FEEDBACK_SRC_TYPE,
        global_id: request.session?.globalId || null,
        ip,
        created_at: now,
      };
      await db.insertInto(FEEDBACK_TABLE).values(row).execute();
      return ok(null, FeedbackMessages.success);
    },
  );
}
