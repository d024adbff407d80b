import { SecurityPaths } from '@plugins/account/shared/security';
import type { Api } from './support';

/** A security or sub-account call: GET for the reads, else a JSON POST; the token and headers given. */
export function call(api: Api, path: string, token: string | undefined, json?: unknown, headers: Record<string, string> = {}) {
  const get = path === SecurityPaths.overview || path === SecurityPaths.subAccounts;
  return api.call(get ? 'GET' : 'POST', path, { json: get ? undefined : (json ?? {}), headers: { ...(token ? { token } : {}), ...headers } });
}
