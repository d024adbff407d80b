import type { PricedResource, ResourcePrices } from '@plugins/cost-data/shared/services';
import type { PolicyBlock, PolicyLevel, PolicyStatus, PolicyTypeCode } from '../../shared/contract';

/** The families of documents the corpus generates (each has its title, 文号 and body rules). */
export type Family =
  | 'national'
  | 'labour'
  | 'vat'
  | 'fees'
  | 'safety'
  | 'dust'
  | 'material'
  | 'risk'
  | 'basis'
  | 'gb2024'
  | 'notice';

/** A document before its text: what the plan decides (ids, numbers, dates, chains). */
export interface DocPlan {
  /** Unique key: the document's random stream and its order among documents of the same day. */
  key: string;
  family: Family;
  type: PolicyTypeCode;
  level: PolicyLevel;
  areaId: number;
  provinceId: number;
  /** 全国, 江苏, 南京市. */
  areaName: string;
  issuer: string;
  /** The 文号 prefix numbered per year (苏建价); null when the 文号 is fixed. */
  prefix: string | null;
  docNo: string;
  title: string;
  /** 'YYYY-MM-DD'. */
  publish: string;
  effective: string;
  /** Documents of one series replace each other in date order. */
  series: string | null;
  /** Documents of one group expire when a newer one of the group is out (price bulletins). */
  group: string | null;
  /** A notice valid for this many years expires after them (when nothing replaced it). */
  validYears: number | null;
  /** 0: part of every corpus; higher: added by the benchmark corpus in this order. */
  priority: number;
  /** Family parameters (year, half, month, variant, topic …). */
  params: Record<string, number | string>;
  id: number;
  replaces: DocPlan | null;
  status: PolicyStatus;
}

/** A resource with what a table prints. */
export interface CorpusResource extends PricedResource {
  name: string;
  spec: string;
}

/** What the generator reads: cost-data's prices and resources. */
export interface CorpusInput {
  prices: ResourcePrices;
  /** cost-data resources by code (labour and the bulletin materials). */
  resources: ReadonlyMap<string, CorpusResource>;
  /** The site's cities by province (for the benchmark corpus's municipal bulletins): areaid and name. */
  cities: ReadonlyMap<number, ReadonlyArray<{ areaid: number; name: string }>>;
  seed: number;
  /** How many documents (default: the standard corpus, about 3,200). */
  documents?: number;
}

/** A generated document with its text and passages (not yet segmented). */
export interface CorpusDocument {
  plan: DocPlan;
  summary: string;
  blocks: PolicyBlock[];
  /** The passages in order: [heading, text]; the first is the header line. */
  passages: Array<{ heading: string; text: string }>;
}
