import { ChakraProvider } from '@chakra-ui/react';
import type { Kernel } from '@kernel/client/kernel';
import { KernelProvider } from '@kernel/client/react';
import { AppRouter } from '@kernel/client/router';
import { DefaultLayout } from './shell/DefaultLayout';
import { NotFoundPage } from './shell/NotFoundPage';
import { PageError } from './shell/PageError';
import { PageFallback } from './shell/PageFallback';
import { system } from './shell/theme';
import { AppToaster } from './shell/toaster';
import { UserCenterLayout } from './shell/UserCenterLayout';

const layouts = { default: DefaultLayout, usercenter: UserCenterLayout };

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
