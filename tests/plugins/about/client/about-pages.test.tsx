import 'reflect-metadata';
import { act, type ReactNode } from 'react';
import { DialogService } from '@kernel/client/dialogs';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import aboutPlugin from '@plugins/about/client';
import ContactPage from '@plugins/about/client/views/ContactPage';
import costDataPlugin from '@plugins/cost-data/client';
import RedirectToNewPage, { REDIRECT_SECONDS } from '@plugins/about/client/views/RedirectToNewPage';
import feedbackPlugin from '@plugins/feedback/client';
import { FeedbackDialogs } from '@plugins/feedback/shared/dialogs';
import homePlugin from '@plugins/home/client';
import { useDomRoot } from '../../../helpers/dom-root';

const dom = useDomRoot();

jest.setTimeout(30_000);

let navigations: { to: string; replace?: boolean }[];

beforeEach(() => {
  navigations = [];
});

afterEach(() => {
  jest.useRealTimers();
});

async function kernel(plugins: readonly ClientPlugin[]): Promise<Kernel> {
  return createKernel({
    plugins,
    config: { plugins: plugins.map((p) => p.manifest.id), version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '' } },
    notifier: { notify: () => undefined },
    navigator: { navigate: (to, options) => void navigations.push({ to, replace: options?.replace }), current: () => '/redirectToNew', reload: () => undefined },
    logger: { error: () => undefined },
  });
}

async function render(k: Kernel, children: ReactNode): Promise<void> {
  await dom.renderAsync(<KernelProvider kernel={k}>{children}</KernelProvider>);
}

const feedbackButton = () => [...dom.host.querySelectorAll('button')].find((b) => b.textContent?.includes('在线提交反馈'));

describe('about: 联系我们', () => {
  it('在线提交反馈 opens the feedback plugin\'s dialog through the DialogService', async () => {
    const k = await kernel([aboutPlugin, feedbackPlugin]);
    await render(k, <ContactPage />);
    act(() => feedbackButton()!.click());
    expect(k.get<DialogService>(DialogService).openIds).toEqual([FeedbackDialogs.form]);
  });

  it('without the feedback plugin there is no such button', async () => {
    await render(await kernel([aboutPlugin]), <ContactPage />);
    expect(dom.host.textContent).toContain('意见与建议');
    expect(feedbackButton()).toBeUndefined();
  });
});

describe('about: 网站升级', () => {
  it('goes on to the landing page (the home page) after 5 seconds', async () => {
    jest.useFakeTimers();
    await render(await kernel([costDataPlugin, homePlugin, aboutPlugin]), <RedirectToNewPage />);
    expect(dom.host.querySelector('a')!.getAttribute('href')).toBe('/home');
    for (let s = 0; s < REDIRECT_SECONDS; s++) {
      expect(navigations).toEqual([]);
      act(() => jest.advanceTimersByTime(1000));
    }
    expect(navigations).toEqual([{ to: '/home', replace: true }]);
  });
});
