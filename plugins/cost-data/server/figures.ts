/**
 * The CostDataFigures service: read-only figures over the cost-data tables for other plugins
 * (the home page's outline, recommendations and overview). Parameterised, dialect-neutral SQL:
 * the medians use window functions (SQLite 3.25+, PostgreSQL) and the price-month index.
 */
import { sql, type Kysely } from 'kysely';
import { NATIONAL_AREA_ID } from '../shared/regions';
import type { CostDataFigures, IndexQuarter, MedianUnitCost, SingleProjectBrief } from '../shared/services';
import { BID_NODE_TABLE, PRICE_INDEX_TABLE, PROJECT_TABLE, type CostDataTables } from '../shared/tables';

type Db = Kysely<CostDataTables>;

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

interface MedianRow {
  grp: string | number;
  value: number | string;
  samples: number | string;
}

/**
 * Medians of unit_cost per group over a month window, in one pass: the rows are ranked inside
 * their group by a window function and the middle one (or the mean of the middle two) is kept.
 */
async function medians(db: Db, group: 'building_use' | 'province_id', from: number, to: number, use?: string): Promise<MedianRow[]> {
  const column = sql.ref(group);
  const useFilter = use === undefined ? sql`` : sql`and building_use = ${use}`;
  const result = await sql<MedianRow>`
    select grp, avg(unit_cost) as value, max(cnt) as samples
    from (
      select ${column} as grp, unit_cost,
        row_number() over (partition by ${column} order by unit_cost) as rn,
        count(*) over (partition by ${column}) as cnt
      from ${sql.table(BID_NODE_TABLE)}
      where price_month >= ${from} and price_month <= ${to} ${useFilter}
    ) ranked
    where rn = (cnt + 1) / 2 or rn = (cnt + 2) / 2
    group by grp`.execute(db);
  return result.rows;
}

export function createCostDataFigures(database: Kysely<any>): CostDataFigures {
  const db = database as Db;

  const latestMonth = async (): Promise<number | null> => {
    const row = await db.selectFrom(BID_NODE_TABLE).select((eb) => eb.fn.max('price_month').as('m')).executeTakeFirst();
    const m = num(row?.m);
    return m > 0 ? m : null;
  };

  return {
    latestMonth,

    async counts() {
      const nodes = await db
        .selectFrom(BID_NODE_TABLE)
        .select((eb) => [
          eb.fn.countAll().as('n'),
          eb.fn.count('province_id').distinct().as('regions'),
          eb.fn.count('building_use').distinct().as('uses'),
          eb.fn.max('price_month').as('latest'),
        ])
        .executeTakeFirst();
      const projects = await db.selectFrom(PROJECT_TABLE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const latest = num(nodes?.latest);
      return {
        bidNodeCount: num(nodes?.n),
        projectCount: num(projects?.n),
        regionCount: num(nodes?.regions),
        buildingUseCount: num(nodes?.uses),
        latestMonth: latest > 0 ? latest : null,
      };
    },

    async latestSingleProjects(limit) {
      const rows = await db
        .selectFrom(BID_NODE_TABLE)
        .select([
          'id',
          'code',
          'name',
          'building_use',
          'structure',
          'floors_above',
          'floors_below',
          'building_area',
          'unit_cost',
          'pricing_stage',
          'price_month',
          'province_id',
          'city_id',
        ])
        .orderBy('price_month', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(
        (r): SingleProjectBrief => ({
          id: num(r.id),
          code: r.code,
          name: r.name,
          buildingUse: r.building_use,
          structure: r.structure,
          floorsAbove: num(r.floors_above),
          floorsBelow: num(r.floors_below),
          buildingArea: num(r.building_area),
          unitCost: num(r.unit_cost),
          pricingStage: r.pricing_stage,
          priceMonth: num(r.price_month),
          provinceId: num(r.province_id),
          cityId: num(r.city_id),
        }),
      );
    },

    async medianByUse(from, to) {
      const rows = await medians(db, 'building_use', from, to);
      return rows.map((r): MedianUnitCost<string> => ({ group: String(r.grp), median: num(r.value), samples: num(r.samples) }));
    },

    async medianByProvince(from, to, buildingUse) {
      const rows = await medians(db, 'province_id', from, to, buildingUse);
      return rows.map((r): MedianUnitCost<number> => ({ group: num(r.grp), median: num(r.value), samples: num(r.samples) }));
    },

    async nationalIndexQuarters(until) {
      const quarters = await sql<{ y: number | string; q: number | string; value: number | string; last: number | string; months: number | string }>`
        select month / 100 as y, (month % 100 - 1) / 3 as q, avg(value) as value, max(month) as last, count(*) as months
        from ${sql.table(PRICE_INDEX_TABLE)}
        where province_id = ${NATIONAL_AREA_ID} and month <= ${until}
        group by month / 100, (month % 100 - 1) / 3
        order by y, q`.execute(db);
      return quarters.rows.map(
        (r): IndexQuarter => ({
          year: num(r.y),
          quarter: (num(r.q) + 1) as IndexQuarter['quarter'],
          value: num(r.value),
          lastMonth: num(r.last),
          months: num(r.months),
        }),
      );
    },
  };
}
