/**
 * National monthly price curves of the sample data, one per price class, 2018-01 … 2026-12, as a
 * ratio to the national 市场价 of 2024-01 (so a resource's national market price is its
 * `basePrice` × the curve of its class). Generated sample data, deterministic, no database.
 *
 * The curves follow the movements of the Chinese market as the trade press reported them
 * (national averages of the big price portals and of the provincial 信息价 bulletins), rounded:
 *
 * - 螺纹钢 HRB400E Φ20–25: about 4,200 元/t in 2018 (a run-up to 4,550 in the autumn), 3,750–4,000
 *   in 2019, a dip to about 3,450 in the spring of 2020, the peak of about 6,000 in May 2021 (a second
 *   high of about 5,600 in October), easing through 2022, 3,600–4,050 in 2023, 3,580 in January 2024
 *   and about 3,450 over 2024 (3,250 in September), 3,100–3,300 in 2025.
 * - 商品混凝土 C30 (泵送): about 370 in early 2018, up with the sand and stone shortage of 2018–2019,
 *   the cement-driven high of October 2021 (about 480), then down: 340–390 nationally in 2023–24,
 *   about 330 in 2025.
 * - 水泥 P.O42.5 (散装): about 415 元/t in early 2018, 470–480 at the end of 2018, the 2021 peak of
 *   about 490 in October (energy-consumption controls), 405 in January 2024, a dip to about 355 in
 *   mid-2024, 360–395 in 2025.
 * - 砂石: the 2018–2019 surge (river-sand bans, quarry closures), a plateau to 2021, a steady fall
 *   from 2022 (machine-made sand in over-supply).
 * - Labour (day rates): skilled trades +5–8 % a year (+5 % in 2020, +8 % in 2021), general labour a
 *   little slower; see `LABOUR_GROWTH`.
 * - Commodities that drive other classes: copper (cable: 35 % fixed, 65 % copper), aluminium ingot
 *   (aluminium profiles, ceilings: 55 % fixed), oil (diesel retail price: fuel, bitumen-based
 *   waterproofing, plastics in pipes and insulation), structural steel (pipes, equipment).
 *
 * Every curve is precomputed once into a Float64Array indexed by the month ordinal (0 = 2018-01).
 */
import { FIRST_PRICE_MONTH, LAST_PRICE_MONTH } from '../../../shared/vocabulary';
import type { PriceClass } from '../model';

/** The month every curve is 1 at: the national market price of this month is the resource's basePrice. */
export const BASE_MONTH = 202401;

/** Number of months the model covers (2018-01 … 2026-12 = 108). */
export const MONTH_COUNT = ordinalOf(LAST_PRICE_MONTH) + 1;

/** Months since 2018-01 (0 for 201801); outside the range when the month is. */
export function ordinalOf(month: number): number {
  return (Math.floor(month / 100) - Math.floor(FIRST_PRICE_MONTH / 100)) * 12 + (month % 100) - (FIRST_PRICE_MONTH % 100);
}

/** YYYYMM of an ordinal. */
export function monthOfOrdinal(ordinal: number): number {
  const total = Math.floor(FIRST_PRICE_MONTH / 100) * 12 + (FIRST_PRICE_MONTH % 100) - 1 + ordinal;
  return Math.floor(total / 12) * 100 + (total % 12) + 1;
}

type Anchors = ReadonlyArray<readonly [number, number]>;

/**
 * Reference prices (元, national market) of the anchored resources, as the anchors below are
 * written. A resource of the class moves in proportion: its own price = basePrice × anchor(m) ÷
 * anchor(2024-01).
 */
export const REFERENCE_PRICES = {
  /** 螺纹钢 HRB400E Φ20–25, 元/t, national market of 2024-01 (building-resources R1004). */
  rebar: 3580,
  /** 预拌混凝土 C30 (泵送), 元/m³ (resources-common R0304). */
  concrete: 378,
  /** 普通硅酸盐水泥 P.O 42.5, 元/t (resources-common R0201). */
  cement: 405,
} as const;

