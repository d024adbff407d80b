import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '@kernel/server/sql';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import type { SessionInfo } from '@kernel/core/session';
import { requireLogin } from '@kernel/server/auth';
import { BusinessError } from '@kernel/server/errors';
import type { ServerPluginContext } from '@kernel/server/plugin';
import { Envelope } from '@kernel/server/schemas';
import { RightsProvider, UserInfoContributors } from '@kernel/server/services';
import { DEMO_ACCOUNTS } from '@plugins/account/shared/demo';
import { AccountDirectory, Captchas, SmsCodes } from '@plugins/account/shared/services';
import { manifest } from '../manifest';
import { MembershipPaths, TRIAL_DAYS, type RightsInfo, type TrialResult } from '../shared/contract';
import { TrialMessages, validateMobile, validateTrialForm } from '../shared/trial-rules';
import { provinceList, resolvePlace } from './divisions';
import { RightsGrants } from '../shared/services';
import { createRightsGrants } from './grants';
import { createRightsProvider, createUserInfoContributor, heldRights, readRights, withEnterpriseRights, type Clock, type RightsSource } from './rights';
import {
  AnyQuery,
  ProvinceSchema,
  RightsInfoSchema,
  TrialApplicationBody,
  TrialCodeBody,
  TrialCodeHeaders,
  TrialResultSchema,
} from './schemas';
import { DAY_MS, TRIAL_TABLE, type TrialRow } from './tables';

/** Business status codes of the membership endpoints (all in the client's reject list). */
export const MembershipCodes = {
  /** A field rule of ../shared/trial-rules.ts failed. */
  invalid: 400,
  /** The trial is refused: already a VIP, or the account's one trial is used. */
  refused: 460,
  /** A service of the account plugin is missing. */
  unavailable: 500,
  /** No valid captcha: the client opens the global captcha and retries (kernel/core/status-codes.ts). */
  captcha: 980,
} as const;

const SERVICE_UNAVAILABLE = '服务暂不可用，请稍后再试';

type AccountKind = RightsInfo['accountType'];

/** A directory answer; a richer directory may also name the member's enterprise. */
interface DirectoryEntry {
  globalId: string;
  accountName: string;
  fullName: string;
  kind: AccountKind;
  enterpriseName?: string | null;
}

export { isUniqueViolation };

export interface MembershipRouteOptions {
  readonly clock: Clock;
}

/** The account directory's `rightsSourceOf`, looked up at each call (none without the directory). */
export function rightsSourceOver(ctx: Pick<ServerPluginContext, 'services'>): RightsSource {
  return async (globalId) => {
    const directory = ctx.services.find(AccountDirectory);
    return directory ? directory.rightsSourceOf(globalId) : null;
  };
}

/**
 * The services membership offers (its `services` hook): the kernel's RightsProvider (the account
 * plugin looks it up per request; a sub-account sharing its enterprise's rights holds those too),
 * the grant ledger for the plugin that sells plans (`RightsGrants`) and membership's fields of the
 * user info (isVip, trailInterest, projectCostVipStatus).
 */
export function provideMembershipServices(ctx: ServerPluginContext, options: MembershipRouteOptions): void {
  ctx.services.provide(RightsProvider, createRightsProvider(ctx.db, options.clock, rightsSourceOver(ctx)));
  ctx.services.provide(RightsGrants, createRightsGrants());
  ctx.services.contribute(UserInfoContributors, manifest.id, createUserInfoContributor(ctx.db, options.clock));
}

