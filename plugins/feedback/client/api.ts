import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import { FeedbackPaths } from '../shared/contract';
import { toFeedbackInput } from '../shared/rules';
import { FeedbackApi as FeedbackApiToken } from './tokens';

export const FeedbackApi: typeof FeedbackApiToken = FeedbackApiToken;

export interface FeedbackApi {
  /** Sends a feedback (srcType "3"); rejects with the server's message, without a toast. */
  submit(values: { description: string; name?: string; mobile?: string }): Promise<void>;
}

@injectable()
export class HttpFeedbackApi implements FeedbackApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async submit(values: { description: string; name?: string; mobile?: string }): Promise<void> {
    await this.http.post(FeedbackPaths.addFeedback, { ...toFeedbackInput(values) }, { silent: true });
  }
}
