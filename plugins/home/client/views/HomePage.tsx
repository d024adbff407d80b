import { Box } from '@chakra-ui/react';
import { PAGE_WIDTH } from '@kernel/client/views/PageContainer';
import { ColumnsSection } from './sections/ColumnsSection';
import { DataNoteSection } from './sections/DataNoteSection';
import { HeroSection } from './sections/HeroSection';
import { HowToUseSection } from './sections/HowToUseSection';

/**
 * The home page. Sections are separate components so that data sections (recommendations,
 * enterprises, videos, …) can be added between them later.
 */
export default function HomePage() {
  return (
    <Box pb="4">
      <HeroSection />
      <Box w={`${PAGE_WIDTH}px`} mx="auto">
        <ColumnsSection />
        <HowToUseSection />
        <DataNoteSection />
      </Box>
    </Box>
  );
}
