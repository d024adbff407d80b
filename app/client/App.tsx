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

// The 404 page is code no first visit to a real page needs: loaded when an unknown address is opened.
const NotFoundContent = lazy(() => import(/* webpackChunkName: "page-not-found" */ './shell/NotFoundPage'));
function NotFoundPage() {
  return (
    <Suspense fallback={<PageFallback />}>
      <NotFoundContent />
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
