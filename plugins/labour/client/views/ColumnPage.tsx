import { SectionPending } from '@kernel/client/views/SectionPending';

/** The column's page until its data service is connected. */
export default function ColumnPage() {
  return (
    <SectionPending
      title="劳务分包指数"
      description="各地区各工种、各分项的劳务分包价格与走势，为劳务招采和成本测算提供依据。"
      features={['按地区与工种查看劳务分包单价', '分项劳务价格明细', '价格走势曲线与同比环比', '全屏查看与收藏常用价格']}
    />
  );
}
