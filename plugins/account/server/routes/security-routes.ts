import type { FastifyInstance } from 'fastify';
import type { AccountRuntime } from '../runtime';

/** The user centre's account security and enterprise sub-accounts (filled in with their endpoints). */
export async function securityRoutes(_app: FastifyInstance, _rt: AccountRuntime): Promise<void> {}
