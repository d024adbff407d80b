/**
 * The notices of tendering (招标投标), contract management (合同管理) and cost management (造价管理)
 * issued by provinces and cities: titles and articles. `{area}` is the issuer's region (江苏省, 南京市),
 * `{year}` the year of issue; `{a}`…`{c}` are figures drawn per document within the ranges given.
 */
import type { PolicyTypeCode } from '../../shared/contract';

export interface TopicArticle {
  heading: string;
  text: string;
}

export interface Topic {
  code: string;
  type: PolicyTypeCode;
  title: string;
  /** Figures drawn per document: [min, max, decimals]. */
  figures?: Record<'a' | 'b' | 'c', [number, number, number]>;
  /** Years the topic is issued in (inclusive). */
  from: number;
  to: number;
  /** Valid for this many years (then 已失效 unless replaced). */
  validYears: number | null;
  purpose: string;
  articles: TopicArticle[];
}

export const TOPICS: readonly Topic[] = [
  {
    code: 'control-price', type: 'zhaobiao', title: '关于进一步规范房屋建筑和市政基础设施工程招标控制价编制工作的通知', from: 2013, to: 2026, validYears: 5,
    figures: { a: [3, 5, 0], b: [5, 10, 0], c: [2, 3, 0] },
    purpose: '为规范房屋建筑和市政基础设施工程招标控制价（最高投标限价）的编制与管理，合理确定工程造价，维护招标投标活动当事人的合法权益',
    articles: [
      { heading: '编制依据', text: '招标控制价应当依据国家和{area}现行计价依据、工程量清单、拟定的招标文件、施工现场情况及工程特点编制，人工、材料、施工机具价格按工程所在地造价管理机构发布的最近一期信息价计取，信息价未发布的材料按市场调查价格计取。' },
      { heading: '编制与复核', text: '招标控制价应由具有相应能力的招标人或受其委托的工程造价咨询企业编制，并在招标文件中公布总价及各单位工程的分部分项工程费、措施项目费、其他项目费、规费和税金，不得上浮或下调。' },
      { heading: '公布时限', text: '招标人应当在投标截止日{a}日前公布招标控制价；投标人对招标控制价有异议的，应当在开标前{b}日内向招投标监督机构投诉。' },
      { heading: '安全文明施工费', text: '安全文明施工费、规费和税金应按规定标准计取，不得作为竞争性费用；暂列金额一般可按分部分项工程费的{b}%至15%计列。' },
      { heading: '备案管理', text: '招标控制价应当在发布后{c}个工作日内报送工程所在地工程造价管理机构备查。' },
    ],
  },
  {
    code: 'e-tender', type: 'zhaobiao', title: '关于全面推行房屋建筑和市政基础设施工程电子招标投标的通知', from: 2015, to: 2021, validYears: null,
    figures: { a: [2, 3, 0], b: [1, 12, 0], c: [5, 10, 0] },
    purpose: '为贯彻《电子招标投标办法》，提高招标投标活动的透明度和效率，降低交易成本',
    articles: [
      { heading: '推行范围', text: '自本通知施行之日起，{area}依法必须进行招标的房屋建筑和市政基础设施工程，全部实行电子招标投标，招标公告、招标文件、投标文件、开标、评标及中标公示均在电子交易平台上进行。' },
      { heading: '交易平台', text: '各级公共资源交易中心应当做好电子交易平台与行政监督平台的对接，招标文件的获取和投标保证金的缴纳不得设置不合理条件。' },
      { heading: '投标文件', text: '投标人应当使用数字证书对电子投标文件进行加密和签章，投标截止时间前可以修改或撤回，开标时由投标人在{c}分钟内自行解密。' },
      { heading: '监督管理', text: '住房和城乡建设主管部门通过电子监管系统对招标投标活动实施在线监督，发现违法违规行为的依法查处。' },
    ],
  },
  {
    code: 'guarantee', type: 'zhaobiao', title: '关于在房屋建筑和市政基础设施工程中推行工程保函替代保证金的通知', from: 2017, to: 2026, validYears: 5,
    figures: { a: [2, 2, 0], b: [10, 10, 0], c: [80, 80, 0] },
    purpose: '为减轻建筑业企业负担，优化营商环境，规范工程建设领域保证金管理',
    articles: [
      { heading: '保证金种类', text: '建设工程领域仅保留投标保证金、履约保证金、工程质量保证金和农民工工资保证金，其他保证金一律取消。' },
      { heading: '投标保证金', text: '投标保证金不得超过招标项目估算价的{a}%，招标人应当允许投标人以银行保函、保险保单或工程担保公司保函等形式提交。' },
      { heading: '履约保证金', text: '履约保证金不得超过中标合同金额的{b}%，推行以银行保函替代现金形式的履约保证金。' },
      { heading: '退还时限', text: '招标人应当在与中标人签订合同后5日内退还投标保证金及银行同期存款利息，逾期未退还的依法承担责任。' },
    ],
  },
  {
    code: 'evaluation', type: 'zhaobiao', title: '关于进一步加强房屋建筑和市政基础设施工程评标活动管理的通知', from: 2013, to: 2026, validYears: 5,
    figures: { a: [5, 5, 0], b: [2, 3, 0], c: [3, 5, 0] },
    purpose: '为规范评标活动，保证评标的公平、公正，维护招标投标活动当事人的合法权益',
    articles: [
      { heading: '评标委员会', text: '评标委员会由招标人代表和评标专家组成，成员人数为{a}人以上单数，其中技术、经济等方面的专家不得少于成员总数的三分之二。' },
      { heading: '评标办法', text: '一般工程推行经评审的最低投标价法，技术复杂的工程可以采用综合评估法；投标报价低于成本的，评标委员会应当要求投标人作出书面说明并提供证明材料。' },
      { heading: '评标时间', text: '招标人应当根据项目规模和技术复杂程度合理确定评标时间，超过三分之一的评标委员会成员认为评标时间不够的，招标人应当适当延长。' },
      { heading: '信用管理', text: '评标专家违反评标纪律的，记入不良行为记录，情节严重的，暂停评标资格{b}年。' },
    ],
  },
  {
    code: 'price-adjust', type: 'hetong', title: '关于加强建设工程施工合同价款调整管理的通知', from: 2013, to: 2026, validYears: null,
    figures: { a: [5, 5, 0], b: [10, 15, 0], c: [14, 28, 0] },
    purpose: '为规范建设工程施工合同价款的调整，合理分担发承包双方的风险，减少合同纠纷',
    articles: [
      { heading: '约定原则', text: '发承包双方应当在施工合同中明确约定计价风险的内容和范围，不得采用无限风险、所有风险或类似语句规定计价中的风险内容及范围。' },
      { heading: '材料价格', text: '主要材料价格的涨跌幅度超过基准价格{a}%时，超出部分的价格应予调整；合同未约定的，按本通知执行。' },
      { heading: '人工费', text: '工程造价管理机构发布的人工工资指导价调整的，按调整后的人工工资指导价与合同基准价的差额调整人工费。' },
      { heading: '工程量偏差', text: '因工程量偏差超过{b}%引起的综合单价调整，按照发承包双方约定的方法确定。' },
      { heading: '调整程序', text: '承包人应当在调价事件发生后{c}日内提出合同价款调整报告，发包人应当在收到报告后14日内予以确认或提出修改意见。' },
    ],
  },
  {
    code: 'settlement', type: 'hetong', title: '关于进一步加强建设工程竣工结算管理的通知', from: 2013, to: 2026, validYears: null,
    figures: { a: [28, 28, 0], b: [3, 3, 0], c: [80, 80, 0] },
    purpose: '为规范建设工程竣工结算行为，维护发承包双方合法权益，保障农民工工资支付',
    articles: [
      { heading: '结算时限', text: '承包人应当在工程竣工验收合格后{a}日内向发包人提交竣工结算文件，发包人应当在合同约定的期限内完成审核并答复。' },
      { heading: '过程结算', text: '推行施工过程结算，发承包双方应当在合同中约定过程结算周期、计量计价方法和支付比例，已完成结算的部分原则上不再重复审核。' },
      { heading: '进度款支付', text: '政府和国有投资工程的进度款支付比例不得低于已完成工程价款的{c}%。' },
      { heading: '质量保证金', text: '发包人应当按照合同约定预留质量保证金，预留比例不得高于工程价款结算总额的{b}%，推行以银行保函替代预留保证金。' },
    ],
  },
  {
    code: 'contract-template', type: 'hetong', title: '关于推行使用建设工程施工合同示范文本的通知', from: 2013, to: 2024, validYears: null,
    figures: { a: [1, 12, 0], b: [30, 30, 0], c: [7, 7, 0] },
    purpose: '为规范建设工程施工合同签订和履行行为，维护建设工程施工合同当事人的合法权益',
    articles: [
      { heading: '示范文本', text: '{area}行政区域内的房屋建筑和市政基础设施工程，发承包双方应当参照《建设工程施工合同（示范文本）》签订施工合同。' },
      { heading: '专用条款', text: '发承包双方应当在专用合同条款中明确合同价格形式、计价风险范围、价款调整方法、工程款支付和结算方式等内容。' },
      { heading: '合同备案', text: '施工合同签订后{b}日内，招标人应当将合同报送工程所在地住房和城乡建设主管部门备案。' },
    ],
  },
  {
    code: 'cost-info', type: 'guanli', title: '关于加强建设工程造价信息发布工作的通知', from: 2013, to: 2026, validYears: null,
    figures: { a: [3, 5, 0], b: [25, 28, 0], c: [100, 300, 0] },
    purpose: '为提高工程造价信息的时效性和准确性，更好地服务工程计价活动',
    articles: [
      { heading: '发布内容', text: '各级工程造价管理机构应当按月发布人工、主要材料和施工机具台班价格信息，发布的主要材料品种不少于{c}种。' },
      { heading: '发布时间', text: '材料价格信息应当于每月{b}日前发布，并注明价格所属期、计价单位和是否含税。' },
      { heading: '采集方法', text: '价格信息应当通过市场调查、企业报送、网上询价等方式采集，每种材料的有效样本不少于{a}个来源。' },
      { heading: '使用要求', text: '编制招标控制价、施工图预算应当采用工程造价管理机构发布的信息价，信息价缺项的材料可按市场询价确定。' },
    ],
  },
  {
    code: 'index-release', type: 'guanli', title: '关于开展建设工程造价指标指数发布工作的通知', from: 2016, to: 2026, validYears: null,
    figures: { a: [1, 4, 0], b: [10, 30, 0], c: [50, 200, 0] },
    purpose: '为发挥工程造价数据在投资决策和计价活动中的作用，推进工程造价市场化改革',
    articles: [
      { heading: '指标分类', text: '工程造价指标按建筑用途、结构形式和计价阶段分类，包括单方造价、专业造价构成和主要工料消耗指标。' },
      { heading: '数据来源', text: '指标数据来源于国有资金投资项目的招标控制价、中标价和竣工结算文件，每类指标的样本工程不少于{b}个。' },
      { heading: '发布周期', text: '工程造价指数按季度发布，第{a}季度起纳入{area}工程造价信息平台统一发布。' },
    ],
  },
  {
    code: 'consulting', type: 'guanli', title: '关于加强工程造价咨询企业信用管理的通知', from: 2013, to: 2026, validYears: 5,
    figures: { a: [1, 3, 0], b: [5, 10, 0], c: [60, 90, 0] },
    purpose: '为规范工程造价咨询市场秩序，健全以信用为基础的监管机制',
    articles: [
      { heading: '信用评价', text: '工程造价咨询企业信用评价每年开展一次，评价结果分为A、B、C、D四个等级，评价得分{c}分以上为B级及以上。' },
      { heading: '执业质量', text: '工程造价咨询成果文件应当由造价工程师签字并加盖执业印章，咨询成果的偏差率超过{b}%的，纳入重点监管。' },
      { heading: '结果运用', text: '信用评价结果向社会公开，并作为招标人选择工程造价咨询企业的参考依据。' },
    ],
  },
  {
    code: 'monitoring', type: 'guanli', title: '关于开展建设工程造价数据监测工作的通知', from: 2015, to: 2026, validYears: 3,
    figures: { a: [1, 4, 0], b: [10, 20, 0], c: [15, 30, 0] },
    purpose: '为全面掌握工程造价动态，为工程计价依据的编制和调整提供数据支撑',
    articles: [
      { heading: '监测范围', text: '国有资金投资的房屋建筑和市政基础设施工程，招标控制价、中标价和竣工结算价均应纳入工程造价数据监测。' },
      { heading: '报送要求', text: '招标人或其委托的工程造价咨询企业应当在招标控制价公布后{c}日内、竣工结算完成后{b}日内报送造价数据。' },
      { heading: '数据应用', text: '工程造价管理机构应当按季度分析监测数据，编制工程造价指标，对造价异常项目进行重点核查。' },
    ],
  },
];
