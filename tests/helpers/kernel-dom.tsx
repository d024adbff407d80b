/**
 * View tests of a plugin's pages in jsdom: a kernel with the plugins under test whose gateways point
 * at a closed port (a request no test double answers fails at once), the address kept in jsdom's
 * history, and a page rendered inside the site's Chakra system and the kernel's provider.
 *
 *   const kernel = await offlineKernel([costDataPlugin, labourPlugin]);
 *   kernel.container.rebind<LabourApi>(LabourApi).toConstantValue(fakeApi());
 *   await renderInKernel(dom, kernel, <IndexPage />);
 */
import { act, type ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@app/client/shell/theme';
import { createKernel, type Kernel } from '@kernel/client/kernel';
import type { ClientPlugin } from '@kernel/client/plugin';
import { KernelProvider } from '@kernel/client/react';
import type { Gateways } from '@kernel/core/gateways';
import type { DomRoot } from './dom-root';

/** Every gateway at a closed loopback port. */
export const OFFLINE_GATEWAYS: Gateways = { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '' };

/** A kernel of `plugins` (all enabled), silent, navigating jsdom's address. */
export function offlineKernel(plugins: ClientPlugin[]): Promise<Kernel> {
  return createKernel({
    plugins,
    config: { plugins: plugins.map((p) => p.manifest.id), version: '', gateways: OFFLINE_GATEWAYS },
    notifier: { notify: () => undefined },
    navigator: { navigate: (to: string) => window.history.replaceState(null, '', to), current: () => window.location.pathname + window.location.search, reload: () => undefined },
    logger: { error: () => undefined },
  });
}

/** Lets effects, stores and the promises they start settle (a few macrotask turns inside `act`). */
export async function settle(turns = 8): Promise<void> {
  for (let i = 0; i < turns; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Renders `element` with the kernel's provider inside the site's Chakra system, then settles. */
export async function renderInKernel(dom: DomRoot, kernel: Kernel, element: ReactElement): Promise<void> {
  await act(async () =>
    dom.root.render(
      <ChakraProvider value={system}>
        <KernelProvider kernel={kernel}>{element}</KernelProvider>
      </ChakraProvider>,
    ),
  );
  await settle();
}

/** An element's text with its white space collapsed ('' without one). */
export const textOf = (el: Element | null | undefined): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
