import { Type } from '@sinclair/typebox';
import { MOBILE_PATTERN_SOURCE, SMS_CODE_PATTERN_SOURCE } from '@kernel/core/contact';
import { AnyQuery, Envelope } from '@kernel/server/schemas';

/** TypeBox schemas of the account endpoints (inputs are validated; a mismatch answers HTTP 400). */

export const MOBILE = Type.String({ pattern: MOBILE_PATTERN_SOURCE, description: '11-digit mobile number' });
export const SMS_CODE = Type.String({ pattern: SMS_CODE_PATTERN_SOURCE });
const Flag = Type.Optional(Type.String({ maxLength: 10 }));
const Secret = (max = 200) => Type.String({ minLength: 1, maxLength: max });

export { AnyQuery };
export const AnyHeaders = Type.Object({}, { additionalProperties: true });

export const EncryptedBody = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 2048 }),
    iv: Type.String({ minLength: 1, maxLength: 64 }),
    data: Type.String({ minLength: 1, maxLength: 16_384 }),
    keyId: Type.Optional(Type.String({ maxLength: 64 })),
    validateData: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: true },
);

export const ValidateHeaders = Type.Object({ validatedata: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: true });
export const GlobalIdHeaders = Type.Object({ globalid: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: true });
export const RequiredGlobalIdHeaders = Type.Object({ globalid: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: true });

export const SmsLoginBody = Type.Object({ mobile: MOBILE, code: SMS_CODE, keepLogin: Flag }, { additionalProperties: true });
export const BindingBody = Type.Object(
  { code: SMS_CODE, mobile: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: true },
);
export const TokenBody = Type.Object({ accessToken: Secret() }, { additionalProperties: true });
export const TicketBody = Type.Object({ ticket: Secret(), keepLogin: Flag }, { additionalProperties: true });
export const UuidBody = Type.Object(
  {
    uuid: Type.String({ minLength: 1, maxLength: 64 }),
    keepLogin: Flag,
    action: Type.Optional(Type.Union([Type.Literal('scan'), Type.Literal('confirm')])),
  },
  { additionalProperties: true },
);
export const UuidQuery = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64 }) });
export const UserTicketQuery = Type.Object(
  { timestamp: Type.Optional(Type.String({ maxLength: 32 })), service: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: true },
);
export const LoginStatusQuery = Type.Object({
  type: Type.Union([Type.Literal('auth'), Type.Literal('sms'), Type.Literal('qr'), Type.Literal('token'), Type.Literal('ticket')]),
});
export const UsernameQuery = Type.Object(
  { username: Type.Optional(Type.String({ maxLength: 64 })), applyId: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: true },
);
export const FeedbackQuery = Type.Object(
  {
    option: Type.Optional(Type.Union([Type.Literal('allow'), Type.Literal('deny')])),
    username: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: true },
);
export const ApplyIdQuery = Type.Object({ applyId: Type.String({ minLength: 1, maxLength: 64 }) });
export const IdentifierQuery = Type.Object({ identifier: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: true });
export const UserIdHeaders = Type.Object({ userid: Type.String({ pattern: '^\\d{1,12}$' }) }, { additionalProperties: true });
export const IdentityQuery = Type.Object({ identity: Type.String({ minLength: 1, maxLength: 64 }) });
export const SmsBody = Type.Object(
  {
    mobile: MOBILE,
    type: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('trial'), Type.Literal('register'), Type.Literal('reset')])),
  },
  { additionalProperties: true },
);
/** Registration (the rules themselves are checked by shared/registration.ts, with Chinese messages). */
export const RegisterBody = Type.Object(
  {
    mobile: Type.String({ maxLength: 20 }),
    code: Type.String({ maxLength: 12 }),
    username: Type.String({ maxLength: 64 }),
    password: Type.String({ maxLength: 100 }),
    consent: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
    inviteCode: Type.Optional(Type.String({ maxLength: 32 })),
    keepLogin: Flag,
  },
  { additionalProperties: true },
);
export const ResetPasswordBody = Type.Object(
  {
    mobile: Type.String({ maxLength: 20 }),
    code: Type.String({ maxLength: 12 }),
    password: Type.String({ maxLength: 100 }),
    globalId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: true },
);
export const ResetPasswordEnvelope = Envelope(
  Type.Union([
    Type.Object({ status: Type.Literal('done'), username: Type.String(), signedOut: Type.Integer() }),
    Type.Object({
      status: Type.Literal('needChoice'),
      accounts: Type.Array(Type.Object({ globalId: Type.String(), username: Type.String(), accountTypeName: Type.String() })),
    }),
  ]),
);
export const InviteEnvelope = Envelope(Type.Object({ code: Type.String(), invited: Type.Integer() }));
export const CaptchaVerifyBody = Type.Object({
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  answer: Type.String({ minLength: 1, maxLength: 16 }),
});
export const OutboxQuery = Type.Object({ mobile: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: true });

// ---- answers ----

const LoginDataSchema = Type.Object({
  accessToken: Type.String(),
  expireIn: Type.Integer(),
  isNewUser: Type.Boolean(),
  loginToken: Type.String(),
  globalId: Type.String(),
});

