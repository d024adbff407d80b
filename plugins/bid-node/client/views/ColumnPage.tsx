import { SectionPending } from '@kernel/client/views/SectionPending';

/** The column's page until its data service is connected. */
export default function ColumnPage() {
  return (
    <SectionPending
      title="单项工程指标"
      description="按工程用途、结构形式、层数与地区检索已完工程的单项工程造价指标，查看造价构成与技术经济指标。"
      features={['按地区、工程用途、结构形式、层数、建筑面积与计价阶段筛选', '单方造价、专业造价构成与费用构成分析', '钢筋、混凝土、模板等主要工程量指标', '同类工程价格走势与指标区间分布']}
    />
  );
}
