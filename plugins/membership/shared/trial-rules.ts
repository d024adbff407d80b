/**
 * The field rules of the trial application form, pure functions shared by the
 * dialog (plugins/membership/client/validation.ts) and the server, so both give the same Chinese
 * messages.
 */
import { isMobile, isSmsCode } from '@kernel/core/contact';
import { TRIAL_COMPANY_MAX, TRIAL_NAME_MAX, type TrialApplication } from './contract';

export const TrialLimits = {
  realNameMax: TRIAL_NAME_MAX,
  companyNameMax: TRIAL_COMPANY_MAX,
  mobileLength: 11,
  codeLength: 6,
} as const;

export const TrialMessages = {
  realNameRequired: '请输入真实姓名',
  realNameChinese: '真实姓名只能填写中文',
  realNameTooLong: `真实姓名不能超过${TRIAL_NAME_MAX}个字`,
  mobileRequired: '请输入手机号',
  mobileLength: '请输入11位手机号',
  mobileFormat: '手机号格式错误',
  codeRequired: '请输入验证码',
  codeInvalid: '请输入6位数字验证码',
  codeWrong: '验证码错误或已失效，请重新获取',
  companyRequired: '请输入公司名称',
  companyTooLong: `公司名称不能超过${TRIAL_COMPANY_MAX}个字`,
  provinceRequired: '请选择省份',
  cityRequired: '请选择城市/区县',
  captchaRequired: '请先完成安全验证',
  codeSent: '验证码已发送',
  alreadyVip: '您已是VIP会员，无需申请试用',
  oncePerAccount: '每个账号仅可申请一次试用',
  failureTitle: '抱歉，试用申请失败',
  unknownReason: '未知原因',
} as const;

/** Chinese characters (CJK unified ideographs and extension A). */
const CHINESE_CHAR = /[\u3400-\u4dbf\u4e00-\u9fff]/;
const CHINESE_ONLY = /^[\u3400-\u4dbf\u4e00-\u9fff]+$/;
const NOT_CHINESE = /[^\u3400-\u4dbf\u4e00-\u9fff]+/g;
/** A mobile number (the kernel's contact rule). */
export { MOBILE_PATTERN } from '@kernel/core/contact';

export function isChineseChar(ch: string): boolean {
  return CHINESE_CHAR.test(ch);
}

/** Keeps only Chinese characters (the realName input). */
export function chineseOnly(value: string): string {
  return value.replace(NOT_CHINESE, '');
}

export function validateRealName(value: string): string | null {
  const name = value.trim();
  if (name === '') return TrialMessages.realNameRequired;
  if (!CHINESE_ONLY.test(name)) return TrialMessages.realNameChinese;
  if (name.length > TrialLimits.realNameMax) return TrialMessages.realNameTooLong;
  return null;
}

export function validateMobile(value: string): string | null {
  const mobile = value.trim();
  if (mobile === '') return TrialMessages.mobileRequired;
  if (!/^\d+$/.test(mobile)) return TrialMessages.mobileFormat;
  if (mobile.length !== TrialLimits.mobileLength) return TrialMessages.mobileLength;
  if (!isMobile(mobile)) return TrialMessages.mobileFormat;
  return null;
}

export function validateVerificationCode(value: string): string | null {
  const code = value.trim();
  if (code === '') return TrialMessages.codeRequired;
  return isSmsCode(code) ? null : TrialMessages.codeInvalid;
}

export function validateCompanyName(value: string): string | null {
  const company = value.trim();
  if (company === '') return TrialMessages.companyRequired;
  if (company.length > TrialLimits.companyNameMax) return TrialMessages.companyTooLong;
  return null;
}

export function validateProvince(value: string): string | null {
  return value.trim() === '' ? TrialMessages.provinceRequired : null;
}

export function validateCity(value: string): string | null {
  return value.trim() === '' ? TrialMessages.cityRequired : null;
}

export type TrialField = 'realName' | 'mobile' | 'verificationCode' | 'companyName' | 'province' | 'city';

/** The form's fields in display order. */
export const TRIAL_FIELDS: readonly TrialField[] = ['realName', 'mobile', 'verificationCode', 'companyName', 'province', 'city'];

export interface TrialFormErrors {
  /** The first error in field order, or null when the form is valid. */
  readonly first: string | null;
  readonly fields: Partial<Record<TrialField, string>>;
}

export type TrialFormValues = Pick<TrialApplication, TrialField>;

const VALIDATORS: Record<TrialField, (value: string) => string | null> = {
  realName: validateRealName,
  mobile: validateMobile,
  verificationCode: validateVerificationCode,
  companyName: validateCompanyName,
  province: validateProvince,
  city: validateCity,
};

export function validateTrialField(field: TrialField, value: string): string | null {
  return VALIDATORS[field](value ?? '');
}

/** Validates the whole form: every field's message, and the first one in field order. */
export function validateTrialForm(values: Partial<TrialFormValues>): TrialFormErrors {
  const fields: Partial<Record<TrialField, string>> = {};
  let first: string | null = null;
  for (const field of TRIAL_FIELDS) {
    const message = validateTrialField(field, String(values[field] ?? ''));
    if (!message) continue;
    fields[field] = message;
    first ??= message;
  }
  return { first, fields };
}

/** The failure dialog's reason: the server's businessMsg, or 未知原因. */
export function failureReason(message: string | null | undefined): string {
  const text = (message ?? '').trim();
  return text === '' ? TrialMessages.unknownReason : text;
}
