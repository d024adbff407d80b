import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { GlobalLoading } from './GlobalLoading';
import { Header } from './Header';
import { NewVersionNotice } from './NewVersionNotice';
import { PopupSlots } from './PopupSlots';
import { SideWidget } from './SideWidget';
import { SkipLink } from './SkipLink';

export const MAIN_ID = 'main-content';

/** The normal shell: header with the main navigation, the page, the footer and the floating parts. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink target={MAIN_ID} />
      <GlobalLoading />
      <Header />
      <Main>{children}</Main>
      <Footer />
      <SideWidget />
      <BackToTop />
      <NewVersionNotice />
      <PopupSlots />
    </Flex>
  );
}

/** The page area: full width (pages centre their own 1200px containers), tall enough that the footer sits low. */
export function Main({ children }: { children: ReactNode }) {
  return (
    <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" w="full" minH="calc(100vh - 360px)" pb="10" _focusVisible={{ outline: 'none' }}>
      {children}
    </Box>
  );
}
