import 'reflect-metadata';
import { act } from 'react';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import { HttpClient } from '@kernel/client/http-client';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import { KernelProvider } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import type { Gateways } from '@kernel/core/gateways';
import accountPlugin from '@plugins/account/client';
import activitiesPlugin, { GamesStore, loadGamesServices } from '@plugins/activities/client';
import { LUCKY_POPUP_KEY, cstDay, onLogin } from '@plugins/activities/client/games/events';
import LuckyDrawDialog from '@plugins/activities/client/games/views/LuckyDrawDialog';
import LuckyDrawPage from '@plugins/activities/client/games/views/LuckyDrawPage';
import NewUserPage from '@plugins/activities/client/games/views/NewUserPage';
import { ActivitiesPaths } from '@plugins/activities/shared/contract';
import { ActivitiesDialogs } from '@plugins/activities/shared/dialogs';
import type { UserActivityInfo } from '@plugins/activities/shared/tasks';
import costDataPlugin from '@plugins/cost-data/client';
import membershipPlugin from '@plugins/membership/client';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

/**
 * The games' client against the real activities server (membership and activities, seeded): the
 * older lucky draw (the home popup) and raffle v2 (幸运抽奖) from a visitor's and a member's side, a
 * draw stopping on the server's prize and landing in the records, the popup's once-a-day rule, and
 * the new-user task list.
 */
jest.setTimeout(90_000);

const dom = useDomRoot();
useLayoutShims({ sizedElements: true });

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/activities/client/run-games-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  // The browser's reduced-motion setting: the grid goes straight to its prize.
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});
afterAll(() => server?.stop());
beforeEach(() => localStorage.clear());

/** The plugins activities depends on, and activities. */
const PLUGINS = [costDataPlugin, accountPlugin, membershipPlugin, activitiesPlugin];

let memberSeq = 0;
/** A fresh member of the test server (tokens `member-G8xxxxxxx`). */
const nextMember = () => `G8${String(process.pid % 100).padStart(2, '0')}9${String(++memberSeq).padStart(4, '0')}`;

function gateways(url: string): Gateways {
  return { core: url, manage: url, common: url, cost: url, stream: url, storage: `${url}/files` };
}

async function kernelAt(path: string, globalId: string | null): Promise<{ kernel: Kernel; notices: string[]; logins: unknown[] }> {
  const notices: string[] = [];
  const kernel = await createKernel({
    plugins: PLUGINS,
    config: { plugins: PLUGINS.map((p) => p.manifest.id), version: 'test', gateways: gateways(server.url) },
    notifier: { notify: (message) => void notices.push(message) },
    navigator: { navigate: () => undefined, current: () => path, reload: () => undefined },
    logger: { error: () => undefined },
  });
  await loadGamesServices();
  const session = kernel.get<SessionStore>(SessionStore);
  // A visitor: no login kept from an earlier test's member.
  session.clear();
  if (globalId) {
    session.setLogin({ token: `member-${globalId}`, casId: '', expireIn: 3600, keepLogin: false });
    session.setUser({ globalId, fullName: '', accountName: `member${globalId}`, avatarPath: [], isNewUser: false });
  }
  const logins: unknown[] = [];
  kernel.get<EventBus>(EventBus).on('openLogin').subscribe((e) => logins.push(e));
  return { kernel, notices, logins };
}

async function settle<T>(check: () => T | null | undefined | false, what = 'condition'): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = check();
    if (value) return value;
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`never true: ${what}`);
}

const text = () => dom.host.ownerDocument.body.textContent ?? '';
/** The grid's 抽奖 button (in a dialog's portal: search the document). */
const drawButton = (scope: ParentNode = dom.host.ownerDocument) => [...scope.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.startsWith('抽奖'));

