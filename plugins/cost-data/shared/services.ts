import { serviceKey } from '@kernel/server/services';
import type { Region } from './regions';

/**
 * The region catalogue the cost-data plugin offers its dependants (provided in its routes()).
 * Every list is a fresh copy, sorted (全国 first, then by the pinyin of the first character).
 */
export interface RegionCatalogue {
  /** 全国 and every province with its cities. */
  all(): Region[];
  /** The project region list: without area 28. */
  projectRegions(): Region[];
  /** The price region list: without 28; area 6 keeps only 77; other sublists empty. */
  priceRegions(): Region[];
  /** The project-cost region list: only the allowed ids (provinces), 1 always in. */
  projectCostRegions(allowed: readonly number[]): Region[];
  /** A province or city by areaid (with its subList), or null. */
  find(areaid: number): Region | null;
  /** The province areaid of a province or city areaid, or null. */
  provinceOf(areaid: number): number | null;
}
export const RegionCatalogue = serviceKey<RegionCatalogue>('cost-data.regions');

/** The counts of the cost data (the home page's outline). */
export interface CostDataCounts {
  /** 单项工程 (single projects). */
  bidNodeCount: number;
  /** 建设项目. */
  projectCount: number;
  /** Provinces with single projects. */
  regionCount: number;
  /** Building uses with single projects. */
  buildingUseCount: number;
  /** YYYYMM of the latest price month of the single projects, or null without data. */
  latestMonth: number | null;
}

/** A single project as a card shows it (numbers as numbers; the region as ids). */
export interface SingleProjectBrief {
  id: number;
  code: string;
  name: string;
  buildingUse: string;
  structure: string;
  floorsAbove: number;
  floorsBelow: number;
  buildingArea: number;
  unitCost: number;
  pricingStage: string;
  /** YYYYMM. */
  priceMonth: number;
  provinceId: number;
  cityId: number;
}

/** The median unit cost (元/m², unrounded) of one group of single projects and how many are behind it. */
export interface MedianUnitCost<G> {
  group: G;
  median: number;
  samples: number;
}

/** One quarter of the national price index: the mean of its months. */
export interface IndexQuarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  /** The mean of the quarter's monthly values (unrounded). */
  value: number;
  /** YYYYMM of its last month with a value. */
  lastMonth: number;
  /** How many of its months have a value (a complete quarter has 3). */
  months: number;
}

/**
 * Read-only figures over the cost-data tables, offered to other plugins (the home page) so that
 * they never read the tables themselves. Every query is parameterised and dialect-neutral;
 * months are YYYYMM numbers, both bounds inclusive.
 */
export interface CostDataFigures {
  counts(): Promise<CostDataCounts>;
  /** The latest price month of the single projects (YYYYMM), or null without data. */
  latestMonth(): Promise<number | null>;
  /** The newest single projects (by price month, then id, both descending), at most `limit`. */
  latestSingleProjects(limit: number): Promise<SingleProjectBrief[]>;
  /** Median unit cost per building use over the months `from`..`to`. */
  medianByUse(from: number, to: number): Promise<MedianUnitCost<string>[]>;
  /** Median unit cost per province (areaid) over the months `from`..`to`, of one building use. */
  medianByProvince(from: number, to: number, buildingUse: string): Promise<MedianUnitCost<number>[]>;
  /** The national price index by quarter, over the months up to `until` (inclusive), oldest first. */
  nationalIndexQuarters(until: number): Promise<IndexQuarter[]>;
}
export const CostDataFigures = serviceKey<CostDataFigures>('cost-data.figures');
