import type { HttpClient, RequestOptions } from '@kernel/client/http-client';
import type { LoginAnswer } from '../shared/contract';
import {
  RegistrationPaths,
  type InviteInfo,
  type RegisterRequest,
  type ResetPasswordAnswer,
  type ResetPasswordRequest,
} from '../shared/registration';

/** Failures are shown under the forms, not as toasts. */
const EXEMPT: Partial<RequestOptions> = { exempt: true };

/**
 * The registration, reset and invite calls (shared/registration.ts), through the kernel's
 * HttpClient. Lives with the register and reset dialogs (their lazy chunks), not in the site's
 * first load.
 */
export class RegisterApi {
  constructor(private readonly http: HttpClient) {}

  /** Registers (SMS code of type register) and answers the login of the new member. */
  async register(input: RegisterRequest): Promise<LoginAnswer> {
    const body: Record<string, unknown> = { ...input, consent: input.consent ? 'true' : 'false' };
    if (!input.inviteCode) delete body.inviteCode;
    const r = (await this.http.post(RegistrationPaths.register, body, EXEMPT)) as Partial<LoginAnswer> & { id?: string | number };
    return {
      statusCode: r.statusCode ?? 0,
      data: r.data ?? null,
      businessMsg: r.businessMsg ?? '',
      id: r.id != null ? String(r.id) : undefined,
    };
  }

  /** Resets a forgotten password (SMS code of type reset): done, or the accounts to choose from. */
  async resetPassword(input: ResetPasswordRequest): Promise<ResetPasswordAnswer> {
    const body: Record<string, unknown> = { ...input };
    if (!input.globalId) delete body.globalId;
    return (await this.http.post<ResetPasswordAnswer>(RegistrationPaths.resetPassword, body, EXEMPT)).data;
  }

  /** The member's invite code and how many members it brought. */
  async inviteInfo(): Promise<InviteInfo> {
    return (await this.http.get<InviteInfo>(RegistrationPaths.inviteCode, undefined, { silent: true, exempt: true })).data;
  }
}
