/**
 * TypeBox schemas of the bid-node endpoints (plugins/bid-node/shared/contract.ts). Request schemas
 * check the shapes (the kernel turns a failure into a Chinese 400 envelope); the business rules
 * (vocabularies, ranges, page sizes) are checked in the handlers with their own Chinese messages.
 */
import { Type } from '@sinclair/typebox';

const MONTH = '^(\\d{4}-(0[1-9]|1[0-2]))?$';

/** Form (or JSON) body naming one single project. */
export const BidNodeIdBody = Type.Object({
  bidNodeId: Type.Integer({ minimum: 1 }),
});

export const IndexByTypeBody = Type.Object({
  bidNodeId: Type.Integer({ minimum: 1 }),
  indexType: Type.Integer({ minimum: 1, maximum: 3 }),
});

const StringList = Type.Array(Type.String({ maxLength: 20 }), { maxItems: 20 });

/** The list query (JSON). Empty values (null, '') are dropped before validation. */
export const ListQueryBody = Type.Object({
  keyWord: Type.Optional(Type.String({ maxLength: 50 })),
  areaId: Type.Optional(Type.Integer({ minimum: 1 })),
  buildingUse: Type.Optional(StringList),
  structure: Type.Optional(StringList),
  storeyBand: Type.Optional(StringList),
  areaMin: Type.Optional(Type.Number({ minimum: 0 })),
  areaMax: Type.Optional(Type.Number({ minimum: 0 })),
  dateFrom: Type.Optional(Type.String({ pattern: MONTH })),
  dateTo: Type.Optional(Type.String({ pattern: MONTH })),
  pricingStage: Type.Optional(StringList),
  sortField: Type.Optional(Type.String({ maxLength: 20 })),
  sortOrder: Type.Optional(Type.String({ maxLength: 4 })),
  pageNum: Type.Integer({ minimum: 1, maximum: 100000 }),
  pageSize: Type.Integer({ minimum: 1 }),
});

/** The export query: a ListQuery whose page is ignored. */
export const ExportQueryBody = Type.Object({
  ...ListQueryBody.properties,
  pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const IntervalBody = Type.Object({
  indexType: Type.String({ minLength: 1, maxLength: 20 }),
  ids: Type.String({ minLength: 1, maxLength: 40000 }),
  pricingStage: Type.Optional(Type.String({ maxLength: 20 })),
});

export const CompareBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 }),
  targetAreaId: Type.Optional(Type.Integer({ minimum: 1 })),
  targetMonth: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
});

export const RepriceBody = Type.Object({
  bidNodeId: Type.Integer({ minimum: 1 }),
  targetAreaId: Type.Integer({ minimum: 1 }),
  targetMonth: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
});

// ---- answers ----

export const SummarySchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  provinceId: Type.Integer(),
  provinceName: Type.String(),
  cityId: Type.Integer(),
  cityName: Type.String(),
  buildingUse: Type.String(),
  structure: Type.String(),
  floorsAbove: Type.Integer(),
  floorsBelow: Type.Integer(),
  buildingArea: Type.Number(),
  pricingStage: Type.String(),
  priceDate: Type.String(),
  unitCost: Type.Number(),
  totalCost: Type.Number(),
  likeNum: Type.Integer(),
  liked: Type.Optional(Type.Boolean()),
});

export const ListPageSchema = Type.Object({
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  list: Type.Array(SummarySchema),
});

export const BaseInfoSchema = Type.Object({
  ...SummarySchema.properties,
  heightM: Type.Number(),
  aboveArea: Type.Number(),
  belowArea: Type.Number(),
  foundationType: Type.String(),
  seismicIntensity: Type.String(),
  decorationStandard: Type.String(),
});

export const ScopeSchema = Type.Object({ scope: Type.String() });

export const AttrSchema = Type.Object({
  attributes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
});

export const IndexColumnSchema = Type.Object({ indexType: Type.Integer(), name: Type.String() });

export const ResultInfoSchema = Type.Object({
  resultId: Type.Integer(),
  pricingStage: Type.String(),
  priceDate: Type.String(),
  totalCost: Type.Number(),
  unitCost: Type.Number(),
});

const RangeSchema = Type.Object({ p10: Type.Number(), median: Type.Number(), p90: Type.Number(), count: Type.Integer() });

export const IndexRowSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  value: Type.Number(),
  amount: Type.Optional(Type.Number()),
  ratio: Type.Optional(Type.Number()),
  range: Type.Optional(RangeSchema),
});

export const IndexByTypeSchema = Type.Object({
  indexType: Type.Integer(),
  name: Type.String(),
  rows: Type.Array(IndexRowSchema),
  total: Type.Optional(Type.Object({ amount: Type.Number(), value: Type.Number() })),
});

export const TrendSchema = Type.Object({
  basis: Type.Object({ buildingUse: Type.String(), structure: Type.String(), areaName: Type.String() }),
  points: Type.Array(
    Type.Object({ period: Type.String(), median: Type.Number(), p25: Type.Number(), p75: Type.Number(), count: Type.Integer() }),
  ),
  self: Type.Object({ period: Type.String(), unitCost: Type.Number() }),
});

export const IntervalSchema = Type.Object({
  indicator: Type.Object({ code: Type.String(), name: Type.String(), unit: Type.String() }),
  count: Type.Integer(),
  min: Type.Number(),
  p10: Type.Number(),
  q1: Type.Number(),
  median: Type.Number(),
  q3: Type.Number(),
  p90: Type.Number(),
  max: Type.Number(),
  mean: Type.Number(),
  histogram: Type.Array(Type.Object({ from: Type.Number(), to: Type.Number(), count: Type.Integer() })),
  sample: Type.Object({
    pricingStage: Type.Union([Type.String(), Type.Null()]),
    stages: Type.Array(Type.Object({ stage: Type.String(), count: Type.Integer() })),
    monthFrom: Type.String(),
    monthTo: Type.String(),
  }),
});

export const LikeStateSchema = Type.Object({ likeNum: Type.Integer(), liked: Type.Boolean() });

export const CompareSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      base: BaseInfoSchema,
      specialties: Type.Array(IndexRowSchema),
      fees: Type.Array(IndexRowSchema),
      indicators: Type.Array(IndexRowSchema),
      unified: Type.Optional(
        Type.Object({
          from: Type.Object({ areaName: Type.String(), month: Type.String(), index: Type.Number() }),
          factor: Type.Number(),
          unitCost: Type.Number(),
          totalCost: Type.Number(),
          specialties: Type.Array(IndexRowSchema),
          fees: Type.Array(IndexRowSchema),
        }),
      ),
    }),
  ),
  stages: Type.Array(Type.String()),
  mixedStages: Type.Boolean(),
  months: Type.Array(Type.String()),
  provinces: Type.Array(Type.String()),
  unifiedTo: Type.Optional(
    Type.Object({ areaId: Type.Integer(), areaName: Type.String(), month: Type.String(), index: Type.Number(), indexBase: Type.String() }),
  ),
});

const RepricePoint = Type.Object({ areaId: Type.Integer(), areaName: Type.String(), month: Type.String(), index: Type.Number() });

export const RepriceSchema = Type.Object({
  from: RepricePoint,
  to: RepricePoint,
  factor: Type.Number(),
  indexBase: Type.String(),
  unitCost: Type.Number(),
  repricedUnitCost: Type.Number(),
  totalCost: Type.Number(),
  repricedTotalCost: Type.Number(),
  specialties: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), value: Type.Number(), repriced: Type.Number() })),
});

