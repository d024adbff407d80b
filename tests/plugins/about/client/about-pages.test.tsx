import 'reflect-metadata';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@app/client/shell/theme';
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

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

jest.setTimeout(30_000);

let host: HTMLDivElement;
let root: Root | null;
let navigations: { to: string; replace?: boolean }[];

beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = null;
  navigations = [];
});

afterEach(() => {
  if (root) act(() => root!.unmount());
  host.remove();
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
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <ChakraProvider value={system}>
        <KernelProvider kernel={k}>{children}</KernelProvider>
      </ChakraProvider>,
    );
  });
}

const feedbackButton = () => [...host.querySelectorAll('button')].find((b) => b.textContent?.includes('在线提交反馈'));

describe('about: 联系我们', () => {
  it('在线提交反馈 opens the feedback plugin\'s dialog through the DialogService', async () => {
    const k = await kernel([aboutPlugin, feedbackPlugin]);
    await render(k, <ContactPage />);
    act(() => feedbackButton()!.click());
    expect(k.get<DialogService>(DialogService).openIds).toEqual([FeedbackDialogs.form]);
  });

  it('without the feedback plugin there is no such button', async () => {
    await render(await kernel([aboutPlugin]), <ContactPage />);
    expect(host.textContent).toContain('意见与建议');
    expect(feedbackButton()).toBeUndefined();
  });
});

describe('about: 网站升级', () => {
  it('goes on to the landing page (the home page) after 5 seconds', async () => {
    jest.useFakeTimers();
    await render(await kernel([costDataPlugin, homePlugin, aboutPlugin]), <RedirectToNewPage />);
    expect(host.querySelector('a')!.getAttribute('href')).toBe('/home');
    for (let s = 0; s < REDIRECT_SECONDS; s++) {
      expect(navigations).toEqual([]);
      act(() => jest.advanceTimersByTime(1000));
    }
    expect(navigations).toEqual([{ to: '/home', replace: true }]);
  });
});
