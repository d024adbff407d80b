/** @jest-environment jsdom */
import 'reflect-metadata';
import { MobxDialogService } from '@kernel/client/dialogs';
import { RequestError } from '@kernel/client/http-client';
import { MobxSessionStore } from '@kernel/client/session-store';
import { loadServices } from '@plugins/favorites/client';
import type { FavoritesApi } from '@plugins/favorites/client/tokens';
import type { FavoriteKind, FavoriteNode, FavoritePage } from '@plugins/favorites/shared/contract';

/** The API as a test double: records the calls, answers from a set of saved ids, can be made to fail. */
class FakeApi implements FavoritesApi {
  readonly calls: string[] = [];
  saved = new Set<number>([2]);
  failNext: Error | null = null;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;

  /** Holds the next save or cancel until `release()`. */
  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release(): void {
    this.open();
    this.gate = Promise.resolve();
  }

  async status(kind: FavoriteKind, ids: readonly number[]) {
    this.calls.push(`status ${kind} ${ids.join(',')}`);
    return { kind, saved: ids.filter((id) => this.saved.has(id)) };
  }
  async add(kind: FavoriteKind, targetId: number) {
    this.calls.push(`add ${kind} ${targetId}`);
    await this.gate;
    this.throwIfAsked();
    this.saved.add(targetId);
    return { kind, targetId, savedAt: 1, already: false };
  }
  async cancel(kind: FavoriteKind, ids: readonly number[]) {
    this.calls.push(`cancel ${kind} ${ids.join(',')}`);
    await this.gate;
    this.throwIfAsked();
    ids.forEach((id) => this.saved.delete(id));
    return { kind, cancelled: ids.length };
  }
  async nodes(query: { pageNum?: number; pageSize?: number }): Promise<FavoritePage<FavoriteNode>> {
    this.calls.push(`nodes ${query.pageNum}`);
    const ids = [...this.saved].sort((a, b) => a - b);
    const size = query.pageSize ?? 10;
    const list = ids.slice(((query.pageNum ?? 1) - 1) * size, (query.pageNum ?? 1) * size).map((id) => node(id));
    return { list, total: ids.length, pageNum: query.pageNum ?? 1, pageSize: size };
  }
  async items(query: { pageNum?: number; pageSize?: number }) {
    return { list: [], total: 0, pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 10 };
  }
  async labour(query: { pageNum?: number; pageSize?: number }) {
    return { list: [], total: 0, pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 10 };
  }
  private throwIfAsked() {
    const error = this.failNext;
    this.failNext = null;
    if (error) throw error;
  }
}