/** 螺纹钢 HRB400E Φ20–25, 元/t, national market average. */
export const REBAR_ANCHORS: Anchors = [
  [201801, 4080], [201803, 4000], [201806, 4200], [201808, 4400], [201810, 4550], [201811, 4450], [201812, 3950],
  [201903, 3900], [201905, 4000], [201908, 3750], [201910, 3800], [201912, 3850],
  [202002, 3600], [202004, 3450], [202006, 3600], [202009, 3750], [202012, 4250],
  [202102, 4500], [202103, 4850], [202105, 6000], [202106, 5100], [202107, 5300], [202109, 5450], [202110, 5600], [202111, 4900], [202112, 4750],
  [202203, 4950], [202205, 4850], [202207, 4100], [202209, 4000], [202212, 3950],
  [202303, 4050], [202306, 3650], [202309, 3620], [202312, 3650],
  [202401, 3580], [202404, 3480], [202407, 3380], [202409, 3250], [202410, 3520], [202412, 3420],
  [202503, 3300], [202506, 3120], [202509, 3200], [202512, 3150],
  [202606, 3130], [202612, 3150],
];

/** 型钢, 钢板, 结构用钢管: the steel cycle, a little smoother and without the rebar-specific spikes. */
const STEEL_SECTION_ANCHORS: Anchors = [
  [201801, 4350], [201806, 4450], [201810, 4650], [201812, 4250],
  [201906, 4050], [201912, 3950], [202004, 3650], [202008, 3850], [202012, 4450],
  [202103, 5250], [202105, 6300], [202107, 5750], [202110, 5850], [202112, 5050],
  [202203, 5350], [202207, 4450], [202212, 4250], [202306, 4000], [202312, 4100],
  [202401, 4100], [202406, 3850], [202409, 3500], [202412, 3700], [202506, 3450], [202512, 3450], [202612, 3450],
];

/** 预拌混凝土 C30, 元/m³, national market average. */
export const CONCRETE_ANCHORS: Anchors = [
  [201801, 370], [201806, 393], [201812, 423], [201906, 427], [201912, 431],
  [202003, 416], [202006, 420], [202012, 431], [202105, 450], [202108, 446], [202110, 480], [202112, 461],
  [202203, 442], [202206, 427], [202212, 390], [202303, 386], [202306, 384], [202312, 380],
  [202401, 378], [202406, 367], [202412, 355], [202506, 344], [202512, 336], [202612, 333],
];

/** 普通硅酸盐水泥 P.O42.5 (散装), 元/t, national market average. */
export const CEMENT_ANCHORS: Anchors = [
  [201801, 415], [201806, 420], [201810, 470], [201812, 480], [201906, 460], [201912, 475],
  [202003, 445], [202006, 440], [202012, 470], [202103, 445], [202106, 455], [202109, 470], [202110, 490], [202111, 485], [202112, 470],
  [202203, 468], [202206, 445], [202209, 430], [202212, 440], [202303, 430], [202306, 392], [202309, 372], [202312, 400],
  [202401, 405], [202404, 372], [202407, 355], [202410, 395], [202412, 410],
  [202503, 395], [202506, 375], [202509, 360], [202512, 365], [202612, 365],
];

/** Ratio curves (2024-01 = 1) of the classes without a price anchor of their own. */
const RATIO_ANCHORS: Partial<Record<PriceClass, Anchors>> = {
  sand_stone: [
    [201801, 0.95], [201806, 1.1], [201812, 1.25], [201906, 1.33], [201912, 1.36], [202006, 1.32], [202012, 1.35],
    [202106, 1.37], [202112, 1.34], [202206, 1.25], [202212, 1.17], [202306, 1.08], [202312, 1.01],
    [202401, 1], [202412, 0.93], [202512, 0.88], [202612, 0.87],
  ],
  mortar: [
    [201801, 0.92], [201812, 1.05], [201912, 1.08], [202006, 1.05], [202012, 1.08], [202110, 1.18], [202112, 1.15],
    [202206, 1.1], [202212, 1.07], [202306, 1.03], [202401, 1], [202412, 0.96], [202512, 0.93], [202612, 0.92],
  ],
  masonry: [
    [201801, 0.9], [201812, 0.98], [201912, 1.02], [202012, 1.04], [202110, 1.1], [202112, 1.08],
    [202212, 1.05], [202312, 1.01], [202401, 1], [202412, 0.97], [202512, 0.95], [202612, 0.95],
  ],
  timber: [
    [201801, 0.92], [201812, 0.95], [201912, 0.96], [202006, 0.95], [202012, 1.02], [202105, 1.12], [202110, 1.14],
    [202206, 1.1], [202212, 1.05], [202306, 1.02], [202401, 1], [202412, 0.98], [202512, 0.97], [202612, 0.97],
  ],
  tile_stone: [
    [201801, 0.95], [201912, 0.98], [202012, 0.99], [202112, 1.04], [202212, 1.04], [202312, 1.01],
    [202401, 1], [202412, 0.97], [202512, 0.95], [202612, 0.94],
  ],
  paint: [
    [201801, 0.93], [201912, 0.96], [202012, 0.97], [202106, 1.03], [202112, 1.07], [202206, 1.08], [202212, 1.05],
    [202312, 1.01], [202401, 1], [202412, 0.98], [202512, 0.97], [202612, 0.97],
  ],
  door_window: [
    [201801, 0.92], [201912, 0.95], [202006, 0.94], [202012, 0.99], [202107, 1.08], [202110, 1.1], [202112, 1.07],
    [202206, 1.06], [202212, 1.03], [202312, 1], [202401, 1], [202412, 0.99], [202512, 0.98], [202612, 0.98],
  ],
};

