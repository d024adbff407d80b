import type { EventBus } from '@kernel/client/event-bus';
import type { AccountApi } from './account-api';
import { AccountLoginFlow } from './account-login-flow';
import type { LoginCompletion } from './login-completion';
import type { LoginDialogState } from './login-dialog';
import type { MultiLoginStore } from './multi-login-token';
import { PhoneLoginFlow } from './phone-login-flow';
import { QrLoginFlow } from './qr-login-flow';

/** The login dialog's three flows, one per tab. */
export interface LoginFlows {
  readonly account: AccountLoginFlow;
  readonly phone: PhoneLoginFlow;
  readonly qr: QrLoginFlow;
}

/**
 * Builds the flows (this module is downloaded with the first opening of the login dialog, not with
 * the site): they reset when the dialog opens afresh and stop when it closes.
 */
export function createLoginFlows(deps: {
  api: AccountApi;
  bus: EventBus;
  multiLogin: MultiLoginStore;
  completion: LoginCompletion;
  dialog: LoginDialogState;
}): LoginFlows {
  const { api, bus, multiLogin, completion, dialog } = deps;
  const flows: LoginFlows = {
    account: new AccountLoginFlow(api, bus, multiLogin, completion),
    phone: new PhoneLoginFlow(api, bus, multiLogin, completion, dialog),
    qr: new QrLoginFlow(api, completion, dialog),
  };
  dialog.onOpen(() => {
    flows.account.reset();
    flows.phone.reset();
    flows.qr.reset();
  });
  dialog.onClose(() => {
    flows.qr.stopQr();
    flows.phone.clearChoices();
  });
  return flows;
}
