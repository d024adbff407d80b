/**
 * The corpus plan: which documents exist, their issuers, 文号, titles, dates, ids, replacement
 * chains and status, decided before any text is written (the bodies are built later, batch by
 * batch, from the plan).
 *
 * The standard corpus (every start; about 3,200 documents, 2013-01 to cost-data's latest month):
 * - national: the fixed documents of national.ts;
 * - each province: 人工工资指导价 every half-year (effective 1 March and 1 September), the VAT relays
 *   of 2016, 2018 and 2019, the 环境保护税 and 社会保险费 notices, 安全文明施工费 revisions every three or
 *   four years (each replacing the previous one), the 计价依据 editions and the GB/T 50500-2024
 *   notice, material-price risk rules, and tendering, contract and cost-management notices;
 * - each priced main city: 材料价格信息 issues (the quarter-end months from 2021 and the latest month), a 扬尘污染防治费
 *   notice for some, and cost-management notices.
 * The benchmark corpus (`documents` above the standard count) adds municipal 材料价格信息 issues in
 * this order: the other months of the priced cities, their 安装 / 市政 / 装饰 issues, the other
 * cities of each province (priced at their province), and their specialty issues; each tier in a
 * fixed pseudo-random order, cut at the count asked.
 */
import { cityIssuer, PROVINCE_ISSUERS, type ProvinceIssuer } from './issuers';
import type { CorpusInput, DocPlan, Family } from './model';
import { NATIONAL_DOCUMENTS } from './national';
import { hashKey, Stream } from './random';
import { addDays, addMonths, daysIn, isoDate, monthOf } from './text';
import { TOPICS } from './topics';

export const FIRST_YEAR = 2013;

/** The topics a province's cost station (造价管理总站) issues rather than its department. */
const STATION_TOPICS = new Set(['cost-info', 'index-release', 'monitoring']);

/** The material-price issue variants: the bulletin's specialty. */
export const MATERIAL_VARIANTS = [
  { code: 'building', name: '建设工程' },
  { code: 'install', name: '安装工程' },
  { code: 'municipal', name: '市政工程' },
  { code: 'decoration', name: '装饰工程' },
] as const;
export type MaterialVariant = (typeof MATERIAL_VARIANTS)[number]['code'];

interface PlanSeed {
  key: string;
  family: Family;
  type: DocPlan['type'];
  level: DocPlan['level'];
  areaId: number;
  provinceId: number;
  areaName: string;
  issuer: string;
  prefix: string | null;
  docNo?: string;
  title: string;
  publish: string;
  effective: string;
  series?: string | null;
  group?: string | null;
  validYears?: number | null;
  priority?: number;
  params?: Record<string, number | string>;
}

const make = (s: PlanSeed): DocPlan => ({
  key: s.key,
  family: s.family,
  type: s.type,
  level: s.level,
  areaId: s.areaId,
  provinceId: s.provinceId,
  areaName: s.areaName,
  issuer: s.issuer,
  prefix: s.prefix,
  docNo: s.docNo ?? '',
  title: s.title,
  publish: s.publish,
  effective: s.effective,
  series: s.series ?? null,
  group: s.group ?? null,
  validYears: s.validYears ?? null,
  priority: s.priority ?? 0,
  params: s.params ?? {},
  id: 0,
  replaces: null,
  status: 'current',
});

/** The fixed 文号 of the 江苏 VAT relays (the province's real numbering of them). */
const JIANGSU_VAT_NUMBERS = ['苏建价〔2016〕154号', '苏建函价〔2018〕298号', '苏建函价〔2019〕178号'];

