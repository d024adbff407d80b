/**
 * The plugin's service tokens and their types. Kept apart from the implementations, which live in
 * the pages' lazy chunk (see index.ts), so that the site's first load (/home) carries none of this
 * plugin's code beyond its routes and tab. Type-only imports: nothing here pulls code in.
 */
import type { BidNodeApiCalls } from './api';
import type { MobxCompareStore } from './compare-store';
import type { MobxDetailStore } from './detail-store';
import type { MobxListStore } from './list-store';
import type { MobxRangeStore } from './range-store';

export const BidNodeApi = Symbol('BidNodeApi');
export type BidNodeApi = BidNodeApiCalls;
export const ListStore = Symbol('BidNodeListStore');
export type ListStore = MobxListStore;
export const DetailStore = Symbol('BidNodeDetailStore');
export type DetailStore = MobxDetailStore;
export const RangeStore = Symbol('BidNodeRangeStore');
export type RangeStore = MobxRangeStore;
export const CompareStore = Symbol('BidNodeCompareStore');
export type CompareStore = MobxCompareStore;
