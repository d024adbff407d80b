import { SectionPending } from '@kernel/client/views/SectionPending';

/** The column's page until its data service is connected. */
export default function ColumnPage() {
  return (
    <SectionPending
      title="行业管理指数"
      description="建设行业主管部门发布的造价指数与价格指数，按地区、年份与行业查看。"
      features={['按地区与年份查询行业指数', '建筑安装工程造价指数', '主要材料价格指数', '指数变化趋势对比']}
    />
  );
}
