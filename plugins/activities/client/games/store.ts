import { injectable } from 'inversify';
import type { GamesStore } from './tokens';

/** The games pages' state (draws, cards, gift boxes, festival, quiz, new-user tasks, invites). */
@injectable()
export class MobxGamesStore implements GamesStore {}
