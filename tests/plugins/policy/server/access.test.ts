/**
 * Access rules of the policy endpoints: every one needs a login (301 without a token, 302 for one
 * that names nobody); the detail and the PDF need the VIP right (820 for a member); a VIP reads them.
 */
import { PolicyPaths } from '@plugins/policy/shared/contract';
import { buildPolicyApp, MEMBER, VIP, type PolicyTestApp } from './search-support';

let t: PolicyTestApp;

beforeAll(async () => {
  t = await buildPolicyApp();
}, 240_000);

afterAll(async () => {
  await t?.close();
});

type Call = (token: string | null) => Promise<{ http: number; body: any }>;
const calls: Record<string, Call> = {
  params: (token) => t.get(PolicyPaths.params, token),
  search: (token) => t.post(PolicyPaths.search, { keyWord: '人工费', pageNum: 1, pageSize: 10 }, token),
  details: (token) => t.post(PolicyPaths.details, { policyId: 1 }, token),
  pdf: (token) => t.get(`${PolicyPaths.pdf}?policyId=1`, token),
  random: (token) => t.post(PolicyPaths.random, { policyId: 1, size: 3 }, token),
};

describe('access', () => {
  it.each(Object.keys(calls))('%s: 301 without a login, 302 for an unknown token', async (name) => {
    const none = await calls[name]!(null);
    expect(none.body).toMatchObject({ statusCode: 301 });
    const expired = await calls[name]!('token-nobody');
    expect(expired.body).toMatchObject({ statusCode: 302 });
  });

  it('lets a member list, search and see related documents, not read details or PDFs (820)', async () => {
    for (const name of ['params', 'search', 'random']) expect((await calls[name]!(MEMBER.token)).body.statusCode).toBe(200);
    for (const name of ['details', 'pdf']) expect((await calls[name]!(MEMBER.token)).body).toMatchObject({ statusCode: 820, businessMsg: '您暂无访问权限！' });
  });

  it('lets a VIP read details and download the PDF', async () => {
    expect((await calls.details!(VIP.token)).body).toMatchObject({ statusCode: 200, data: { policyId: 1 } });
    const pdf = await calls.pdf!(VIP.token);
    expect(pdf.http).toBe(200);
    expect((pdf as any).raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
