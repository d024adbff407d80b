import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@app/client/shell/theme';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface DomRoot {
  /** The element the test renders into (attached to the document). */
  readonly host: HTMLDivElement;
  readonly root: Root;
  /** Renders inside the site's Chakra system, synchronously inside `act`. */
  render(element: ReactElement): void;
  /** As `render`, letting effects and microtasks settle. */
  renderAsync(element: ReactElement): Promise<void>;
  /** Unmounts the tree now (effects' clean-ups run), keeping the host; the end of the test does nothing more. */
  unmount(): void;
  /** Unmounts the tree and starts a fresh root on the same host (a component's state from scratch). */
  remount(): void;
}

/**
 * A fresh React root per test (created before each, unmounted and removed after each), for view
 * tests in jsdom. Call once at the top of a test file.
 */
export function useDomRoot(): DomRoot {
  let host: HTMLDivElement | null = null;
  let root: Root | null = null;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    host = null;
    root = null;
  });
  const themed = (element: ReactElement) => <ChakraProvider value={system}>{element}</ChakraProvider>;
  return {
    get host() {
      if (!host) throw new Error('useDomRoot: used outside a test');
      return host;
    },
    get root() {
      if (!root) throw new Error('useDomRoot: used outside a test');
      return root;
    },
    render(element) {
      act(() => this.root.render(themed(element)));
    },
    async renderAsync(element) {
      await act(async () => this.root.render(themed(element)));
    },
    unmount() {
      act(() => this.root.unmount());
    },
    remount() {
      this.unmount();
      root = createRoot(this.host);
    },
  };
}

/**
 * What jsdom lacks and Chakra's overlays and the charts read: ResizeObserver and scrollIntoView
 * (installed before the file's tests). With `sizedElements`, attached elements also get a width:
 * jsdom lays nothing out, so a dialog's focus trap would take every field for hidden, where a
 * browser sees the dialog's visible fields.
 */
export function useLayoutShims(options: { sizedElements?: boolean } = {}): void {
  beforeAll(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    Element.prototype.scrollIntoView ??= () => undefined;
    if (options.sizedElements) {
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
        configurable: true,
        get(this: HTMLElement) {
          return this.isConnected ? 100 : 0;
        },
      });
    }
  });
}
