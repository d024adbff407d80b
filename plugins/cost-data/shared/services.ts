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