describe('the games store against the server', () => {
  it('answers a visitor the prizes without draws, and asks for a login instead of drawing', async () => {
    const { kernel, logins } = await kernelAt('/vipActivities/luckyDraw', null);
    const store = kernel.get<GamesStore>(GamesStore);
    await store.lucky.load();
    const info = store.lucky.info.data!;
    expect(info.prizes).toHaveLength(8);
    expect(info.remaining).toBeNull();
    expect(store.lucky.records.data).toBeNull();
    expect(await store.lucky.draw()).toBeNull();
    expect(logins).toEqual([{ target: '/vipActivities/luckyDraw' }]);
  });

  it("draws the member's free draw: the prize at the answer's index, the record, none left", async () => {
    const { kernel } = await kernelAt('/home', nextMember());
    const store = kernel.get<GamesStore>(GamesStore);
    await store.lucky.load();
    expect(store.lucky.info.data!.remaining).toBe(1);
    const result = (await store.lucky.draw())!;
    expect(result).not.toBeNull();
    // The grid stops on the prize the server chose.
    expect(store.lucky.info.data!.prizes[result.prizeIndex]!.id).toBe(result.prize.id);
    await settle(() => store.lucky.records.data?.list.some((r) => r.drawId === result.drawId), 'the record');
    const record = store.lucky.records.data!.list.find((r) => r.drawId === result.drawId)!;
    expect(record.prizeName).toBe(result.prize.name);
    expect(record.status).toBe(result.status);
    await settle(() => store.lucky.info.data!.remaining === 0, 'no draw left');
  });
});

describe('the home page lucky-draw popup (events.ts)', () => {
  it('opens once a day on /home for a member with draws left', async () => {
    const globalId = nextMember();
    const { kernel } = await kernelAt('/home', globalId);
    const dialogs = kernel.get<DialogService>(DialogService);
    const ctx = { get: kernel.get.bind(kernel), bus: kernel.get<EventBus>(EventBus) } as Parameters<typeof onLogin>[0];
    await onLogin(ctx, { type: 'success', how: 'fresh' });
    expect(dialogs.isOpen(ActivitiesDialogs.luckyDraw)).toBe(true);
    expect(localStorage.getItem(LUCKY_POPUP_KEY(globalId))).toBe(cstDay());
    // The same day again: offered already.
    dialogs.close(ActivitiesDialogs.luckyDraw);
    await onLogin(ctx, { type: 'success', how: 'restored' });
    expect(dialogs.isOpen(ActivitiesDialogs.luckyDraw)).toBe(false);
  });

  it('stays closed elsewhere than /home, after a failed login, and when no draw is left', async () => {
    const elsewhere = await kernelAt('/policy/index', nextMember());
    const ctxOf = (kernel: Kernel) => ({ get: kernel.get.bind(kernel), bus: kernel.get<EventBus>(EventBus) }) as Parameters<typeof onLogin>[0];
    await onLogin(ctxOf(elsewhere.kernel), { type: 'success', how: 'fresh' });
    expect(elsewhere.kernel.get<DialogService>(DialogService).isOpen(ActivitiesDialogs.luckyDraw)).toBe(false);

    const failed = await kernelAt('/home', nextMember());
    await onLogin(ctxOf(failed.kernel), { type: 'fail', reason: 'x' });
    expect(failed.kernel.get<DialogService>(DialogService).isOpen(ActivitiesDialogs.luckyDraw)).toBe(false);

    // A member who used today's draw.
    const globalId = nextMember();
    const spent = await kernelAt('/home', globalId);
    const store = spent.kernel.get<GamesStore>(GamesStore);
    await store.lucky.load();
    expect(await store.lucky.draw()).not.toBeNull();
    await onLogin(ctxOf(spent.kernel), { type: 'success', how: 'fresh' });
    expect(spent.kernel.get<DialogService>(DialogService).isOpen(ActivitiesDialogs.luckyDraw)).toBe(false);
    // Asked once that day all the same: the next login of the day asks nothing.
    expect(localStorage.getItem(LUCKY_POPUP_KEY(globalId))).toBe(cstDay());
  });
});

describe('the experience tasks (events.ts)', () => {
  it("reports a member's visit of a policy's detail once, and the task is done", async () => {
    const globalId = nextMember();
    const { kernel } = await kernelAt('/policy/detail/12', globalId);
    const ctx = { get: kernel.get.bind(kernel), bus: kernel.get<EventBus>(EventBus) } as Parameters<typeof onLogin>[0];
    const http = kernel.get<HttpClient>(HttpClient);
    const policyTask = async () =>
      (await http.get<UserActivityInfo>(ActivitiesPaths.userActivityInfo, { globalId })).data.experiences.find((e) => e.code === 'exp-policy')!;
    expect((await policyTask()).done).toBe(false);
    await onLogin(ctx, { type: 'success', how: 'restored' });
    for (let i = 0; i < 100 && !(await policyTask()).done; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await policyTask()).done).toBe(true);
  });
});

