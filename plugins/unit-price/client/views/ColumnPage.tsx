import { SectionPending } from '@kernel/client/views/SectionPending';

/** The column's page until its data service is connected. */
export default function ColumnPage() {
  return (
    <SectionPending
      title="综合单价指标"
      description="分部分项工程量清单项目的综合单价，按清单编码与项目特征检索，并可查看人材机组成。"
      features={['按清单编码或特征关键词检索', '综合单价区间与均值', '人工、材料、机械费用组成', '按地区与时间比较单价水平']}
    />
  );
}
