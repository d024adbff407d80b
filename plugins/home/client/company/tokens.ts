/**
 * The recommended-company page's tokens (a Symbol and an interface each). The implementations live
 * in a chunk loaded with the page (services.ts), never on /home's first load.
 */
import type { Loadable } from '@kernel/client/load-state';
import type { EnterpriseDetail } from '../../shared/contract';

export const CompanyApi = Symbol('CompanyApi');
export interface CompanyApi {
  /** GET /home/queryEnterpriseDetail?id= (a refusal rejects with its Chinese message). */
  detail(id: number, signal?: AbortSignal): Promise<EnterpriseDetail>;
}

export const CompanyStore = Symbol('CompanyStore');
export interface CompanyStore {
  /** The enterprise shown (status, error, data). */
  readonly detail: Pick<Loadable<EnterpriseDetail>, 'status' | 'data' | 'error'>;
  /** Whether the last answer said the enterprise does not exist (or the address names none). */
  readonly missing: boolean;
  /** The id from the address (`?id=`), or null when it names none. */
  idOf(search: string): number | null;
  /** Loads enterprise `id` unless it is already shown or loading. */
  load(id: number | null): Promise<void>;
  /** Loads the current one again (after a failure). */
  reload(): Promise<void>;
}
