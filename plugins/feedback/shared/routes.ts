import { defineRoutes } from '@kernel/core/route-refs';

/** The feedback plugin's page routes (typed route references). */
export const feedbackRoutes = defineRoutes({
  /** 意见反馈 (public). */
  feedback: '/feedback',
});