function provincePlans(p: ProvinceIssuer, seed: number, latest: number, out: DocPlan[]): void {
  const base = { level: 'province' as const, areaId: p.areaid, provinceId: p.areaid, areaName: p.short };
  const rnd = new Stream(seed, `province:${p.areaid}`);
  const lastYear = Math.floor(latest / 100);
  const fits = (effective: string, publish: string) => monthOf(effective) <= latest && monthOf(publish) <= latest;

  // 人工工资指导价: every half-year, effective 1 March and 1 September.
  for (let year = FIRST_YEAR; year <= lastYear; year++) {
    for (const half of [1, 2]) {
      const publish = isoDate(year, half === 1 ? 2 : 8, rnd.int(16, 27));
      const effective = isoDate(year, half === 1 ? 3 : 9, 1);
      if (!fits(effective, publish)) continue;
      out.push(make({
        ...base, key: `labour:${p.areaid}:${year}:${half}`, family: 'labour', type: 'rengong', issuer: p.department, prefix: p.letterPrefix,
        title: `关于发布${year}年${half === 1 ? '上' : '下'}半年建设工程人工工资指导价的通知`, publish, effective, series: `labour:${p.areaid}`, params: { year, half },
      }));
    }
  }

  // VAT relays: 11 % (2016-05-01), 10 % (2018-05-01), 9 % (2019-04-01).
  const vat = [
    { publish: isoDate(2016, 4, rnd.int(8, 26)), effective: '2016-05-01', title: `关于建筑业实施营改增后${p.full}建设工程计价依据调整的通知` },
    { publish: isoDate(2018, 4, rnd.int(12, 26)), effective: '2018-05-01', title: '关于调整建设工程计价依据增值税税率的通知' },
    { publish: isoDate(2019, 3, rnd.int(27, 30)), effective: '2019-04-01', title: '关于重新调整建设工程计价依据增值税税率的通知' },
  ];
  vat.forEach((v, step) => {
    const fixed = p.areaid === 12 ? JIANGSU_VAT_NUMBERS[step] : undefined;
    out.push(make({
      ...base, key: `vat:${p.areaid}:${step}`, family: 'vat', type: 'shuifei', issuer: p.department, prefix: fixed ? null : step === 0 ? p.prefix : p.letterPrefix,
      docNo: fixed, title: v.title, publish: v.publish, effective: v.effective, series: `vat:${p.areaid}`, params: { step },
    }));
  });

  // 规费: 工程排污费 → 环境保护税 (2018-01-01); 社会保险费 rates (2019-05-01).
  out.push(make({
    ...base, key: `fees:${p.areaid}:envtax`, family: 'fees', type: 'shuifei', issuer: p.department, prefix: p.letterPrefix,
    title: '关于工程排污费调整为环境保护税有关计价问题的通知', publish: isoDate(2017, 12, rnd.int(12, 28)), effective: '2018-01-01', params: { topic: 'envtax' },
  }));
  out.push(make({
    ...base, key: `fees:${p.areaid}:social`, family: 'fees', type: 'shuifei', issuer: p.department, prefix: p.letterPrefix,
    title: '关于调整建设工程规费中社会保险费计取标准的通知', publish: isoDate(2019, 4, rnd.int(18, 29)), effective: '2019-05-01', params: { topic: 'social' },
  }));

  // 安全文明施工费: revisions about every three years, each replacing the previous one.
  let rev = 0;
  for (const around of [2014, 2017, 2020, 2023, 2026]) {
    const year = around + rnd.int(0, 1);
    const month = rnd.int(2, 10);
    const publish = isoDate(year, month, rnd.int(5, 25));
    const effective = isoDate(year, month + 1 + rnd.int(0, 1), 1);
    if (!fits(effective, publish)) continue;
    out.push(make({
      ...base, key: `safety:${p.areaid}:${rev}`, family: 'safety', type: 'anquan', issuer: p.department, prefix: p.prefix,
      title: rev === 0 ? `关于印发《${p.full}建设工程安全文明施工费计取办法》的通知` : '关于调整建设工程安全文明施工费计取标准的通知',
      publish, effective, series: `safety:${p.areaid}`, params: { rev, year },
    }));
    rev++;
  }

  // 计价依据: the 2014 edition, a later one, then GB/T 50500-2024.
  const editions = [2014 + rnd.int(0, 1), 2018 + rnd.int(0, 6)];
  editions.forEach((year, edition) => {
    const month = rnd.int(3, 10);
    const publish = isoDate(year, month, rnd.int(5, 25));
    const effective = isoDate(year + (month >= 10 ? 1 : 0), month >= 10 ? 1 : month + 2, 1);
    if (!fits(effective, publish)) return;
    out.push(make({
      ...base, key: `basis:${p.areaid}:${edition}`, family: 'basis', type: 'jijia', issuer: p.department, prefix: p.prefix,
      title: `关于印发《${p.full}建设工程计价依据》（${year}版）的通知`, publish, effective, series: `basis:${p.areaid}`, params: { edition, year },
    }));
  });
  {
    const publish = isoDate(2025, rnd.int(6, 8), rnd.int(3, 25));
    if (fits('2025-09-01', publish)) {
      out.push(make({
        ...base, key: `gb2024:${p.areaid}`, family: 'gb2024', type: 'jijia', issuer: p.department, prefix: p.prefix,
        title: '关于贯彻实施GB/T 50500-2024《建设工程工程量清单计价标准》的通知', publish, effective: '2025-09-01', params: {},
      }));
    }
  }

  // 材料价格风险管控: 2021 (the steel and concrete surge), a follow-up for some in 2022–2023.
  {
    const publish = isoDate(2021, rnd.int(5, 7), rnd.int(5, 28));
    out.push(make({
      ...base, key: `risk:${p.areaid}:0`, family: 'risk', type: 'cailiao', issuer: p.department, prefix: p.prefix,
      title: '关于加强建设工程主要材料价格风险管控的指导意见', publish, effective: publish, series: `risk:${p.areaid}`, params: { rev: 0 },
    }));
    if (rnd.chance(0.5)) {
      const year = rnd.int(2022, 2023);
      const later = isoDate(year, rnd.int(2, 11), rnd.int(5, 28));
      out.push(make({
        ...base, key: `risk:${p.areaid}:1`, family: 'risk', type: 'cailiao', issuer: p.department, prefix: p.prefix,
        title: '关于进一步做好建设工程主要材料价格风险防控工作的通知', publish: later, effective: later, series: `risk:${p.areaid}`, params: { rev: 1 },
      }));
    }
  }

  // Tendering, contract and cost-management notices: a few topics each, at drawn dates.
  for (const type of ['zhaobiao', 'hetong', 'guanli'] as const) {
    const topics = TOPICS.filter((t) => t.type === type);
    const count = type === 'hetong' ? 3 : 4;
    for (const topic of rnd.sample(topics, count)) {
      const to = Math.min(topic.to, lastYear);
      const years = rnd.chance(0.35) && to - topic.from >= 6 ? [rnd.int(topic.from, topic.from + 2), rnd.int(to - 3, to)] : [rnd.int(topic.from, to)];
      years.forEach((year, k) => {
        const publish = isoDate(year, rnd.int(1, 12), rnd.int(3, 27));
        if (monthOf(publish) > latest) return;
        const effective = rnd.chance(0.5) ? publish : addDays(publish, rnd.int(10, 40));
        if (monthOf(effective) > latest) return;
        // The cost station issues the notices on cost information, indices and monitoring.
        const station = STATION_TOPICS.has(topic.code);
        out.push(make({
          ...base, key: `notice:${p.areaid}:${topic.code}:${k}`, family: 'notice', type, issuer: station ? p.station : p.department, prefix: station ? p.stationPrefix : p.prefix,
          title: topic.title, publish, effective, series: years.length > 1 ? `notice:${p.areaid}:${topic.code}` : null, validYears: topic.validYears,
          params: { topic: topic.code },
        }));
      });
    }
  }
}

