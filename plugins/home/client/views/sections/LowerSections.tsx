/**
 * The sections below the fold, a chunk of their own (downloaded while the hero renders, not part
 * of the home page's first load): latest single projects, cost control, enterprises and videos,
 * partners.
 */
import { ControlSection } from './ControlSection';
import { CooperationSection } from './CooperationSection';
import { EnterpriseSection } from './EnterpriseSection';
import { RecommendSection } from './RecommendSection';

export default function LowerSections() {
  return (
    <>
      <RecommendSection />
      <ControlSection />
      <EnterpriseSection />
      <CooperationSection />
    </>
  );
}
