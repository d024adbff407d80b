/**
 * The figures of an exchanged report, read from the site's cost data through cost-data's
 * CostDataFigures (medians of unit cost, the national index by quarter) and RegionCatalogue
 * (province names). Values are rounded once, here, from the unrounded figures: the PDF prints
 * exactly these numbers.
 */
import { CostDataFigures, RegionCatalogue } from '@plugins/cost-data/shared/services';
import { MallMessages, type ReportScope } from '../../shared/mall';
import type { ServiceRegistry } from '@kernel/server/services';
import { quarterText, reportScope, type ReportSpec } from './catalogue';
import { refuse } from './service';

/** A median is shown only over at least this many single projects. */
export const MIN_REPORT_SAMPLES = 3;

export interface MedianRow {
  rank: number;
  label: string;
  /** 元/m², to the cent. */
  median: number;
  samples: number;
}

export interface QuarterRow {
  label: string;
  /** Short axis label, e.g. 26Q3. */
  short: string;
  /** Index points, 2 decimals. */
  value: number;
  /** Change on the quarter before and on the same quarter a year before, percent with 2 decimals; null without one. */
  qoq: number | null;
  yoy: number | null;
}

export interface ReportFigures {
  scope: ReportScope;
  /** What a row of the medians is: 省份 or 建筑用途 (null for the index). */
  groupLabel: string | null;
  /** Total single projects behind the figures (medians), or the quarters shown (index). */
  samples: number;
  medians: MedianRow[] | null;
  /** Groups left out for too few samples (label and samples). */
  thin: Array<{ label: string; samples: number }>;
  quarters: QuarterRow[] | null;
  /** The reading of the figures, sentence by sentence. */
  findings: string[];
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const pctText = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${v.toFixed(2)}%`);
const moneyText = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export { moneyText, pctText };

/** Reads the figures a report's spec names (refused when the cost data is not available). */
export async function readReport(services: ServiceRegistry, spec: ReportSpec): Promise<ReportFigures> {
  const figures = services.find(CostDataFigures);
  const regions = services.find(RegionCatalogue);
  if (!figures || !regions) throw refuse(MallMessages.reportUnavailable);
  const scope = reportScope(spec);

  if (spec.report === 'index') {
    const all = (await figures.nationalIndexQuarters(spec.until)).filter((q) => q.months === 3);
    const byKey = new Map(all.map((q) => [q.year * 10 + q.quarter, q.value]));
    const shown = all.slice(-spec.quarters);
    const quarters: QuarterRow[] = shown.map((q) => {
      const prevKey = q.quarter === 1 ? (q.year - 1) * 10 + 4 : q.year * 10 + q.quarter - 1;
      const prev = byKey.get(prevKey);
      const lastYear = byKey.get((q.year - 1) * 10 + q.quarter);
      return {
        label: quarterText(q.year, q.quarter),
        short: `${String(q.year).slice(2)}Q${q.quarter}`,
        value: round2(q.value),
        qoq: prev ? round2((q.value / prev - 1) * 100) : null,
        yoy: lastYear ? round2((q.value / lastYear - 1) * 100) : null,
      };
    });
    const findings: string[] = [];
    const last = quarters[quarters.length - 1];
    if (last) {
      findings.push(`${last.label}全国建筑工程造价指数为${last.value.toFixed(2)}点，环比${pctText(last.qoq)}，同比${pctText(last.yoy)}。`);
      const hi = quarters.reduce((a, b) => (b.value > a.value ? b : a));
      const lo = quarters.reduce((a, b) => (b.value < a.value ? b : a));
      findings.push(`近${quarters.length}个季度中，最高为${hi.label}（${hi.value.toFixed(2)}点），最低为${lo.label}（${lo.value.toFixed(2)}点）。`);
      findings.push(`指数以2018年1月全国造价水平为100点，高于100表示造价水平高于基期；环比、同比均按未取整的季度均值计算。`);
    } else {
      findings.push('统计期内暂无完整季度的指数数据。');
    }
    return { scope, groupLabel: null, samples: quarters.length, medians: null, thin: [], quarters, findings };
  }

  const raw =
    spec.report === 'byProvince'
      ? (await figures.medianByProvince(spec.from, spec.to, spec.use)).map((r) => ({ label: regions.find(r.group)?.name ?? `地区${r.group}`, median: r.median, samples: r.samples }))
      : (await figures.medianByUse(spec.from, spec.to)).map((r) => ({ label: r.group, median: r.median, samples: r.samples }));
  const kept = raw.filter((r) => r.samples >= MIN_REPORT_SAMPLES).sort((a, b) => b.median - a.median || a.label.localeCompare(b.label, 'zh-CN'));
  const thin = raw.filter((r) => r.samples < MIN_REPORT_SAMPLES).map((r) => ({ label: r.label, samples: r.samples }));
  const medians: MedianRow[] = kept.map((r, i) => ({ rank: i + 1, label: r.label, median: round2(r.median), samples: r.samples }));
  const samples = raw.reduce((n, r) => n + r.samples, 0);
  const findings: string[] = [];
  const what = spec.report === 'byProvince' ? `${spec.use}工程` : '各类建筑';
  if (medians.length) {
    const hi = medians[0]!;
    const lo = medians[medians.length - 1]!;
    findings.push(`统计期内共${samples}个${spec.report === 'byProvince' ? `${spec.use}` : ''}示例单项工程，列示${medians.length}个${spec.report === 'byProvince' ? '省份' : '建筑用途'}的单方造价中位数。`);
    findings.push(`${what}单方造价中位数最高为${hi.label}（${moneyText(hi.median)}元/m²），最低为${lo.label}（${moneyText(lo.median)}元/m²），前者约为后者的${(hi.median / lo.median).toFixed(2)}倍。`);
    findings.push('中位数不受个别极端工程影响，适合作为同类工程估算的参考水平；具体工程应结合结构形式、层数、装修标准与计价阶段调整。');
  } else {
    findings.push('统计期内暂无满足样本量要求的数据。');
  }
  if (thin.length) findings.push(`样本少于${MIN_REPORT_SAMPLES}个的${spec.report === 'byProvince' ? '省份' : '用途'}未列示中位数：${thin.map((t) => `${t.label}（${t.samples}个）`).join('、')}。`);
  return { scope, groupLabel: spec.report === 'byProvince' ? '省份' : '建筑用途', samples, medians, thin, quarters: null, findings };
}
