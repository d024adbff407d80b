/**
 * Validation of the feedback forms, pure functions: the header dialog (desc,
 * username, telPhone) and the /feedback page (description, name, contact). The rules and
 * messages are shared with the server (../shared/rules.ts).
 */
import { FEEDBACK_CONTACT_MAX, FEEDBACK_DESC_MAX, FEEDBACK_NAME_MAX } from '../shared/contract';

export {
  FEEDBACK_RATE_LIMIT,
  FEEDBACK_SRC_TYPE,
  FeedbackMessages,
  toFeedbackInput,
  validateContact,
  validateDescription,
  validateFeedback,
  validateName,
  wordCount,
  type FeedbackErrors,
  type FeedbackField,
} from '../shared/rules';

export const FeedbackLimits = {
  description: FEEDBACK_DESC_MAX,
  name: FEEDBACK_NAME_MAX,
  contact: FEEDBACK_CONTACT_MAX,
} as const;

/** Cuts a value to a field's limit (the inputs never hold more). */
export function clip(value: string, max: number): string {
  return value.slice(0, max);
}

/** The name field's initial value: the member's fullName when there is one, cut to 20. */
export function prefillName(fullName: string | null | undefined): string {
  return clip((fullName ?? '').trim(), FEEDBACK_NAME_MAX);
}

/** The header dialog's fields, mapped to the feedback call's (`FeedbackInput` in ../shared/contract.ts). */
export function dialogToInput(values: { desc: string; username: string; telPhone: string }) {
  return { description: values.desc, name: values.username, mobile: values.telPhone };
}
