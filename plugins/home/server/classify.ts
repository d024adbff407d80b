import { BUILDING_USES, STRUCTURES } from '@plugins/cost-data/shared/vocabulary';
import { shortRegionName } from '@plugins/cost-data/shared/region-names';
import type { ViewType } from '../shared/contract';

/**
 * Which list a header search keyword (scope 全部) belongs to: the single-project list (node), the
 * comprehensive unit-price list (item) or the policy documents (policy).
 *
 * 1. A bill-of-quantities code (9 or 12 digits, as in GB 50500: 010101001, 010101001001) → item.
 * 2. Policy words (文件, 通知, 办法, 定额, 调差, 计价依据, 住建 …) → policy.
 * 3. Otherwise the bill-item words (挖土方, 混凝土, 钢筋, 砌筑, 清单, 综合单价, C30, HRB400 …) are
 *    weighed against the single-project words (building uses, structures, storeys such as 18层,
 *    region names): more bill-item evidence → item, anything else → node (the default).
 */

const BQ_CODE = /(^|\D)(\d{12}|\d{9})(\D|$)/;

export const POLICY_WORDS = [
  '文件',
  '通知',
  '办法',
  '规定',
  '政策',
  '定额',
  '调差',
  '计价依据',
  '计价规范',
  '计价规则',
  '住建',
  '住房和城乡建设',
  '建设厅',
  '造价管理站',
  '造价站',
  '公告',
  '意见',
  '条例',
  '批复',
  '印发',
  '暂行',
  '解释',
  '信息价',
  '价格调整',
  '人工费调整',
  '指导价',
  '发布',
] as const;

export const BQ_WORDS = [
  '清单',
  '综合单价',
  '挖土方',
  '挖一般土方',
  '挖基坑',
  '挖沟槽',
  '土方',
  '石方',
  '回填',
  '混凝土',
  '砼',
  '钢筋',
  '模板',
  '砌筑',
  '砌体',
  '砌块',
  '砖墙',
  '垫层',
  '找平',
  '防水',
  '保温',
  '抹灰',
  '涂料',
  '油漆',
  '吊顶',
  '地砖',
  '块料',
  '门窗',
  '栏杆',
  '脚手架',
  '灌注桩',
  '预制桩',
  '管道',
  '配管',
  '配线',
  '电缆',
  '桥架',
  '阀门',
  '风管',
  '喷淋',
  '人工',
  '材料',
  '机械',
  '项目特征',
] as const;

/** Material grades and bill units: C30 concrete, HRB400 rebar, M7.5 mortar, Φ12, m³ … */
const BQ_PATTERNS = [/\bC\d{2}\b/i, /HRB\d{3}/i, /HPB\d{3}/i, /\bM\d+(\.\d)?\b/, /Φ|φ/, /m³|m3\b|㎥/i];

/** Aliases of building uses and structures that users type. */
const NODE_WORDS = [
  ...BUILDING_USES,
  ...STRUCTURES,
  '框剪',
  '框架结构',
  '剪力墙结构',
  '钢混',
  '别墅',
  '洋房',
  '高层',
  '多层',
  '超高层',
  '小高层',
  '小区',
  '写字楼',
  '商场',
  '综合体',
  '幼儿园',
  '小学',
  '中学',
  '宿舍',
  '车库',
  '体育馆',
  '图书馆',
  '单项工程',
  '单方造价',
  '建安造价',
  '地下室',
];

const STOREYS = /\d+\s*层/;

/** Provinces (short names) and the larger cities: a region in the keyword means a project search. */
export const REGION_WORDS = [
  '北京',
  '天津',
  '河北',
  '山西',
  '内蒙古',
  '辽宁',
  '吉林',
  '黑龙江',
  '上海',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '广西',
  '海南',
  '重庆',
  '四川',
  '贵州',
  '云南',
  '西藏',
  '陕西',
  '甘肃',
  '青海',
  '宁夏',
  '新疆',
  '深圳',
  '广州',
  '杭州',
  '南京',
  '苏州',
  '武汉',
  '成都',
  '西安',
  '郑州',
  '长沙',
  '合肥',
  '济南',
  '青岛',
  '厦门',
  '福州',
  '宁波',
  '无锡',
  '东莞',
  '佛山',
  '昆明',
  '南宁',
  '贵阳',
  '沈阳',
  '大连',
  '哈尔滨',
  '长春',
  '石家庄',
  '太原',
  '南昌',
  '兰州',
  '乌鲁木齐',
  '呼和浩特',
  '海口',
  '银川',
  '西宁',
  '拉萨',
] as const;

function hits(keyword: string, words: readonly string[]): number {
  let n = 0;
  for (const w of words) if (keyword.includes(w)) n += 1;
  return n;
}

/**
 * The view type of a keyword. `extraRegions` adds region names known at run time (the cost-data
 * region catalogue), e.g. smaller cities.
 */
export function classifyKeyword(raw: string, extraRegions: readonly string[] = []): ViewType {
  const keyword = raw.trim();
  if (!keyword) return 'node';
  const compact = keyword.replace(/\s+/g, '');
  if (BQ_CODE.test(compact)) return 'item';
  if (hits(keyword, POLICY_WORDS) > 0) return 'policy';
  const item = hits(keyword, BQ_WORDS) + BQ_PATTERNS.filter((p) => p.test(keyword)).length;
  if (item === 0) return 'node';
  // Building words can carry bill words (钢筋混凝土框架结构住宅): the larger evidence wins, a tie is node.
  const regionNames = extraRegions.length ? [...REGION_WORDS, ...extraRegions.map(shortRegionName).filter((n) => n.length >= 2)] : REGION_WORDS;
  const node = hits(keyword, NODE_WORDS) + (STOREYS.test(keyword) ? 1 : 0) + (hits(keyword, regionNames) > 0 ? 1 : 0);
  return item > node ? 'item' : 'node';
}

