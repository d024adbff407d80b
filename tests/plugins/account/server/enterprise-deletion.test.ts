import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ok } from '@kernel/core/envelope';
import type { ServerPlugin } from '@kernel/server/plugin';
import { SecurityPaths } from '@plugins/account/shared/security';
import { AccountDirectory, AccountLifecycle } from '@plugins/account/shared/services';
import { RegistrationMessages } from '@plugins/account/shared/registration';
import { AccountPaths, Api, DEMO_PASSWORD, lastCode, MINUTE, solveCaptcha, startAccountServer, type AccountTestServer } from './support';
import { call } from './security-support';

jest.setTimeout(90_000);

/**
 * A plugin of the test: contributes an AccountLifecycle.deleting hook that records the deletion
 * with the deletion's transaction (and fails for the globalIds in `failFor`), and answers the
 * account directory's rightsSourceOf over HTTP.
 */
const failFor = new Set<string>();
const probe: ServerPlugin = {
  manifest: { id: 'sec-probe', title: '注销探针', order: 1002, dependsOn: ['account'] },
  migrations: {
    '001_init': {
      up: (db: Kysely<any>) => db.schema.createTable('sec_probe_deleted').addColumn('global_id', 'varchar(32)').addColumn('at', 'bigint').execute(),
      down: (db: Kysely<any>) => db.schema.dropTable('sec_probe_deleted').execute(),
    },
  },
  services: (ctx) =>
    ctx.services.contribute(AccountLifecycle, 'sec-probe', {
      deleting: async (trx, event) => {
        await trx.insertInto('sec_probe_deleted').values({ global_id: event.globalId, at: event.at }).execute();
        if (failFor.has(event.globalId)) throw new Error('probe failed');
      },
    }),
  routes: async (app: FastifyInstance, ctx) => {
    app.get<{ Querystring: { g: string } }>('/api/sec-probe/source', async (request) => ok(await ctx.services.get(AccountDirectory).rightsSourceOf(request.query.g)));
  },
};

