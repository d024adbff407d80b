import { SectionPending } from '@kernel/client/views/SectionPending';

/** The column's page until its data service is connected. */
export default function ColumnPage() {
  return (
    <SectionPending
      title="22G造价优化"
      description="围绕22G101系列图集的钢筋构造变化，提供造价影响测算与优化案例。"
      features={['22G图集构造变化要点', '钢筋用量与造价影响测算', '典型工程优化案例', '造价管控要点解读']}
    />
  );
}