describe('the lucky-draw dialog', () => {
  it('opens as a non-modal card with the draws left; 立即抽奖 shows 剩余1次, draws, shows the prize won and the record, then 剩余0次', async () => {
    const { kernel } = await kernelAt('/home', nextMember());
    let closed = 0;
    await dom.renderAsync(
      <KernelProvider kernel={kernel}>
        <LuckyDrawDialog props={undefined} onClose={() => void closed++} />
      </KernelProvider>,
    );
    const card = dom.host.querySelector('[role="dialog"][aria-modal="false"]')!;
    expect(card).not.toBeNull();
    await settle(() => card.textContent?.includes('您有1次抽奖机会'), 'the draws left');
    const open = [...card.querySelectorAll('button')].find((b) => b.textContent === '立即抽奖')!;
    await act(async () => open.click());
    expect(closed).toBe(0);
    const button = await settle(() => drawButton(), 'the 抽奖 button');
    expect(button.textContent).toBe('抽奖剩余1次');
    await act(async () => button.click());
    const result = await settle(() => dom.host.ownerDocument.querySelector('[role="alertdialog"]'), 'the result');
    const outcome = kernel.get<GamesStore>(GamesStore).lucky.outcome!;
    expect(result.textContent).toContain(outcome.message);
    // The grid's light stopped on the prize won.
    const lit = dom.host.ownerDocument.querySelector('[data-lit="true"]')!;
    expect(lit.textContent).toContain(outcome.prize.name);
    await settle(() => text().includes('最近抽奖') && drawButton()?.textContent === '抽奖剩余0次', 'the record and 剩余0次');
  });
});

describe('幸运抽奖 (raffle v2)', () => {
  it("shows a visitor the grid, the prizes' chances and the rules, and asks to log in to draw", async () => {
    const { kernel, logins } = await kernelAt('/vipActivities/luckyDraw', null);
    const store = kernel.get<GamesStore>(GamesStore);
    void store.raffle.load();
    void store.loadWinners();
    await dom.renderAsync(
      <KernelProvider kernel={kernel}>
        <LuckyDrawPage />
      </KernelProvider>,
    );
    const button = await settle(() => drawButton(dom.host), 'the grid');
    expect(button.textContent).toBe('抽奖登录后抽奖');
    expect(dom.host.querySelectorAll('[role="list"][aria-label="奖品"] [role="listitem"]')).toHaveLength(8);
    expect(text()).toContain('奖品设置');
    expect(text()).toContain('活动规则');
    expect(text()).toContain('示例数据');
    expect(text()).toContain('登录后即可抽奖并查看您的中奖记录');
    await act(async () => button.click());
    expect(logins).toEqual([{ target: '/vipActivities/luckyDraw' }]);
  });

  it("shows a member's draws left and the tasks that give draws", async () => {
    const { kernel } = await kernelAt('/vipActivities/luckyDraw', nextMember());
    const store = kernel.get<GamesStore>(GamesStore);
    void store.raffle.load();
    await dom.renderAsync(
      <KernelProvider kernel={kernel}>
        <LuckyDrawPage />
      </KernelProvider>,
    );
    const button = await settle(() => drawButton(dom.host), 'the grid');
    const raffle = store.raffle.info.data!;
    expect(button.textContent).toBe(`抽奖剩余${raffle.allowance.chances}次`);
    expect(raffle.tasks.length).toBeGreaterThan(0);
    for (const task of raffle.tasks) expect(text()).toContain(task.title);
    expect(dom.host.querySelector('table[aria-label="我的抽奖记录"]')).not.toBeNull();
  });
});

describe('新人专享', () => {
  it("lists a new member's tasks, each 去完成 to its page, with the points", async () => {
    const { kernel } = await kernelAt('/memberActivity/newUserActivity', nextMember());
    void kernel.get<GamesStore>(GamesStore).loadNewUser();
    await dom.renderAsync(
      <KernelProvider kernel={kernel}>
        <NewUserPage />
      </KernelProvider>,
    );
    await settle(() => text().includes('新手任务'), 'the task list');
    const info = kernel.get<GamesStore>(GamesStore).newUser.data!;
    expect(info.tasks.length).toBeGreaterThan(0);
    for (const task of info.tasks) {
      const link = dom.host.querySelector<HTMLAnchorElement>(`a[aria-label="去完成：${task.title}"]`);
      expect(link?.getAttribute('href')).toBe(task.route);
      expect(text()).toContain(`+${task.points}积分`);
    }
    expect(text()).toContain(`已完成 0/${info.tasks.length} 项任务`);
  });
});
