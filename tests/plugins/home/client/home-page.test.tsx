import 'reflect-metadata';
import { act, type ReactNode } from 'react';
import { runInAction } from 'mobx';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { DialogHost } from '@kernel/client/views/DialogHost';
import type { OpenLoginEvent } from '@kernel/core/events';
import aboutPlugin from '@plugins/about/client';
import costDataPlugin from '@plugins/cost-data/client';
import g22Plugin from '@plugins/g22/client';
import homePlugin from '@plugins/home/client';
import { HomeStore, type MobxHomeStore } from '@plugins/home/client/store';
import { arrangeCards, ColumnsSection } from '@plugins/home/client/views/sections/ColumnsSection';
import { HomeDialogs } from '@plugins/home/shared/contributions';
import industryIndexPlugin from '@plugins/industry-index/client';
import labourPlugin from '@plugins/labour/client';
import { labourRoutes } from '@plugins/labour/shared/routes';
import policyPlugin from '@plugins/policy/client';
import unitPricePlugin from '@plugins/unit-price/client';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

jest.setTimeout(30_000);

const ALL: readonly ClientPlugin[] = [costDataPlugin, homePlugin, unitPricePlugin, labourPlugin, policyPlugin, industryIndexPlugin, g22Plugin, aboutPlugin];

const dom = useDomRoot();

useLayoutShims();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});

async function kernel(plugins: readonly ClientPlugin[]): Promise<Kernel> {
  return createKernel({
    plugins,
    // No server: the home page's calls fail silently (no version: no version check either).
    config: { plugins: plugins.map((p) => p.manifest.id), version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '/files' } },
    notifier: { notify: () => undefined },
    navigator: { navigate: () => undefined, current: () => '/home', reload: () => undefined },
    logger: { error: () => undefined },
  });
}

function render(k: Kernel, children: ReactNode): Promise<void> {
  return dom.renderAsync(<KernelProvider kernel={k}>{children}</KernelProvider>);
}

async function settle(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
  expect(check()).toBe(true);
}

const headings = () => [...dom.host.querySelectorAll('ul h3')].map((h) => h.textContent);

describe('home page: the column cards come from the enabled plugins', () => {
  it('each enabled column contributes its card, in order, with its words; the invitation fills the last row', async () => {
    await render(await kernel(ALL), <ColumnsSection />);
    expect(headings()).toEqual(['综合单价指标', '劳务分包指数', '政策文件', '行业管理指数', '22G造价优化', '招募数据审核专家']);
    expect(dom.host.textContent).toContain('各地区主要工种的劳务分包单价与价格走势，辅助分包询价与成本测算。');
    expect(dom.host.textContent).toContain('诚邀注册造价工程师及劳务、分包价格专家加入专家库，共建可信的造价指标体系。');
    const links = [...dom.host.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/comprehensiveUnitPrice/index',
      '/laborSubcontracting/index',
      '/policy/index',
      '/industry-index/index',
      '/22G/index',
      '/static/recruitingExperts',
    ]);
    // The 22G column opens in a new window.
    expect(links[4]!.getAttribute('target')).toBe('_blank');
    expect(links[4]!.textContent).toContain('新窗口打开');
  });

  it('a disabled plugin has no card (and a full last row leaves no cell for the invitation)', async () => {
    await render(await kernel(ALL.filter((p) => p !== labourPlugin)), <ColumnsSection />);
    expect(headings()).toEqual(['综合单价指标', '政策文件', '行业管理指数', '22G造价优化']);
    expect(dom.host.textContent).not.toContain('劳务分包指数');
  });

  it('without the about plugin there is no invitation; without any column no section', async () => {
    await render(await kernel(ALL.filter((p) => p !== aboutPlugin)), <ColumnsSection />);
    expect(headings()).toEqual(['综合单价指标', '劳务分包指数', '政策文件', '行业管理指数', '22G造价优化']);
    dom.remount();
    await render(await kernel([costDataPlugin, homePlugin, aboutPlugin]), <ColumnsSection />);
    expect(dom.host.querySelector('section')).toBeNull();
  });

  it('a visitor opening a column that needs login gets the login dialog, the column as its target', async () => {
    const k = await kernel(ALL);
    const logins: OpenLoginEvent[] = [];
    k.get<EventBus>(EventBus).on('openLogin').subscribe((e) => logins.push(e));
    await render(k, <ColumnsSection />);
    const labour = [...dom.host.querySelectorAll('a')].find((a) => a.getAttribute('href') === labourRoutes.index())!;
    act(() => labour.click());
    expect(logins).toEqual([{ target: labourRoutes.index() }]);
  });

  it('arranges the cards by order whatever the plugin order', () => {
    const card = (id: string, order: number, kind?: 'invitation') => ({ id, order, kind, title: id, text: '', icon: () => null, tint: { bg: '', fg: '' }, route: `/${id}`, pluginId: id });
    expect(arrangeCards([card('c', 30), card('i', 1, 'invitation'), card('a', 10), card('b', 20)]).map((c) => c.id)).toEqual(['a', 'b', 'c', 'i']);
    expect(arrangeCards([card('i', 1, 'invitation')])).toEqual([]);
  });
});