/** Copper (SHFE), 元/t. */
const COPPER_ANCHORS: Anchors = [
  [201801, 54000], [201806, 52000], [201812, 48000], [201906, 46500], [201912, 49000], [202003, 40000],
  [202006, 47000], [202012, 58000], [202105, 75000], [202112, 70000], [202203, 73000], [202207, 57000],
  [202212, 66000], [202306, 68000], [202312, 68500], [202401, 68500], [202405, 84000], [202412, 74500],
  [202503, 80000], [202506, 79000], [202512, 88000], [202612, 85000],
];

/** Aluminium ingot (A00), 元/t. */
const ALUMINIUM_ANCHORS: Anchors = [
  [201801, 14400], [201812, 13700], [201912, 14100], [202004, 11600], [202012, 15600], [202106, 18600],
  [202110, 22400], [202112, 19000], [202203, 22400], [202207, 17500], [202212, 18600], [202306, 18400],
  [202312, 18800], [202401, 19000], [202405, 20900], [202412, 20000], [202506, 20100], [202512, 20900], [202612, 20500],
];

/** 0# diesel retail, 元/L (follows crude oil with the pricing mechanism's floor and ceiling). */
const OIL_ANCHORS: Anchors = [
  [201801, 6.6], [201810, 7.6], [201812, 6.8], [201906, 6.9], [201912, 7.0], [202004, 5.6], [202012, 6.0],
  [202106, 7.0], [202112, 7.4], [202206, 8.9], [202212, 7.9], [202306, 7.6], [202312, 7.8],
  [202401, 7.6], [202406, 7.7], [202412, 7.3], [202506, 7.0], [202512, 6.9], [202612, 7.0],
];

/**
 * Yearly growth of the market day rates: skilled trades (钢筋工, 木工, 抹灰工 …), installation
 * trades and general labour (普工). 2020 slower (the pandemic), 2021 the fastest (the building
 * boom, workers scarce), 2023–2026 at the low end (the property downturn).
 */
export const LABOUR_GROWTH: Readonly<Record<'skilled' | 'install' | 'general', Readonly<Record<number, number>>>> = {
  skilled: { 2018: 0.07, 2019: 0.07, 2020: 0.055, 2021: 0.08, 2022: 0.065, 2023: 0.055, 2024: 0.055, 2025: 0.052, 2026: 0.052 },
  install: { 2018: 0.065, 2019: 0.065, 2020: 0.055, 2021: 0.075, 2022: 0.065, 2023: 0.055, 2024: 0.052, 2025: 0.052, 2026: 0.052 },
  general: { 2018: 0.06, 2019: 0.06, 2020: 0.05, 2021: 0.07, 2022: 0.055, 2023: 0.05, 2024: 0.045, 2025: 0.045, 2026: 0.045 },
};

/** General inflation of the slow classes (equipment, machine depreciation, small hardware): 2 % a year. */
const INFLATION = 0.02;

/** Linear interpolation of anchor points over the month ordinals, normalised to 1 at BASE_MONTH. */
function fromAnchors(anchors: Anchors): Float64Array {
  const out = new Float64Array(MONTH_COUNT);
  const points = anchors.map(([m, v]) => [ordinalOf(m), v] as const);
  for (let o = 0; o < MONTH_COUNT; o++) {
    let v = points[points.length - 1][1];
    if (o <= points[0][0]) v = points[0][1];
    else {
      for (let i = 1; i < points.length; i++) {
        if (o <= points[i][0]) {
          const [o0, v0] = points[i - 1];
          const [o1, v1] = points[i];
          v = v0 + ((o - o0) / (o1 - o0)) * (v1 - v0);
          break;
        }
      }
    }
    out[o] = v;
  }
  return normalise(out);
}

