import { injectable } from 'inversify';
import type { HubStore } from './tokens';

/** The hub pages' state (sign-in, points, mall). */
@injectable()
export class MobxHubStore implements HubStore {}
