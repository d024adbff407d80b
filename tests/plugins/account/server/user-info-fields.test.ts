/**
 * The user info's extension point (`UserInfoContributors`): the account plugin answers the
 * identity, the names of the rights held and whatever the enabled plugins contribute, without
 * knowing those fields; a contributor cannot overwrite the identity or the rights, and a failing
 * contributor only loses its own fields.
 */
import type { ServerPlugin } from '@kernel/server/plugin';
import { UserInfoContributors } from '@kernel/server/services';
import { AccountPaths, Api, startAccountServer, type AccountTestServer } from './support';

const seen: { globalId: string; rights: readonly string[] }[] = [];

/** A plugin contributing a quota field (and trying to overwrite the identity), and one that fails. */
const quotaPlugin: ServerPlugin = {
  manifest: { id: 'test-quota', title: '测试额度', order: 98, dependsOn: ['account'] },
  routes(_app, ctx) {
    ctx.services.contribute(UserInfoContributors, 'test-quota', {
      async fieldsOf(user) {
        seen.push(user);
        return { catalogueQuota: user.rights.length * 10, globalId: 'forged', rights: ['forged'], accountName: 'forged' };
      },
    });
  },
};
const brokenPlugin: ServerPlugin = {
  manifest: { id: 'test-broken-fields', title: '测试故障', order: 97, dependsOn: ['account'] },
  routes(_app, ctx) {
    ctx.services.contribute(UserInfoContributors, 'test-broken-fields', {
      async fieldsOf() {
        throw new Error('contributor down');
      },
    });
  },
};

let server: AccountTestServer;
let api: Api;
beforeAll(async () => {
  server = await startAccountServer({ extraPlugins: [quotaPlugin, brokenPlugin] });
  api = new Api(server.url);
});
afterAll(() => server.close());

describe('user info: fields contributed by plugins', () => {
  it('adds the contributed fields next to membership\'s, with the identity and the right names untouched', async () => {
    seen.length = 0;
    const { token } = await api.login('demo_vip');
    const usr = await api.post(AccountPaths.usr, {}, { token });
    expect(usr.body.statusCode).toBe(200);
    expect(usr.body.data).toMatchObject({
      globalId: 'G10000001',
      accountName: 'demo_vip',
      rights: ['vip', 'singleProjectVip', 'unitPriceVip', 'projectCostVip', 'm2'],
      // membership's fields
      isVip: true,
      trailInterest: false,
      projectCostVipStatus: true,
      // the test plugin's field, computed from the rights it was told (5 names × 10)
      catalogueQuota: 50,
    });
    expect(seen).toContainEqual({ globalId: 'G10000001', rights: ['vip', 'singleProjectVip', 'unitPriceVip', 'projectCostVip', 'm2'] });
  });

  it('a member without rights gets the same fields with their own values', async () => {
    const { token } = await api.login('demo_user');
    const usr = await api.post(AccountPaths.usr, {}, { token });
    expect(usr.body.data).toMatchObject({ globalId: 'G10000002', rights: [], isVip: false, catalogueQuota: 0 });
  });
});
