import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorBoundary } from '@kernel/client/error-boundary';
import { useService } from '@kernel/client/react';
import { SessionStore, type SessionFlag } from '@kernel/client/session-store';
import { withServices } from '../lazy-services';

// The dialogs' code (and the plugin's store and API) is downloaded the first time one of them is asked for.
const TrialDialog = lazy(withServices(() => import('./TrialDialog')));
const NoRightsDialog = lazy(withServices(() => import('./RightsDialogs').then((m) => ({ default: m.NoRightsDialog }))));
const BuyServiceDialog = lazy(withServices(() => import('./RightsDialogs').then((m) => ({ default: m.BuyServiceDialog }))));
const GetRightsDialog = lazy(withServices(() => import('./RightsDialogs').then((m) => ({ default: m.GetRightsDialog }))));

/**
 * A popup-slot host: mounts its (lazily loaded) dialog once the session flag has been set, and
 * keeps it mounted so that it can animate out and show its follow-up dialogs.
 */
function flagHost(flag: SessionFlag, View: LazyExoticComponent<ComponentType>, name: string) {
  const Host = observer(function FlagHost() {
    const session = useService<SessionStore>(SessionStore);
    const open = session[flag];
    const [wanted, setWanted] = useState(false);
    useEffect(() => {
      if (open) setWanted(true);
    }, [open]);
    if (!wanted && !open) return null;
    return (
      <ErrorBoundary name={`membership ${name}`}>
        <Suspense fallback={null}>
          <View />
        </Suspense>
      </ErrorBoundary>
    );
  });
  return Host;
}

/** 申请试用VIP and its result dialogs (flag `showTrial`). */
export const TrialDialogHost = flagHost('showTrial', TrialDialog, 'trial dialog');
/** 暂无权限 (flag `showNoRightsTips`). */
export const NoRightsDialogHost = flagHost('showNoRightsTips', NoRightsDialog, 'no-rights dialog');
/** 购买服务 (flag `showBuyService`). */
export const BuyServiceDialogHost = flagHost('showBuyService', BuyServiceDialog, 'buy-service dialog');
/** 获取权益 (flag `showGetRights`). */
export const GetRightsDialogHost = flagHost('showGetRights', GetRightsDialog, 'get-rights dialog');
