/**
 * The full text of every document family: a preamble (addressees, purpose), numbered articles,
 * tables of rates and prices, the effective-date clause (naming the document replaced), the
 * issuer and the date. The figures come from cost-data's prices (prices.ts) or are drawn per
 * document within the ranges such documents state.
 */
import type { PolicyBlock } from '../../shared/contract';
import { PROVINCE_BY_ID } from './issuers';
import type { DocPlan } from './model';
import { MATERIAL_VARIANTS, type MaterialVariant } from './plan';
import { quarterBefore, type CorpusPrices } from './prices';
import { Stream } from './random';
import { chineseDate, chineseNumber, money, monthOf, pct, quoted } from './text';
import { TOPICS } from './topics';

export interface Body {
  blocks: PolicyBlock[];
  summary: string;
}

/** The labour resources a labour-rate notice lists (cost-data codes), in the table's order. */
export const LABOUR_CODES = ['R0001', 'R0002', 'R0003', 'R0004', 'R0005', 'R0006', 'R0007', 'R0008', 'R0009', 'R0010', 'R0011', 'R0021', 'R0022'] as const;

/** The materials a bulletin quotes, per variant (cost-data codes). */
export const MATERIAL_CODES: Readonly<Record<MaterialVariant, readonly string[]>> = {
  building: ['R1001', 'R1002', 'R1003', 'R1004', 'R0201', 'R0211', 'R0212', 'R0302', 'R0304', 'R0306', 'R1301', 'R1304', 'R1401'],
  install: ['R8011', 'R8012', 'R8013', 'R8015', 'R8017', 'R8441', 'R8442', 'R8443'],
  municipal: ['R0201', 'R0211', 'R0212', 'R0213', 'R0303', 'R0304', 'R0305', 'R1003', 'R1004'],
  decoration: ['R5001', 'R5002', 'R5113', 'R5205', 'R5207', 'R5303', 'R5305', 'R5122'],
};

const article = (n: number, heading: string, text: string): PolicyBlock => ({ kind: 'article', text: `${chineseNumber(n)}、${heading}。${text}` });
const para = (text: string): PolicyBlock => ({ kind: 'paragraph', text });

/** The region's full name (江苏省, 南京市, 全国). */
function areaFull(p: DocPlan): string {
  if (p.level === 'city') return p.areaName;
  if (p.level === 'national') return '全国';
  return PROVINCE_BY_ID.get(p.provinceId)?.full ?? p.areaName;
}

function addressees(p: DocPlan): string {
  if (p.level === 'city') return '各区住房和城乡建设局，各有关单位：';
  if (p.level === 'national') return '各省、自治区住房和城乡建设厅，直辖市住房和城乡建设（管）委，新疆生产建设兵团住房和城乡建设局，国务院有关部门：';
  return PROVINCE_BY_ID.get(p.provinceId)?.addressees ?? '各有关单位：';
}

/** The effective-date clause, naming the document replaced. */
function clause(p: DocPlan, extra = ''): PolicyBlock {
  const from = chineseDate(p.effective);
  const replaced = p.replaces ? `，原${quoted(p.replaces.title)}（${p.replaces.docNo}）同时废止` : '';
  const valid = p.validYears ? `，有效期${p.validYears}年` : '';
  return { kind: 'clause', text: `本通知自${from}起执行${valid}${replaced}。${extra}` };
}

function ending(p: DocPlan, blocks: PolicyBlock[]): PolicyBlock[] {
  blocks.push({ kind: 'signature', text: p.issuer });
  blocks.push({ kind: 'date', text: chineseDate(p.publish) });
  return blocks;
}

const standardOf = (iso: string): string =>
  monthOf(iso) >= 202509 ? 'GB/T 50500-2024《建设工程工程量清单计价标准》' : '《建设工程工程量清单计价规范》（GB 50500-2013）';

function labourBody(p: DocPlan, prices: CorpusPrices): Body {
  const full = areaFull(p);
  const year = Number(p.params.year);
  const half = Number(p.params.half) === 1 ? '上半年' : '下半年';
  const month = monthOf(p.effective);
  const quarter = quarterBefore(monthOf(p.publish));
  const qYear = Math.floor(quarter / 10);
  const rows: string[][] = [];
  let first: { name: string; info: string } | null = null;
  let skilled: { name: string; info: string } | null = null;
  for (const code of LABOUR_CODES) {
    const r = prices.resource(code);
    const info = prices.info(code, p.areaId, month);
    const market = prices.quarterMarket(code, p.areaId, quarter);
    if (!r || info === null || market === null) continue;
    rows.push([String(rows.length + 1), r.name, money(info), money(market)]);
    if (code === 'R0001') first = { name: r.name, info: money(info) };
    if (code === 'R0002') skilled = { name: r.name, info: money(info) };
  }
  const from = chineseDate(p.effective);
  const caption = `附表 ${full}${year}年${half}建设工程人工工资指导价`;
  const blocks: PolicyBlock[] = [
    { kind: 'preamble', text: addressees(p) },
    para(`为合理确定建设工程人工费，维护建设工程发承包双方的合法权益，根据${standardOf(p.effective)}和${full}建设工程计价依据的有关规定，经对建筑劳务市场人工工资水平的调查测算，现将${full}${year}年${half}建设工程人工工资指导价发布如下：`),
    article(1, '人工工资指导价', `${full}建设工程人工工资指导价见附表，自${from}起作为编制招标控制价（最高投标限价）、施工图预算和调整人工费的依据，计量单位为元/工日。`),
    { kind: 'table', text: '', caption, header: ['序号', '工种', '人工工资指导价（元/工日）', '劳务市场参考价（元/工日）'], rows },
    article(2, '劳务市场参考价', `劳务市场参考价为${qYear}年第${quarter % 10}季度${p.areaName}建筑劳务市场日工资的平均水平（该季度3个月市场价的平均值），供发承包双方签订劳务分包合同时参考，不作为计价依据。`),
    article(3, '适用范围', `本指导价适用于${full}行政区域内的房屋建筑与装饰、安装、市政等工程；${from}前已签订施工合同的工程，按合同约定执行，合同未约定的，发承包双方可参照本指导价协商调整${from}以后完成工程量的人工费。`),
    article(4, '计价方法', '人工费调整按人工工资指导价与合同基准人工单价的差额计算，差额部分只计取税金，不作为计取企业管理费和利润的基础。'),
    clause(p),
    { kind: 'attachment', text: `附件：${full}${year}年${half}建设工程人工工资指导价表` },
  ];
  const lead = [first, skilled].filter((x): x is { name: string; info: string } => x !== null).map((x) => `${x.name}${x.info}元/工日`).join('、');
  return { blocks: ending(p, blocks), summary: `发布${full}${year}年${half}建设工程人工工资指导价（${lead}等${rows.length}个工种），自${from}起执行。` };
}

