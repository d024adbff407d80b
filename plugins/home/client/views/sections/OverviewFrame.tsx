import type { ReactNode } from 'react';
import { Box, Grid, Skeleton } from '@chakra-ui/react';
import { SectionHeading } from './SectionHeading';

/**
 * The frame of 全国造价概览 (in the page chunk): the heading, and placeholders while the lazily
 * loaded charts or their data are on their way.
 */
export function OverviewFrame({ pending, period, children }: { pending?: boolean; period?: string; children?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="home-overview-title" aria-busy={pending ? true : undefined} mt="12">
      <SectionHeading
        id="home-overview-title"
        title="全国造价概览"
        subtitle={period ? `近 12 个月的单方造价水平与造价指数走势 · ${period}` : '近 12 个月的单方造价水平与造价指数走势'}
      />
      {pending ? (
        <Grid templateColumns="1fr 1fr" gap="5" aria-hidden="true">
          {[0, 1].map((i) => (
            <Box key={i} bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" p="6">
              <Skeleton h="20px" w="40%" mb="3" />
              <Skeleton h="14px" w="80%" mb="6" />
              <Skeleton h="260px" />
            </Box>
          ))}
        </Grid>
      ) : (
        children
      )}
    </Box>
  );
}
