import { ContainerModule } from 'inversify';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest, PAGES } from '../manifest';
import { FeedbackApi, HttpFeedbackApi } from './api';
import { FeedbackDialogHost } from './views/hosts';

export const FEEDBACK_PAGE_PATH = PAGES.feedback;

export const feedbackModule = new ContainerModule(({ bind }) => {
  bind<FeedbackApi>(FeedbackApi).to(HttpFeedbackApi).inSingletonScope();
});

/**
 * 意见反馈: the header feedback dialog (popup slot, opened by the session flag `showFeedback`, e.g.
 * from the side widget) and the /feedback page.
 */
export default defineClientPlugin({
  manifest,
  module: feedbackModule,
  routes: [
    {
      path: FEEDBACK_PAGE_PATH,
      title: '意见反馈',
      access: 'public',
      name: 'feedback',
      load: () => import(/* webpackChunkName: "page-feedback" */ './views/FeedbackPage'),
    },
  ],
  slots: [{ slot: 'popup', id: 'feedback-dialog', order: 20, component: FeedbackDialogHost }],
});

export { FeedbackApi, HttpFeedbackApi } from './api';