const VAT_STEPS = [
  { rate: 11, from: '2016年5月1日', basis: '《财政部 国家税务总局关于全面推开营业税改征增值税试点的通知》（财税〔2016〕36号）和《住房和城乡建设部办公厅关于做好建筑业营改增建设工程计价依据调整准备工作的通知》（建办标〔2016〕4号）' },
  { rate: 10, from: '2018年5月1日', basis: '《财政部 税务总局关于调整增值税税率的通知》（财税〔2018〕32号）和《住房和城乡建设部办公厅关于调整建设工程计价依据增值税税率的通知》（建办标〔2018〕20号）' },
  { rate: 9, from: '2019年4月1日', basis: '《财政部 税务总局 海关总署关于深化增值税改革有关政策的公告》（财政部 税务总局 海关总署公告2019年第39号）和《住房和城乡建设部办公厅关于重新调整建设工程计价依据增值税税率的通知》（建办标函〔2019〕193号）' },
];

function vatTable(rate: number): PolicyBlock {
  return {
    kind: 'table', text: '', caption: '建设工程税金计取标准', header: ['计税方法', '计税基础', '税率或征收率（%）'],
    rows: [['一般计税方法', '税前工程造价', String(rate)], ['简易计税方法', '税前工程造价（含可抵扣进项税额）', '3']],
  };
}

function vatProvinceBody(p: DocPlan): Body {
  const full = areaFull(p);
  const step = Number(p.params.step);
  const s = VAT_STEPS[step]!;
  const blocks: PolicyBlock[] = [{ kind: 'preamble', text: addressees(p) }];
  if (step === 0) {
    blocks.push(
      para(`根据${s.basis}，为适应建筑业营业税改征增值税的需要，现对${full}建设工程计价依据作如下调整：`),
      article(1, '计价规则', `建设工程计价按照“价税分离”原则，工程造价＝税前工程造价×（1＋11%），其中11%为建筑业增值税税率；税前工程造价为人工费、材料费、施工机具使用费、企业管理费、利润和规费之和，各费用项目均以不包含增值税可抵扣进项税额的价格计算。`),
      article(2, '适用范围', `${s.from}（含）以后开工的建设工程执行一般计税方法；符合规定的甲供工程、清包工工程及建筑工程老项目，可以选择简易计税方法，按3%的征收率计税。`),
      article(3, '除税价格', '材料、施工机具台班价格按除税价格计入，工程造价管理机构发布的信息价同时发布除税价格和含税价格。'),
      vatTable(11),
    );
  } else {
    const before = VAT_STEPS[step - 1]!;
    blocks.push(
      para(`根据${s.basis}，现将${full}建设工程计价依据中增值税税率由${before.rate}%调整为${s.rate}%，有关事项通知如下：`),
      article(1, '税率调整', `建设工程计价依据中增值税税率由${before.rate}%调整为${s.rate}%，工程造价＝税前工程造价×（1＋${s.rate}%）${s.rate === 9 ? '，按9%税率计算的税金为含税工程造价的9/109' : ''}。`),
      article(2, '执行范围', `${s.from}（含）以后开标的工程执行${s.rate}%的税率；此前已开标或已签订施工合同的工程，${s.from}以后完成的工程量，增值税按${s.rate}%计取，发承包双方应签订补充协议。`),
      article(3, '其他规定', `计价依据中的“价税分离”计价规则和各项费用的除税价格不变，简易计税方法的征收率仍为3%。`),
      vatTable(s.rate),
    );
  }
  blocks.push(clause(p));
  return { blocks: ending(p, blocks), summary: `${full}建设工程计价依据增值税税率${step === 0 ? '按营改增规定确定为11%' : `由${VAT_STEPS[step - 1]!.rate}%调整为${s.rate}%`}，自${s.from}起执行。` };
}

