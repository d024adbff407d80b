import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../core/envelope';
import type { SessionInfo } from '../core/session';
import { Messages, TOKEN_EXPIRED_CODE } from '../core/status-codes';
import { sendEnvelope } from './errors';

/** Resolves an access token to a session; null when the token is unknown or expired. */
export type SessionResolver = (
  token: string,
  request: FastifyRequest,
) => SessionInfo | null | Promise<SessionInfo | null>;

/** A reusable route guard (`preHandler`). */
export type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | void>;

export interface AuthService {
  /** Replaces the resolver (the plugin that runs the login sets the real one). The default knows nobody. */
  setResolver(resolver: SessionResolver): void;
  /** Resolves a token with the current resolver; a throwing resolver counts as "no session". */
  resolve(token: string, request: FastifyRequest): Promise<SessionInfo | null>;
  /** Guard: answers statusCode 301 `请先登录` without a token, 302 when the token is not valid. */
  readonly requireLogin: AuthGuard;
  /** Guard factory: as requireLogin, then statusCode 820 `您暂无访问权限！` without the named right. */
  readonly requireRight: (right: string) => AuthGuard;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    /** The caller's session, or null (set by the kernel's auth hook before any handler). */
    session: SessionInfo | null;
    /** The raw access token the request carried (`token` header or cookie), or null. */
    authToken: string | null;
  }
}

/** Status code for "no token": show the message, log out, open login (kernel/core/status-codes.ts). */
export const LOGIN_REQUIRED_CODE = 301;
/** Status code for "no rights" (kernel/core/status-codes.ts). */
export const NO_PERMISSION_CODE = 820;

/** Reads the token from the `token` header, else from the `token` cookie. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.token;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const token = fromHeader ?? request.cookies?.token;
  if (!token || token === 'null' || token === 'undefined') return null;
  return token;
}

export const requireLogin: AuthGuard = async (request, reply) => {
  if (request.session) return;
  // A token that resolves to nobody has expired: the client may refresh it and replay (302).
  if (request.authToken) return sendEnvelope(reply, fail(TOKEN_EXPIRED_CODE, Messages.tokenExpired));
  return sendEnvelope(reply, fail(LOGIN_REQUIRED_CODE, Messages.loginRequired));
};

/** True when the session's user holds the named right (a name the deciding plugin exports, e.g. `MembershipRights.vip`). */
export function hasRight(session: Pick<SessionInfo, 'rights'> | null | undefined, right: string): boolean {
  return !!session && session.rights.includes(right);
}

/**
 * A guard for a named right: without a session it answers as requireLogin (301 / 302); a session
 * without the right answers statusCode 820 `您暂无访问权限！`. Rights are decided by the kernel's
 * RightsProvider (membership's): with no provider nobody holds any, so the guarded route refuses
 * everyone. `requireRight(MembershipRights.vip)` is the VIP guard (a real VIP or a running trial).
 */
export function requireRight(right: string): AuthGuard {
  return async (request, reply) => {
    if (!request.session) return requireLogin(request, reply);
    if (!hasRight(request.session, right)) return sendEnvelope(reply, fail(NO_PERMISSION_CODE, Messages.noPermission));
  };
}

/**
 * Authentication infrastructure: the `auth` decorator and an `onRequest` hook that resolves the
 * request's token to `request.session`. Hashed static assets are not resolved.
 */
export const authPlugin = fp(
  async function auth(app: FastifyInstance) {
    let resolver: SessionResolver = () => null;
    const service: AuthService = {
      setResolver(next) {
        resolver = next;
      },
      async resolve(token, request) {
        try {
          return (await resolver(token, request)) ?? null;
        } catch (err) {
          request.log.error({ err }, 'session resolver failed');
          return null;
        }
      },
      requireLogin,
      requireRight,
    };
    app.decorate('auth', service);
    app.decorateRequest('session', null);
    app.decorateRequest('authToken', null);
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/static/')) return;
      const token = readToken(request);
      if (!token) return;
      request.authToken = token;
      request.session = await service.resolve(token, request);
    });
  },
  { name: 'kernel-auth', dependencies: ['@fastify/cookie'] },
);
