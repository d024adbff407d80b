import 'reflect-metadata';
import { act, type ComponentType } from 'react';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import { KernelProvider } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import type { Gateways } from '@kernel/core/gateways';
import accountPlugin from '@plugins/account/client';
import activitiesPlugin, { GamesStore, loadGamesServices } from '@plugins/activities/client';
import { CardsTab } from '@plugins/activities/client/games/views/CardsTab';
import { FestivalTab, GiftBoxTab } from '@plugins/activities/client/games/views/DrawTabs';
import { AddressDialog } from '@plugins/activities/client/games/views/parts';
import { QuizTab } from '@plugins/activities/client/games/views/QuizTab';
import type { DeliveryAddress, DrawRecord } from '@plugins/activities/shared/draws';
import { MallMessages } from '@plugins/activities/shared/mall';
import costDataPlugin from '@plugins/cost-data/client';
import membershipPlugin from '@plugins/membership/client';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

/**
 * The tabs of 会员专享活动 against the real activities server, as a new member plays them: 抽卡 fills
 * the album, a festival card flips to its face, a quiz answer shows whether it was right and why, the
 * gift box's 打卡 gives a draw; and 领取's address form checks the mall's rules before sending.
 */
jest.setTimeout(90_000);

const dom = useDomRoot();
useLayoutShims({ sizedElements: true });

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/activities/client/run-games-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});
afterAll(() => server?.stop());

const PLUGINS = [costDataPlugin, accountPlugin, membershipPlugin, activitiesPlugin];
let memberSeq = 0;
const nextMember = () => `G8${String(process.pid % 100).padStart(2, '0')}7${String(++memberSeq).padStart(4, '0')}`;

async function memberKernel(): Promise<Kernel> {
  const url = server.url;
  const gateways: Gateways = { core: url, manage: url, common: url, cost: url, stream: url, storage: `${url}/files` };
  const kernel = await createKernel({
    plugins: PLUGINS,
    config: { plugins: PLUGINS.map((p) => p.manifest.id), version: 'test', gateways },
    notifier: { notify: () => undefined },
    navigator: { navigate: () => undefined, current: () => '/vipActivities/index', reload: () => undefined },
    logger: { error: () => undefined },
  });
  await loadGamesServices();
  const globalId = nextMember();
  const session = kernel.get<SessionStore>(SessionStore);
  session.setLogin({ token: `member-${globalId}`, casId: '', expireIn: 3600, keepLogin: false });
  session.setUser({ globalId, fullName: '', accountName: `member${globalId}`, avatarPath: [], isNewUser: false });
  return kernel;
}

async function settle<T>(check: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = check();
    if (value) return value;
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`never true: ${what}`);
}

const body = () => document.body.textContent ?? '';
const buttonNamed = (name: string | RegExp, scope: ParentNode = document) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((b) => (typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? '')));

async function renderTab(kernel: Kernel, Tab: ComponentType) {
  await dom.renderAsync(
    <KernelProvider kernel={kernel}>
      <Tab />
    </KernelProvider>,
  );
}

describe('集卡活动', () => {
  it("抽卡 uses the day's free draw: the card drawn, then the album holds it", async () => {
    const kernel = await memberKernel();
    const store = kernel.get<GamesStore>(GamesStore);
    void store.loadCards();
    await renderTab(kernel, CardsTab);
    await settle(() => body().includes('已集齐') && buttonNamed('抽卡'), 'the album');
    const album = store.cards.data!.info;
    expect(album.cards).toHaveLength(8);
    expect(dom.host.querySelectorAll('[aria-label="我的卡册"] [role="listitem"]')).toHaveLength(8);
    expect(body()).toContain(`剩余${album.freeLeft! + album.chances!}次`);
    await act(async () => buttonNamed('抽卡')!.click());
    const result = await settle(() => document.querySelector('[role="alertdialog"]'), 'the card drawn');
    const drawn = store.drawnCard!;
    expect(result.textContent).toContain(drawn.card.name);
    expect(result.textContent).toContain(`已集齐 1/8 张`);
    await settle(() => store.cards.data!.info.collected === 1, 'the album reloaded');
    const held = dom.host.querySelector(`[aria-label^="${drawn.card.name}（"]`)!;
    expect(held.getAttribute('aria-label')).toContain('已获得1张');
  });
});