function node(id: number): FavoriteNode {
  return { targetId: id, savedAt: 1, name: `单项${id}`, regionName: '江苏・南京市', buildingUse: '住宅', structure: '剪力墙', savedUnitCost: 3000, savedMonth: 202403, current: { unitCost: 3000, month: 202403 }, change: 0 };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The registry's dialogs: the account plugin's login dialog is there unless said otherwise. */
const withLogin = { dialogs: [{ id: 'account.login', pluginId: 'account', load: async () => ({ default: () => null }) }] } as never;

async function setup(loggedIn = true, registry = withLogin) {
  const { MobxFavoriteToggles, MobxMyFavoritesStore } = await loadServices();
  const api = new FakeApi();
  const session = new MobxSessionStore();
  if (loggedIn) {
    session.setLogin({ token: 't', casId: '', expireIn: 3600, keepLogin: false });
    session.setUser({ globalId: 'g1', fullName: '', accountName: 'demo_vip', avatarPath: [], isNewUser: false });
  }
  const dialogs = new MobxDialogService();
  const notices: string[] = [];
  const notifier = { notify: (message: string, kind?: string) => notices.push(`${kind}:${message}`) };
  const toggles = new MobxFavoriteToggles(api, session, dialogs, notifier, registry);
  const mine = new MobxMyFavoritesStore(api, toggles, notifier);
  return { api, session, dialogs, notices, toggles, mine };
}

afterEach(() => {
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`));
});

describe('the 收藏 toggles', () => {
  it('asks once for every id wanted in the same moment (a list page), and never again for known ones', async () => {
    const { api, toggles } = await setup();
    // Every row of a page wants the page's ids as it mounts.
    for (let row = 0; row < 5; row++) toggles.want('node', [1, 2, 3, 4, 5]);
    toggles.want('node', [3]);
    expect(toggles.isSaved('node', 2)).toBeUndefined();
    await flush();
    expect(api.calls).toEqual(['status node 1,2,3,4,5']);
    expect([1, 2, 3].map((id) => toggles.isSaved('node', id))).toEqual([false, true, false]);
    toggles.want('node', [1, 2, 6]);
    await flush();
    expect(api.calls).toEqual(['status node 1,2,3,4,5', 'status node 6']);
  });

  it('changes at once, then keeps the answer; cancels a saved one', async () => {
    const { api, toggles } = await setup();
    toggles.want('node', [1, 2]);
    await flush();
    api.hold();
    const saving = toggles.toggle('node', 1);
    expect(toggles.isSaved('node', 1)).toBe(true);
    expect(toggles.isBusy('node', 1)).toBe(true);
    // A second click while the first is in flight is ignored.
    await toggles.toggle('node', 1);
    api.release();
    await saving;
    expect(toggles.isBusy('node', 1)).toBe(false);
    expect(toggles.isSaved('node', 1)).toBe(true);
    await toggles.toggle('node', 2);
    expect(toggles.isSaved('node', 2)).toBe(false);
    expect(api.calls.slice(1)).toEqual(['add node 1', 'cancel node 2']);
  });

  it('changes back and says why when the call fails', async () => {
    const { api, toggles, notices } = await setup();
    toggles.want('node', [1]);
    await flush();
    api.failNext = new RequestError('收藏已达上限（1000条），请先取消部分收藏', 442, 200);
    await toggles.toggle('node', 1);
    expect(toggles.isSaved('node', 1)).toBe(false);
    expect(notices).toEqual(['error:收藏已达上限（1000条），请先取消部分收藏']);
    api.failNext = new Error('');
    await toggles.toggle('node', 1);
    expect(notices[1]).toBe('error:操作失败，请稍后重试');
  });

  it('asks a visitor to log in (the login dialog) and calls nothing', async () => {
    const { api, toggles, dialogs } = await setup(false);
    toggles.want('node', [1, 2]);
    await toggles.toggle('node', 1);
    await flush();
    expect(api.calls).toEqual([]);
    expect(dialogs.isOpen('account.login')).toBe(true);
    expect(toggles.isSaved('node', 1)).toBeUndefined();
  });

  it('opens nothing for a visitor when the account plugin is off', async () => {
    const { api, toggles, dialogs } = await setup(false, { dialogs: [] } as never);
    await toggles.toggle('node', 1);
    expect(dialogs.openIds).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it("forgets what it knew at logout (another user's favourites are not shown)", async () => {
    const { toggles, session } = await setup();
    toggles.want('node', [2]);
    await flush();
    expect(toggles.isSaved('node', 2)).toBe(true);
    session.logout();
    expect(toggles.isSaved('node', 2)).toBeUndefined();
  });
});

describe('我的收藏', () => {
  it('loads a page, cancels from it (the toggles follow), and steps back when the last page empties', async () => {
    const { api, toggles, mine, notices } = await setup();
    api.saved = new Set(Array.from({ length: 11 }, (_, i) => i + 1));
    toggles.want('node', [11]);
    await flush();
    await mine.load('node', 2);
    expect(mine.nodes.data).toMatchObject({ total: 11, pageNum: 2 });
    expect(mine.nodes.data!.list.map((n) => n.targetId)).toEqual([11]);
    await mine.cancel('node', 11);
    expect(api.calls).toContain('cancel node 11');
    expect(notices).toEqual(['success:已取消收藏']);
    expect(mine.pageNum.node).toBe(1);
    expect(mine.nodes.data).toMatchObject({ total: 10, pageNum: 1 });
    // The toggle of the same single project asks again and hears it is no longer saved.
    expect(toggles.isSaved('node', 11)).toBeUndefined();
    toggles.want('node', [11]);
    await flush();
    expect(toggles.isSaved('node', 11)).toBe(false);
  });
});
