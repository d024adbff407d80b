import { Type } from '@sinclair/typebox';
import { Envelope } from '@kernel/server/schemas';
import { SecurityLimits } from '../shared/security';
import { MOBILE, SMS_CODE } from './schemas';

/** TypeBox schemas of the security and sub-account endpoints (a mismatch answers HTTP 400, 请求参数错误：…). */

const Password = Type.String({ maxLength: 50 });
const GlobalId = Type.String({ minLength: 1, maxLength: 32 });

export const ChangePasswordBody = Type.Object({ oldPassword: Password, newPassword: Password }, { additionalProperties: false });
export const PhoneCodeBody = Type.Object({ mobile: MOBILE }, { additionalProperties: false });
export const BindPhoneBody = Type.Object({ mobile: MOBILE, code: SMS_CODE }, { additionalProperties: false });
export const DeleteAccountBody = Type.Object(
  { code: Type.Optional(SMS_CODE), password: Type.Optional(Password) },
  { additionalProperties: false },
);
export const AddSubAccountBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Password,
    fullName: Type.Optional(Type.String({ maxLength: 40 })),
    mobile: Type.Optional(Type.Union([MOBILE, Type.Literal('')])),
    sharesRights: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const SubEnabledBody = Type.Object({ globalId: GlobalId, enabled: Type.Boolean() }, { additionalProperties: false });
export const SubPasswordBody = Type.Object({ globalId: GlobalId, password: Password }, { additionalProperties: false });
export const SubSharingBody = Type.Object({ globalId: GlobalId, shares: Type.Boolean() }, { additionalProperties: false });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Kind = Type.Union([Type.Literal('personal'), Type.Literal('entMain'), Type.Literal('entSub')]);

export const OverviewEnvelope = Envelope(
  Type.Object({
    accountName: Type.String(),
    kind: Kind,
    mobile: Nullable(Type.String()),
    passwordChangedAt: Nullable(Type.Number()),
    createdAt: Type.Number(),
    sessions: Type.Integer(),
    enterpriseName: Nullable(Type.String()),
    canDelete: Type.Boolean(),
    deleteBlockedReason: Nullable(Type.String()),
  }),
);
export const SignedOutEnvelope = Envelope(Type.Object({ signedOut: Type.Integer() }));
export const RevokedEnvelope = Envelope(Type.Object({ revoked: Type.Integer() }));
export const MaskedMobileEnvelope = Envelope(Type.Object({ mobile: Type.String() }));

const SubAccountSchema = Type.Object({
  globalId: Type.String(),
  accountName: Type.String(),
  fullName: Type.String(),
  mobile: Nullable(Type.String()),
  enabled: Type.Boolean(),
  sharesRights: Type.Boolean(),
  createdAt: Type.Number(),
  lastLoginAt: Nullable(Type.Number()),
});
export const SubAccountEnvelope = Envelope(SubAccountSchema);
export const SubAccountListEnvelope = Envelope(
  Type.Object({ enterpriseName: Type.String(), list: Type.Array(SubAccountSchema, { maxItems: SecurityLimits.subAccountsMax }), max: Type.Integer() }),
);
