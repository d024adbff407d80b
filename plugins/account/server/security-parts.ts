import { AccountDeletion } from './deletion';
import { EnterpriseAccounts } from './enterprise';
import type { AccountRuntime } from './runtime';
import { AccountSecurity } from './security-service';

export interface SecurityParts {
  readonly security: AccountSecurity;
  readonly deletion: AccountDeletion;
  readonly enterprise: EnterpriseAccounts;
}

const parts = new WeakMap<AccountRuntime, SecurityParts>();

/** The account-security, deletion and sub-account services of a runtime, built once. */
export function securityParts(rt: AccountRuntime): SecurityParts {
  let found = parts.get(rt);
  if (!found) {
    const security = new AccountSecurity(rt);
    found = { security, deletion: new AccountDeletion(rt, security), enterprise: new EnterpriseAccounts(rt, security) };
    parts.set(rt, found);
  }
  return found;
}