function feesBody(p: DocPlan, rnd: Stream): Body {
  const full = areaFull(p);
  const blocks: PolicyBlock[] = [{ kind: 'preamble', text: addressees(p) }];
  if (p.params.topic === 'envtax') {
    blocks.push(
      para(`根据《中华人民共和国环境保护税法》，自2018年1月1日起征收环境保护税，不再征收排污费。为做好${full}建设工程计价工作，现就有关事项通知如下：`),
      article(1, '规费调整', '建设工程规费中的工程排污费项目取消，规费包括社会保险费和住房公积金。'),
      article(2, '环境保护税', '施工过程中应缴纳的环境保护税，按照工程所在地税务机关的规定缴纳，在税前工程造价中按实计列。'),
      article(3, '执行范围', '2018年1月1日以后完成的工程量执行本通知，此前已计取工程排污费的部分不再调整。'),
      clause(p),
    );
    return { blocks: ending(p, blocks), summary: `${full}建设工程规费中取消工程排污费，环境保护税按实计列，自2018年1月1日起执行。` };
  }
  const building = 3 + rnd.int(0, 8) / 10;
  const rows = [
    ['建筑工程', '分部分项工程费＋措施项目费＋其他项目费－除税工程设备费', pct(building), pct(0.3 + rnd.int(0, 3) / 10)],
    ['装饰工程', '分部分项工程费＋措施项目费＋其他项目费－除税工程设备费', pct(building - 0.6), pct(0.2 + rnd.int(0, 2) / 10)],
    ['安装工程', '分部分项工程费＋措施项目费＋其他项目费－除税工程设备费', pct(building - 0.8), pct(0.2 + rnd.int(0, 2) / 10)],
    ['市政工程', '分部分项工程费＋措施项目费＋其他项目费－除税工程设备费', pct(building - 0.5), pct(0.2 + rnd.int(0, 3) / 10)],
  ];
  blocks.push(
    para(`根据国务院办公厅《降低社会保险费率综合方案》，城镇职工基本养老保险单位缴费比例自2019年5月1日起降至16%。为此，现对${full}建设工程规费中社会保险费和住房公积金费率调整如下：`),
    article(1, '费率标准', '社会保险费和住房公积金费率见下表，按规定的计费基础乘以费率计算。'),
    { kind: 'table', text: '', caption: '建设工程规费费率表', header: ['专业工程', '计费基础', '社会保险费率（%）', '住房公积金费率（%）'], rows },
    article(2, '执行范围', '2019年5月1日以后完成的工程量执行调整后的费率，已完成结算的工程不再调整。'),
    clause(p),
  );
  return { blocks: ending(p, blocks), summary: `调整${full}建设工程社会保险费费率（建筑工程${rows[0]![2]}%），自2019年5月1日起执行。` };
}

function safetyBody(p: DocPlan, seed: number): Body {
  const full = areaFull(p);
  const rev = Number(p.params.rev);
  const year = Number(p.params.year);
  const base = new Stream(seed, `safety-base:${p.provinceId}`);
  const building0 = 2.6 + base.int(0, 8) / 10;
  const step = new Stream(seed, `safety-step:${p.provinceId}`);
  let building = building0;
  for (let k = 0; k < rev; k++) building += step.int(1, 3) * 0.05;
  const dust = year >= 2018;
  const b = (x: number) => pct(x);
  const withDust = (rate: number, extra: number) => (dust ? [b(rate), b(extra)] : [b(rate)]);
  const rows = [
    ['1', '建筑工程', '分部分项工程费＋单价措施项目费－除税工程设备费', ...withDust(building, 0.2 + rev * 0.05)],
    ['2', '装饰工程', '分部分项工程费＋单价措施项目费－除税工程设备费', ...withDust(building * 0.55, 0.1 + rev * 0.05)],
    ['3', '安装工程', '分部分项工程费＋单价措施项目费－除税工程设备费', ...withDust(building * 0.5, 0.1)],
    ['4', '市政工程', '分部分项工程费＋单价措施项目费－除税工程设备费', ...withDust(building * 0.55, 0.2 + rev * 0.05)],
    ['5', '仿古建筑及园林绿化工程', '分部分项工程费中的人工费＋单价措施项目费中的人工费', ...withDust(building * 3.8, 0.5)],
  ];
  const header = ['序号', '专业工程', '计费基础', ...(dust ? ['基本费率（%）', '扬尘污染防治增加费率（%）'] : ['费率（%）'])];
  const blocks: PolicyBlock[] = [
    { kind: 'preamble', text: addressees(p) },
    para(`为加强建设工程安全生产和文明施工管理，保障安全文明施工措施费用的投入，根据${standardOf(p.effective)}和国家有关规定，${rev === 0 ? `现印发《${full}建设工程安全文明施工费计取办法》` : `现对${full}建设工程安全文明施工费计取标准调整如下`}：`),
    article(1, '费用内容', '安全文明施工费包括环境保护费、文明施工费、安全施工费和临时设施费，用于施工现场安全防护、文明施工、环境保护和临时设施的搭设、维修与拆除。'),
    article(2, '计取标准', `安全文明施工费按计费基础乘以相应费率计算，各专业工程费率见下表${dust ? '；扬尘污染防治增加费按工程所在地扬尘防治要求另行计取' : ''}。`),
    { kind: 'table', text: '', caption: `${full}建设工程安全文明施工费费率表`, header, rows },
    article(3, '不可竞争', '安全文明施工费为不可竞争费用，编制招标控制价和投标报价时应按本通知规定的费率足额计取，不得作为竞争性费用。'),
    article(4, '支付与使用', '发包人应在工程开工后28天内预付不低于当年施工进度计划的安全文明施工费总额的60%，其余部分按照提前安排的原则进行分解，与进度款同期支付。'),
    clause(p),
  ];
  return { blocks: ending(p, blocks), summary: `${full}建设工程安全文明施工费费率：建筑工程${b(building)}%，装饰工程${b(building * 0.55)}%，安装工程${b(building * 0.5)}%（分部分项工程费＋单价措施项目费），自${chineseDate(p.effective)}起执行。` };
}

