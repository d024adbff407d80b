import { ContainerModule } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest, PAGES } from '../manifest';
import type { FeedbackApi as FeedbackApiType } from './api';
import { FeedbackApi } from './tokens';
import { FeedbackDialogHost } from './views/hosts';

export const FEEDBACK_PAGE_PATH = PAGES.feedback;

/** The API's code (api.ts) is downloaded with the first feedback sent, not with the site. */
export const feedbackModule = new ContainerModule(({ bind }) => {
  bind<FeedbackApiType>(FeedbackApi)
    .toDynamicValue((ctx) => {
      let api: Promise<FeedbackApiType> | undefined;
      const load = () =>
        (api ??= import(/* webpackChunkName: "feedback-api" */ './api').then((m) => new m.HttpFeedbackApi(ctx.get<HttpClient>(HttpClient))));
      return { submit: async (values) => (await load()).submit(values) };
    })
    .inSingletonScope();
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

export { FeedbackApi } from './tokens';
