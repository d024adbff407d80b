import { lazy, Suspense, useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { ErrorBoundary } from '@kernel/client/error-boundary';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { NearViewport } from '@kernel/client/views/NearViewport';
import { PAGE_WIDTH } from '@kernel/client/views/PageContainer';
import { HomeStore } from '../store';
import { ColumnsSection } from './sections/ColumnsSection';
import { HeroSection } from './sections/HeroSection';
import { OverviewFrame } from './sections/OverviewFrame';

// Below the fold, as chunks of their own that load when the reader scrolls towards them (not part
// of the home page's first load): the overview with its charts (d3), and the data and static sections.
const OverviewSection = lazy(() => import(/* webpackChunkName: "home-overview" */ './sections/OverviewSection'));
const LowerSections = lazy(() => import(/* webpackChunkName: "home-sections" */ './sections/LowerSections'));

/**
 * The home page: the hero (search, key figures), the columns, 全国造价概览, the latest single
 * projects, cost-control cases and articles, enterprises and their videos, the partners, how to
 * use the data and the data note. While it is shown, the store opens the home popups (the recruit
 * prompt, the data update notice) when they are due; never one whose picture leads to the 404 page.
 */
export default function HomePage() {
  const store = useService<HomeStore>(HomeStore);
  const registry = useRegistry();
  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => store.syncPopups((target) => /^https?:\/\//.test(target) || servesPath(registry, target)), [store, registry]);
  return (
    <Box pb="4">
      <HeroSection />
      <Box w={`${PAGE_WIDTH}px`} mx="auto">
        <ColumnsSection />
        <NearViewport placeholder={<OverviewFrame pending />}>
          <ErrorBoundary name="home overview">
            <Suspense fallback={<OverviewFrame pending />}>
              <OverviewSection />
            </Suspense>
          </ErrorBoundary>
        </NearViewport>
        <NearViewport>
          <ErrorBoundary name="home sections">
            <Suspense fallback={null}>
              <LowerSections />
            </Suspense>
          </ErrorBoundary>
        </NearViewport>
      </Box>
    </Box>
  );
}