function dustBody(p: DocPlan, rnd: Stream): Body {
  const rate = 0.2 + rnd.int(0, 3) / 10;
  const blocks: PolicyBlock[] = [
    { kind: 'preamble', text: addressees(p) },
    para(`为落实建设工程施工扬尘污染防治要求，合理确定扬尘污染防治费用，根据${p.params.province}省（区、市）有关规定，结合${p.areaName}实际，现就有关事项通知如下：`),
    article(1, '计取标准', `扬尘污染防治增加费按分部分项工程费与单价措施项目费之和的${pct(rate)}%计取，列入安全文明施工费，为不可竞争费用。`),
    article(2, '使用范围', '扬尘污染防治增加费用于施工现场围挡、裸土覆盖、道路硬化、车辆冲洗、喷淋降尘和扬尘在线监测等措施。'),
    article(3, '监督检查', '各区住房和城乡建设主管部门应加强对施工现场扬尘防治措施落实情况的检查，未按要求落实的，相应费用不予计取。'),
    clause(p),
  ];
  return { blocks: ending(p, blocks), summary: `${p.areaName}建设工程扬尘污染防治增加费按分部分项工程费与单价措施项目费之和的${pct(rate)}%计取。` };
}

/** The VAT rate of materials in a month (17 % before 2018-05, 16 % to 2019-03, 13 % after). */
const materialVat = (month: number): number => (month < 201805 ? 17 : month < 201904 ? 16 : 13);

function materialBody(p: DocPlan, prices: CorpusPrices): Body {
  const month = Number(p.params.month);
  const variant = p.params.variant as MaterialVariant;
  const vat = materialVat(month);
  const rows: string[][] = [];
  const lead: string[] = [];
  for (const code of MATERIAL_CODES[variant]) {
    const r = prices.resource(code);
    const info = prices.info(code, p.areaId, month);
    if (!r || info === null) continue;
    rows.push([String(rows.length + 1), r.name, r.spec || '—', r.unit, money(info), money(info * (1 + vat / 100))]);
    if (lead.length < 2) lead.push(`${r.name}${r.spec ? ` ${r.spec}` : ''} ${money(info)}元/${r.unit}`);
  }
  const y = Math.floor(month / 100);
  const m = month % 100;
  const variantName = MATERIAL_VARIANTS.find((v) => v.code === variant)!.name;
  const blocks: PolicyBlock[] = [
    para(`${p.areaName}${y}年第${m}期${variantName}材料价格信息（${y}年${m}月）发布如下。`),
    article(1, '价格说明', `本期信息价为${y}年${m}月${p.areaName}市区主要${variantName}材料的信息价，除税信息价不含可抵扣进项税额，含税信息价＝除税信息价×（1＋${vat}%）。`),
    { kind: 'table', text: '', caption: `${p.areaName}${y}年${m}月主要材料信息价`, header: ['序号', '材料名称', '规格型号', '单位', '除税信息价（元）', '含税信息价（元）'], rows },
    article(2, '使用说明', '信息价为材料运至施工现场的价格，包括材料原价、运杂费、运输损耗费和采购保管费；所属各县（市、区）可结合运距等因素调整使用。'),
    { kind: 'clause', text: `本期价格信息自${chineseDate(p.publish)}起发布执行。` },
  ];
  return { blocks: ending(p, blocks), summary: `${p.areaName}${y}年${m}月${variantName}材料信息价（除税）：${lead.join('，')}等${rows.length}种材料。` };
}

function riskBody(p: DocPlan): Body {
  const full = areaFull(p);
  const rows = [['1', '钢材', '±5', '超出部分据实调整'], ['2', '商品混凝土', '±5', '超出部分据实调整'], ['3', '水泥', '±5', '超出部分据实调整'], ['4', '砂石', '±5', '超出部分据实调整'], ['5', '电线电缆', '±5', '超出部分据实调整']];
  const blocks: PolicyBlock[] = [
    { kind: 'preamble', text: addressees(p) },
    para(`近期钢材、混凝土、水泥等主要建筑材料价格波动较大，为合理分担发承包双方的价格风险，维护建筑市场秩序，根据${standardOf(p.publish)}，现就加强${full}建设工程主要材料价格风险管控提出如下意见：`),
    article(1, '风险幅度', '发承包双方应在施工合同中约定主要材料的风险幅度。钢材、商品混凝土、水泥、砂石、电线电缆等主要材料价格变化幅度在±5%以内（含±5%）的，由承包人承担或受益；超过±5%的部分，由发包人承担或受益，据实调差。'),
    { kind: 'table', text: '', caption: '主要材料价格风险幅度', header: ['序号', '材料类别', '风险幅度（%）', '调整方式'], rows },
    article(2, '基准价格', '基准价格以投标截止日前28天工程所在地工程造价管理机构发布的信息价为准；没有信息价的，以投标报价中的材料单价为准。'),
    article(3, '调差方法', '材料价格上涨超过5%时，价差＝（施工期信息价－基准价格×1.05）×材料用量；下跌超过5%时，价差＝（基准价格×0.95－施工期信息价）×材料用量，从合同价款中扣减。调差部分只计取税金。'),
    article(4, '已签合同', '已签订施工合同但未约定风险幅度或约定不明的，发承包双方可参照本意见签订补充协议，合理调整合同价款。'),
    { kind: 'clause', text: `本意见自${chineseDate(p.effective)}起施行${p.replaces ? `，原${quoted(p.replaces.title)}（${p.replaces.docNo}）同时废止` : ''}。` },
  ];
  return { blocks: ending(p, blocks), summary: `${full}主要材料价格风险幅度为±5%，超过部分由发包人承担或受益，据实调差。` };
}

