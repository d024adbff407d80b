import { inject, injectable } from 'inversify';
import { HttpClient } from '@kernel/client/http-client';
import { ActivitiesPaths } from '../../shared/contract';
import type {
  DeliveryAddress,
  DrawRecord,
  DrawRecordPage,
  DrawResult,
  FestivalInfo,
  FlipResult,
  GiftBoxInfo,
  GiftBoxShare,
  GiftBoxTaskResult,
  GiftBoxVisit,
  LuckyDrawInfo,
  RaffleResultList,
  RaffleTask,
} from '../../shared/draws';
import type { AnswerResult, CardProduct, ClickCardResult, CollectCardInfo, InviteSummary, NewUserInfo, QuizHistory, ShareUrl } from '../../shared/tasks';
import type { CardAlbum, DrawGameId, GamesApi, InviteInfo } from './tokens';

/** Where each drawing game's records are (raffle v2's are its result list with `mine=1`). */
const RECORD_PATHS: Readonly<Record<Exclude<DrawGameId, 'raffle'>, string>> = {
  lucky: ActivitiesPaths.luckyHistory,
  giftBox: ActivitiesPaths.giftBoxRecords,
  festival: ActivitiesPaths.festivalRecords,
};

/** Where a gift won is claimed (the older lucky draw's gifts through raffle v2's exchange). */
const CLAIM_PATHS: Readonly<Record<DrawGameId, string>> = {
  raffle: ActivitiesPaths.exchangeRafflePrize,
  lucky: ActivitiesPaths.exchangeRafflePrize,
  giftBox: ActivitiesPaths.giftBoxExchange,
  festival: ActivitiesPaths.festivalExchange,
};

/** A site path made absolute (what is copied and put in the QR code). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path) || typeof location === 'undefined') return path;
  return `${location.origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The games' calls over the kernel's HTTP client (its messages, token refresh). */
@injectable()
export class HttpGamesApi implements GamesApi {
  constructor(@inject(HttpClient) protected readonly http: HttpClient) {}

  private async get<T>(url: string, params?: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<T> {
    return (await this.http.get<T>(url, params, { signal })).data;
  }

  private async post<T>(url: string, body: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
    return (await this.http.post<T>(url, body, { json: true, signal })).data;
  }

  raffle(signal?: AbortSignal): Promise<RaffleTask> {
    return this.get<RaffleTask>(ActivitiesPaths.raffleTask, undefined, signal);
  }

  raffleResults(mine: boolean, pageNum: number, pageSize: number, signal?: AbortSignal): Promise<RaffleResultList> {
    return this.get<RaffleResultList>(ActivitiesPaths.raffleResults, mine ? { mine: 1, pageNum, pageSize } : { pageNum, pageSize }, signal);
  }

  lucky(signal?: AbortSignal): Promise<LuckyDrawInfo> {
    return this.get<LuckyDrawInfo>(ActivitiesPaths.luckyInfo, undefined, signal);
  }

  giftBox(signal?: AbortSignal): Promise<GiftBoxInfo> {
    return this.get<GiftBoxInfo>(ActivitiesPaths.giftBoxInfo, undefined, signal);
  }

  festival(signal?: AbortSignal): Promise<FestivalInfo> {
    return this.get<FestivalInfo>(ActivitiesPaths.festivalFlipResult, undefined, signal);
  }

  draw(game: DrawGameId, requestId: string): Promise<DrawResult> {
    switch (game) {
      case 'raffle':
        return this.post<DrawResult>(ActivitiesPaths.doRaffle, { requestId });
      case 'lucky':
        return this.post<DrawResult>(ActivitiesPaths.luckyResult, { requestId });
      case 'giftBox':
        return this.get<DrawResult>(ActivitiesPaths.giftBoxRaffle, { requestId });
      case 'festival':
        return this.get<DrawResult>(ActivitiesPaths.festivalRaffle, { requestId });
    }
  }

  async records(game: DrawGameId, pageNum: number, pageSize: number, signal?: AbortSignal): Promise<DrawRecordPage> {
    if (game === 'raffle') {
      const results = await this.raffleResults(true, pageNum, pageSize, signal);
      return results.mine ?? { list: [], total: 0, pageNum, pageSize };
    }
    return this.get<DrawRecordPage>(RECORD_PATHS[game], { pageNum, pageSize }, signal);
  }

  claim(game: DrawGameId, drawId: number, address: DeliveryAddress, requestId: string): Promise<DrawRecord> {
    return this.post<DrawRecord>(CLAIM_PATHS[game], { drawId, requestId, address: { ...address } });
  }

  giftBoxTask(taskId: string): Promise<GiftBoxTaskResult> {
    // The study tasks are `study-<ord>` (doStudyClock ?ord=), the clock-ins `clock-<taskId>` (doTaskClock ?taskId=).
    const study = /^study-(\d+)$/.exec(taskId);
    if (study) return this.get<GiftBoxTaskResult>(ActivitiesPaths.giftBoxStudyClock, { ord: Number(study[1]) });
    return this.get<GiftBoxTaskResult>(ActivitiesPaths.giftBoxTaskClock, { taskId: taskId.replace(/^clock-/, '') });
  }

  giftBoxShare(): Promise<GiftBoxShare> {
    return this.get<GiftBoxShare>(ActivitiesPaths.giftBoxShareUrl);
  }

  giftBoxVisit(code: string): Promise<GiftBoxVisit> {
    return this.get<GiftBoxVisit>(ActivitiesPaths.giftBoxVisitUrl, { code });
  }

  flip(index: number, requestId: string): Promise<FlipResult> {
    return this.get<FlipResult>(ActivitiesPaths.festivalFlip, { index, requestId });
  }

  async cards(globalId: string, signal?: AbortSignal): Promise<CardAlbum> {
    const params = globalId ? { globalId } : undefined;
    const [info, product] = await Promise.all([
      this.get<CollectCardInfo>(ActivitiesPaths.cardInfo, params, signal),
      this.get<CardProduct>(ActivitiesPaths.cardProduct, params, signal).catch(() => null),
    ]);
    return { info, product };
  }

  drawCard(requestId: string): Promise<ClickCardResult> {
    return this.post<ClickCardResult>(ActivitiesPaths.clickCard, { requestId });
  }

  quiz(signal?: AbortSignal): Promise<QuizHistory> {
    return this.post<QuizHistory>(ActivitiesPaths.quizHistory, {}, signal);
  }

  answer(questionId: string, answer: string, requestId: string): Promise<AnswerResult> {
    return this.post<AnswerResult>(ActivitiesPaths.quizAnswer, { questionId, answer, requestId });
  }

  newUser(signal?: AbortSignal): Promise<NewUserInfo> {
    return this.get<NewUserInfo>(ActivitiesPaths.newUserInfo, undefined, signal);
  }

  async invite(signal?: AbortSignal): Promise<InviteInfo> {
    const [share, summary] = await Promise.all([
      this.get<ShareUrl>(ActivitiesPaths.inviteShareUrl, undefined, signal),
      this.get<InviteSummary>(ActivitiesPaths.inviteSummary, undefined, signal),
    ]);
    return { share, summary, url: absoluteUrl(share.url) };
  }
}
