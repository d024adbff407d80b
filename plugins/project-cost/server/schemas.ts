import { Type, type TSchema } from '@sinclair/typebox';
import { KEYWORD_MAX } from '../shared/contract';

/** TypeBox schemas of the project-cost endpoints (answers inside the kernel's Envelope). */

const MONTH = '^(\\d{4}-(0[1-9]|1[0-2]))?$';

export const ListQueryBody = Type.Object({
  keyWord: Type.Optional(Type.String({ maxLength: KEYWORD_MAX })),
  areaId: Type.Optional(Type.Integer({ minimum: 1 })),
  category: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 20 })),
  pricingStage: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 })),
  dateFrom: Type.Optional(Type.String({ pattern: MONTH })),
  dateTo: Type.Optional(Type.String({ pattern: MONTH })),
  sortField: Type.Optional(
    Type.Union([
      Type.Literal('priceDate'),
      Type.Literal('unitCost'),
      Type.Literal('totalCost'),
      Type.Literal('totalArea'),
      Type.Literal('bidNodeCount'),
    ]),
  ),
  sortOrder: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50 }),
});

export const IdQuery = Type.Object({
  id: Type.Integer({ minimum: 1 }),
});

export const DetailQuery = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  viewToken: Type.Optional(Type.String({ maxLength: 128 })),
});

/**
 * The no-data feedback. Lengths here are only a coarse guard against oversized input; the field
 * rules are checked in the handler so that they answer their own Chinese messages.
 */
export const ContactBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  areaId: Type.Optional(Type.Integer({ minimum: 1 })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  phone: Type.Optional(Type.String({ maxLength: 200 })),
});

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const UseCount = Type.Object({ name: Type.String(), count: Type.Integer() });

export const ProjectCostItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  provinceId: Type.Integer(),
  cityId: Type.Integer(),
  regionName: Type.String(),
  category: Type.String(),
  pricingStage: Type.String(),
  priceDate: Type.String(),
  totalArea: Type.Number(),
  totalCost: Type.Number(),
  unitCost: Type.Number(),
  bidNodeCount: Type.Integer(),
  mainStructure: Type.String(),
  uses: Type.Array(UseCount),
});

export const ListPageSchema = Type.Object({
  indexDatas: Type.Array(ProjectCostItemSchema),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  avgUnitCost: Type.Number(),
  categories: Type.Array(UseCount),
});

const RegionSchema = Type.Recursive((Self) =>
  Type.Object({ areaid: Type.Integer(), name: Type.String(), pid: Type.Integer(), subList: Type.Array(Self) }),
);

export const RegionsInfoSchema = Type.Object({
  allowedAreaIds: Type.Array(Type.Integer()),
  regions: Type.Array(RegionSchema),
});

export const ViewTokenSchema = Type.Object({
  viewToken: Type.String(),
  expiresIn: Type.Integer(),
});

export const BidNodeBriefSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  buildingUse: Type.String(),
  structure: Type.String(),
  floorsAbove: Type.Integer(),
  floorsBelow: Type.Integer(),
  buildingArea: Type.Number(),
  totalCost: Type.Number(),
  unitCost: Type.Number(),
  ratio: Type.Number(),
  link: Type.String(),
});

export const BaseInfoSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  provinceId: Type.Integer(),
  cityId: Type.Integer(),
  regionName: Type.String(),
  category: Type.String(),
  pricingStage: Type.String(),
  priceDate: Type.String(),
  totalArea: Type.Number(),
  aboveArea: Type.Number(),
  belowArea: Type.Number(),
  totalCost: Type.Number(),
  unitCost: Type.Number(),
  bidNodeCount: Type.Integer(),
  mainStructure: Type.String(),
  bidNodes: Type.Array(BidNodeBriefSchema),
});

const UseIndexSchema = Type.Object({
  name: Type.String(),
  count: Type.Integer(),
  area: Type.Number(),
  cost: Type.Number(),
  unitCost: Type.Number(),
  ratio: Type.Number(),
});

const CompositionLineSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  amount: Type.Number(),
  unitCost: Type.Number(),
  ratio: Type.Number(),
});

const IndicatorLineSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  value: Type.Number(),
  count: Type.Integer(),
});

export const IndexResultInfoSchema = Type.Object({
  id: Type.Integer(),
  totalArea: Type.Number(),
  totalCost: Type.Number(),
  unitCost: Type.Number(),
  byNode: Type.Array(BidNodeBriefSchema),
  byUse: Type.Array(UseIndexSchema),
  locked: Type.Boolean(),
  specialties: Nullable(Type.Array(CompositionLineSchema)),
  fees: Nullable(Type.Array(CompositionLineSchema)),
  indicators: Nullable(Type.Array(IndicatorLineSchema)),
});
