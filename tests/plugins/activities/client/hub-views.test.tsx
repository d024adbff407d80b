import 'reflect-metadata';
import { act } from 'react';
import { SessionStore } from '@kernel/client/session-store';
import accountPlugin from '@plugins/account/client';
import activitiesPlugin, { ActivitiesApi, loadHubServices } from '@plugins/activities/client';
import costDataPlugin from '@plugins/cost-data/client';
import membershipPlugin from '@plugins/membership/client';
import AttendancePage from '@plugins/activities/client/hub/views/AttendancePage';
import MallPage from '@plugins/activities/client/hub/views/MallPage';
import { DEFAULT_SIGN_IN_RULES, signInRuleTexts, type RegisterRecord, type SignInResult, type WeekDayInfo } from '@plugins/activities/shared/points';
import type { ExchangePage, ProductItem, ProductList } from '@plugins/activities/shared/mall';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';
import { offlineKernel, renderInKernel, settle, textOf } from '../../../helpers/kernel-dom';

/**
 * The 每日签到 and 积分商城 pages over the real store and a test double of the API: the week with
 * today marked and 补签 offered on a missed day, its confirmation stating the cost and sending the
 * day; the products' buttons 立即兑换 / 积分不足 / 已兑完.
 */
const dom = useDomRoot();
useLayoutShims();
afterEach(() => sessionStorage.clear());

const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const NAMES = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'];

function week(signedToday: boolean, mondayMadeUp: boolean): RegisterRecord {
  const list: WeekDayInfo[] = DAYS.map((date, i) => ({
    weekDay: i + 1,
    weekDayText: NAMES[i]!,
    date,
    signed: (i === 0 && mondayMadeUp) || (i === 1 && signedToday),
    madeUp: i === 0 && mondayMadeUp,
    isToday: i === 1,
    isFuture: i > 1,
    canMakeUp: i === 0 && !mondayMadeUp,
    points: 5,
  }));
  return {
    activityId: 'signin-2026',
    title: '每日签到',
    today: DAYS[1]!,
    weekInfoList: list,
    seriesTime: signedToday ? 2 : 1,
    totalTime: 9,
    todaySigned: signedToday,
    points: 120,
    makeUpUsed: mondayMadeUp ? 1 : 0,
    makeUpLeft: mondayMadeUp ? 1 : 2,
    nextBonus: { day: 3, points: 5, inDays: 1 },
    rules: DEFAULT_SIGN_IN_RULES,
    ruleTexts: signInRuleTexts(DEFAULT_SIGN_IN_RULES),
  };
}

const product = (code: string, title: string, points: number, stock: number, state: ProductItem['state']): ProductItem => ({
  code,
  kind: 'report',
  kindText: '数据报告',
  title,
  summary: '示例报告',
  points,
  stock,
  limit: 1,
  tags: ['PDF报告'],
  exchanged: 0,
  state,
  stateText: '',
  tone: 'brand',
});

function fakeApi() {
  const calls: string[] = [];
  let madeUp = false;
  const api = {
    calls,
    registerRecord: async () => week(false, madeUp),
    makeUp: async (date: string): Promise<SignInResult> => {
      calls.push(`makeUp ${date}`);
      madeUp = true;
      return { date, madeUp: true, points: 0, bonus: 0, cost: 20, seriesTime: 2, totalTime: 10, balance: 100, repeated: false, message: '' };
    },
    products: async (): Promise<ProductList> => ({
      categories: [{ kind: 'report', text: '数据报告', count: 3 }],
      products: [product('A', '甲报告', 100, 5, 'available'), product('B', '乙报告', 500, 5, 'notEnoughPoints'), product('C', '丙报告', 50, 0, 'soldOut')],
      points: 120,
      rules: ['兑换即扣除相应积分。'],
    }),
    exchanges: async (): Promise<ExchangePage> => ({ list: [], total: 0, pageNum: 1, pageSize: 10 }),
  };
  return api;
}

async function kernelWith(api: ReturnType<typeof fakeApi>) {
  const kernel = await offlineKernel([costDataPlugin, accountPlugin, membershipPlugin, activitiesPlugin]);
  await loadHubServices();
  kernel.container.rebind<ActivitiesApi>(ActivitiesApi).toConstantValue(api as unknown as ActivitiesApi);
  kernel.get<SessionStore>(SessionStore).setLogin({ token: 't', casId: 'c', expireIn: 3600, keepLogin: false });
  return kernel;
}

describe('the hub pages', () => {
  it('shows the week with today marked, and 补签 of Monday states its cost and sends that day', async () => {
    const api = fakeApi();
    await renderInKernel(dom, await kernelWith(api), <AttendancePage />);
    const days = dom.host.querySelector('ol[aria-label="本周签到"]')!;
    const items = [...days.querySelectorAll('li')];
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      '星期一 11月23日：未签到',
      '星期二 11月24日（今天）：待签到',
      '星期三 11月25日：未开始',
      '星期四 11月26日：未开始',
      '星期五 11月27日：未开始',
      '星期六 11月28日：未开始',
      '星期日 11月29日：未开始',
    ]);
    expect(items[1]!.getAttribute('aria-current')).toBe('date');
    expect(textOf(dom.host)).toContain('已连续签到1天');
    const signButton = [...dom.host.querySelectorAll('button')].find((b) => textOf(b) === '签到')!;
    expect(signButton.disabled).toBe(false);

    const makeUp = dom.host.querySelector<HTMLButtonElement>('button[aria-label="补签星期一（11月23日）"]')!;
    await act(async () => makeUp.click());
    await settle();
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(textOf(dialog)).toContain('补签 11月23日（星期一）将消耗 20 积分');
    expect(textOf(dialog)).toContain('当前积分 120，本周还可补签 2 次');
    const confirm = [...dialog.querySelectorAll('button')].find((b) => textOf(b) === '确认补签')!;
    await act(async () => confirm.click());
    await settle();
    expect(api.calls).toEqual(['makeUp 2026-11-23']);
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(textOf(dom.host.querySelector('[role="status"]'))).toContain('11月23日补签成功，消耗 20 积分');
    expect(dom.host.querySelector('li[aria-label="星期一 11月23日：已补签"]')).not.toBeNull();
  });

  it('offers 立即兑换 within the balance, 积分不足 above it and 已兑完 without stock', async () => {
    const api = fakeApi();
    await renderInKernel(dom, await kernelWith(api), <MallPage />);
    const buttons = [...dom.host.querySelectorAll<HTMLButtonElement>('ul[aria-label="兑换商品"] button')];
    expect(buttons.map((b) => [b.getAttribute('aria-label'), b.disabled])).toEqual([
      ['立即兑换：甲报告', false],
      ['积分不足：乙报告', true],
      ['已兑完：丙报告', true],
    ]);
    expect(textOf(dom.host.querySelector('[data-testid="mall-balance"]'))).toBe('120积分');
    expect(textOf(dom.host)).toContain('暂无兑换记录');
  });
});
