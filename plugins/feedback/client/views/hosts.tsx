import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorBoundary } from '@kernel/client/error-boundary';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';

// The dialog machinery is loaded the first time feedback is opened.
const FeedbackDialog = lazy(() => import('./FeedbackDialog'));

/** Mounts the feedback dialog once it has been asked for (session flag `showFeedback`). */
export const FeedbackDialogHost = observer(function FeedbackDialogHost() {
  const session = useService<SessionStore>(SessionStore);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (session.showFeedback) setWanted(true);
  }, [session.showFeedback]);
  if (!wanted && !session.showFeedback) return null;
  return (
    <ErrorBoundary name="feedback dialog">
      <Suspense fallback={null}>
        <FeedbackDialog />
      </Suspense>
    </ErrorBoundary>
  );
});
