/**
 * TypeBox request schemas of the policy endpoints (plugins/policy/shared/contract.ts). They check the
 * shapes (the kernel turns a failure into a Chinese 400 envelope) with generous bounds; the business
 * limits (keyword length, page sizes, types, years, regions, sizes) are checked in the handlers with
 * the contract's own messages (PolicyMessages).
 */
import { Type } from '@sinclair/typebox';

const ID = { minimum: 1, maximum: 2_147_483_647 };
/** A list field: an array (JSON), or a comma-separated string (a form or an address). */
const StringList = Type.Union([Type.Array(Type.String({ maxLength: 20 }), { maxItems: 20 }), Type.String({ maxLength: 200 })]);

export const SearchBody = Type.Object({
  keyWord: Type.Optional(Type.String({ maxLength: 200 })),
  areaId: Type.Optional(Type.Integer(ID)),
  types: Type.Optional(StringList),
  year: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
  sort: Type.Optional(Type.String({ maxLength: 20 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

export const DetailBody = Type.Object({
  policyId: Type.Integer(ID),
});

export const PdfQuery = Type.Object(
  {
    policyId: Type.Integer(ID),
  },
  { additionalProperties: true },
);

export const RandomBody = Type.Object({
  policyId: Type.Optional(Type.Integer(ID)),
  size: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