function cityPlans(city: { areaid: number; provinceId: number; name: string }, provinceShort: string, seed: number, latest: number, out: DocPlan[]): void {
  const issuer = cityIssuer(city.areaid, city.provinceId, city.name);
  const base = { level: 'city' as const, areaId: city.areaid, provinceId: city.provinceId, areaName: city.name, issuer: issuer.station, prefix: issuer.prefix };
  const rnd = new Stream(seed, `city:${city.areaid}`);
  const lastYear = Math.floor(latest / 100);
  if (rnd.chance(0.5)) {
    const year = rnd.int(2018, Math.min(2023, lastYear));
    const publish = isoDate(year, rnd.int(2, 11), rnd.int(3, 27));
    out.push(make({
      ...base, key: `dust:${city.areaid}`, family: 'dust', type: 'anquan', title: '关于明确建设工程扬尘污染防治费计取有关事项的通知',
      publish, effective: addDays(publish, rnd.int(0, 20)), params: { year, province: provinceShort },
    }));
  }
  const topics = TOPICS.filter((t) => t.code === 'cost-info' || t.code === 'monitoring' || t.code === 'control-price');
  for (const topic of rnd.sample(topics, rnd.int(1, 2))) {
    const year = rnd.int(topic.from, Math.min(topic.to, lastYear));
    const publish = isoDate(year, rnd.int(1, 12), rnd.int(3, 27));
    if (monthOf(publish) > latest) continue;
    out.push(make({
      ...base, key: `notice:${city.areaid}:${topic.code}`, family: 'notice', type: topic.type, title: topic.title, publish, effective: publish,
      validYears: topic.validYears, params: { topic: topic.code },
    }));
  }
}