describe('节日礼盒', () => {
  it('flips a card of the board to its face and counts the flips left', async () => {
    const kernel = await memberKernel();
    const store = kernel.get<GamesStore>(GamesStore);
    void store.festival.load();
    await renderTab(kernel, FestivalTab);
    const first = await settle(() => dom.host.querySelector<HTMLButtonElement>('button[aria-label="翻开第1张牌"]'), 'the board');
    const info = store.festival.info.data!;
    expect(dom.host.querySelectorAll('[aria-label="翻牌"] [role="listitem"]')).toHaveLength(9);
    expect(body()).toContain(`今日剩余翻牌 ${info.flipsLeft}/${info.flipsPerDay} 次`);
    await act(async () => first.click());
    const flipped = await settle(() => dom.host.querySelector<HTMLButtonElement>('button[aria-label^="第1张："]'), 'the face');
    const face = store.festival.info.data!.cards[0]!.face!;
    expect(info.faces.concat(info.wildFace)).toContain(face);
    expect(flipped.getAttribute('aria-label')).toContain(face);
    expect(flipped.disabled).toBe(true);
    expect(body()).toContain(`今日剩余翻牌 ${info.flipsLeft! - 1}/${info.flipsPerDay} 次`);
  });
});

describe('答题活动', () => {
  it('answers a question once: right or wrong, the right answer and why, the count', async () => {
    const kernel = await memberKernel();
    const store = kernel.get<GamesStore>(GamesStore);
    void store.loadQuiz();
    await renderTab(kernel, QuizTab);
    await settle(() => body().includes('本周题目') && buttonNamed('提交答案'), 'the questions');
    const question = store.quiz.data!.questions[0]!;
    const article = dom.host.querySelector('article')!;
    const submit = buttonNamed('提交答案', article)!;
    expect(submit.disabled).toBe(true);
    const option = [...article.querySelectorAll<HTMLButtonElement>('[role="radio"]')][0]!;
    await act(async () => option.click());
    expect(option.getAttribute('aria-checked')).toBe('true');
    await act(async () => submit.click());
    await settle(() => article.textContent?.includes('解析：'), 'the explanation');
    const answered = store.quiz.data!.questions.find((q) => q.questionId === question.questionId)!.answered!;
    expect(answered.answer).toBe(question.options[0]!.key);
    expect(article.textContent).toContain(answered.correct ? `回答正确，获得${answered.points}积分` : `回答错误，正确答案：${answered.rightAnswer}`);
    expect(body()).toContain(`已答 1/${store.quiz.data!.questions.length} 题`);
    expect([...article.querySelectorAll<HTMLButtonElement>('[role="radio"]')].every((b) => b.disabled)).toBe(true);
  });
});

describe('礼盒任务', () => {
  it('每日打卡 gives a draw: 已完成 and 剩余1次', async () => {
    const kernel = await memberKernel();
    const store = kernel.get<GamesStore>(GamesStore);
    void store.giftBox.load();
    await renderTab(kernel, GiftBoxTab);
    const clock = await settle(() => buttonNamed('打卡', dom.host), 'the tasks');
    expect(buttonNamed(/^抽奖/, dom.host)!.textContent).toBe('抽奖剩余0次');
    await act(async () => clock.click());
    await settle(() => buttonNamed(/^抽奖/, dom.host)!.textContent === '抽奖剩余1次', 'the draw given');
    expect(buttonNamed('打卡', dom.host)).toBeUndefined();
    expect(store.giftBox.info.data!.tasks.find((t) => t.id === 'clock-1')!.done).toBe(true);
  });
});

describe('领取: the address form', () => {
  it("checks the mall's rules before sending, then sends the trimmed address", async () => {
    const kernel = await memberKernel();
    const sent: DeliveryAddress[] = [];
    const record = { drawId: 9, prizeName: '《造价工程师手册》' } as DrawRecord;
    await dom.renderAsync(
      <KernelProvider kernel={kernel}>
        <AddressDialog record={record} onClose={() => undefined} onSubmit={async (a) => (sent.push(a), true)} />
      </KernelProvider>,
    );
    const form = await settle(() => document.querySelector<HTMLFormElement>('form'), 'the form');
    expect(body()).toContain('领取奖品：《造价工程师手册》');
    await act(async () => buttonNamed('确认领取')!.click());
    for (const message of [MallMessages.badName, MallMessages.badPhone, MallMessages.badRegion, MallMessages.badDetail]) expect(body()).toContain(message);
    expect(sent).toEqual([]);
    const fill = (name: string, value: string) => {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    await act(async () => {
      fill('name', ' 王工 ');
      fill('phone', '13800000002');
      fill('region', '浙江省杭州市西湖区');
      fill('detail', '文三路90号 ');
    });
    await act(async () => buttonNamed('确认领取')!.click());
    await settle(() => sent.length === 1, 'the address sent');
    expect(sent[0]).toEqual({ name: '王工', phone: '13800000002', region: '浙江省杭州市西湖区', detail: '文三路90号' });
  });
});
