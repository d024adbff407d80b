import { ContainerModule } from 'inversify';
import { LuMessageSquareText } from 'react-icons/lu';
import { defineDialog } from '@kernel/client/dialogs';
import { HttpClient } from '@kernel/client/http-client';
import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';
import { FeedbackDialogs } from '../shared/dialogs';
import { feedbackRoutes } from '../shared/routes';
import type { FeedbackApi as FeedbackApiType } from './api';
import { FeedbackApi } from './tokens';

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
 * 意见反馈: the header feedback dialog (`feedback.form`, opened through the DialogService: the side
 * widget's 意见反馈 entry this plugin contributes, the contact page) and the /feedback page.
 */
export default defineClientPlugin({
  manifest,
  module: feedbackModule,
  routes: [
    {
      path: feedbackRoutes.feedback.pattern,
      title: '意见反馈',
      access: 'public',
      name: 'feedback',
      load: () => import(/* webpackChunkName: "page-feedback" */ './views/FeedbackPage'),
    },
  ],
  dialogs: [defineDialog({ id: FeedbackDialogs.form, load: () => import(/* webpackChunkName: "feedback-dialog" */ './views/FeedbackDialog') })],
  contributions: {
    'shell.sideEntry': [{ id: 'feedback.form', order: 10, text: '意见反馈', icon: LuMessageSquareText, dialog: FeedbackDialogs.form }],
  },
});

export { FeedbackApi } from './tokens';
