import type { FastifyInstance } from 'fastify';
import type { AccountRuntime } from '../runtime';

/** Registration, password reset and invites (filled in with their endpoints). */
export async function registerRoutes(_app: FastifyInstance, _rt: AccountRuntime): Promise<void> {}