export async function membershipRoutes(app: FastifyInstance, ctx: ServerPluginContext, options: MembershipRouteOptions): Promise<void> {
  const { db, services } = ctx;
  const { clock } = options;

  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  /** Account kind and enterprise of a member, from the account directory when there is one. */
  const describeAccount = async (session: SessionInfo): Promise<{ accountType: AccountKind; enterpriseName: string | null }> => {
    const directory = services.find(AccountDirectory);
    const entry = ((await directory?.find(session.globalId).catch(() => null)) ?? null) as DirectoryEntry | null;
    const accountType: AccountKind = entry?.kind ?? session.accountType ?? 'personal';
    if (accountType === 'personal') return { accountType, enterpriseName: null };
    if (accountType === 'entMain') return { accountType, enterpriseName: entry?.enterpriseName ?? entry?.fullName ?? null };
    if (entry?.enterpriseName) return { accountType, enterpriseName: entry.enterpriseName };
    // A sub-account: its enterprise's main account, when known (the demo accounts name it).
    const demo = DEMO_ACCOUNTS.find((a) => a.globalId === session.globalId);
    const main = demo?.enterprise ? DEMO_ACCOUNTS.find((a) => a.username === demo.enterprise) : undefined;
    if (!main) return { accountType, enterpriseName: null };
    const mainEntry = directory ? await directory.find(main.globalId).catch(() => null) : null;
    return { accountType, enterpriseName: mainEntry?.fullName ?? main.fullName };
  };

  api.post(
    MembershipPaths.queryRights,
    {
      schema: { querystring: AnyQuery, response: { 200: Envelope(RightsInfoSchema) } },
      preHandler: requireLogin,
    },
    async (request) => {
      const session = request.session!;
      const now = clock();
      const rights = await readRights(db, session.globalId, now);
      const account = await describeAccount(session);
      const own = heldRights(rights, now);
      const main = await rightsSourceOver(ctx)(session.globalId).catch(() => null);
      const held = main && main !== session.globalId ? withEnterpriseRights(own, heldRights(await readRights(db, main, now), now)) : own;
      const info: RightsInfo = {
        isVip: rights.isVip,
        vipExpireAt: rights.vipExpireAt,
        trailInterest: rights.trailInterest,
        trialExpireAt: rights.trialExpireAt,
        trialUsed: rights.trialUsed,
        projectCostVipStatus: rights.projectCostVipStatus,
        canUse: rights.m2CanUse,
        ...account,
        rights: held,
      };
      return ok(info);
    },
  );

  api.post(
    MembershipPaths.trialCode,
    {
      schema: { body: TrialCodeBody, headers: TrialCodeHeaders, response: { 200: Envelope(Type.Null()) } },
    },
    async (request) => {
      const mobile = (request.body.mobile ?? '').trim();
      const problem = validateMobile(mobile);
      if (problem) throw new BusinessError(MembershipCodes.invalid, problem);
      const captchas = services.find(Captchas);
      const sms = services.find(SmsCodes);
      if (!captchas || !sms) throw new BusinessError(MembershipCodes.unavailable, SERVICE_UNAVAILABLE);
      const validateData = request.headers.validatedata?.trim();
      if (!validateData || !(await captchas.consume(validateData))) {
        throw new BusinessError(MembershipCodes.captcha, TrialMessages.captchaRequired);
      }
      await sms.send(mobile, 'trial', request.ip);
      return ok(null, TrialMessages.codeSent);
    },
  );

  const applyTrial = async (request: { session: SessionInfo | null; body: typeof TrialApplicationBody.static }) => {
    const session = request.session!;
    const body = request.body;
    const values = {
      realName: (body.realName ?? '').trim(),
      mobile: (body.mobile ?? '').trim(),
      verificationCode: (body.verificationCode ?? '').trim(),
      companyName: (body.companyName ?? '').trim(),
      province: (body.province ?? '').trim(),
      city: (body.city ?? '').trim(),
    };
    const errors = validateTrialForm(values);
    if (errors.first) throw new BusinessError(MembershipCodes.invalid, errors.first);
    const place = resolvePlace(values.province, values.city);
    if ('error' in place) {
      throw new BusinessError(
        MembershipCodes.invalid,
        place.error === 'province' ? TrialMessages.provinceRequired : TrialMessages.cityRequired,
      );
    }

    const rights = await readRights(db, session.globalId, clock());
    if (rights.isVip) throw new BusinessError(MembershipCodes.refused, TrialMessages.alreadyVip);
    if (rights.trialUsed) throw new BusinessError(MembershipCodes.refused, TrialMessages.oncePerAccount);

    const sms = services.find(SmsCodes);
    if (!sms) throw new BusinessError(MembershipCodes.unavailable, SERVICE_UNAVAILABLE);
    if (!(await sms.verify(values.mobile, 'trial', values.verificationCode))) {
      throw new BusinessError(MembershipCodes.invalid, TrialMessages.codeWrong);
    }

    const appliedAt = clock();
    const row: TrialRow = {
      id: randomUUID(),
      global_id: session.globalId,
      real_name: values.realName,
      mobile: values.mobile,
      company_name: values.companyName,
      province: place.province.name,
      city: place.city.name,
      source: 0,
      applied_at: appliedAt,
      expires_at: appliedAt + TRIAL_DAYS * DAY_MS,
    };
    try {
      await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom(TRIAL_TABLE).select('id').where('global_id', '=', session.globalId).executeTakeFirst();
        if (existing) throw new BusinessError(MembershipCodes.refused, TrialMessages.oncePerAccount);
        // A concurrent application that got past the check fails on the UNIQUE constraint.
        await trx.insertInto(TRIAL_TABLE).values(row).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(MembershipCodes.refused, TrialMessages.oncePerAccount);
      throw error;
    }
    const result: TrialResult = { realName: row.real_name, accountName: session.accountName, effectiveDate: row.expires_at };
    return ok(result, '申请成功');
  };

  const applySchema = {
    schema: { body: TrialApplicationBody, response: { 200: Envelope(TrialResultSchema) } },
    preHandler: requireLogin,
  };
  api.post(MembershipPaths.applyTrial, applySchema, applyTrial);
  api.post(MembershipPaths.applyTrialForeign, applySchema, applyTrial);

  api.get(
    MembershipPaths.findProvince,
    { schema: { querystring: AnyQuery, response: { 200: Envelope(Type.Array(ProvinceSchema)) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return ok(provinceList());
    },
  );
}
