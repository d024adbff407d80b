/**
 * Test doubles for the account plugin's services (plugins/account/shared/services.ts), offered to
 * the membership plugin through the service registry, and a token → session resolver.
 */
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '@kernel/core/session';
import { BusinessError } from '@kernel/server/errors';
import { ServiceRegistry } from '@kernel/server/services';
import { DEMO_ACCOUNTS } from '@plugins/account/shared/demo';
import { AccountDirectory, Captchas, SmsCodes } from '@plugins/account/shared/services';

/** The one code the fake SMS service accepts. */
export const GOOD_CODE = '246810';
/** The captcha answers the fake captcha service accepts (each once). */
export const captchaAnswer = (n: number) => `captcha-ok-${n}`;

export class FakeSmsCodes implements SmsCodes {
  readonly sent: { mobile: string; type: 'login' | 'trial' }[] = [];
  readonly verified: { mobile: string; type: 'login' | 'trial'; code: string }[] = [];
  /** When set, send() rejects with this message. */
  failSend: string | null = null;

  async send(mobile: string, type: 'login' | 'trial'): Promise<void> {
    if (this.failSend) throw new BusinessError(440, this.failSend);
    this.sent.push({ mobile, type });
  }

  async verify(mobile: string, type: 'login' | 'trial', code: string): Promise<boolean> {
    this.verified.push({ mobile, type, code });
    return type === 'trial' && code === GOOD_CODE;
  }
}

export class FakeCaptchas implements Captchas {
  private readonly used = new Set<string>();

  async consume(validateData: string): Promise<boolean> {
    if (!validateData.startsWith('captcha-ok-') || this.used.has(validateData)) return false;
    this.used.add(validateData);
    return true;
  }
}

export class FakeDirectory implements AccountDirectory {
  async find(globalId: string) {
    const a = DEMO_ACCOUNTS.find((x) => x.globalId === globalId);
    return a ? { globalId: a.globalId, accountName: a.username, fullName: a.fullName, kind: a.kind } : null;
  }
  async rightsSourceOf(_globalId: string): Promise<string | null> {
    return null;
  }
  async findByAccountName(accountName: string) {
    const a = DEMO_ACCOUNTS.find((x) => x.username === accountName);
    return a ? { globalId: a.globalId, accountName: a.username, fullName: a.fullName, kind: a.kind } : null;
  }
  async inviteCodeOf(globalId: string): Promise<string | null> {
    return DEMO_ACCOUNTS.some((x) => x.globalId === globalId) ? `INV${globalId.slice(-5)}` : null;
  }
  async inviterOf(code: string): Promise<{ globalId: string; accountName: string } | null> {
    const a = DEMO_ACCOUNTS.find((x) => `INV${x.globalId.slice(-5)}` === code.trim().toUpperCase());
    return a ? { globalId: a.globalId, accountName: a.username } : null;
  }
}

export interface Fakes {
  readonly services: ServiceRegistry;
  readonly sms: FakeSmsCodes;
  readonly captchas: FakeCaptchas;
}

export function fakeServices(options: { directory?: boolean } = {}): Fakes {
  const services = new ServiceRegistry();
  const sms = new FakeSmsCodes();
  const captchas = new FakeCaptchas();
  services.provide(SmsCodes, sms);
  services.provide(Captchas, captchas);
  if (options.directory !== false) services.provide(AccountDirectory, new FakeDirectory());
  return { services, sms, captchas };
}

/** A session for a member (its rights are read by the membership plugin from its tables, so the session names none). */
export function sessionOf(globalId: string, accountName: string, accountType?: SessionInfo['accountType']): SessionInfo {
  return {
    userId: `u-${globalId}`,
    globalId,
    accountName,
    accountType,
    rights: [],
  };
}

/** Tokens `token-<username>` for the demo accounts, plus any extra sessions. */
export function installSessions(app: FastifyInstance, extra: Record<string, SessionInfo> = {}): void {
  const sessions = new Map<string, SessionInfo>(Object.entries(extra));
  for (const a of DEMO_ACCOUNTS) sessions.set(`token-${a.username}`, sessionOf(a.globalId, a.username, a.kind));
  app.auth.setResolver((token) => sessions.get(token) ?? null);
}

/** A member created on the fly (no rights row), with its token. */
export function newMember(n: number): { token: string; session: SessionInfo } {
  const session = sessionOf(`G2${String(n).padStart(7, '0')}`, `member_${n}`, 'personal');
  return { token: `token-member-${n}`, session };
}
