/**
 * The sections below the fold, a chunk of their own (downloaded when the reader scrolls towards
 * them, not part of the home page's first load): latest single projects, cost control, enterprises
 * and videos, partners, how to use the data and the data note.
 */
import { ControlSection } from './ControlSection';
import { CooperationSection } from './CooperationSection';
import { DataNoteSection } from './DataNoteSection';
import { EnterpriseSection } from './EnterpriseSection';
import { HowToUseSection } from './HowToUseSection';
import { RecommendSection } from './RecommendSection';

export default function LowerSections() {
  return (
    <>
      <RecommendSection />
      <ControlSection />
      <EnterpriseSection />
      <CooperationSection />
      <HowToUseSection />
      <DataNoteSection />
    </>
  );
}
