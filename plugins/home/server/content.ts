/**
 * The home page's editorial content (anonymised): consulting enterprises, videos, partners,
 * cost-control cases and articles. Written to the home_ tables by the seed; an operator edits the
 * tables afterwards.
 */
import type { ControlCaseRow, CooperateRow, CostShareRow, EnterpriseRow, VideoRow } from './tables';

export const ENTERPRISES: readonly EnterpriseRow[] = [
  { id: 1, name: '某工程咨询有限公司', short_name: '工程咨询', city: '深圳', qualification: '甲级', services: '全过程造价咨询、招标代理、结算审核', contributed: 1286, since: 2019, sort: 1 },
  { id: 2, name: '某建设项目管理有限公司', short_name: '项目管理', city: '杭州', qualification: '甲级', services: '投资估算、设计概算、全过程造价管控', contributed: 964, since: 2019, sort: 2 },
  { id: 3, name: '某造价师事务所有限公司', short_name: '造价师所', city: '南京', qualification: '甲级', services: '招标控制价编制、竣工结算审核', contributed: 812, since: 2020, sort: 3 },
  { id: 4, name: '某工程造价咨询有限公司', short_name: '造价咨询', city: '成都', qualification: '甲级', services: '清单计价、变更签证审核、造价鉴定', contributed: 745, since: 2020, sort: 4 },
  { id: 5, name: '某全过程工程咨询有限公司', short_name: '全咨', city: '武汉', qualification: '甲级', services: '全过程工程咨询、BIM 算量、成本测算', contributed: 633, since: 2021, sort: 5 },
  { id: 6, name: '某建设工程造价事务所有限公司', short_name: '造价事务', city: '上海', qualification: '甲级', services: '跟踪审计、结算审核、EPC 成本管控', contributed: 588, since: 2021, sort: 6 },
  { id: 7, name: '某工程管理咨询有限公司', short_name: '管理咨询', city: '西安', qualification: '甲级', services: '可研估算、概算审核、工程量清单编制', contributed: 472, since: 2022, sort: 7 },
  { id: 8, name: '某项目咨询集团有限公司', short_name: '咨询集团', city: '广州', qualification: '甲级', services: '投资控制、合约规划、目标成本管理', contributed: 436, since: 2022, sort: 8 },
];

/** Cover gradients (no pictures): deep blues, teal, amber and slate, matching the site's palette. */
const COVERS = [
  'linear-gradient(135deg, #1456c8 0%, #0b2c63 100%)',
  'linear-gradient(135deg, #0e7490 0%, #164e63 100%)',
  'linear-gradient(135deg, #d97706 0%, #92400e 100%)',
  'linear-gradient(135deg, #334155 0%, #0f172a 100%)',
  'linear-gradient(135deg, #0f8a5f 0%, #065f46 100%)',
  'linear-gradient(135deg, #6d4bd1 0%, #3b2591 100%)',
];

export const VIDEOS: readonly VideoRow[] = [
  { id: 1, title: '单项工程指标的正确打开方式：从样本筛选到指标对比', speaker: '某工程咨询有限公司 · 高级造价工程师', category: '平台使用', duration: 1122, cover: COVERS[0]!, view_count: 23816, publish_date: '2026-03-18', sort: 1 },
  { id: 2, title: '住宅项目限额设计中的钢筋含量控制要点', speaker: '某建设项目管理有限公司 · 成本总监', category: '成本管控', duration: 1536, cover: COVERS[1]!, view_count: 15420, publish_date: '2026-02-26', sort: 2 },
  { id: 3, title: '招标控制价编制中的综合单价组价与复核', speaker: '某造价师事务所 · 一级造价工程师', category: '计价实务', duration: 1804, cover: COVERS[2]!, view_count: 9876, publish_date: '2026-01-15', sort: 3 },
  { id: 4, title: '地下车库单方造价偏高的六个常见原因', speaker: '某全过程工程咨询有限公司 · 项目负责人', category: '成本管控', duration: 968, cover: COVERS[3]!, view_count: 31207, publish_date: '2025-12-09', sort: 4 },
  { id: 5, title: '22G 平法图集变化对钢筋工程量的影响分析', speaker: '某工程造价咨询有限公司 · 技术负责人', category: '造价优化', duration: 1415, cover: COVERS[4]!, view_count: 12653, publish_date: '2025-11-20', sort: 5 },
  { id: 6, title: '结算审核中的变更签证常见争议与处理', speaker: '某建设工程造价事务所 · 审核部经理', category: '计价实务', duration: 1689, cover: COVERS[5]!, view_count: 7432, publish_date: '2025-10-28', sort: 6 },
];

export const COOPERATES: readonly CooperateRow[] = [
  { id: 1, name: '某省建设工程造价管理协会', kind: '行业协会', sort: 1 },
  { id: 2, name: '某市建设工程造价管理站', kind: '造价站', sort: 2 },
  { id: 3, name: '某建筑大学 工程管理学院', kind: '高校', sort: 3 },
  { id: 4, name: '某省工程建设标准定额站', kind: '造价站', sort: 4 },
  { id: 5, name: '某理工大学 土木工程学院', kind: '高校', sort: 5 },
  { id: 6, name: '某市建筑业协会', kind: '行业协会', sort: 6 },
  { id: 7, name: '某交通大学 建设管理研究中心', kind: '高校', sort: 7 },
  { id: 8, name: '某省勘察设计协会', kind: '行业协会', sort: 8 },
  { id: 9, name: '某建工集团 成本管理中心', kind: '企业', sort: 9 },
  { id: 10, name: '某地产集团 成本采购部', kind: '企业', sort: 10 },
  { id: 11, name: '某市公共资源交易中心', kind: '交易中心', sort: 11 },
  { id: 12, name: '某科技大学 工程造价系', kind: '高校', sort: 12 },
];

