export { feedbackRoutes } from './routes';
export { FeedbackDialogs } from './dialogs';

/** The HTTP contract of the feedback plugin. */
export const FeedbackPaths = {
  /** POST form FeedbackInput → null (操作成功) */
  addFeedback: '/pb/behavior/addFeedback',
} as const;

export interface FeedbackInput {
  /** The problem or opinion, at most 500 characters. */
  description: string;
  /** A phone number, QQ number or e-mail, at most 50. */
  mobile?: string;
  /** At most 20. */
  name?: string;
  /** Fixed "3". */
  srcType: '3';
}

export const FEEDBACK_DESC_MAX = 500;
export const FEEDBACK_NAME_MAX = 20;
export const FEEDBACK_CONTACT_MAX = 50;
