import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import type { GamesApi } from './tokens';

/** The games' calls over the kernel's HTTP client (its messages, token refresh). */
@injectable()
export class HttpGamesApi implements GamesApi {
  constructor(@inject(HttpClient) protected readonly http: HttpClient) {}
}
