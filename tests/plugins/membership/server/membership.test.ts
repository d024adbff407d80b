import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '@kernel/core/session';
import { RightsProvider, ServiceRegistry, UserInfoContributors } from '@kernel/server/services';
import { seedPlugins } from '@kernel/server/migrations';
import { MembershipPaths, TRIAL_DAYS, type Province, type RightsInfo } from '@plugins/membership/shared/contract';
import { createMembershipServer, isUniqueViolation, readRights } from '@plugins/membership/server';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { buildTestApp, type TestApp } from '../../../helpers/server';
import { captchaAnswer, fakeServices, GOOD_CODE, installSessions, newMember, type Fakes } from './fakes';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 21, 2, 0, 0);

let now = START;
const clock = () => now;
const plugin = createMembershipServer({ clock });

let t: TestApp;
let app: FastifyInstance;
let fakes: Fakes;
let memberCounter = 0;
let captchaCounter = 0;
const extraSessions: Record<string, SessionInfo> = {};

/** A fresh member without any rights, logged in. */
function member(): string {
  const { token, session } = newMember(++memberCounter);
  extraSessions[token] = session;
  installSessions(app, extraSessions);
  return token;
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    realName: '张三',
    mobile: '13912345678',
    verificationCode: GOOD_CODE,
    companyName: '杭州建工造价咨询有限公司',
    province: '浙江省',
    city: '杭州市',
    source: 0,
    ...overrides,
  };
}

async function apply(token: string | null, body: Record<string, unknown>, path: string = MembershipPaths.applyTrial) {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: token ? { token } : {},
    payload: body,
  });
  return res;
}