describe('enterprise sub-accounts (子账号管理) and account deletion (注销账号)', () => {
  let server: AccountTestServer;
  let api: Api;
  beforeAll(async () => {
    server = await startAccountServer({ extraPlugins: [probe] });
    api = new Api(server.url);
  });
  afterAll(() => server.close());
  beforeEach(() => server.clock.advance(16 * MINUTE));

  const source = async (globalId: string) => (await api.get('/api/sec-probe/source', { g: globalId })).body.data;

  describe('子账号管理', () => {
    it('is the enterprise main account\'s alone (403 仅企业主账号可以管理子账号 for the others)', async () => {
      for (const name of ['demo_vip', 'ent_staff']) {
        const { token } = await api.login(name);
        for (const [path, body] of [
          [SecurityPaths.subAccounts, undefined],
          [SecurityPaths.addSubAccount, { username: 'x_sub', password: 'Abc12345' }],
          [SecurityPaths.setSubAccountEnabled, { globalId: 'G10000006', enabled: false }],
          [SecurityPaths.setSubAccountSharing, { globalId: 'G10000006', shares: true }],
          [SecurityPaths.resetSubAccountPassword, { globalId: 'G10000006', password: 'Abc12345' }],
        ] as const) {
          expect((await call(api, path, token, body)).body).toEqual({ statusCode: 403, data: null, businessMsg: '仅企业主账号可以管理子账号' });
        }
      }
    });

    it('lists the seeded sub-accounts: ent_staff shares the enterprise rights, ent_guest does not', async () => {
      const { token } = await api.login('ent_admin');
      const reply = await call(api, SecurityPaths.subAccounts, token);
      expect(reply.body.statusCode).toBe(200);
      expect(reply.body.data.enterpriseName).toBe('浙江恒信工程咨询有限公司');
      expect(reply.body.data.max).toBe(50);
      expect(reply.body.data.list.map((s: any) => [s.accountName, s.fullName, s.mobile, s.enabled, s.sharesRights])).toEqual([
        ['ent_staff', '陈造价', '138****0003', true, true],
        ['ent_guest', '周实习', '138****0003', true, false],
      ]);
      expect(await source('G10000005')).toBe('G10000004');
      expect(await source('G10000006')).toBeNull();
      expect(await source('G10000004')).toBeNull();
      expect(await source('G10000001')).toBeNull();
      expect(await source('nobody')).toBeNull();
    });

    it('adds a sub-account by the registration rules; it logs in with its initial password', async () => {
      const { token } = await api.login('ent_admin');
      const rules: [Record<string, unknown>, string][] = [
        [{ username: 'has space', password: 'Abc12345' }, RegistrationMessages.usernameSpaces],
        [{ username: 'a'.repeat(33), password: 'Abc12345' }, RegistrationMessages.usernameTooLong],
        [{ username: 'admin', password: 'Abc12345' }, '该用户名不可用'],
        [{ username: 'ENT_STAFF', password: 'Abc12345' }, '该用户名不可用'],
        [{ username: 'hx_cost01', password: 'abcdefgh' }, RegistrationMessages.passwordKinds],
        [{ username: 'hx_cost01', password: 'Abc12345', fullName: '名'.repeat(21) }, '姓名不能超过20个字'],
      ];
      for (const [body, message] of rules) {
        expect((await call(api, SecurityPaths.addSubAccount, token, body)).body).toEqual({ statusCode: 400, data: null, businessMsg: message });
      }
      for (const body of [{}, { username: 'x' }, { username: 'x', password: 'Abc12345', mobile: '123' }, { username: '', password: 'Abc12345' }]) {
        expect((await call(api, SecurityPaths.addSubAccount, token, body)).http).toBe(400);
      }
      const added = await call(api, SecurityPaths.addSubAccount, token, { username: 'HX_Cost01', password: 'Cost#2026', fullName: '孙预算', mobile: '13600000001' });
      expect(added.body.statusCode).toBe(200);
      expect(added.body.businessMsg).toBe('子账号已创建');
      expect(added.body.data).toMatchObject({ accountName: 'hx_cost01', fullName: '孙预算', mobile: '136****0001', enabled: true, sharesRights: false, lastLoginAt: null });
      const row = await server.database.db.selectFrom('account_users').selectAll().where('account_name', '=', 'hx_cost01').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'entSub', enterprise_id: 10004, shares_rights: 0 });
      expect(row.password_hash).not.toContain('Cost#2026');
      // Taken now, in any case.
      expect((await call(api, SecurityPaths.addSubAccount, token, { username: 'hx_COST01', password: 'Abc12345' })).body.businessMsg).toBe('该用户名不可用');
      const login = await api.loginByAuth('hx_cost01', 'Cost#2026');
      expect(login.body.statusCode).toBe(200);
      const list = await call(api, SecurityPaths.subAccounts, token);
      expect(list.body.data.list.map((s: any) => s.accountName)).toEqual(['ent_staff', 'ent_guest', 'hx_cost01']);
    });

    it('two concurrent additions of one name make one sub-account', async () => {
      const { token } = await api.login('ent_admin');
      const replies = await Promise.all(
        Array.from({ length: 4 }, () => call(api, SecurityPaths.addSubAccount, token, { username: 'hx_twin', password: 'Twin#2026' })),
      );
      expect(replies.map((r) => r.body.statusCode).sort()).toEqual([200, 400, 400, 400]);
      expect(replies.filter((r) => r.body.statusCode === 400).every((r) => r.body.businessMsg === '该用户名不可用')).toBe(true);
      const rows = await server.database.db.selectFrom('account_users').select('id').where('account_name', '=', 'hx_twin').execute();
      expect(rows).toHaveLength(1);
      // Back to the two seeded sub-accounts and hx_cost01 for the tests below: hx_twin disabled.
      const twin = replies.find((r) => r.body.statusCode === 200)!.body.data.globalId;
      expect((await call(api, SecurityPaths.setSubAccountEnabled, token, { globalId: twin, enabled: false })).body.statusCode).toBe(200);
    });

    it('停用: the sub-account cannot log in (password or phone) and its sessions end; 启用 lets it in again', async () => {
      const admin = await api.login('ent_admin');
      const guest = await api.login('ent_guest');
      const disabled = await call(api, SecurityPaths.setSubAccountEnabled, admin.token, { globalId: 'G10000006', enabled: false });
      expect(disabled.body.statusCode).toBe(200);
      expect(disabled.body.businessMsg).toBe('子账号已停用，其登录设备已全部退出');
      expect(disabled.body.data).toMatchObject({ accountName: 'ent_guest', enabled: false });
      expect((await api.post(AccountPaths.usr, {}, { token: guest.token })).body.statusCode).toBe(302);
      expect((await api.loginByAuth('ent_guest')).body).toMatchObject({ statusCode: 400, businessMsg: '该账号已被企业管理员停用，请联系企业管理员' });
      // By phone: the code is right, the account refuses.
      const validateData = await solveCaptcha(api, server);
      await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000003', type: 'login' }, { validateData });
      const code = await lastCode(api, '13800000003');
      const sms = await api.post(AccountPaths.loginBySms, { mobile: '13800000003', code }, { globalId: 'G10000006' });
      expect(sms.body).toMatchObject({ statusCode: 400, businessMsg: '该账号已被企业管理员停用，请联系企业管理员' });
      // Another enterprise's account, or an unknown one, is not this enterprise's to change.
      expect((await call(api, SecurityPaths.setSubAccountEnabled, admin.token, { globalId: 'G10000001', enabled: false })).body.businessMsg).toBe('子账号不存在或不属于本企业');
      expect((await call(api, SecurityPaths.setSubAccountEnabled, admin.token, { globalId: 'G10000004', enabled: false })).body.businessMsg).toBe('子账号不存在或不属于本企业');
      const enabled = await call(api, SecurityPaths.setSubAccountEnabled, admin.token, { globalId: 'G10000006', enabled: true });
      expect(enabled.body).toMatchObject({ statusCode: 200, businessMsg: '子账号已启用', data: { enabled: true } });
      expect((await api.loginByAuth('ent_guest')).body.statusCode).toBe(200);
    });

    it('重置密码: a new password by the rule for the enterprise\'s own sub-account; its sessions end', async () => {
      const admin = await api.login('ent_admin');
      const staff = await api.login('ent_staff');
      expect((await call(api, SecurityPaths.resetSubAccountPassword, admin.token, { globalId: 'G10000005', password: 'abcdefgh' })).body.businessMsg).toBe(
        RegistrationMessages.passwordKinds,
      );
      expect((await call(api, SecurityPaths.resetSubAccountPassword, admin.token, { globalId: 'G10000001', password: 'Staff#2026' })).body.businessMsg).toBe(
        '子账号不存在或不属于本企业',
      );
      expect((await call(api, SecurityPaths.resetSubAccountPassword, staff.token, { globalId: 'G10000005', password: 'Staff#2026' })).body.statusCode).toBe(403);
      expect((await call(api, SecurityPaths.resetSubAccountPassword, admin.token, { globalId: 'G10000005' })).http).toBe(400);
      const reset = await call(api, SecurityPaths.resetSubAccountPassword, admin.token, { globalId: 'G10000005', password: 'Staff#2026' });
      expect(reset.body).toMatchObject({ statusCode: 200, businessMsg: '子账号密码已重置，其登录设备已全部退出', data: { accountName: 'ent_staff' } });
      expect((await api.post(AccountPaths.usr, {}, { token: staff.token })).body.statusCode).toBe(302);
      expect((await api.loginByAuth('ent_staff')).body.businessMsg).toBe('用户名或密码错误');
      expect((await api.loginByAuth('ent_staff', 'Staff#2026')).body.statusCode).toBe(200);
      server.clock.advance(16 * MINUTE);
      await call(api, SecurityPaths.resetSubAccountPassword, admin.token, { globalId: 'G10000005', password: DEMO_PASSWORD });
    });

    it('共享企业权益 on and off decides the rights source; a disabled sub-account shares nothing', async () => {
      const admin = await api.login('ent_admin');
      const on = await call(api, SecurityPaths.setSubAccountSharing, admin.token, { globalId: 'G10000006', shares: true });
      expect(on.body).toMatchObject({ statusCode: 200, businessMsg: '已开启共享企业权益', data: { sharesRights: true } });
      expect(await source('G10000006')).toBe('G10000004');
      await call(api, SecurityPaths.setSubAccountEnabled, admin.token, { globalId: 'G10000006', enabled: false });
      expect(await source('G10000006')).toBeNull();
      await call(api, SecurityPaths.setSubAccountEnabled, admin.token, { globalId: 'G10000006', enabled: true });
      expect(await source('G10000006')).toBe('G10000004');
      const off = await call(api, SecurityPaths.setSubAccountSharing, admin.token, { globalId: 'G10000006', shares: false });
      expect(off.body).toMatchObject({ statusCode: 200, businessMsg: '已关闭共享企业权益', data: { sharesRights: false } });
      expect(await source('G10000006')).toBeNull();
      for (const body of [{ globalId: 'G10000006' }, { globalId: '', shares: true }, { globalId: 'x'.repeat(33), shares: true }]) {
        expect((await call(api, SecurityPaths.setSubAccountSharing, admin.token, body)).http).toBe(400);
      }
    });
  });

  describe('注销账号', () => {
    it('a sub-account is its enterprise\'s, and a main account must first disable its enabled sub-accounts', async () => {
      const staff = await api.login('ent_staff');
      expect((await call(api, SecurityPaths.deleteAccount, staff.token, { password: DEMO_PASSWORD })).body.businessMsg).toBe(
        '企业子账号由企业管理员统一管理，如需注销请联系企业管理员',
      );
      const admin = await api.login('ent_admin');
      const blocked = await call(api, SecurityPaths.sendDeleteCode, admin.token, {}, { validateData: await solveCaptcha(api, server) });
      expect(blocked.body.businessMsg).toMatch(/^企业主账号下还有 3 个启用中的子账号/);
    });

    it('is confirmed by an SMS code of type delete to the bound phone (captcha first; a wrong or missing code deletes nothing)', async () => {
      const { token } = await api.login('demo_user');
      expect((await call(api, SecurityPaths.sendDeleteCode, token)).body.statusCode).toBe(980);
      const sent = await call(api, SecurityPaths.sendDeleteCode, token, {}, { validateData: await solveCaptcha(api, server) });
      expect(sent.body).toEqual({ statusCode: 200, data: { mobile: '138****0002' }, businessMsg: '验证码已发送至绑定手机' });
      const code = await lastCode(api, '13800000002');
      expect(server.printed.at(-1)).toBe(`[短信] 13800000002: 您正在注销造价指标网账号，注销后数据不可恢复，验证码为 ${code}，5分钟内有效。`);
      expect((await call(api, SecurityPaths.deleteAccount, token, {})).body.businessMsg).toBe('请输入6位数字验证码');
      expect((await call(api, SecurityPaths.deleteAccount, token, { password: DEMO_PASSWORD })).body.businessMsg).toBe('请输入6位数字验证码');
      expect((await call(api, SecurityPaths.deleteAccount, token, { code: code === '000000' ? '111111' : '000000' })).body.businessMsg).toBe('验证码错误');
      expect((await api.post(AccountPaths.usr, {}, { token })).body.statusCode).toBe(200);
    });

    it('removes or anonymises the personal data, ends every session, runs the hooks in its transaction, keeps the name reserved', async () => {
      const { token } = await api.login('demo_user');
      const other = await api.login('demo_user');
      // Registration data of the account: its consent (with the address) and its invite code.
      const db = server.database.db as Kysely<any>;
      await db.insertInto('account_consents').values({ id: 'c-demo-user', user_id: 10002, agreement_version: '2026-11-01', privacy_version: '2026-11-01', consented_at: 1, ip: '203.0.113.9' }).execute();
      await db.insertInto('account_invite_codes').values({ user_id: 10002, code: 'HXK7M2PQ', created_at: 1 }).execute();
      await call(api, SecurityPaths.sendDeleteCode, token, {}, { validateData: await solveCaptcha(api, server) });
      const code = await lastCode(api, '13800000002');
      const reply = await call(api, SecurityPaths.deleteAccount, token, { code });
      expect(reply.body).toEqual({ statusCode: 200, data: null, businessMsg: '账号已注销' });
      const row = await server.database.db.selectFrom('account_users').selectAll().where('id', '=', 10002).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ account_name: 'demo_user', global_id: 'G10000002', full_name: '已注销用户', avatar_small: null, avatar_big: null, password_hash: 'deleted' });
      expect(row.deleted_at).toBe(server.clock.now());
      expect(await server.database.db.selectFrom('account_phones').selectAll().where('user_id', '=', 10002).execute()).toEqual([]);
      const sessions = await server.database.db.selectFrom('account_sessions').selectAll().where('user_id', '=', 10002).execute();
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.every((s) => s.revoked_at !== null && s.device === '' && s.ip === '')).toBe(true);
      expect(await db.selectFrom('account_consents').select(['ip', 'consented_at']).where('user_id', '=', 10002).execute()).toEqual([{ ip: null, consented_at: 1 }]);
      expect(await db.selectFrom('account_invite_codes').selectAll().where('user_id', '=', 10002).execute()).toEqual([]);
      // The hook ran with the deletion's time, once.
      expect(await server.database.db.selectFrom('sec_probe_deleted').selectAll().where('global_id', '=', 'G10000002').execute()).toEqual([
        { global_id: 'G10000002', at: server.clock.now() },
      ]);
      // Signed out everywhere; cannot log in by password or phone; the name stays taken.
      for (const t of [token, other.token]) expect((await api.post(AccountPaths.usr, {}, { token: t })).body.statusCode).toBe(302);
      expect((await api.loginByAuth('demo_user')).body.businessMsg).toBe('用户名或密码错误');
      const validateData = await solveCaptcha(api, server);
      expect((await api.post(AccountPaths.smsVerificationCode, { mobile: '13800000002', type: 'login' }, { validateData })).body.businessMsg).toBe('该手机号尚未绑定任何账号');
      const admin = await api.login('ent_admin');
      expect((await call(api, SecurityPaths.addSubAccount, admin.token, { username: 'Demo_User', password: 'Abc12345' })).body.businessMsg).toBe('该用户名不可用');
    });

    it('two concurrent confirmations with one code delete once and run the hooks once', async () => {
      const { token } = await api.login('demo_vip');
      await call(api, SecurityPaths.sendDeleteCode, token, {}, { validateData: await solveCaptcha(api, server) });
      const code = await lastCode(api, '13800000001');
      const replies = await Promise.all([0, 1, 2].map(() => call(api, SecurityPaths.deleteAccount, token, { code })));
      expect(replies.filter((r) => r.body.statusCode === 200)).toHaveLength(1);
      expect(await server.database.db.selectFrom('sec_probe_deleted').selectAll().where('global_id', '=', 'G10000001').execute()).toHaveLength(1);
    });

    it('without a phone, by the password (wrong: 登录密码错误); a failing hook rolls everything back', async () => {
      const { token } = await api.login('demo_trial');
      expect((await call(api, SecurityPaths.sendDeleteCode, token, {}, { validateData: await solveCaptcha(api, server) })).body.businessMsg).toBe(
        '您的账号未绑定手机号，请使用登录密码确认注销',
      );
      expect((await call(api, SecurityPaths.deleteAccount, token, {})).body.businessMsg).toBe('请输入登录密码');
      expect((await call(api, SecurityPaths.deleteAccount, token, { password: 'Wrong#2026' })).body.businessMsg).toBe('登录密码错误');
      failFor.add('G10000003');
      const failed = await call(api, SecurityPaths.deleteAccount, token, { password: DEMO_PASSWORD });
      expect(failed.http).toBe(200);
      expect(failed.body).toEqual({ statusCode: 400, data: null, businessMsg: '账号注销失败，请稍后重试或联系客服' });
      const kept = await server.database.db.selectFrom('account_users').selectAll().where('id', '=', 10003).executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ full_name: '赵工', deleted_at: null });
      expect(await server.database.db.selectFrom('sec_probe_deleted').selectAll().where('global_id', '=', 'G10000003').execute()).toEqual([]);
      expect((await api.post(AccountPaths.usr, {}, { token })).body.statusCode).toBe(200);
      failFor.delete('G10000003');
      server.clock.advance(MINUTE);
      expect((await call(api, SecurityPaths.deleteAccount, token, { password: DEMO_PASSWORD })).body.statusCode).toBe(200);
      expect((await api.post(AccountPaths.usr, {}, { token })).body.statusCode).toBe(302);
    });
  });
});
