import 'reflect-metadata';
import { RxEventBus } from '@kernel/client/event-bus';
import { FetchHttpClient, type HttpClient, type RequestOptions } from '@kernel/client/http-client';
import { BrowserNavigator } from '@kernel/client/navigator';
import { MobxDialogService } from '@kernel/client/dialogs';
import { MobxSessionStore } from '@kernel/client/session-store';
import { MobxUiStore, type Notifier } from '@kernel/client/ui-store';
import { DEFAULT_GATEWAYS } from '@kernel/core/gateways';
import type { ApiResponse } from '@kernel/core/envelope';
import { HttpProjectCostApi } from '@plugins/project-cost/client/api';
import { MobxProjectCostDetailStore } from '@plugins/project-cost/client/detail-store';
import { MobxProjectCostListStore, searchOutcome } from '@plugins/project-cost/client/list-store';
import { ProjectCostPaths } from '@plugins/project-cost/shared/contract';
import { spawnServerScript, type SpawnedServer } from '../../../helpers/spawn-status-server';

jest.setTimeout(30_000);

const TOTAL = 29;
let server: SpawnedServer;

beforeAll(async () => {
  server = await spawnServerScript('tests/plugins/project-cost/client/run-project-cost-server.ts', { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await server?.stop();
});
afterEach(() => {
  sessionStorage.clear();
});

function rig(token = 'token-vip') {
  const bus = new RxEventBus();
  const session = new MobxSessionStore();
  const toasts: { message: string; kind?: string }[] = [];
  const notifier: Notifier = { notify: (message, kind) => void toasts.push({ message, kind }) };
  const config = { plugins: [], version: 'v1', gateways: DEFAULT_GATEWAYS };
  const http = new FetchHttpClient(config, session, bus, notifier, new BrowserNavigator(), new MobxUiStore());
  http.origin = server.url;
  session.setLogin({ token, casId: 'cas-1', expireIn: 3600, keepLogin: false });
  session.setUser({
    globalId: 'G-PC-VIP',
    fullName: '王建国',
    accountName: 'demo_vip',
    avatarPath: [],
    isVip: true,
    projectCostVipStatus: token === 'token-vip',
    trailInterest: false,
    isNewUser: false,
  });
  const api = new HttpProjectCostApi(http);
  const dialogs = new MobxDialogService();
  const list = new MobxProjectCostListStore(api, session, dialogs, notifier);
  const detail = new MobxProjectCostDetailStore(api, dialogs);
  return { session, dialogs, toasts, api, list, detail };
}

const ids = (store: MobxProjectCostListStore) => store.page?.indexDatas.map((r) => r.id) ?? [];

describe('project-cost client: the API', () => {
  it('sends every call through the cost gateway, the list as JSON', async () => {
    const calls: RequestOptions[] = [];
    const answer = <T>(data: T): ApiResponse<T> => ({ statusCode: 200, businessMsg: '操作成功', data });
    const fake: HttpClient = {
      request: async (o) => answer(null as never),
      get: async (url, params, options) => {
        calls.push({ url, params, method: 'GET', ...options });
        return answer({ viewToken: 't', expiresIn: 300, allowedAreaIds: [1] } as never);
      },
      post: async (url, data, options) => {
        calls.push({ url, data, method: 'POST', ...options });
        return answer({ indexDatas: [] } as never);
      },
      blob: async () => new Blob(),
      stream: async () => new Response(''),
    };
    const api = new HttpProjectCostApi(fake);
    await api.list({ pageNum: 1, pageSize: 10 });
    await api.regions();
    await api.viewToken(7);
    await api.baseInfo(7, 'tk');
    await api.indexResult(7, 'tk');
    await api.contact({ description: 'x', phone: '13800000000' });
    expect(calls.map((c) => [c.method, c.url, c.gateway])).toEqual([
      ['POST', ProjectCostPaths.list, 'cost'],
      ['GET', ProjectCostPaths.regions, 'cost'],
      ['GET', ProjectCostPaths.viewToken, 'cost'],
      ['GET', ProjectCostPaths.baseInfo, 'cost'],
      ['GET', ProjectCostPaths.indexResult, 'cost'],
      ['POST', ProjectCostPaths.contact, 'cost'],
    ]);
    expect(calls[0]!.json).toBe(true);
    expect(calls[3]!.params).toEqual({ id: 7, viewToken: 'tk' });
  });
});

describe('project-cost client: tracking outcome', () => {
  it('is a success only for statusCode 200 with rows', () => {
    expect(searchOutcome(200, { indexDatas: [{} as never] })).toBe('success');
    expect(searchOutcome(200, { indexDatas: [] })).toBe('failure');
    expect(searchOutcome(400, { indexDatas: [{} as never] })).toBe('failure');
    expect(searchOutcome(200, null)).toBe('failure');
  });
});

describe('project-cost client: the list store (real server)', () => {
  it('enters the page: allowed regions (1 first) and the first page', async () => {
    const { list } = rig();
    await list.enter();
    await list.loadRegions();
    expect(list.allowedAreaIds).toEqual([1, 2, 6, 11, 12]);
    expect(list.state).toBe('ready');
    expect(list.page?.total).toBe(TOTAL);
    expect(ids(list).slice(0, 3)).toEqual([1003, 1001, 1002]);
    expect(list.pageCount).toBe(3);
    expect(list.lastOutcome).toBe('success');
    expect(list.hasFilters).toBe(false);
  });

  it('takes the keyword from the address, trimmed', async () => {
    const { list } = rig();
    await list.enter('  办公 ');
    expect(list.keyword).toBe('办公');
    expect(ids(list)).toEqual([1002]);
    expect(list.hasFilters).toBe(true);
  });

  it('filters by region, category, stage and dates, and sorts and pages', async () => {
    const { list, toasts } = rig();
    await list.enter();
    await list.setArea(6);
    expect(ids(list)).toEqual([1001, 1004]);
    await list.setCategory('住宅');
    expect(list.page?.categories).toEqual([{ name: '住宅', count: 2 }]);
    await list.setPricingStage('结算价');
    expect(ids(list)).toEqual([1004]);
    await list.resetFilters();
    expect(list.page?.total).toBe(TOTAL);

    await list.setDateRange('2023-01', '2024-12');
    expect(ids(list)).toEqual([1001, 1002]);
    await list.setDateRange('2025-01', '2024-01');
    expect(toasts).toContainEqual({ message: '起始日期不能晚于结束日期', kind: 'warning' });
    expect(list.dateFrom).toBe('2023-01');
    await list.setDatePreset('3y', new Date(2026, 10, 21));
    expect([list.dateFrom, list.dateTo, list.datePreset]).toEqual(['2023-12', '2026-11', '3y']);
    expect(ids(list)).toEqual([1003, 1001]);
    await list.setDatePreset(null);
    expect(list.page?.total).toBe(TOTAL);

    await list.setSort(3); // 单方造价（低→高）
    expect(ids(list)[0]).toBe(1004);
    await list.setPage(3);
    expect(list.pageNum).toBe(3);
    expect(list.page?.indexDatas).toHaveLength(TOTAL - 20);
    await list.setPageSize(20);
    expect([list.pageNum, list.page?.indexDatas.length]).toEqual([1, 20]);
    await list.setSort(0);
    expect(list.pageNum).toBe(1);
  });

  it('shows the no-data state; closing the feedback dialog clears the keyword and refreshes', async () => {
    const { list, dialogs } = rig();
    await list.enter();
    list.setKeywordInput('火星基地');
    await list.search();
    expect(list.noData).toBe(true);
    expect(list.lastOutcome).toBe('failure');
    list.openNoDataFeedback();
    expect(dialogs.isOpen('project-cost.noDataFeedback')).toBe(true);
    expect(list.feedbackDefaults()).toEqual({ description: '', keyword: '火星基地', areaId: 1, name: '王建国', phone: '' });
    await list.closeNoDataFeedback();
    expect(dialogs.isOpen('project-cost.noDataFeedback')).toBe(false);
    expect([list.keyword, list.keywordInput]).toEqual(['', '']);
    expect(list.page?.total).toBe(TOTAL);
    expect(list.noData).toBe(false);
  });

  it('validates and submits the no-data feedback', async () => {
    const { list, dialogs, toasts } = rig();
    await list.enter('体育中心');
    list.openNoDataFeedback();
    const invalid = await list.submitNoDataFeedback({ description: ' ', keyword: '体育中心', areaId: 6, name: '', phone: 'x' });
    expect(invalid).toEqual({
      ok: false,
      errors: { first: '请描述您需要的数据', fields: { description: '请描述您需要的数据', phone: '请输入正确的手机号、QQ号或邮箱' } },
      message: '请描述您需要的数据',
    });
    expect(dialogs.isOpen('project-cost.noDataFeedback')).toBe(true);

    const refused = await list.submitNoDataFeedback({ description: '需要体育中心', keyword: '体育中心', areaId: 9999, name: '', phone: '13812345678' });
    expect(refused).toEqual({ ok: false, errors: null, message: '请选择正确的地区' });
    expect(toasts.at(-1)).toEqual({ message: '操作失败', kind: 'error' });
    expect(dialogs.isOpen('project-cost.noDataFeedback')).toBe(true);

    const done = await list.submitNoDataFeedback({ description: '需要广东体育中心项目', keyword: '体育中心', areaId: 6, name: '王工', phone: '13812345678' });
    expect(done).toEqual({ ok: true });
    expect(toasts.at(-1)).toEqual({ message: '操作成功', kind: 'success' });
    expect(dialogs.isOpen('project-cost.noDataFeedback')).toBe(false);
    expect(list.keyword).toBe('');
    expect(list.page?.total).toBe(TOTAL);
  });

  it('keeps only the answer of the latest search', async () => {
    const { list } = rig();
    list.setKeywordInput('办公');
    const first = list.search();
    list.setKeywordInput('商业综合体');
    const second = list.search();
    await Promise.all([first, second]);
    expect(ids(list)).toEqual([1003]);
  });

  it('reports a failed search', async () => {
    const { list } = rig('token-unknown');
    await list.enter();
    expect(list.state).toBe('error');
    expect(list.lastOutcome).toBe('failure');
  });
});

describe('project-cost client: the detail store (real server)', () => {
  it('gets a view token, then the base info and the index results', async () => {
    const { detail } = rig();
    await detail.load('1001');
    expect(detail.state).toBe('ready');
    expect(detail.base).toMatchObject({ id: 1001, name: '某住宅小区', regionName: '广东 深圳', bidNodeCount: 3 });
    expect(detail.base?.bidNodes).toHaveLength(3);
    expect(detail.result).toMatchObject({ id: 1001, unitCost: 2880, locked: false });
    expect(detail.result?.specialties?.[0]).toMatchObject({ name: '建筑', unitCost: 1440 });
  });

  it('answers the locked breakdowns to a member without the project-cost VIP, and opens 购买服务', async () => {
    const { detail, dialogs } = rig('token-user');
    await detail.load(1002);
    expect(detail.result).toMatchObject({ locked: true, specialties: null, fees: null, indicators: null });
    expect(detail.result?.byUse.map((u) => u.name)).toEqual(['办公', '商业']);
    detail.openBuyService();
    expect(dialogs.isOpen('membership.buyService')).toBe(true);
  });

  it('shows a missing or malformed project as not found', async () => {
    const { detail } = rig();
    await detail.load(999999);
    expect(detail.state).toBe('notFound');
    expect(detail.error).toBe('该项目不存在或已下架');
    await detail.load('abc');
    expect(detail.state).toBe('notFound');
    expect(detail.base).toBeNull();
  });
});
