/**
 * The plugin's service tokens: a Symbol and an interface of the same name each. The
 * implementations live in the lazily loaded services chunk (services.ts); this file imports types only.
 */
import type { AddressQueryListView, PagedQuery } from '@kernel/client/address-query';
import type { LoadableView } from '@kernel/client/load-state';
import type { StudyBrief, StudyContent, StudyKind, StudyList, StudyQuery, StudyTopic } from '../shared/contract';

/** The plugin's calls (shared/contract.ts). */
export const StudyApi = Symbol('StudyApi');
export interface StudyApi {
  list(query: StudyQuery, signal?: AbortSignal): Promise<StudyList>;
  /** The content (login); the server records the member's progress. */
  view(id: number, signal?: AbortSignal): Promise<StudyContent>;
}

/** The list's query as the address holds it (`topic`, `kind`, `keyWord`, `page`, `size`). */
export interface StudyListQuery extends PagedQuery<never> {
  topic?: StudyTopic;
  kind?: StudyKind;
  keyWord?: string;
}

/** The page's state: the list (in the address) and the content open in a dialog. */
export const StudyStore = Symbol('StudyStore');
export interface StudyStore extends AddressQueryListView<StudyListQuery, StudyList> {
  /** The content of the open dialog. */
  readonly content: LoadableView<StudyContent>;
  /** Whether a member is logged in (the content needs it). */
  readonly isMember: boolean;
  setTopic(topic: StudyTopic | undefined): Promise<void>;
  setKind(kind: StudyKind | undefined): Promise<void>;
  /** A keyword search (blank: all), back to page 1. */
  search(keyword: string): Promise<void>;
  /** Clears topic, kind and keyword. */
  reset(): Promise<void>;
  /** Opens an entry: a visitor is asked to log in first (and comes back here); a member gets its dialog. */
  open(entry: StudyBrief): void;
  /** Loads an entry's content (the dialog calls it); once there, the list shows it 已学习. */
  loadContent(id: number): Promise<void>;
  /** The list again after a login or a logout (its 已学习 marks are the member's). */
  memberChanged(): Promise<void>;
}