function normalise(series: Float64Array): Float64Array {
  const base = series[ordinalOf(BASE_MONTH)];
  for (let o = 0; o < series.length; o++) series[o] /= base;
  return series;
}

/** Monthly compounding of yearly growth rates. */
function fromGrowth(rates: Readonly<Record<number, number>>): Float64Array {
  const out = new Float64Array(MONTH_COUNT);
  let level = 1;
  for (let o = 0; o < MONTH_COUNT; o++) {
    if (o > 0) level *= Math.pow(1 + rates[Math.floor(monthOfOrdinal(o) / 100)], 1 / 12);
    out[o] = level;
  }
  return normalise(out);
}

/** fixed + Σ share × curve, each curve being 1 at the base month (so the blend is too when the shares add to 1). */
function blend(fixed: number, parts: ReadonlyArray<readonly [number, Float64Array]>): Float64Array {
  const out = new Float64Array(MONTH_COUNT);
  for (let o = 0; o < MONTH_COUNT; o++) {
    let v = fixed;
    for (const [share, curve] of parts) v += share * curve[o];
    out[o] = v;
  }
  return normalise(out);
}

export interface Commodities {
  readonly copper: Float64Array;
  readonly aluminium: Float64Array;
  readonly oil: Float64Array;
  readonly inflation: Float64Array;
}

let commodities: Commodities | null = null;
/** The commodity curves (ratio to 2024-01) that drive the derived classes. */
export function commodityCurves(): Commodities {
  if (commodities) return commodities;
  const inflation = new Float64Array(MONTH_COUNT);
  for (let o = 0; o < MONTH_COUNT; o++) inflation[o] = Math.pow(1 + INFLATION, (o - ordinalOf(BASE_MONTH)) / 12);
  commodities = {
    copper: fromAnchors(COPPER_ANCHORS),
    aluminium: fromAnchors(ALUMINIUM_ANCHORS),
    oil: fromAnchors(OIL_ANCHORS),
    inflation,
  };
  return commodities;
}

let curves: Readonly<Record<PriceClass, Float64Array>> | null = null;

/** The national curve of every price class (ratio to the national market price of 2024-01). */
export function nationalCurves(): Readonly<Record<PriceClass, Float64Array>> {
  if (curves) return curves;
  const { copper, aluminium, oil, inflation } = commodityCurves();
  const skilled = fromGrowth(LABOUR_GROWTH.skilled);
  const steel = fromAnchors(STEEL_SECTION_ANCHORS);
  const ratio = (c: PriceClass) => fromAnchors(RATIO_ANCHORS[c]!);
  curves = {
    labour_general: fromGrowth(LABOUR_GROWTH.general),
    labour_skilled: skilled,
    labour_install: fromGrowth(LABOUR_GROWTH.install),
    rebar: fromAnchors(REBAR_ANCHORS),
    steel_section: steel,
    concrete: fromAnchors(CONCRETE_ANCHORS),
    cement: fromAnchors(CEMENT_ANCHORS),
    sand_stone: ratio('sand_stone'),
    mortar: ratio('mortar'),
    masonry: ratio('masonry'),
    timber: ratio('timber'),
    // SBS and polymer membranes: bitumen and polymers follow oil, the rest (fabric, labour of the plant) inflation.
    waterproof: blend(0, [[0.55, oil], [0.45, inflation]]),
    // EPS/XPS follow oil (styrene), rock wool energy; a part is processing.
    insulation: blend(0.3, [[0.45, oil], [0.25, inflation]]),
    tile_stone: ratio('tile_stone'),
    paint: ratio('paint'),
    door_window: ratio('door_window'),
    aluminium: blend(0.55, [[0.45, aluminium]]),
    // Steel pipes, PPR/PVC (oil), copper fittings and valves, the rest processing.
    pipe: blend(0.35, [[0.3, steel], [0.2, oil], [0.15, copper]]),
    cable: blend(0.35, [[0.65, copper]]),
    equipment: blend(0, [[0.6, inflation], [0.2, steel], [0.2, copper]]),
    // Diesel and petrol follow oil; water and power tariffs are regulated and move little.
    fuel_power: blend(0.4, [[0.6, oil]]),
    // A machine shift: depreciation and repairs (inflation), the operator (labour), fuel.
    machine: blend(0, [[0.5, inflation], [0.3, skilled], [0.2, oil]]),
    misc: inflation.slice(),
  };
  return curves;
}
