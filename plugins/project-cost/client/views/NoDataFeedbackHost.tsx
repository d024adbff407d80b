import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { withServices } from '../lazy-services';

const NoDataFeedbackDialog = lazy(
  withServices(() => import(/* webpackChunkName: "project-cost-feedback" */ './NoDataFeedbackDialog')),
);

/** Popup slot: the no-data feedback dialog, loaded only once the session flag opens it. */
export const NoDataFeedbackHost = observer(function NoDataFeedbackHost() {
  const session = useService<SessionStore>(SessionStore);
  if (!session.showNoDataFeedback) return null;
  return (
    <Suspense fallback={null}>
      <NoDataFeedbackDialog />
    </Suspense>
  );
});
