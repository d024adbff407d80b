/**
 * The endpoints of 政策文件 (plugins/policy/shared/contract.ts): getParams, getPolicySolrData,
 * getPolicyDetails, queryPolicyPdf and queryRandomPolicyInfo. Every one needs a login (301/302);
 * the detail and the PDF the VIP right (820). Inputs are checked by the schemas (shapes) and the
 * handlers (the contract's limits, with PolicyMessages); an unknown document is 440.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '@kernel/core/envelope';
import { requireLogin, requireRight } from '@kernel/server/auth';
import { sendDownload } from '@kernel/server/download';
import { dropEmptyFields } from '@kernel/server/empty-fields';
import { BusinessError } from '@kernel/server/errors';
import { memberRateLimit } from '@kernel/server/member-rate-limit';
import { AnyQuery } from '@kernel/server/schemas';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { PolicyCodes, PolicyMessages, PolicyPaths } from '../shared/contract';
import { pdfName, policyDetail, policyParams, randomPolicies } from './detail';
import { warmDocuments } from './fulltext';
import { policyPdf } from './pdf';
import { DetailBody, PdfQuery, RandomBody, SearchBody } from './schemas';
import { searchPolicies, type PolicyDeps } from './search';

/** PDF downloads per member and minute. */
export const POLICY_PDF_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

export interface PolicyRouteOptions extends PolicyDeps {
  /** The clock (ms since epoch): the day of queryRandomPolicyInfo's draw. */
  readonly clock: () => number;
}

const DAY_MS = 86_400_000;

export async function policyRoutes(app: FastifyInstance, options: PolicyRouteOptions): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const deps: PolicyDeps = { db: options.db, dialect: options.dialect, regions: options.regions };
  const requireVip = requireRight(MembershipRights.vip);
  // The documents' ranking attributes load in the background when the server is ready.
  app.addHook('onReady', async () => {
    warmDocuments(deps.db, deps.dialect).catch((err) => app.log.error({ err }, '政策文件检索数据加载失败'));
  });

  api.get(PolicyPaths.params, { schema: { querystring: AnyQuery }, onRequest: requireLogin }, async () => ok(await policyParams(deps)));

  api.post(PolicyPaths.search, { schema: { body: SearchBody }, onRequest: requireLogin, preValidation: dropEmptyFields }, async (request) => {
    const body = request.body ?? {};
    return ok(await searchPolicies(deps, { ...body, pageNum: body.pageNum ?? 1, pageSize: body.pageSize ?? 10 }));
  });

  api.post(PolicyPaths.details, { schema: { body: DetailBody }, onRequest: requireVip }, async (request) => ok(await policyDetail(deps, request.body.policyId)));

  api.get(
    PolicyPaths.pdf,
    { schema: { querystring: PdfQuery }, onRequest: requireVip, config: memberRateLimit(POLICY_PDF_RATE_LIMIT) },
    async (request, reply) => {
      const detail = await policyDetail(deps, request.query.policyId);
      let pdf: Buffer;
      try {
        pdf = await policyPdf(detail);
      } catch (err) {
        request.log.error({ err, policyId: detail.policyId }, '政策文件PDF生成失败');
        throw new BusinessError(PolicyCodes.pdfFailed, PolicyMessages.pdfFailed);
      }
      return sendDownload(reply, pdf, 'application/pdf', pdfName(detail));
    },
  );

  api.post(PolicyPaths.random, { schema: { body: RandomBody }, onRequest: requireLogin, preValidation: dropEmptyFields }, async (request) => {
    const body = request.body ?? {};
    return ok(await randomPolicies(deps, body, Math.floor(options.clock() / DAY_MS)));
  });
}

