/**
 * Validation of the trial application form, pure functions. The rules and
 * messages are shared with the server (../shared/trial-rules.ts); the input cleaners of the
 * dialog live here.
 */
import { digitsOnly } from '@kernel/core/contact';
import { chineseOnly, TrialLimits } from '../shared/trial-rules';

export {
  chineseOnly,
  failureReason,
  MOBILE_PATTERN,
  TRIAL_FIELDS,
  TrialLimits,
  TrialMessages,
  validateCity,
  validateCompanyName,
  validateMobile,
  validateProvince,
  validateRealName,
  validateTrialField,
  validateTrialForm,
  validateVerificationCode,
  type TrialField,
  type TrialFormErrors,
  type TrialFormValues,
} from '../shared/trial-rules';

/** The send-code countdown, in seconds. */
export const TRIAL_CODE_COUNTDOWN = 60;

export { digitsOnly };

/** realName: only Chinese characters are kept, at most 20. */
export const sanitizeRealName = (value: string): string => chineseOnly(value).slice(0, TrialLimits.realNameMax);
/** mobile: digits only, at most 11. */
export const sanitizeMobile = (value: string): string => digitsOnly(value, TrialLimits.mobileLength);
/** verificationCode: digits only, at most 6. */
export const sanitizeCode = (value: string): string => digitsOnly(value, TrialLimits.codeLength);
/** companyName: at most 20 characters, no leading spaces. */
export const sanitizeCompanyName = (value: string): string => value.replace(/^\s+/, '').slice(0, TrialLimits.companyNameMax);

/** The send-code button's label while counting down, e.g. `58秒后重新获取`. */
export function countdownLabel(seconds: number): string {
  return `${seconds}秒后重新获取`;
}

/** An empty form, as the dialog shows it when it opens. */
export function emptyTrialForm() {
  return { realName: '', mobile: '', verificationCode: '', companyName: '', province: '', city: '' };
}