function basisBody(p: DocPlan, prices: CorpusPrices, rnd: Stream): Body {
  const full = areaFull(p);
  const year = Number(p.params.year);
  const labour = prices.info('R0002', p.provinceId, monthOf(p.effective));
  const from = chineseDate(p.effective);
  const rows = [
    ['建筑工程', '人工费＋施工机具使用费', pct(24 + rnd.int(0, 40) / 10), pct(10 + rnd.int(0, 20) / 10)],
    ['装饰工程', '人工费＋施工机具使用费', pct(38 + rnd.int(0, 60) / 10), pct(13 + rnd.int(0, 30) / 10)],
    ['安装工程', '人工费', pct(34 + rnd.int(0, 60) / 10), pct(12 + rnd.int(0, 30) / 10)],
    ['市政工程', '人工费＋施工机具使用费', pct(26 + rnd.int(0, 40) / 10), pct(10 + rnd.int(0, 20) / 10)],
  ];
  const blocks: PolicyBlock[] = [
    { kind: 'preamble', text: addressees(p) },
    para(`为适应建设工程计价的需要，合理确定和有效控制工程造价，根据${standardOf(p.effective)}和国家有关规定，我厅组织编制了《${full}建设工程计价依据》（${year}版），现予印发，并就有关事项通知如下：`),
    article(1, '组成内容', '本计价依据包括《建筑与装饰工程计价定额》《安装工程计价定额》《市政工程计价定额》《施工机具台班费用定额》和《建设工程费用定额》。'),
    article(2, '适用范围', `本计价依据适用于${full}行政区域内的房屋建筑与装饰、安装、市政工程，国有资金投资的建设工程应当执行，非国有资金投资的建设工程可参照执行。`),
    article(3, '人工工资单价', `计价定额中的综合人工单价按${labour === null ? '—' : money(labour)}元/工日编制，执行期间按工程造价管理机构发布的人工工资指导价调整。`),
    article(4, '费用标准', '企业管理费和利润按下表的计费基础和费率计算。'),
    { kind: 'table', text: '', caption: '企业管理费和利润费率表', header: ['专业工程', '计费基础', '企业管理费费率（%）', '利润率（%）'], rows },
    article(5, '过渡办法', `${from}以前已发出招标文件或已签订施工合同的工程，仍按原计价依据执行。`),
    clause(p),
  ];
  return { blocks: ending(p, blocks), summary: `印发《${full}建设工程计价依据》（${year}版），综合人工单价${labour === null ? '' : `${money(labour)}元/工日`}，自${from}起执行。` };
}

function gbBody(p: DocPlan): Body {
  const full = areaFull(p);
  const blocks: PolicyBlock[] = [
    { kind: 'preamble', text: addressees(p) },
    para(`住房和城乡建设部发布国家标准GB/T 50500-2024《建设工程工程量清单计价标准》，自2025年9月1日起实施。为做好新标准在${full}的贯彻实施工作，现就有关事项通知如下：`),
    article(1, '实施时间', '2025年9月1日（含）以后发布招标文件的国有资金投资建设工程，应当执行GB/T 50500-2024编制工程量清单、招标控制价和投标报价；原《建设工程工程量清单计价规范》（GB 50500-2013）同时废止。'),
    article(2, '在建工程', '2025年9月1日以前已发布招标文件或已签订施工合同的工程，仍按原规范和合同约定执行。'),
    article(3, '配套计价依据', `与新标准配套的${full}计价依据调整工作另行通知，过渡期间现行计价定额和费用定额继续有效。`),
    article(4, '宣贯培训', '各级工程造价管理机构应组织开展新标准的宣贯培训，指导发承包双方和工程造价咨询企业做好衔接工作。'),
    clause(p),
  ];
  return { blocks: ending(p, blocks), summary: `${full}自2025年9月1日起贯彻实施GB/T 50500-2024《建设工程工程量清单计价标准》。` };
}

function noticeBody(p: DocPlan, rnd: Stream): Body {
  const topic = TOPICS.find((t) => t.code === p.params.topic)!;
  const area = areaFull(p);
  const figures: Record<string, string> = {};
  for (const [k, [min, max, decimals]] of Object.entries(topic.figures ?? {})) {
    const scale = 10 ** decimals;
    figures[k] = String(rnd.int(min * scale, max * scale) / scale);
  }
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, k: string) => (k === 'area' ? area : k === 'year' ? p.publish.slice(0, 4) : (figures[k] ?? '')));
  const blocks: PolicyBlock[] = [
    { kind: 'preamble', text: addressees(p) },
    para(`${topic.purpose}，根据有关法律法规，结合${area}实际，现就有关事项通知如下：`),
  ];
  topic.articles.forEach((a, i) => blocks.push(article(i + 1, a.heading, fill(a.text))));
  blocks.push(clause(p));
  const firstSentence = fill(topic.articles[0]!.text).split('。')[0]!;
  return { blocks: ending(p, blocks), summary: `${area}：${firstSentence}。`.slice(0, 290) };
}

