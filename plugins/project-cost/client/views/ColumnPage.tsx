import { SectionPending } from '@kernel/client/views/SectionPending';

/** The column's page until its data service is connected. */
export default function ColumnPage() {
  return (
    <SectionPending
      title="项目造价指标"
      description="以整个建设项目为单位的造价指标，覆盖住宅、公建与工业项目，支持按地区和年份对比。"
      features={['建设项目总投资与单方造价', '各单项工程造价占比', '按地区、年份与项目类型检索', '无数据时可一键反馈需求']}
    />
  );
}