/** The login answer: envelope + top-level id / callbackAddress (sent raw, so they survive). */
export const LoginAnswerSchema = Type.Object({
  statusCode: Type.Integer(),
  data: Type.Union([LoginDataSchema, Type.Null()]),
  businessMsg: Type.String(),
  id: Type.Optional(Type.String()),
  callbackAddress: Type.Optional(Type.String()),
});

export const NullEnvelope = Envelope(Type.Null());

export const PublicKeyEnvelope = Type.Object({
  statusCode: Type.Integer(),
  data: Type.Object({ key: Type.String(), keyId: Type.String() }),
  businessMsg: Type.String(),
  /** The server's clock (ms since the epoch): login payloads carry a timestamp by it. */
  serverTime: Type.Optional(Type.Number()),
});

export const BindingAccountSchema = Type.Object({
  id: Type.String(),
  globalId: Type.String(),
  username: Type.String(),
  accountTypeName: Type.String(),
  accountGroup: Type.Union([Type.Literal('entSubAccount'), Type.Literal('personalAccount'), Type.Literal('entMainAccount')]),
  haveRights: Type.Boolean(),
});
export const BindingEnvelope = Envelope(
  Type.Object({ haveRightsAccounts: Type.Array(BindingAccountSchema), noRightsAccounts: Type.Array(BindingAccountSchema) }),
);

export const RefreshEnvelope = Envelope(
  Type.Object({
    statusCode: Type.Integer(),
    data: Type.Object({ accessToken: Type.String(), expireIn: Type.Integer() }),
    id: Type.String(),
  }),
);

export const TicketEnvelope = Envelope(Type.Object({ ticket: Type.String() }));
export const QrEnvelope = Envelope(Type.Object({ uuid: Type.String(), url: Type.String(), expireIn: Type.Integer() }));
const QrStatusSchema = Type.Union(['waiting', 'scanned', 'confirmed', 'expired', 'used'].map((s) => Type.Literal(s)));
export const QrStatusEnvelope = Envelope(Type.Object({ status: QrStatusSchema }));

/** The pre-check answer; `applyTicket` (top level, beside data) when the account is live elsewhere. */
export const LoginStatusEnvelope = Type.Object({
  statusCode: Type.Integer(),
  data: Type.Object({ loggedInElsewhere: Type.Boolean(), globalId: Type.String(), username: Type.String() }),
  businessMsg: Type.String(),
  applyTicket: Type.Optional(Type.String()),
});
export const ApplyingEnvelope = Envelope(Type.Object({ applying: Type.Boolean() }));
export const ApplyEnvelope = Envelope(Type.Object({ applyId: Type.String() }));
const OptionSchema = Type.Union(['pending', 'allow', 'deny', 'cancel', 'expired'].map((s) => Type.Literal(s)));
export const OptionEnvelope = Envelope(Type.Object({ option: OptionSchema }));
export const AliveEnvelope = Envelope(Type.Object({ alive: Type.Boolean() }));

/**
 * The user info: the identity, the names of the rights held, and the fields other plugins
 * contribute through the kernel's UserInfoContributors (membership's isVip, trailInterest,
 * projectCostVipStatus), which the account plugin does not know and passes through.
 */
export const UserInfoEnvelope = Envelope(
  Type.Object(
    {
      globalId: Type.String(),
      fullName: Type.String(),
      accountName: Type.String(),
      avatarPath: Type.Array(Type.String()),
      isNewUser: Type.Boolean(),
      accountType: Type.Optional(Type.Union([Type.Literal('personal'), Type.Literal('entMain'), Type.Literal('entSub')])),
      rights: Type.Array(Type.String()),
    },
    { additionalProperties: true },
  ),
);
export const GlobalIdEnvelope = Envelope(Type.Object({ globalId: Type.String() }));
export const ExistsEnvelope = Envelope(Type.Object({ exists: Type.Boolean() }));
export const CustomersEnvelope = Envelope(Type.Array(Type.Object({ name: Type.String(), phone: Type.String(), hours: Type.String() })));
export const LoginPicturesEnvelope = Envelope(Type.Array(Type.Object({ pictureUri: Type.String() })));
export const PictureParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) });
export const SessionsEnvelope = Envelope(
  Type.Array(
    Type.Object({
      id: Type.String(),
      loginType: Type.Union(['auth', 'sms', 'qr', 'token', 'ticket'].map((s) => Type.Literal(s))),
      device: Type.String(),
      ip: Type.String(),
      createdAt: Type.Number(),
      lastSeenAt: Type.Number(),
      current: Type.Boolean(),
    }),
  ),
);
export const RevokedEnvelope = Envelope(Type.Object({ revoked: Type.Integer() }));
export const CaptchaImageEnvelope = Envelope(Type.Object({ captchaId: Type.String(), image: Type.String() }));
export const ValidateDataEnvelope = Envelope(Type.Object({ validateData: Type.String() }));
export const OutboxEnvelope = Envelope(
  Type.Array(
    Type.Object({ id: Type.String(), mobile: Type.String(), type: Type.String(), content: Type.String(), createdAt: Type.Number() }),
  ),
);
