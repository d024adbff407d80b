/**
 * TypeBox request schemas of the unit-price endpoints (plugins/unit-price/shared/contract.ts). They
 * check the shapes (the kernel turns a failure into a Chinese 400 envelope); the business rules
 * (vocabularies, regions, months, page sizes, codes) are checked in the handlers with their own
 * Chinese messages.
 */
import { Type } from '@sinclair/typebox';
import { MAX_KEYWORD_LENGTH } from '../shared/contract';

const MONTH = '^(\\d{4}-(0[1-9]|1[0-2]))?$';
const ID = { minimum: 1, maximum: 2_147_483_647 };
/** A list field: an array (JSON), or a comma-separated string (a form). */
const StringList = Type.Union([Type.Array(Type.String({ maxLength: 20 }), { maxItems: 20 }), Type.String({ maxLength: 200 })]);

const FilterFields = {
  standard: Type.Optional(Type.String({ maxLength: 4 })),
  keyWord: Type.Optional(Type.String({ maxLength: MAX_KEYWORD_LENGTH })),
  tradeCode: Type.Optional(Type.String({ maxLength: 6 })),
  areaId: Type.Optional(Type.Integer(ID)),
  dateFrom: Type.Optional(Type.String({ pattern: MONTH })),
  dateTo: Type.Optional(Type.String({ pattern: MONTH })),
  buildingUse: Type.Optional(StringList),
  structure: Type.Optional(StringList),
  pricingStage: Type.Optional(StringList),
};

export const SearchBody = Type.Object({
  ...FilterFields,
  sortField: Type.Optional(Type.String({ maxLength: 20 })),
  sortOrder: Type.Optional(Type.String({ maxLength: 4 })),
  pageNum: Type.Integer({ minimum: 1, maximum: 100_000 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 1000 }),
});

export const TemplateBody = Type.Object({
  ...FilterFields,
  ids: Type.String({ minLength: 1, maxLength: 40 }),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  sampleSort: Type.Optional(Type.String({ maxLength: 10 })),
});

export const TradeTreeBody = Type.Object({
  ...FilterFields,
  bqItemDbId: Type.String({ minLength: 1, maxLength: 4 }),
});

export const ItemRefQuery = Type.Object(
  {
    id: Type.Integer(ID),
    projectId: Type.Integer(ID),
  },
  { additionalProperties: true },
);

export const BillBody = Type.Object({
  resultId: Type.Integer(ID),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  chapter: Type.Optional(Type.String({ maxLength: 6 })),
});

export const ResultBody = Type.Object({
  resultId: Type.Integer(ID),
});

export const VideoEventBody = Type.Object({
  event: Type.Union([Type.Literal('open'), Type.Literal('close')]),
  seconds: Type.Optional(Type.Number({ minimum: 0, maximum: 36_000 })),
});