async function rights(token: string): Promise<RightsInfo> {
  const res = await app.inject({ method: 'POST', url: MembershipPaths.queryRights, headers: { token } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.statusCode).toBe(200);
  return body.data as RightsInfo;
}

beforeAll(async () => {
  fakes = fakeServices();
  t = await buildTestApp({ plugins: [plugin], services: fakes.services });
  app = t.app;
  await seedPlugins(t.database, [plugin], { scale: 1, seed: 1, demo: true });
  installSessions(app, extraSessions);
});
afterAll(() => t.close());
beforeEach(() => {
  now = START;
});

describe('membership: seed and the rights provider', () => {
  it('reads the demo accounts\' rights from its tables', async () => {
    const read = (globalId: string) => readRights(t.database.db, globalId, now);
    const vip = await read('G10000001');
    expect(vip).toMatchObject({ isVip: true, trailInterest: false, trialUsed: false, projectCostVipStatus: true, m2CanUse: true });
    expect(vip.vipExpireAt).toBe(START + 365 * DAY);

    const trial = await read('G10000003');
    expect(trial).toMatchObject({ isVip: false, trailInterest: true, trialUsed: true, trialExpireAt: START + TRIAL_DAYS * DAY });

    expect(await read('G10000002')).toMatchObject({ isVip: false, trailInterest: false, trialUsed: false, m2CanUse: false });
    expect(await read('G10000004')).toMatchObject({ isVip: true });
    expect(await read('G10000005')).toMatchObject({ isVip: true });
    expect(await read('G10000006')).toMatchObject({ isVip: false });
    expect(await read('nobody')).toMatchObject({ isVip: false, trialUsed: false, vipExpireAt: null });
  });

  it('provides the kernel RightsProvider: the names of the rights held (vip for a real VIP and for a running trial)', async () => {
    const provider = fakes.services.get(RightsProvider);
    // vip implies the per-column rights singleProjectVip and unitPriceVip.
    const VIP_RIGHTS = [MembershipRights.vip, MembershipRights.singleProjectVip, MembershipRights.unitPriceVip];
    expect(await provider.rightsOf('G10000001')).toEqual([...VIP_RIGHTS, MembershipRights.projectCostVip, MembershipRights.m2]);
    expect(await provider.rightsOf('G10000003')).toEqual(VIP_RIGHTS);
    expect(await provider.rightsOf('G10000002')).toEqual([]);
    expect(await provider.rightsOf('G10000004')).toEqual(VIP_RIGHTS);
    expect(await provider.rightsOf('G10000005')).toEqual(VIP_RIGHTS);
    expect(await provider.rightsOf('G10000006')).toEqual([]);
    expect(await provider.rightsOf('nobody')).toEqual([]);
    // The trial's VIP rights end with the trial.
    now = START + TRIAL_DAYS * DAY;
    expect(await provider.rightsOf('G10000003')).toEqual([]);
  });

  it('contributes its user-info fields: isVip (real VIP or trial), trailInterest, projectCostVipStatus', async () => {
    const contributors = fakes.services.contributed(UserInfoContributors);
    expect(contributors).toHaveLength(1);
    const fields = (globalId: string) => contributors[0]!.fieldsOf({ globalId, rights: [] });
    expect(await fields('G10000001')).toEqual({ isVip: true, trailInterest: false, projectCostVipStatus: true });
    expect(await fields('G10000003')).toEqual({ isVip: true, trailInterest: true, projectCostVipStatus: false });
    expect(await fields('G10000002')).toEqual({ isVip: false, trailInterest: false, projectCostVipStatus: false });
    now = START + TRIAL_DAYS * DAY;
    expect(await fields('G10000003')).toEqual({ isVip: false, trailInterest: false, projectCostVipStatus: false });
  });

  it('seeds idempotently', async () => {
    const count = async (table: string) =>
      Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
    const before = [await count('membership_rights'), await count('membership_trial')];
    await plugin.demo!({ db: t.database.db, dialect: t.database.dialect, services: new ServiceRegistry() });
    expect([await count('membership_rights'), await count('membership_trial')]).toEqual(before);
    expect(before[0]).toBe(6);
  });
});

describe('membership: queryRights', () => {
  it('requires login', async () => {
    const res = await app.inject({ method: 'POST', url: MembershipPaths.queryRights });
    expect(res.json()).toMatchObject({ statusCode: 301, businessMsg: '请先登录' });
    const expired = await app.inject({ method: 'POST', url: MembershipPaths.queryRights, headers: { token: 'unknown' } });
    expect(expired.json().statusCode).toBe(302);
  });

  it('answers the rights with the account type and enterprise', async () => {
    expect(await rights('token-demo_vip')).toEqual({
      isVip: true,
      vipExpireAt: START + 365 * DAY,
      trailInterest: false,
      trialExpireAt: null,
      trialUsed: false,
      projectCostVipStatus: true,
      canUse: true,
      accountType: 'personal',
      enterpriseName: null,
      rights: [
        { right: 'vip', label: '全站通VIP', until: START + 365 * DAY, trial: false, enterprise: false },
        { right: 'singleProjectVip', label: '单项工程指标VIP', until: START + 365 * DAY, trial: false, enterprise: false },
        { right: 'unitPriceVip', label: '综合单价指标VIP', until: START + 365 * DAY, trial: false, enterprise: false },
        { right: 'projectCostVip', label: '项目造价指标VIP', until: null, trial: false, enterprise: false },
        { right: 'm2', label: '寻源服务', until: null, trial: false, enterprise: false },
      ],
    });
    expect(await rights('token-ent_admin')).toMatchObject({ isVip: true, accountType: 'entMain', enterpriseName: '浙江恒信工程咨询有限公司' });
    expect(await rights('token-ent_guest')).toMatchObject({ isVip: false, accountType: 'entSub', enterpriseName: '浙江恒信工程咨询有限公司' });
    expect(await rights('token-demo_trial')).toMatchObject({ isVip: false, trailInterest: true, trialUsed: true });
  });

  it('accepts a form POST with an empty body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: MembershipPaths.queryRights,
      headers: { token: 'token-demo_user', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.json()).toMatchObject({ statusCode: 200, data: { isVip: false, accountType: 'personal' } });
  });

  it('falls back to personal without an account directory', async () => {
    const bare = fakeServices({ directory: false });
    const other = await buildTestApp({ plugins: [plugin], services: bare.services });
    try {
      await seedPlugins(other.database, [plugin], { scale: 1, seed: 1, demo: true });
      installSessions(other.app);
      other.app.auth.setResolver((token) =>
        token === 'x' ? { userId: 'u', globalId: 'G10000004', accountName: 'ent_admin', rights: [] } : null,
      );
      const res = await other.app.inject({ method: 'POST', url: MembershipPaths.queryRights, headers: { token: 'x' } });
      expect(res.json().data).toMatchObject({ isVip: true, accountType: 'personal', enterpriseName: null });
    } finally {
      await other.close();
    }
  });
});

