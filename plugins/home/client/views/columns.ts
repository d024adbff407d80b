import type { IconType } from 'react-icons';
import { LuBookOpenText, LuBuilding2, LuChartLine, LuChartPie, LuHardHat, LuLayers, LuListChecks } from 'react-icons/lu';

/** A column of the site as the home page presents it. */
export interface HomeColumn {
  path: string;
  title: string;
  description: string;
  icon: IconType;
  /** Card accent colour (icon background / foreground). */
  tint: { bg: string; fg: string };
}

export const HOME_COLUMNS: readonly HomeColumn[] = [
  {
    path: '/commonproj/index',
    title: '单项工程指标',
    description: '按工程用途、结构形式与层数检索，查看单方造价、造价构成与技术经济指标。',
    icon: LuBuilding2,
    tint: { bg: '#eaf1fd', fg: '#1456c8' },
  },
  {
    path: '/projectCost/index',
    title: '项目造价指标',
    description: '建设项目整体造价水平与各专业工程占比，支持多项目横向对比。',
    icon: LuChartPie,
    tint: { bg: '#fff7e8', fg: '#dd8b0c' },
  },
  {
    path: '/comprehensiveUnitPrice/index',
    title: '综合单价指标',
    description: '按清单编码与项目特征查询综合单价区间，展开人工、材料、机械组成。',
    icon: LuListChecks,
    tint: { bg: '#e8f7f1', fg: '#0f8a5f' },
  },
  {
    path: '/laborSubcontracting/index',
    title: '劳务分包指数',
    description: '各地区主要工种的劳务分包单价与价格走势，辅助分包询价与成本测算。',
    icon: LuHardHat,
    tint: { bg: '#fdeeee', fg: '#c2410c' },
  },
  {
    path: '/policy/index',
    title: '政策文件',
    description: '汇集各地造价主管部门发布的计价依据、价格调整与管理文件，支持智能检索。',
    icon: LuBookOpenText,
    tint: { bg: '#f1edfd', fg: '#6d4bd1' },
  },
  {
    path: '/industry-index/index',
    title: '行业管理指数',
    description: '建筑业产值、固定资产投资等行业统计数据，按地区与年份查看。',
    icon: LuChartLine,
    tint: { bg: '#e9f6fb', fg: '#0e7490' },
  },
  {
    path: '/22G/index',
    title: '22G造价优化',
    description: '基于 22G 平法图集的构造做法与造价对比，发现钢筋与混凝土的优化空间。',
    icon: LuLayers,
    tint: { bg: '#eef2f7', fg: '#334155' },
  },
];
