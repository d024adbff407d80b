import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';
import { BackToTop } from './BackToTop';
import { MAIN_ID, Main } from './DefaultLayout';
import { Footer } from './Footer';
import { GlobalLoading } from './GlobalLoading';
import { UserCenterHeader } from './Header';
import { NewVersionNotice } from './NewVersionNotice';
import { PopupSlots } from './PopupSlots';
import { SkipLink } from './SkipLink';

/** The user-centre shell: a simpler header whose navigation has one tab (会员中心), and the footer. */
export function UserCenterLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink target={MAIN_ID} />
      <GlobalLoading />
      <UserCenterHeader />
      <Main>{children}</Main>
      <Footer />
      <BackToTop />
      <NewVersionNotice />
      <PopupSlots />
    </Flex>
  );
}