describe('home page: its popups are dialogs opened through the DialogService', () => {
  const popup = { entranceImgPath: '/home/popup-data-update.svg', jumpedUrl: '/static/recruitingExperts', title: '本月指标数据已更新' };

  async function loggedIn(): Promise<{ k: Kernel; store: MobxHomeStore; dialogs: DialogService }> {
    const k = await kernel(ALL);
    const session = k.get<SessionStore>(SessionStore);
    runInAction(() => {
      session.token = 'token-user';
      session.user = { globalId: 'G20000001', fullName: '演示用户', accountName: 'demo_user', avatarPath: [], isNewUser: false, rights: [] };
    });
    const store = k.get<MobxHomeStore>(HomeStore);
    // The sections answered (the notice's period: the month of the latest data, here none).
    await store.sections.run(async () => undefined);
    return { k, store, dialogs: k.get<DialogService>(DialogService) };
  }

  it('the data update notice opens on the home page, renders lazily in the host and closes with its 关闭 button', async () => {
    const { k, store, dialogs } = await loggedIn();
    await render(k, <DialogHost />);
    const stop = store.syncPopups(() => true);
    expect(dialogs.openIds).toEqual([]);
    act(() => runInAction(() => (store.popupInfo = popup)));
    expect(dialogs.openIds).toEqual([HomeDialogs.dataNotice]);
    const panel = () => dom.host.querySelector('[role="dialog"]');
    await settle(() => !!panel());
    expect(panel()!.textContent).toContain('本月指标数据已更新');
    expect(panel()!.textContent).toContain('关闭后 7 天内不再提示');
    // On screen: remembered for this account and period.
    expect(store.shownNow).toHaveLength(1);
    act(() => (panel()!.querySelector('button[aria-label="关闭"]') as HTMLButtonElement).click());
    expect(dialogs.isOpen(HomeDialogs.dataNotice)).toBe(false);
    await settle(() => !panel());
    expect(document.cookie).toContain('homeRightBottomClosed=1');
    stop();
  });

  it('leaving the home page closes them; a picture that leads nowhere is never shown', async () => {
    const { store, dialogs } = await loggedIn();
    runInAction(() => (store.popupInfo = popup));
    const stop = store.syncPopups(() => true);
    expect(dialogs.isOpen(HomeDialogs.dataNotice)).toBe(true);
    stop();
    expect(dialogs.isOpen(HomeDialogs.dataNotice)).toBe(false);
    const stopAgain = store.syncPopups((target) => target !== popup.jumpedUrl);
    expect(dialogs.isOpen(HomeDialogs.dataNotice)).toBe(false);
    stopAgain();
  });

  it('a video opens the playback dialog with its title', async () => {
    const { k, store, dialogs } = await loggedIn();
    await render(k, <DialogHost />);
    const video = { id: 3, title: '全过程造价咨询中的指标应用', speaker: '王工', category: '造价管控', duration: 754, cover: 'linear-gradient(#000,#111)', viewCount: 12, publishDate: '2026-05-01' };
    act(() => store.openVideo(video));
    expect(dialogs.propsOf(HomeDialogs.playback)).toEqual({ video });
    expect(store.playing).toEqual(video);
    await settle(() => !!document.querySelector('[role="dialog"]'));
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('视频即将上线');
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('全过程造价咨询中的指标应用');
    act(() => store.closeVideo());
    expect(dialogs.isOpen(HomeDialogs.playback)).toBe(false);
  });
});
