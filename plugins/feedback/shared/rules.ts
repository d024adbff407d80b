/**
 * The feedback form's rules, pure functions shared by the dialog, the page and
 * the server, so that all three give the same Chinese messages.
 */
import { FEEDBACK_CONTACT_MAX, FEEDBACK_DESC_MAX, FEEDBACK_NAME_MAX, type FeedbackInput } from './contract';

export const FeedbackMessages = {
  descriptionRequired: '请输入您的问题或意见',
  descriptionTooLong: `问题或意见不能超过${FEEDBACK_DESC_MAX}个字`,
  nameTooLong: `用户名不能超过${FEEDBACK_NAME_MAX}个字`,
  contactTooLong: `联系方式不能超过${FEEDBACK_CONTACT_MAX}个字`,
  srcTypeInvalid: '反馈来源无效',
  tooFrequent: '操作过于频繁，请稍后再试',
  success: '操作成功',
  failure: '操作失败',
} as const;

/** The fixed source type of the site's feedback: always "3". */
export const FEEDBACK_SRC_TYPE = '3';

/** At most this many feedback entries per IP address per window. */
export const FEEDBACK_RATE_LIMIT = 5;
export const FEEDBACK_RATE_WINDOW_MS = 60_000;

export function validateDescription(value: string): string | null {
  const text = value.trim();
  if (text === '') return FeedbackMessages.descriptionRequired;
  if (text.length > FEEDBACK_DESC_MAX) return FeedbackMessages.descriptionTooLong;
  return null;
}

export function validateName(value: string): string | null {
  return value.trim().length > FEEDBACK_NAME_MAX ? FeedbackMessages.nameTooLong : null;
}

export function validateContact(value: string): string | null {
  return value.trim().length > FEEDBACK_CONTACT_MAX ? FeedbackMessages.contactTooLong : null;
}

export type FeedbackField = 'description' | 'name' | 'mobile';

export interface FeedbackErrors {
  readonly first: string | null;
  readonly fields: Partial<Record<FeedbackField, string>>;
}

/** Validates a feedback submission (srcType aside): every field's message and the first one. */
export function validateFeedback(input: { description?: string; name?: string; mobile?: string }): FeedbackErrors {
  const checks: [FeedbackField, string | null][] = [
    ['description', validateDescription(input.description ?? '')],
    ['name', validateName(input.name ?? '')],
    ['mobile', validateContact(input.mobile ?? '')],
  ];
  const fields: Partial<Record<FeedbackField, string>> = {};
  let first: string | null = null;
  for (const [field, message] of checks) {
    if (!message) continue;
    fields[field] = message;
    first ??= message;
  }
  return { first, fields };
}

/** The request body the site sends: trimmed values and the fixed srcType. */
export function toFeedbackInput(values: { description: string; name?: string; mobile?: string }): FeedbackInput {
  return {
    description: values.description.trim(),
    name: (values.name ?? '').trim(),
    mobile: (values.mobile ?? '').trim(),
    srcType: FEEDBACK_SRC_TYPE,
  };
}

/** The word counter of the header dialog, e.g. `12/500`. */
export function wordCount(value: string, max = FEEDBACK_DESC_MAX): string {
  return `${value.length}/${max}`;
}
