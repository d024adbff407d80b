import { SectionPending } from '@kernel/client/views/SectionPending';

/** The column's page until its data service is connected. */
export default function ColumnPage() {
  return (
    <SectionPending
      title="政策文件"
      description="汇集国家与各地发布的计价依据、造价管理与人工调整等政策文件，并提供智能检索。"
      features={['按地区、发文年份与文件类型筛选', '政策原文在线阅读与下载', '智能问答式政策检索', '相关政策推荐']}
    />
  );
}