function nationalBody(p: DocPlan): Body {
  const blocks: PolicyBlock[] = [{ kind: 'preamble', text: addressees(p) }];
  let summary = '';
  const from = chineseDate(p.effective);
  switch (p.params.code) {
    case 'e-bidding':
      blocks.push(
        para('为了规范电子招标投标活动，促进电子招标投标健康发展，根据《中华人民共和国招标投标法》和《中华人民共和国招标投标法实施条例》，制定本办法。'),
        { kind: 'article', text: '第一条 在中华人民共和国境内以数据电文形式，依托电子招标投标系统完成的全部或者部分招标投标交易、公共服务和行政监督活动，适用本办法。' },
        { kind: 'article', text: '第二条 电子招标投标系统根据功能的不同，分为交易平台、公共服务平台和行政监督平台。' },
        { kind: 'article', text: '第三条 电子投标文件应当按照招标文件和电子招标投标交易平台的要求加密，投标截止时间前未完成投标文件传输的，视为撤回投标文件。' },
        { kind: 'clause', text: `本办法自${from}起施行。` },
      );
      summary = '规范依托电子招标投标系统完成的招标投标交易、公共服务和行政监督活动，自2013年5月1日起施行。';
      break;
    case 'fee-items':
      blocks.push(
        para('为适应深化工程计价改革的需要，根据国家有关法律、法规及相关政策，在总结原建设部、财政部《关于印发〈建筑安装工程费用项目组成〉的通知》（建标〔2003〕206号）执行情况的基础上，我们修订完成了《建筑安装工程费用项目组成》，现印发给你们。'),
        article(1, '按费用构成要素划分', '建筑安装工程费按照费用构成要素划分，由人工费、材料（包含工程设备）费、施工机具使用费、企业管理费、利润、规费和税金组成。'),
        article(2, '按造价形成划分', '建筑安装工程费按照工程造价形成，由分部分项工程费、措施项目费、其他项目费、规费、税金组成，分部分项工程费、措施项目费、其他项目费包含人工费、材料费、施工机具使用费、企业管理费和利润。'),
        article(3, '规费', '规费包括社会保险费（养老保险费、失业保险费、医疗保险费、生育保险费、工伤保险费）、住房公积金和工程排污费。'),
        { kind: 'clause', text: `本通知自${from}起施行，原建设部、财政部《关于印发〈建筑安装工程费用项目组成〉的通知》（建标〔2003〕206号）同时废止。` },
      );
      summary = '建筑安装工程费按费用构成要素由人工费、材料费、施工机具使用费、企业管理费、利润、规费和税金组成，自2013年7月1日起施行。';
      break;
    case 'contract-2013':
    case 'contract-2017': {
      const code = p.params.code === 'contract-2013' ? 'GF-2013-0201' : 'GF-2017-0201';
      blocks.push(
        para(`为规范建筑市场秩序，维护建设工程施工合同当事人的合法权益，住房和城乡建设部、国家工商行政管理总局对《建设工程施工合同（示范文本）》进行了修订，制定了《建设工程施工合同（示范文本）》（${code}），现印发给你们。`),
        article(1, '文本组成', '示范文本由合同协议书、通用合同条款和专用合同条款三部分组成，为非强制性使用文本，合同当事人可结合建设工程具体情况，参照示范文本订立合同。'),
        article(2, '适用范围', '示范文本适用于房屋建筑工程、土木工程、线路管道和设备安装工程、装修工程等建设工程的施工承发包活动。'),
        p.params.code === 'contract-2017'
          ? article(3, '质量保证金', '发包人累计扣留的质量保证金不得超过工程价款结算总额的3%，在工程项目竣工前已经缴纳履约保证金的，发包人不得同时预留工程质量保证金。')
          : article(3, '合同价格形式', '合同当事人可约定单价合同、总价合同或其他价格形式，并在专用合同条款中约定风险范围和风险费用的计算方法。'),
        clause(p),
      );
      summary = `印发《建设工程施工合同（示范文本）》（${code}），自${from}起执行。`;
      break;
    }
    case 'reform-2014':
      blocks.push(
        para('为贯彻落实党的十八届三中全会精神，全面深化工程造价管理改革，促进建筑业转型升级，现提出如下意见：'),
        article(1, '总体要求', '到2020年，健全市场决定工程造价机制，建立与市场经济相适应的工程造价管理体系。'),
        article(2, '计价依据', '完善工程计价活动监管机制，推行工程量清单全过程计价，建立工程造价信息化标准体系，及时发布人工、材料、机械台班价格信息和工程造价指数。'),
        article(3, '全过程造价咨询', '推行工程全过程造价服务，注重工程造价与招标投标、合同的管理制度协调，形成制度合力。'),
        { kind: 'clause', text: `本意见自${from}起施行。` },
      );
      summary = '到2020年健全市场决定工程造价机制，推行工程量清单全过程计价和全过程造价服务。';
      break;
    case 'vat-prep':
      blocks.push(
        para('按照财政部、国家税务总局的部署，建筑业拟于2016年5月1日起实施营业税改征增值税。为保证营改增后建设工程计价依据的顺利调整，现将有关事项通知如下：'),
        article(1, '计价规则', '工程造价可按以下公式计算：工程造价＝税前工程造价×（1＋11%），其中11%为建筑业拟征增值税税率，税前工程造价为人工费、材料费、施工机具使用费、企业管理费、利润和规费之和，各费用项目均以不包含增值税可抵扣进项税额的价格（除税价格）计算。'),
        article(2, '调整工作', '各地区、各部门应按照上述计价规则，重新确定计价依据中企业管理费、利润和规费的费率，并在2016年4月30日前完成计价依据的调整。'),
        vatTable(11),
        { kind: 'clause', text: `本通知规定的计价规则自${from}起执行。` },
      );
      summary = '营改增后工程造价＝税前工程造价×（1＋11%），各费用项目以除税价格计算，自2016年5月1日起执行。';
      break;
    case 'vat-36':
      blocks.push(
        para('经国务院批准，自2016年5月1日起，在全国范围内全面推开营业税改征增值税试点，建筑业、房地产业、金融业、生活服务业等全部营业税纳税人，纳入试点范围，由缴纳营业税改为缴纳增值税。'),
        article(1, '税率', '提供建筑服务，税率为11%；一般纳税人为甲供工程、清包工方式提供的建筑服务和为建筑工程老项目提供的建筑服务，可以选择适用简易计税方法计税，征收率为3%。'),
        { kind: 'table', text: '', caption: '建筑服务增值税税率和征收率', header: ['项目', '计税方法', '税率或征收率（%）'], rows: [['建筑服务', '一般计税方法', '11'], ['甲供工程、清包工、建筑工程老项目', '简易计税方法', '3']] },
        article(2, '老项目', '建筑工程老项目，是指《建筑工程施工许可证》注明的合同开工日期在2016年4月30日前的建筑工程项目。'),
        { kind: 'clause', text: `本通知附件规定的内容，除另有规定执行时间外，自${from}起执行。` },
      );
      summary = '自2016年5月1日起建筑业营业税改征增值税，建筑服务税率11%，简易计税征收率3%。';
      break;
    case 'retention-2016':
    case 'retention-2017':
      blocks.push(
        para('为规范建设工程质量保证金管理，落实工程在缺陷责任期内的维修责任，住房和城乡建设部、财政部对《建设工程质量保证金管理办法》进行了修订，现印发给你们。'),
        { kind: 'article', text: '第一条 建设工程质量保证金是指发包人与承包人在建设工程承包合同中约定，从应付的工程款中预留，用以保证承包人在缺陷责任期内对建设工程出现的缺陷进行维修的资金。' },
        { kind: 'article', text: '第二条 缺陷责任期一般为1年，最长不超过2年，由发承包双方在合同中约定。' },
        { kind: 'article', text: '第三条 发包人应按照合同约定方式预留保证金，保证金总预留比例不得高于工程价款结算总额的3%。合同约定由承包人以银行保函替代预留保证金的，保函金额不得高于工程价款结算总额的3%。' },
        clause(p),
      );
      summary = '质量保证金总预留比例不得高于工程价款结算总额的3%，缺陷责任期一般为1年，最长不超过2年。';
      break;
    case 'bidding-16':
      blocks.push(
        para('根据《中华人民共和国招标投标法》第三条的规定，制定本规定。'),
        { kind: 'article', text: '第一条 全部或者部分使用国有资金投资或者国家融资的项目，包括使用预算资金200万元人民币以上，并且该资金占投资额10%以上的项目，必须招标。' },
        { kind: 'article', text: '第二条 本规定范围内的项目，施工单项合同估算价在400万元人民币以上的，必须招标。' },
        { kind: 'table', text: '', caption: '必须招标的单项合同估算价标准', header: ['采购内容', '单项合同估算价（万元）'], rows: [['施工', '400'], ['重要设备、材料等货物', '200'], ['勘察、设计、监理等服务', '100']] },
        { kind: 'clause', text: `本规定自${from}起施行。` },
      );
      summary = '施工单项合同估算价400万元以上、货物200万元以上、服务100万元以上的项目必须招标，自2018年6月1日起施行。';
      break;
    case 'vat-32':
      blocks.push(
        para('为完善增值税制度，现将调整增值税税率有关政策通知如下：'),
        article(1, '税率调整', '纳税人发生增值税应税销售行为或者进口货物，原适用17%和11%税率的，税率分别调整为16%、10%。'),
        { kind: 'clause', text: `本通知自${from}起执行。` },
      );
      summary = '原适用17%和11%税率的，税率分别调整为16%、10%，自2018年5月1日起执行。';
      break;
    case 'vat-20':
      blocks.push(
        para('按照《财政部 税务总局关于调整增值税税率的通知》（财税〔2018〕32号）要求，现将《住房城乡建设部办公厅关于做好建筑业营改增建设工程计价依据调整准备工作的通知》（建办标〔2016〕4号）规定的工程造价计价依据中增值税税率由11%调整为10%。'),
        article(1, '税率调整', '工程造价计价依据中增值税税率由11%调整为10%，工程造价＝税前工程造价×（1＋10%）。'),
        article(2, '调整要求', '各地区、各部门应按照本通知要求，组织有关单位于2018年4月30日前完成建设工程造价计价依据和相关计价软件的调整工作。'),
        vatTable(10),
        clause(p),
      );
      summary = '工程造价计价依据中增值税税率由11%调整为10%，自2018年5月1日起执行。';
      break;
    case 'vat-39':
      blocks.push(
        para('为贯彻落实党中央、国务院决策部署，推进增值税实质性减税，现将2019年增值税改革有关事项公告如下：'),
        article(1, '税率调整', '增值税一般纳税人发生增值税应税销售行为或者进口货物，原适用16%税率的，税率调整为13%；原适用10%税率的，税率调整为9%。'),
        { kind: 'table', text: '', caption: '增值税税率调整表', header: ['原税率（%）', '调整后税率（%）'], rows: [['16', '13'], ['10', '9']] },
        { kind: 'clause', text: `本公告自${from}起执行。` },
      );
      summary = '原适用16%税率的调整为13%，原适用10%税率的调整为9%，自2019年4月1日起执行。';
      break;
    case 'vat-193':
      blocks.push(
        para('按照《财政部 税务总局 海关总署关于深化增值税改革有关政策的公告》（财政部 税务总局 海关总署公告2019年第39号）规定，现将《住房城乡建设部办公厅关于调整建设工程计价依据增值税税率的通知》（建办标〔2018〕20号）规定的工程造价计价依据中增值税税率由10%调整为9%。'),
        article(1, '税率调整', '工程造价计价依据中增值税税率由10%调整为9%，工程造价＝税前工程造价×（1＋9%），按9%税率计算的税金为含税工程造价的9/109。'),
        article(2, '调整要求', '各地区、各部门应按照本通知要求，组织有关单位于2019年3月底前完成建设工程造价计价依据和相关计价软件的调整工作。'),
        vatTable(9),
        clause(p),
      );
      summary = '工程造价计价依据中增值税税率由10%调整为9%，自2019年4月1日起执行。';
      break;
    case 'reform-2020':
      blocks.push(
        para('为贯彻落实党中央、国务院关于推进建筑业高质量发展的决策部署，充分发挥市场在资源配置中的决定性作用，进一步推进工程造价市场化改革，我部制定了《工程造价改革工作方案》，现印发给你们。'),
        article(1, '改革措施', '改进工程计量和计价规则，完善工程计价依据发布机制，加快建立国有资金投资的工程造价数据库，按地区、工程类型、建筑结构等分类发布人工、材料、项目等造价指标指数。'),
        article(2, '强化监管', '加强市场价格信息发布行为监管，严格施工合同履约管理，在全国房地产开发项目以及北京、浙江、湖北、广东、广西有条件的国有资金投资的房屋建筑、市政公用工程项目开展试点。'),
        { kind: 'clause', text: `本方案自${from}起实施。` },
      );
      summary = '推进工程造价市场化改革：改进计量计价规则，完善计价依据发布机制，按地区分类发布造价指标指数。';
      break;
    case 'settlement-2022':
      blocks.push(
        para('为进一步完善建设工程价款结算有关办法，维护建设市场秩序，减轻建筑企业负担，保障农民工权益，现就有关事项通知如下：'),
        article(1, '进度款支付', '政府机关、事业单位、国有企业建设工程进度款支付应不低于已完成工程价款的80%；同时，在确保不超出工程总概（预）算以及工程决（结）算工作顺利开展的前提下，除按合同约定保留不超过工程价款总额3%的质量保证金外，进度款支付比例可由发承包双方根据项目实际情况自行确定。'),
        article(2, '过程结算', '当年开工、当年不能竣工的新开工项目可以推行过程结算，发承包双方通过合同约定，将施工过程按时间或进度节点划分施工周期，对周期内已完成且无争议的工程量进行价款计算、确认和支付。'),
        { kind: 'clause', text: `本通知自${from}起施行。` },
      );
      summary = '国有投资建设工程进度款支付不低于已完成工程价款的80%，质量保证金不超过工程价款总额的3%，自2022年8月1日起施行。';
      break;
    case 'safety-fee-2022':
      blocks.push(
        para('为了建立企业安全生产投入长效机制，加强安全生产费用管理，保障企业安全生产资金投入，财政部、应急管理部对《企业安全生产费用提取和使用管理办法》进行了修订，现印发给你们。'),
        article(1, '提取标准', '建设工程施工企业以建筑安装工程造价为依据，于月末按工程进度计算提取企业安全生产费用，提取标准见下表。'),
        { kind: 'table', text: '', caption: '建设工程施工企业安全生产费用提取标准', header: ['工程类别', '提取比例（%）'], rows: [['矿山工程', '3.5'], ['铁路工程、房屋建筑工程、城市轨道交通工程', '3'], ['水利水电工程、电力工程', '2.5'], ['冶炼工程、机电安装工程、化工石油工程、通信工程', '2'], ['市政公用工程、港口与航道工程、公路工程', '1.5']] },
        article(2, '列支要求', '建设单位应当在合同中单独约定并于工程开工日一个月内向承包单位支付至少50%企业安全生产费用，总包单位应当在合同中单独约定并于分包工程开工日一个月内将至少50%企业安全生产费用直接支付分包单位。'),
        { kind: 'clause', text: `本办法自${from}起施行。` },
      );
      summary = '房屋建筑工程企业安全生产费用提取比例为3%，市政公用工程1.5%，自2022年11月21日起施行。';
      break;
    case 'gb50500-2024':
      blocks.push(
        para('现批准《建设工程工程量清单计价标准》为国家标准，编号为GB/T 50500-2024，自2025年9月1日起实施。原国家标准《建设工程工程量清单计价规范》（GB 50500-2013）同时废止。'),
        article(1, '主要内容', '标准规定了工程量清单编制、招标控制价（最高投标限价）、投标报价、合同价款约定与调整、工程计量与支付、竣工结算和合同价款争议解决等内容。'),
        article(2, '出版发行', '本标准在住房和城乡建设部门户网站公开，并由住房和城乡建设部标准定额研究所组织中国计划出版社出版发行。'),
        { kind: 'clause', text: '本标准自2025年9月1日起实施。' },
      );
      summary = '发布国家标准GB/T 50500-2024《建设工程工程量清单计价标准》，自2025年9月1日起实施，GB 50500-2013同时废止。';
      break;
    default:
      throw new Error(`policy corpus: no body for the national document ${String(p.params.code)}`);
  }
  return { blocks: ending(p, blocks), summary };
}

/** The body of a planned document. */
export function bodyOf(p: DocPlan, prices: CorpusPrices, seed: number): Body {
  const rnd = new Stream(seed, `body:${p.key}`);
  switch (p.family) {
    case 'national':
      return nationalBody(p);
    case 'labour':
      return labourBody(p, prices);
    case 'vat':
      return vatProvinceBody(p);
    case 'fees':
      return feesBody(p, rnd);
    case 'safety':
      return safetyBody(p, seed);
    case 'dust':
      return dustBody(p, rnd);
    case 'material':
      return materialBody(p, prices);
    case 'risk':
      return riskBody(p);
    case 'basis':
      return basisBody(p, prices, rnd);
    case 'gb2024':
      return gbBody(p);
    case 'notice':
      return noticeBody(p, rnd);
  }
}
