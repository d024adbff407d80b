import { inject, injectable } from 'inversify';
import { computed, makeObservable, runInAction } from 'mobx';
import { AddressQueryList, defineAddressQuery } from '@kernel/client/address-query';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import { Loadable } from '@kernel/client/load-state';
import { Navigator } from '@kernel/client/navigator';
import { SessionStore } from '@kernel/client/session-store';
import { STUDY_KIND_CODES, STUDY_LIMITS, STUDY_PAGE_SIZES, STUDY_TOPIC_CODES, StudyDialogs, type StudyBrief, type StudyContent, type StudyKind, type StudyList, type StudyTopic } from '../shared/contract';
import { studyRoutes } from '../shared/routes';
import { StudyApi, type StudyListQuery, type StudyStore } from './tokens';

/** The address codec of the list: `?topic=g101&kind=video&keyWord=锚固&page=2&size=24`. */
export const studyQuery = defineAddressQuery<StudyListQuery>({
  filterKeys: ['topic', 'kind', 'keyWord'],
  defaults: { pageNum: 1, pageSize: STUDY_PAGE_SIZES[0] },
  pageSizes: STUDY_PAGE_SIZES,
  sortFields: [],
  readFilters(params, q) {
    const topic = params.get('topic') ?? '';
    if ((STUDY_TOPIC_CODES as readonly string[]).includes(topic)) q.topic = topic as StudyTopic;
    const kind = params.get('kind') ?? '';
    if ((STUDY_KIND_CODES as readonly string[]).includes(kind)) q.kind = kind as StudyKind;
    const keyWord = (params.get('keyWord') ?? '').trim().slice(0, STUDY_LIMITS.keywordMax);
    if (keyWord) q.keyWord = keyWord;
  },
  writeFilters(q, params) {
    if (q.topic) params.set('topic', q.topic);
    if (q.kind) params.set('kind', q.kind);
    if (q.keyWord) params.set('keyWord', q.keyWord);
  },
});

/** The list page's store: the list in the address (the kernel's AddressQueryList) and the open content. */
@injectable()
export class MobxStudyStore extends AddressQueryList<StudyListQuery, StudyList> implements StudyStore {
  readonly content = new Loadable<StudyContent>();

  constructor(
    @inject(StudyApi) private readonly api: StudyApi,
    @inject(Navigator) navigator: Navigator,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(EventBus) private readonly bus: EventBus,
    @inject(DialogService) private readonly dialogs: DialogService,
  ) {
    super(navigator, studyQuery, studyRoutes.index());
    makeObservable(this, { isMember: computed });
  }

  get isMember(): boolean {
    return this.session.isLogin;
  }

  load(): Promise<void> {
    return this.loadPage((q, signal) => this.api.list({ topic: q.topic, kind: q.kind, keyWord: q.keyWord, pageNum: q.pageNum, pageSize: q.pageSize }, signal));
  }

  setTopic(topic: StudyTopic | undefined): Promise<void> {
    return this.update({ topic });
  }

  setKind(kind: StudyKind | undefined): Promise<void> {
    return this.update({ kind });
  }

  search(keyword: string): Promise<void> {
    const keyWord = keyword.trim().slice(0, STUDY_LIMITS.keywordMax) || undefined;
    return this.update({ keyWord });
  }

  reset(): Promise<void> {
    return this.replaceQuery({ ...studyQuery.defaults });
  }

  open(entry: StudyBrief): void {
    if (!this.session.isLogin) {
      this.bus.emit('openLogin', { target: this.url() });
      return;
    }
    this.dialogs.open(entry.kind === 'video' ? StudyDialogs.video : StudyDialogs.reader, { entry });
  }

  async loadContent(id: number): Promise<void> {
    const outcome = await this.content.load((signal) => this.api.view(id, signal));
    if (outcome.kind !== 'ready') return;
    const page = this.page;
    if (!page) return;
    const seen = page.list.find((e) => e.id === id);
    runInAction(() => {
      this.page = {
        ...page,
        list: page.list.map((e) => (e.id === id ? { ...e, learned: true, viewCount: outcome.value.viewCount } : e)),
        // A first study adds one to the member's count.
        learnedCount: seen && !seen.learned ? (page.learnedCount ?? 0) + 1 : page.learnedCount,
      };
    });
  }

  memberChanged(): Promise<void> {
    return this.load();
  }
}
