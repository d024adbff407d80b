import { Type } from '@sinclair/typebox';
import { AnyQuery } from '@kernel/server/schemas';

/** TypeBox schemas of the membership endpoints (answers inside the kernel's Envelope). */
export const RightsInfoSchema = Type.Object({
  isVip: Type.Boolean(),
  vipExpireAt: Type.Union([Type.Number(), Type.Null()]),
  trailInterest: Type.Boolean(),
  trialExpireAt: Type.Union([Type.Number(), Type.Null()]),
  trialUsed: Type.Boolean(),
  projectCostVipStatus: Type.Boolean(),
  canUse: Type.Boolean(),
  accountType: Type.Union([Type.Literal('personal'), Type.Literal('entMain'), Type.Literal('entSub')]),
  enterpriseName: Type.Union([Type.String(), Type.Null()]),
  rights: Type.Array(
    Type.Object({
      right: Type.String(),
      label: Type.String(),
      until: Type.Union([Type.Number(), Type.Null()]),
      trial: Type.Boolean(),
      enterprise: Type.Boolean(),
    }),
  ),
});

/** The trial code request: the mobile (checked in the handler, for Chinese messages). */
export const TrialCodeBody = Type.Object({
  mobile: Type.Optional(Type.String({ maxLength: 64 })),
});

export const TrialCodeHeaders = Type.Object({
  validatedata: Type.Optional(Type.String({ maxLength: 1024 })),
});

/**
 * The trial application. Lengths here are only a coarse guard against oversized input; the field
 * rules of ../shared/trial-rules.ts are checked in the handler so that they answer their Chinese messages.
 */
export const TrialApplicationBody = Type.Object({
  realName: Type.Optional(Type.String({ maxLength: 200 })),
  mobile: Type.Optional(Type.String({ maxLength: 64 })),
  verificationCode: Type.Optional(Type.String({ maxLength: 64 })),
  companyName: Type.Optional(Type.String({ maxLength: 200 })),
  province: Type.Optional(Type.String({ maxLength: 64 })),
  city: Type.Optional(Type.String({ maxLength: 64 })),
  source: Type.Optional(Type.Literal(0)),
});

export const TrialResultSchema = Type.Object({
  realName: Type.String(),
  accountName: Type.String(),
  effectiveDate: Type.Number(),
});

export const CitySchema = Type.Object({ code: Type.String(), name: Type.String() });
export const ProvinceSchema = Type.Object({ code: Type.String(), name: Type.String(), cities: Type.Array(CitySchema) });

export { AnyQuery };
