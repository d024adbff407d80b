/** @jest-environment jsdom */
import 'reflect-metadata';
import { act } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@app/client/shell/theme';
import { DialogService } from '@kernel/client/dialogs';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import { NodeActions } from '@plugins/bid-node/client/views/NodeActions';
import { ItemActions } from '@plugins/unit-price/client/views/parts';
import accountPlugin from '@plugins/account/client';
import costDataPlugin from '@plugins/cost-data/client';
import favoritesPlugin from '@plugins/favorites/client';
import { useDomRoot } from '../../../helpers/dom-root';

/**
 * The toggle as bid-node shows it: contributed to the row point and loaded lazily; a visitor's
 * click opens the login dialog without a call; with the plugin off, nothing is there.
 */
const dom = useDomRoot();
const requests: string[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input));
    throw new TypeError('offline');
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

function kernelWith(plugins: ClientPlugin[]): Promise<Kernel> {
  return createKernel({
    plugins,
    config: { plugins: plugins.map((p) => p.manifest.id), version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '/files' } },
    notifier: { notify: () => undefined },
    navigator: { navigate: () => undefined, current: () => '/commonproj/index', reload: () => undefined },
    logger: { error: () => undefined },
  });
}

async function render(kernel: Kernel) {
  await act(async () =>
    dom.root.render(
      <ChakraProvider value={system}>
        <KernelProvider kernel={kernel}>
          <NodeActions point="bid-node.rowAction" nodeId={7} name="某住宅小区1#楼" pageIds={[7, 8]} placement="row" />
        </KernelProvider>
      </ChakraProvider>,
    ),
  );
  // The lazily loaded toggle and the services chunk.
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the 收藏 toggle on a single-project row', () => {
  it('is a toggle button at 收藏 that asks a visitor to log in, with no favourite call', async () => {
    const kernel = await kernelWith([costDataPlugin, accountPlugin, favoritesPlugin]);
    await render(kernel);
    const button = dom.host.querySelector<HTMLButtonElement>('button[aria-pressed]')!;
    expect(button).not.toBeNull();
    expect(button.textContent).toBe('收藏');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('title')).toBe('收藏 某住宅小区1#楼');
    await act(async () => button.click());
    expect(kernel.container.get<DialogService>(DialogService).isOpen('account.login')).toBe(true);
    expect(requests.filter((r) => r.includes('/pb/favorite/'))).toEqual([]);
  });

  it('is not there, and calls nothing, without the favorites plugin', async () => {
    const kernel = await kernelWith([costDataPlugin]);
    await render(kernel);
    expect(dom.host.querySelector('button')).toBeNull();
    expect(dom.host.textContent).toBe('');
    expect(requests.filter((r) => r.includes('/pb/favorite/'))).toEqual([]);
  });
});

async function renderItem(kernel: Kernel, placement: 'row' | 'detail') {
  await act(async () =>
    dom.root.render(
      <ChakraProvider value={system}>
        <KernelProvider kernel={kernel}>
          <ItemActions itemId={41} projectId={7} code="010515001001" name="现浇构件钢筋" pageIds={placement === 'row' ? [41, 42] : undefined} placement={placement} />
        </KernelProvider>
      </ChakraProvider>,
    ),
  );
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the 收藏 toggle on a unit-price item (unit-price.itemAction)', () => {
  it('is contributed to the sample rows and the detail, and asks a visitor to log in without a call', async () => {
    for (const placement of ['row', 'detail'] as const) {
      const kernel = await kernelWith([costDataPlugin, accountPlugin, favoritesPlugin]);
      await renderItem(kernel, placement);
      const button = dom.host.querySelector<HTMLButtonElement>('button[aria-pressed]')!;
      expect(button).not.toBeNull();
      expect(button.textContent).toBe('收藏');
      expect(button.getAttribute('title')).toBe('收藏 现浇构件钢筋（010515001001）');
      await act(async () => button.click());
      expect(kernel.container.get<DialogService>(DialogService).isOpen('account.login')).toBe(true);
    }
    expect(requests.filter((r) => r.includes('/pb/favorite/'))).toEqual([]);
  });

  it('is not there without the favorites plugin', async () => {
    const kernel = await kernelWith([costDataPlugin]);
    await renderItem(kernel, 'detail');
    expect(dom.host.querySelector('button')).toBeNull();
    expect(requests.filter((r) => r.includes('/pb/favorite/'))).toEqual([]);
  });
});