describe('membership: the trial code', () => {
  const send = (payload: Record<string, string>, validateData?: string) =>
    app.inject({
      method: 'POST',
      url: MembershipPaths.trialCode,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(validateData ? { validateData } : {}) },
      payload: new URLSearchParams(payload).toString(),
    });

  it('checks the mobile first', async () => {
    expect((await send({ mobile: '' }, captchaAnswer(900))).json()).toMatchObject({ statusCode: 400, businessMsg: '请输入手机号' });
    expect((await send({}, captchaAnswer(900))).json()).toMatchObject({ statusCode: 400, businessMsg: '请输入手机号' });
    expect((await send({ mobile: '1391234567' }, captchaAnswer(900))).json().businessMsg).toBe('请输入11位手机号');
    expect((await send({ mobile: '23912345678' }, captchaAnswer(900))).json().businessMsg).toBe('手机号格式错误');
    expect(fakes.sms.sent).toEqual([]);
  });

  it('needs a valid captcha (validateData header), used once', async () => {
    expect((await send({ mobile: '13912345678' })).json()).toMatchObject({ statusCode: 980, businessMsg: '请先完成安全验证' });
    expect((await send({ mobile: '13912345678' }, 'forged')).json()).toMatchObject({ statusCode: 980, businessMsg: '请先完成安全验证' });
    const answer = captchaAnswer(++captchaCounter);
    const res = await send({ mobile: '13912345678' }, answer);
    expect(res.json()).toEqual({ statusCode: 200, data: null, businessMsg: '验证码已发送' });
    expect(fakes.sms.sent).toContainEqual({ mobile: '13912345678', type: 'trial' });
    expect((await send({ mobile: '13912345678' }, answer)).json().statusCode).toBe(980);
  });

  it('passes on the SMS service\'s refusal', async () => {
    fakes.sms.failSend = '验证码发送过于频繁，请60秒后再试';
    try {
      const res = await send({ mobile: '13912345678' }, captchaAnswer(++captchaCounter));
      expect(res.json()).toMatchObject({ statusCode: 440, businessMsg: '验证码发送过于频繁，请60秒后再试' });
    } finally {
      fakes.sms.failSend = null;
    }
  });
});

describe('membership: the trial application', () => {
  it('requires login', async () => {
    expect((await apply(null, form())).json()).toMatchObject({ statusCode: 301, businessMsg: '请先登录' });
  });

  it.each([
    [{ realName: '' }, '请输入真实姓名'],
    [{ realName: '   ' }, '请输入真实姓名'],
    [{ realName: 'Zhang San' }, '真实姓名只能填写中文'],
    [{ realName: '张3' }, '真实姓名只能填写中文'],
    [{ realName: '张'.repeat(21) }, '真实姓名不能超过20个字'],
    [{ mobile: '' }, '请输入手机号'],
    [{ mobile: '139123456' }, '请输入11位手机号'],
    [{ mobile: '2391234567a' }, '手机号格式错误'],
    [{ mobile: '23912345678' }, '手机号格式错误'],
    [{ verificationCode: '' }, '请输入验证码'],
    [{ verificationCode: '12345' }, '请输入6位数字验证码'],
    [{ verificationCode: '12345a' }, '请输入6位数字验证码'],
    [{ companyName: '' }, '请输入公司名称'],
    [{ companyName: '公'.repeat(21) }, '公司名称不能超过20个字'],
    [{ province: '' }, '请选择省份'],
    [{ province: '火星省' }, '请选择省份'],
    [{ city: '' }, '请选择城市/区县'],
    [{ city: '广州市' }, '请选择城市/区县'],
  ])('refuses %j with its message', async (overrides, message) => {
    const token = member();
    const res = await apply(token, form(overrides));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 400, businessMsg: message, data: null });
    expect((await rights(token)).trialUsed).toBe(false);
  });

  it('refuses a wrong SMS code, checked with the trial type', async () => {
    const token = member();
    const res = await apply(token, form({ verificationCode: '000000', mobile: '13700000001' }));
    expect(res.json()).toMatchObject({ statusCode: 400, businessMsg: '验证码错误或已失效，请重新获取' });
    expect(fakes.sms.verified).toContainEqual({ mobile: '13700000001', type: 'trial', code: '000000' });
    expect((await rights(token)).trialUsed).toBe(false);
  });

  it('refuses a real VIP', async () => {
    const res = await apply('token-demo_vip', form());
    expect(res.json()).toMatchObject({ statusCode: 460, businessMsg: '您已是VIP会员，无需申请试用' });
    expect((await apply('token-ent_staff', form())).json().businessMsg).toBe('您已是VIP会员，无需申请试用');
  });

  it('grants a 3-day trial, once per account, ever', async () => {
    const token = member();
    const res = await apply(token, form({ realName: ' 李四 ', province: '北京市', city: '海淀区' }));
    expect(res.json()).toEqual({
      statusCode: 200,
      businessMsg: '申请成功',
      data: { realName: '李四', accountName: `member_${memberCounter}`, effectiveDate: START + TRIAL_DAYS * DAY },
    });
    expect(await rights(token)).toMatchObject({ isVip: false, trailInterest: true, trialUsed: true, trialExpireAt: START + 3 * DAY });
    const stored = await t.database.db.selectFrom('membership_trial').selectAll().where('global_id', '=', `G2${String(memberCounter).padStart(7, '0')}`).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ real_name: '李四', province: '北京市', city: '海淀区', source: 0, company_name: '杭州建工造价咨询有限公司' });

    const again = await apply(token, form());
    expect(again.json()).toMatchObject({ statusCode: 460, businessMsg: '每个账号仅可申请一次试用' });
    // Also through the foreign-gateway alias.
    expect((await apply(token, form(), MembershipPaths.applyTrialForeign)).json().businessMsg).toBe('每个账号仅可申请一次试用');

    // Still running just before the end; over after 3 days; and never again.
    now = START + 3 * DAY - 1;
    expect((await rights(token)).trailInterest).toBe(true);
    now = START + 3 * DAY;
    expect(await rights(token)).toMatchObject({ trailInterest: false, trialUsed: true, isVip: false });
    expect(await fakes.services.get(RightsProvider).rightsOf(`G2${String(memberCounter).padStart(7, '0')}`)).toEqual([]);
    expect((await readRights(t.database.db, `G2${String(memberCounter).padStart(7, '0')}`, now)).trailInterest).toBe(false);
    now = START + 30 * DAY;
    expect((await apply(token, form())).json().businessMsg).toBe('每个账号仅可申请一次试用');
  });

  it('the demo trial account has used its one trial', async () => {
    expect((await apply('token-demo_trial', form())).json().businessMsg).toBe('每个账号仅可申请一次试用');
  });

  it('accepts the foreign-gateway alias and codes for province and city', async () => {
    const token = member();
    const res = await apply(token, form({ province: '44', city: '4401' }), MembershipPaths.applyTrialForeign);
    expect(res.json()).toMatchObject({ statusCode: 200, data: { realName: '张三' } });
    const row = await t.database.db.selectFrom('membership_trial').select(['province', 'city']).where('global_id', '=', `G2${String(memberCounter).padStart(7, '0')}`).executeTakeFirst();
    expect(row).toEqual({ province: '广东省', city: '广州市' });
  });

  it('lets only one of several concurrent applications through', async () => {
    const token = member();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => apply(token, form(), i % 2 ? MembershipPaths.applyTrialForeign : MembershipPaths.applyTrial)));
    const bodies = answers.map((r) => r.json());
    expect(bodies.filter((b) => b.statusCode === 200)).toHaveLength(1);
    for (const b of bodies.filter((x) => x.statusCode !== 200)) {
      expect(b).toMatchObject({ statusCode: 460, businessMsg: '每个账号仅可申请一次试用' });
    }
    const rows = await t.database.db.selectFrom('membership_trial').select('id').where('global_id', '=', `G2${String(memberCounter).padStart(7, '0')}`).execute();
    expect(rows).toHaveLength(1);
  });

  it('the database itself refuses a second trial row for an account (UNIQUE global_id)', async () => {
    const row = (id: string) => ({
      id,
      global_id: 'G-unique-check',
      real_name: '王五',
      mobile: '13912345678',
      company_name: '测试公司',
      province: '浙江省',
      city: '杭州市',
      source: 0,
      applied_at: START,
      expires_at: START + 3 * DAY,
    });
    await t.database.db.insertInto('membership_trial').values(row('a-1')).execute();
    let error: unknown = null;
    try {
      await t.database.db.insertInto('membership_trial').values(row('a-2')).execute();
    } catch (e) {
      error = e;
    }
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });

  it('answers malformed bodies with the Chinese 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: MembershipPaths.applyTrial,
      headers: { token: member(), 'content-type': 'application/json' },
      payload: '{"realName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().businessMsg).toMatch(/^请求参数错误/);
  });
});