/** A material-price issue of a city, month and variant. */
function materialPlan(city: { areaid: number; provinceId: number; name: string }, month: number, variant: MaterialVariant, seed: number, priority: number): DocPlan {
  const issuer = cityIssuer(city.areaid, city.provinceId, city.name);
  const year = Math.floor(month / 100);
  const m = month % 100;
  const day = Math.min(daysIn(year, m), 20 + (hashKey(seed, `material-day:${city.areaid}:${month}`) % 8));
  const publish = isoDate(year, m, day);
  const v = MATERIAL_VARIANTS.find((x) => x.code === variant)!;
  return make({
    key: `material:${city.areaid}:${month}:${variant}`, family: 'material', type: 'cailiao', level: 'city', areaId: city.areaid, provinceId: city.provinceId,
    areaName: city.name, issuer: issuer.station, prefix: `${issuer.prefix}信`,
    title: `${city.name}${year}年第${m}期${v.name}材料价格信息`, publish, effective: publish, group: `material:${city.areaid}:${variant}`, priority,
    params: { month, variant },
  });
}

/** Every month from `from` to `to` (YYYYMM, inclusive). */
function monthsFrom(from: number, to: number): number[] {
  const out: number[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** Shuffles deterministically by a hash of each plan's key. */
function hashOrder(plans: DocPlan[], seed: number): DocPlan[] {
  return plans
    .map((p) => [hashKey(seed, p.key), p] as const)
    .sort((a, b) => a[0] - b[0] || (a[1].key < b[1].key ? -1 : 1))
    .map(([, p]) => p);
}

/**
 * The plan of the corpus, ids assigned in publish order (then key), 文号 numbered per prefix and
 * year in that order, chains linked and status set.
 */
export function planCorpus(input: CorpusInput): DocPlan[] {
  const { prices, seed } = input;
  const latest = prices.latestMonth();
  const plans: DocPlan[] = [];

  for (const n of NATIONAL_DOCUMENTS) {
    if (monthOf(n.publish) > latest) continue;
    plans.push(make({
      key: `national:${n.code}`, family: 'national', type: n.type, level: 'national', areaId: 1, provinceId: 1, areaName: '全国', issuer: n.issuer,
      prefix: null, docNo: n.docNo, title: n.title, publish: n.publish, effective: n.effective, series: n.series, params: { code: n.code },
    }));
  }
  for (const p of PROVINCE_ISSUERS) provincePlans(p, seed, latest, plans);

  const priced = prices.regions().filter((r) => r.isCity);
  const shortOf = new Map(PROVINCE_ISSUERS.map((p) => [p.areaid, p.short]));
  for (const city of priced) cityPlans({ areaid: city.areaid, provinceId: city.provinceId, name: city.name }, shortOf.get(city.provinceId) ?? '', seed, latest, plans);

  // The standard corpus's bulletins: the quarter-end months of the priced cities from 2021, and the latest month.
  const firstPriced = Math.max(202101, prices.months()[0] ?? 201801);
  const standardMonth = (m: number) => m >= firstPriced && (m % 100 % 3 === 0 || m === latest);
  const quarterEnds = monthsFrom(firstPriced, latest).filter(standardMonth);
  for (const city of priced) for (const month of quarterEnds) plans.push(materialPlan(city, month, 'building', seed, 0));

  const standard = plans.length;
  const wanted = input.documents ?? standard;
  if (wanted > standard) {
    let missing = wanted - standard;
    const tiers: Array<() => DocPlan[]> = [
      // The other months of the priced cities since 2018.
      () => {
        const out: DocPlan[] = [];
        for (const city of priced) for (const month of monthsFrom(201801, latest)) if (!standardMonth(month)) out.push(materialPlan(city, month, 'building', seed, 1));
        return out;
      },
      // Their specialty bulletins.
      () => {
        const out: DocPlan[] = [];
        for (const city of priced) for (const month of monthsFrom(201801, latest)) for (const v of ['install', 'municipal', 'decoration'] as const) out.push(materialPlan(city, month, v, seed, 2));
        return out;
      },
      // The other cities of each province (priced at their province).
      () => {
        const out: DocPlan[] = [];
        for (const c of otherCities(input)) for (const month of monthsFrom(201801, latest)) out.push(materialPlan(c, month, 'building', seed, 3));
        return out;
      },
      () => {
        const out: DocPlan[] = [];
        for (const c of otherCities(input)) for (const month of monthsFrom(201801, latest)) for (const v of ['install', 'municipal', 'decoration'] as const) out.push(materialPlan(c, month, v, seed, 4));
        return out;
      },
    ];
    for (const tier of tiers) {
      if (missing <= 0) break;
      const ordered = hashOrder(tier(), seed);
      const taken = ordered.slice(0, missing);
      for (const p of taken) plans.push(p);
      missing -= taken.length;
    }
  }
  return finish(plans, seed, latest);
}

/** The cities of the site's provinces that the price model does not price (not the municipalities' districts). */
function otherCities(input: CorpusInput): Array<{ areaid: number; provinceId: number; name: string }> {
  const pricedIds = new Set(input.prices.regions().map((r) => r.areaid));
  const out: Array<{ areaid: number; provinceId: number; name: string }> = [];
  for (const p of PROVINCE_ISSUERS) {
    if (p.municipality) continue;
    for (const c of input.cities.get(p.areaid) ?? []) {
      if (pricedIds.has(c.areaid) || !/(市|州|盟|地区)$/.test(c.name)) continue;
      out.push({ areaid: c.areaid, provinceId: p.areaid, name: c.name });
    }
  }
  return out;
}

function finish(plans: DocPlan[], seed: number, latest: number): DocPlan[] {
  plans.sort((a, b) => (a.publish < b.publish ? -1 : a.publish > b.publish ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // 文号: per prefix and year, increasing with the date as an issuer's yearly sequence does (a
  // province's notices reach 200–400 by December, a city's 60–150), never one of the fixed numbers.
  const fixed = new Set(plans.filter((p) => p.prefix === null).map((p) => p.docNo));
  const counters = new Map<string, number>();
  plans.forEach((p, i) => {
    p.id = i + 1;
    if (p.prefix === null) return;
    const year = Number(p.publish.slice(0, 4));
    const key = `${p.prefix}:${year}`;
    const pace = (p.level === 'city' ? 60 : 200) + (hashKey(seed, `pace:${p.prefix}`) % (p.level === 'city' ? 90 : 200));
    const dayOfYear = (Date.UTC(year, Number(p.publish.slice(5, 7)) - 1, Number(p.publish.slice(8, 10))) - Date.UTC(year, 0, 1)) / 86_400_000 + 1;
    const rnd = new Stream(seed, `docno:${p.key}`);
    let n = Math.max((counters.get(key) ?? 0) + 1, Math.floor((pace * dayOfYear) / 366) + rnd.int(0, 3));
    while (fixed.has(`${p.prefix}〔${year}〕${n}号`)) n++;
    counters.set(key, n);
    p.docNo = `${p.prefix}〔${year}〕${n}号`;
  });
  // Chains: each document of a series replaces the one before it.
  const lastOfSeries = new Map<string, DocPlan>();
  const lastOfGroup = new Map<string, DocPlan>();
  for (const p of plans) {
    if (p.series) {
      const before = lastOfSeries.get(p.series);
      if (before) {
        p.replaces = before;
        before.status = 'replaced';
      }
      lastOfSeries.set(p.series, p);
    }
    if (p.group) {
      const before = lastOfGroup.get(p.group);
      if (before) before.status = 'expired';
      lastOfGroup.set(p.group, p);
    }
  }
  const latestYear = Math.floor(latest / 100);
  const latestMonth = latest % 100;
  for (const p of plans) {
    if (p.status !== 'current' || !p.validYears) continue;
    const [y, m] = [Number(p.effective.slice(0, 4)), Number(p.effective.slice(5, 7))];
    if ((y + p.validYears) * 100 + m <= latestYear * 100 + latestMonth) p.status = 'expired';
  }
  return plans;
}

