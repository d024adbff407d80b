import { Type } from '@sinclair/typebox';
import { AnyQuery, Envelope } from '@kernel/server/schemas';

/** TypeBox schemas of the home endpoints (answers inside the kernel's Envelope). */

export { AnyQuery };

export const RecommendQuery = Type.Object(
  { size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) },
  { additionalProperties: true },
);

export const HitQuery = Type.Object(
  {
    type: Type.Union([Type.Literal('case'), Type.Literal('share'), Type.Literal('video')]),
    id: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: true },
);

export const PopQuery = Type.Object({ popEnum: Type.Literal('RECRUIT') }, { additionalProperties: true });

export const SearchQuery = Type.Object(
  { keyword: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: true },
);

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const RecommendItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  buildingUse: Type.String(),
  structure: Type.String(),
  floorsAbove: Type.Integer(),
  floorsBelow: Type.Integer(),
  buildingArea: Type.Number(),
  unitCost: Type.Number(),
  pricingStage: Type.String(),
  priceMonth: Type.String(),
  region: Type.String(),
  link: Type.String(),
});

export const EnterpriseSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city: Type.String(),
  qualification: Type.String(),
  services: Type.Array(Type.String()),
  contributed: Type.Integer(),
  since: Type.Integer(),
  shortName: Type.String(),
});

/** `id` travels as text: the handler answers 企业编号无效 for anything but a positive integer. */
export const EnterpriseDetailQuery = Type.Object({ id: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: true });

export const EnterpriseDetailSchema = Type.Composite([
  EnterpriseSchema,
  Type.Object({
    intro: Type.Array(Type.String()),
    founded: Type.Integer(),
    registeredCapital: Type.Number(),
    staff: Type.Integer(),
    costEngineers: Type.Integer(),
    address: Type.String(),
    contact: Type.Object({ person: Type.String(), phone: Type.String(), email: Type.String() }),
    qualifications: Type.Array(Type.Object({ name: Type.String(), grade: Type.String(), issuer: Type.String() })),
    regions: Type.Array(Type.Object({ province: Type.String(), cities: Type.Array(Type.String()) })),
    cases: Type.Array(
      Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        region: Type.String(),
        buildingUse: Type.String(),
        scale: Type.String(),
        service: Type.String(),
        investment: Type.Number(),
        year: Type.Integer(),
      }),
    ),
  }),
]);

export const VideoSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  speaker: Type.String(),
  category: Type.String(),
  duration: Type.Integer(),
  cover: Type.String(),
  viewCount: Type.Integer(),
  publishDate: Type.String(),
});

export const CooperateSchema = Type.Object({ id: Type.Integer(), name: Type.String(), kind: Type.String() });

export const ControlCaseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  region: Type.String(),
  buildingUse: Type.String(),
  savingRate: Type.Number(),
  viewCount: Type.Integer(),
  publishDate: Type.String(),
});

export const CostShareSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  tag: Type.String(),
  viewCount: Type.Integer(),
  publishDate: Type.String(),
});

export const OutlineSchema = Type.Object({
  bidNodeCount: Type.Integer(),
  projectCount: Type.Integer(),
  regionCount: Type.Integer(),
  buildingUseCount: Type.Integer(),
  latestMonth: Nullable(Type.String()),
  enterpriseCount: Type.Integer(),
});

export const PromotionSchema = Type.Object({ ifDisplay: Type.Boolean(), imagePath: Type.String(), jumpedUrl: Type.String() });

export const PopupEntrySchema = Type.Object({ entranceImgPath: Type.String(), jumpedUrl: Type.String(), title: Type.String() });

export const HitResultSchema = Type.Object({ id: Type.Integer(), viewCount: Type.Integer() });

const Bar = Type.Object({ label: Type.String(), value: Type.Number(), samples: Type.Integer() });

export const CostOverviewSchema = Type.Object({
  byUse: Type.Array(Bar),
  byProvince: Type.Array(Bar),
  indexTrend: Type.Array(Type.Object({ x: Type.String(), y: Type.Number() })),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  indexTo: Nullable(Type.String()),
  indexBase: Type.String(),
  samples: Type.Integer(),
  residentialSamples: Type.Integer(),
});

export const AutoSearchSchema = Type.Object({
  viewType: Type.Union([Type.Literal('item'), Type.Literal('node'), Type.Literal('policy')]),
});

export const PictureParams = Type.Object({ name: Type.String({ maxLength: 64, pattern: '^[a-z0-9-]+\\.svg$' }) });

export { Envelope };