describe('membership: findProvince', () => {
  it('lists the 31 provinces with their cities; municipalities list their districts', async () => {
    const res = await app.inject({ method: 'GET', url: MembershipPaths.findProvince });
    expect(res.statusCode).toBe(200);
    const provinces = res.json().data as Province[];
    expect(provinces).toHaveLength(31);
    const byName = (name: string) => provinces.find((p) => p.name === name)!;
    expect(byName('北京市').cities.map((c) => c.name)).toEqual(expect.arrayContaining(['东城区', '西城区', '海淀区', '延庆区']));
    expect(byName('上海市').cities.map((c) => c.name)).toContain('浦东新区');
    expect(byName('重庆市').cities.map((c) => c.name)).toEqual(expect.arrayContaining(['渝中区', '城口县']));
    expect(byName('浙江省').cities.map((c) => c.name)).toEqual(expect.arrayContaining(['杭州市', '宁波市', '温州市']));
    expect(byName('河南省').cities.map((c) => c.name)).toContain('济源市');
    expect(byName('浙江省').code).toBe('33');
    for (const p of provinces) {
      expect(p.cities.length).toBeGreaterThan(0);
      for (const c of p.cities) expect(c.name).not.toMatch(/^(市辖区|县)$|直辖县级行政区划/);
    }
    expect(res.headers['cache-control']).toContain('max-age');
  });
});

describe('membership: disabled', () => {
  it('its endpoints are gone without the plugin', async () => {
    const without = await buildTestApp({ plugins: [] });
    try {
      const res = await without.app.inject({ method: 'GET', url: MembershipPaths.findProvince, headers: { accept: 'application/json' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });
});
