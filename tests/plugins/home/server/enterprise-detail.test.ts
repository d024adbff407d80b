/**
 * /home/queryEnterpriseDetail: a recommended enterprise's page (public) from home's own tables —
 * every card of /home/queryEnterprise has a profile, qualifications, service regions, cases and a
 * contact; a bad or unknown id is a Chinese refusal, never an HTTP 500.
 */
import { seedPlugins } from '@kernel/server/migrations';
import { createHomeServer } from '@plugins/home/server';
import { ENTERPRISE_CASES, ENTERPRISE_PROFILES } from '@plugins/home/server/enterprise-content';
import { ENTERPRISE_CASE_TABLE, ENTERPRISE_PROFILE_TABLE } from '@plugins/home/server/tables';
import { EnterpriseDetailMessages, HomePaths, type Enterprise, type EnterpriseDetail } from '@plugins/home/shared/contract';
import { companyDetailLink, homeRoutes } from '@plugins/home/shared/routes';
import { buildTestApp, type TestApp } from '../../../helpers/server';

let t: TestApp;
const home = createHomeServer({ cacheMs: 0 });

beforeAll(async () => {
  t = await buildTestApp({ plugins: [home] });
  await seedPlugins(t.database, [home], { scale: 1, seed: 1 });
});
afterAll(() => t.close());

const detail = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${HomePaths.enterpriseDetail}${query}` });
  return { http: res.statusCode, body: res.json() as { statusCode: number; data: EnterpriseDetail | null; businessMsg: string } };
};

describe('recommended company detail', () => {
  it('answers every enterprise of the home cards with its profile, qualifications, regions, cases and contact', async () => {
    const cards = (await t.app.inject({ method: 'GET', url: HomePaths.queryEnterprise })).json().data as Enterprise[];
    expect(cards.length).toBe(8);
    for (const card of cards) {
      const { http, body } = await detail(`?id=${card.id}`);
      expect(http).toBe(200);
      expect(body.statusCode).toBe(200);
      const d = body.data!;
      // The card's own fields, unchanged.
      expect(d).toMatchObject({ id: card.id, name: card.name, city: card.city, services: card.services, contributed: card.contributed });
      expect(d.intro.length).toBeGreaterThanOrEqual(2);
      expect(d.intro.join('')).toContain(card.city);
      expect(d.founded).toBeLessThan(card.since);
      expect(d.costEngineers).toBeGreaterThan(0);
      expect(d.costEngineers).toBeLessThan(d.staff);
      expect(d.qualifications.map((q) => q.name)).toContain('工程造价咨询企业资质');
      expect(d.qualifications.every((q) => q.grade && q.issuer)).toBe(true);
      // The enterprise's own city is among the regions it serves.
      expect(d.regions.some((r) => r.cities.includes(card.city))).toBe(true);
      expect(d.cases.length).toBe(3);
      expect(d.cases.map((c) => c.year)).toEqual([...d.cases.map((c) => c.year)].sort((a, b) => b - a));
      expect(d.cases.every((c) => c.investment > 0 && c.title && c.service)).toBe(true);
      expect(d.contact.email).toMatch(/@example\.com$/);
      expect(d.contact.phone).toMatch(/^0\d{2,3}-/);
    }
  });

  it('refuses a malformed id (400) and an unknown one (404) with a Chinese message', async () => {
    for (const q of ['', '?id=', '?id=abc', '?id=0', '?id=-3', '?id=1.5', '?id=99999999999', `?id=${'9'.repeat(40)}`]) {
      const { http, body } = await detail(q);
      expect(http).toBeLessThan(500);
      if (http === 200) expect(body).toMatchObject({ statusCode: 400, businessMsg: EnterpriseDetailMessages.invalidId, data: null });
      else expect(http).toBe(400);
    }
    expect(await detail('?id=999')).toMatchObject({ http: 200, body: { statusCode: 404, businessMsg: EnterpriseDetailMessages.notFound } });
  });

  it('seeds once: a second seed adds no rows, and the page address is built from the route ref', async () => {
    await seedPlugins(t.database, [home], { scale: 1, seed: 1 });
    const profiles = await t.database.db.selectFrom(ENTERPRISE_PROFILE_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const cases = await t.database.db.selectFrom(ENTERPRISE_CASE_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    expect(Number(profiles?.n)).toBe(ENTERPRISE_PROFILES.length);
    expect(Number(cases?.n)).toBe(ENTERPRISE_CASES.length);
    expect(companyDetailLink(3)).toBe('/recommendCompany/detail?id=3');
    expect(homeRoutes.companyDetail.pattern).toBe('/recommendCompany/detail');
  });

  it('is one of the pages the home plugin serves', () => {
    expect(home.manifest.pages).toContain('/recommendCompany/detail');
  });
});
