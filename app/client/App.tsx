import { lazy, Suspense } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import type { Kernel } from '@kernel/client/kernel';
import { KernelProvider } from '@kernel/client/react';
import { AppRouter } from '@kernel/client/router';
import { DefaultLayout } from './shell/DefaultLayout';
import { PageError } from './shell/PageError';
import { PageFallback } from './shell/PageFallback';
import { system } from './shell/theme';
import { AppToaster } from './shell/toaster';
import { UserCenterLayout } from './shell/UserCenterLayout';

const layouts = { default: DefaultLayout, usercenter: UserCenterLayout };

// The 404 page's code downloads when an unknown address is visited.
const LazyNotFoundPage = lazy(() =>
  import(/* webpackChunkName: "shell-not-found" */ './shell/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
function NotFoundPage() {
  return (
    <Suspense fallback={<PageFallback />}>
      <LazyNotFoundPage />
    </Suspense>
  );
}

export function App({ kernel }: { kernel: Kernel }) {
  return (
    <ChakraProvider value={system}>
      <KernelProvider kernel={kernel}>
        <AppRouter layouts={layouts} notFound={NotFoundPage} pageFallback={<PageFallback />} pageError={<PageError />} />
        <AppToaster />
      </KernelProvider>
    </ChakraProvider>
  );
}
