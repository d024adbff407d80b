/**
 * What the sample data knows about each province: how much is built there (the share of the
 * sample projects), its cost level against the national average, the usual design seismic
 * intensities, whether buildings are heated (north of the Qinling–Huai line) and whether soft
 * soil makes pile foundations the rule. Keyed by the short name; `provinceKey` maps a region name
 * (e.g. 江苏省, 广西壮族自治区) to it.
 */
import type { SeismicIntensity } from '../../shared/vocabulary';

export interface ProvinceProfile {
  /** Relative construction volume (share of the generated projects). */
  readonly weight: number;
  /** Cost level, × the national index. */
  readonly level: number;
  /** Design seismic intensity of the usual sites, with weights. */
  readonly seismic: ReadonlyArray<readonly [SeismicIntensity, number]>;
  /** Heated buildings (north of the Qinling–Huai line). */
  readonly north: boolean;
  /** Soft soil: pile foundations even for mid-rise buildings. */
  readonly softSoil: boolean;
}

const S7: ReadonlyArray<readonly [SeismicIntensity, number]> = [['7度', 1]];
const S8: ReadonlyArray<readonly [SeismicIntensity, number]> = [['8度', 1]];

function p(
  weight: number,
  level: number,
  seismic: ReadonlyArray<readonly [SeismicIntensity, number]>,
  north: boolean,
  softSoil = false,
): ProvinceProfile {
  return { weight, level, seismic, north, softSoil };
}

export const PROVINCE_PROFILES: Readonly<Record<string, ProvinceProfile>> = {
  北京: p(3.5, 1.3, S8, true),
  天津: p(2.0, 1.06, [['7度', 0.6], ['8度', 0.4]], true, true),
  河北: p(4.0, 0.98, [['7度', 0.6], ['8度', 0.35], ['6度', 0.05]], true),
  山西: p(2.0, 0.96, [['8度', 0.6], ['7度', 0.4]], true),
  内蒙古: p(1.4, 0.97, [['7度', 0.5], ['8度', 0.35], ['6度', 0.15]], true),
  辽宁: p(2.2, 0.92, [['7度', 0.7], ['8度', 0.2], ['6度', 0.1]], true),
  吉林: p(1.3, 0.9, [['7度', 0.5], ['6度', 0.4], ['8度', 0.1]], true),
  黑龙江: p(1.3, 0.89, [['6度', 0.6], ['7度', 0.4]], true),
  上海: p(4.0, 1.33, S7, false, true),
  江苏: p(10.0, 1.12, [['7度', 0.7], ['6度', 0.2], ['8度', 0.1]], false, true),
  浙江: p(9.0, 1.14, [['6度', 0.6], ['7度', 0.4]], false, true),
  安徽: p(4.5, 0.98, [['7度', 0.6], ['6度', 0.4]], false),
  福建: p(5.0, 1.04, [['7度', 0.7], ['8度', 0.2], ['6度', 0.1]], false, true),
  江西: p(3.0, 0.96, [['6度', 0.85], ['7度', 0.15]], false),
  山东: p(7.5, 1.03, [['7度', 0.7], ['8度', 0.15], ['6度', 0.15]], true),
  河南: p(6.5, 0.97, [['7度', 0.7], ['8度', 0.2], ['6度', 0.1]], true),
  湖北: p(6.0, 0.99, [['6度', 0.6], ['7度', 0.4]], false),
  湖南: p(4.5, 0.98, [['6度', 0.7], ['7度', 0.3]], false),
  广东: p(9.5, 1.15, [['7度', 0.85], ['6度', 0.1], ['8度', 0.05]], false, true),
  广西: p(2.8, 0.97, [['6度', 0.6], ['7度', 0.4]], false),
  海南: p(1.0, 1.02, [['8度', 0.5], ['7度', 0.4], ['6度', 0.1]], false, true),
  重庆: p(3.5, 1.0, [['6度', 0.9], ['7度', 0.1]], false),
  四川: p(6.5, 1.0, [['7度', 0.65], ['8度', 0.3], ['6度', 0.05]], false),
  贵州: p(2.2, 0.98, [['6度', 0.9], ['7度', 0.1]], false),
  云南: p(2.8, 0.99, [['8度', 0.6], ['7度', 0.3], ['9度', 0.1]], false),
  西藏: p(0.3, 1.18, [['8度', 0.7], ['7度', 0.2], ['9度', 0.1]], true),
  陕西: p(3.2, 0.99, [['8度', 0.5], ['7度', 0.4], ['6度', 0.1]], true),
  甘肃: p(1.2, 0.97, [['8度', 0.6], ['7度', 0.3], ['9度', 0.1]], true),
  青海: p(0.4, 1.1, [['7度', 0.6], ['8度', 0.4]], true),
  宁夏: p(0.5, 0.96, [['8度', 0.8], ['7度', 0.2]], true),
  新疆: p(1.5, 1.08, [['8度', 0.7], ['7度', 0.25], ['9度', 0.05]], true),
};

/** Areaids of the provinces without cost data (台湾, 香港, 澳门). */
export const NO_DATA_PROVINCE_IDS: readonly number[] = [28, 34, 35];

const KEYS = Object.keys(PROVINCE_PROFILES).sort((a, b) => b.length - a.length);

/** The short key of a province name (`江苏省` → `江苏`), or null when it has no profile. */
export function provinceKey(name: string): string | null {
  for (const key of KEYS) if (name.startsWith(key)) return key;
  return null;
}

/** The profile of a province name; a neutral profile when unknown. */
export function provinceProfile(name: string): ProvinceProfile {
  const key = provinceKey(name);
  return (key && PROVINCE_PROFILES[key]) || p(1, 1, S7, false);
}