export const CONTROL_CASES: readonly ControlCaseRow[] = [
  {
    id: 1,
    title: '某高层住宅小区限额设计与目标成本管控',
    summary: '以同地区近一年 32 个剪力墙住宅样本的指标区间为基准，设定钢筋、混凝土含量限额，施工图阶段优化后建安造价较目标成本下降。',
    region: '江苏 · 苏州',
    building_use: '住宅',
    saving_rate: 6.8,
    view_count: 18624,
    publish_date: '2026-04-02',
    sort: 1,
  },
  {
    id: 2,
    title: '某产业园标准厂房招标控制价复核',
    summary: '对照同类钢结构厂房的单方造价与用钢量指标，发现屋面系统与基础工程量偏差，复核后控制价调整更贴近市场水平。',
    region: '广东 · 东莞',
    building_use: '厂房',
    saving_rate: 4.2,
    view_count: 9315,
    publish_date: '2026-03-11',
    sort: 2,
  },
  {
    id: 3,
    title: '某三甲医院门急诊楼安装工程造价对标',
    summary: '按专业拆分给排水、电气、暖通与智能化单方指标，与同规模医院样本逐项对标，定位医用气体与净化系统的差异来源。',
    region: '四川 · 成都',
    building_use: '医院',
    saving_rate: 3.5,
    view_count: 12088,
    publish_date: '2026-02-20',
    sort: 3,
  },
  {
    id: 4,
    title: '某办公楼精装修标准与造价匹配分析',
    summary: '以装饰工程单方指标为尺，分区域设定精装标准，大堂与标准层区别对待，在效果不降的前提下压缩装饰造价。',
    region: '浙江 · 杭州',
    building_use: '办公',
    saving_rate: 5.1,
    view_count: 6742,
    publish_date: '2026-01-08',
    sort: 4,
  },
  {
    id: 5,
    title: '某中学新建项目概算审核与投资控制',
    summary: '参照近三年学校类项目的单方造价分布，对教学楼、风雨操场与地下车库分别审核概算，控制总投资不超批复。',
    region: '湖北 · 武汉',
    building_use: '学校',
    saving_rate: 7.3,
    view_count: 10457,
    publish_date: '2025-12-16',
    sort: 5,
  },
  {
    id: 6,
    title: '某商业综合体地下车库结构优化',
    summary: '对比同地区地下车库的混凝土与钢筋含量指标，调整柱网与顶板做法，结构造价显著下降。',
    region: '河南 · 郑州',
    building_use: '地下车库',
    saving_rate: 8.9,
    view_count: 25931,
    publish_date: '2025-11-27',
    sort: 6,
  },
];

export const COST_SHARES: readonly CostShareRow[] = [
  {
    id: 1,
    title: '用指标区间判断招标控制价是否合理：三个实操步骤',
    summary: '先选同阶段、同用途、同结构的样本，再看区间分位，最后回到工程特征解释偏差。',
    author: '某工程咨询有限公司',
    tag: '计价实务',
    view_count: 42360,
    publish_date: '2026-04-10',
    sort: 1,
  },
  {
    id: 2,
    title: '住宅项目钢筋含量的合理区间与影响因素',
    summary: '层数、抗震设防烈度与户型规整度对钢筋含量的影响，以及限额设计时的取值建议。',
    author: '某建设项目管理有限公司',
    tag: '成本管控',
    view_count: 28715,
    publish_date: '2026-03-22',
    sort: 2,
  },
  {
    id: 3,
    title: '跨地区、跨年份引用造价指标时如何做价格调整',
    summary: '用造价指数把样本单方造价换算到目标地区与目标月份，避免直接引用带来的偏差。',
    author: '某造价师事务所',
    tag: '指标应用',
    view_count: 19804,
    publish_date: '2026-02-28',
    sort: 3,
  },
  {
    id: 4,
    title: '结算阶段的成本复盘：从中标价到结算价的差异分析',
    summary: '按专业与费用构成拆解差异，区分工程量变化、价格调整与变更签证三类原因。',
    author: '某全过程工程咨询有限公司',
    tag: '结算审核',
    view_count: 8436,
    publish_date: '2026-01-19',
    sort: 4,
  },
  {
    id: 5,
    title: '地下车库单方造价对标的口径统一问题',
    summary: '车位数、层高与覆土厚度口径不一，是车库指标难以对比的主要原因，文中给出统一口径的做法。',
    author: '某工程造价咨询有限公司',
    tag: '指标应用',
    view_count: 13290,
    publish_date: '2025-12-30',
    sort: 5,
  },
  {
    id: 6,
    title: '目标成本测算中的措施项目费取值经验',
    summary: '脚手架、模板与垂直运输费用随层数与工期变化明显，测算时应按项目特征分档取值。',
    author: '某建设工程造价事务所',
    tag: '成本测算',
    view_count: 5127,
    publish_date: '2025-12-05',
    sort: 6,
  },
];

/** The header's small top poster (home/queryPromotion), under the storage gateway. */
export const PROMOTION_FILE = 'top-poster.svg';
/** The right-bottom dialog's entrance picture (/pb/home/popupInfo). */
export const POPUP_FILE = 'popup-data-update.svg';
/** The recruit prompt's picture. */
export const RECRUIT_FILE = 'recruit-prompt.svg';
export const PICTURE_FILES = [PROMOTION_FILE, POPUP_FILE, RECRUIT_FILE] as const;
