/**
 * The recommended enterprises' profiles (anonymised sample content): introduction, company facts,
 * qualifications, service regions, typical cases and contact, one profile per row of ENTERPRISES.
 * Written to home_enterprise_profile and home_enterprise_case by the seed; fixed text, so every
 * install holds the same figures.
 *
 * Qualifications follow the current rules: the 工程造价咨询企业资质 was abolished in July 2021
 * (企业 keep the grade they held as a record, supervised by credit evaluation since), 工程咨询单位
 * 资信 is evaluated by 中国工程咨询协会 (甲级), and the 中价协 credit rating runs AAA / AA / A.
 */
import type { EnterpriseCaseRow, EnterpriseProfileRow } from './tables';

interface ProfileSource {
  readonly enterpriseId: number;
  readonly intro: readonly string[];
  readonly founded: number;
  /** 万元. */
  readonly capital: number;
  readonly staff: number;
  readonly costEngineers: number;
  readonly address: string;
  readonly person: string;
  readonly phone: string;
  readonly qualifications: readonly { name: string; grade: string; issuer: string }[];
  readonly regions: readonly { province: string; cities: string[] }[];
}

const COST_GRADE = (year: number) => ({
  name: '工程造价咨询企业资质',
  grade: '甲级',
  issuer: `住房和城乡建设部（${year}年取得；2021年7月起资质审批取消，按信用评价管理）`,
});
const CREDIT = { name: '工程造价咨询企业信用评价', grade: 'AAA', issuer: '中国建设工程造价管理协会' };
const CONSULT = (specialty: string) => ({ name: '工程咨询单位资信', grade: `甲级（${specialty}）`, issuer: '中国工程咨询协会' });
const ISO = { name: 'ISO 9001:2015 质量管理体系认证', grade: '有效', issuer: '中国质量认证中心' };
const SUPERVISION = { name: '工程监理资质', grade: '房屋建筑工程专业甲级', issuer: '住房和城乡建设部' };

const PROFILES: readonly ProfileSource[] = [
  {
    enterpriseId: 1,
    intro: [
      '公司是一家以全过程造价咨询为核心业务的综合性工程咨询企业，总部位于深圳，服务粤港澳大湾区的政府投资项目、城市更新与产业园区项目。',
      '业务覆盖投资估算、设计概算、招标控制价编制、施工阶段全过程造价控制与竣工结算审核，并提供招标代理与合同管理服务。公司建立了按业态、结构形式与计价阶段分类的指标库，常年向平台贡献单项工程指标。',
      '公司实行项目负责人与专业复核人双签制度，成果文件经专业复核、技术负责人审定三级审核后出具。',
    ],
    founded: 2003,
    capital: 1000,
    staff: 326,
    costEngineers: 68,
    address: '广东省深圳市福田区某大厦 18 层',
    person: '陈经理',
    phone: '0755-8888 1201',
    qualifications: [COST_GRADE(2008), CREDIT, CONSULT('建筑、市政公用工程'), ISO],
    regions: [
      { province: '广东', cities: ['深圳', '广州', '东莞', '惠州', '佛山'] },
      { province: '广西', cities: ['南宁', '柳州'] },
      { province: '海南', cities: ['海口'] },
    ],
  },
  {
    enterpriseId: 2,
    intro: [
      '公司以建设项目管理与投资控制为主业，总部位于杭州，长期为地产开发企业与国有平台公司提供从投资测算到竣工结算的成本管理服务。',
      '公司擅长方案阶段的限额设计与目标成本测算：以同地区、同业态的指标区间设定钢筋、混凝土含量与单方造价限额，在施工图阶段逐项复核，并在施工阶段按月做动态成本跟踪。',
    ],
    founded: 2006,
    capital: 800,
    staff: 214,
    costEngineers: 45,
    address: '浙江省杭州市西湖区某商务中心 9 层',
    person: '沈经理',
    phone: '0571-8888 2302',
    qualifications: [COST_GRADE(2011), CREDIT, CONSULT('建筑'), ISO],
    regions: [
      { province: '浙江', cities: ['杭州', '宁波', '绍兴', '嘉兴', '金华'] },
      { province: '江苏', cities: ['苏州', '无锡'] },
      { province: '安徽', cities: ['合肥'] },
    ],
  },
  {
    enterpriseId: 3,
    intro: [
      '事务所由多名一级造价工程师共同发起设立，总部位于南京，专注招标控制价编制与竣工结算审核，是多家市、区财政投资评审中心的入库服务单位。',
      '事务所对清单编制质量实行“项目特征描述复核单”制度，对结算审核实行工程量、单价、变更签证与价格调整四项分列出具，审核结论附计算底稿，便于委托方与施工单位逐项核对。',
    ],
    founded: 2001,
    capital: 600,
    staff: 158,
    costEngineers: 41,
    address: '江苏省南京市建邺区某大厦 12 层',
    person: '刘经理',
    phone: '025-8888 3403',
    qualifications: [COST_GRADE(2005), CREDIT, ISO],
    regions: [
      { province: '江苏', cities: ['南京', '镇江', '扬州', '常州', '淮安'] },
      { province: '安徽', cities: ['马鞍山', '滁州'] },
    ],
  },
  {
    enterpriseId: 4,
    intro: [
      '公司总部位于成都，主营工程量清单计价、施工过程变更签证审核与工程造价司法鉴定，服务西南地区的公共建筑、轨道交通配套与医疗卫生项目。',
      '公司设有造价鉴定中心，承接人民法院与仲裁机构委托的工程造价鉴定，鉴定意见按《建设工程造价鉴定规范》GB/T 51262 的程序出具。',
    ],
    founded: 2004,
    capital: 1000,
    staff: 247,
    costEngineers: 52,
    address: '四川省成都市高新区某中心 A 座 21 层',
    person: '杨经理',
    phone: '028-8888 4504',
    qualifications: [COST_GRADE(2009), CREDIT, CONSULT('建筑、市政公用工程'), ISO],
    regions: [
      { province: '四川', cities: ['成都', '绵阳', '德阳', '宜宾'] },
      { province: '重庆', cities: ['重庆'] },
      { province: '贵州', cities: ['贵阳'] },
      { province: '云南', cities: ['昆明'] },
    ],
  },
  {
    enterpriseId: 5,
    intro: [
      '公司是提供全过程工程咨询的综合性企业，总部位于武汉，业务涵盖项目前期咨询、工程监理、造价咨询与 BIM 咨询，近年以全过程工程咨询模式承接学校、医院等政府投资项目。',
      '公司将 BIM 模型算量与清单计价结合，在设计阶段即按模型提取工程量做概算复核，施工阶段以模型为基础做进度款与变更的工程量核对。',
    ],
    founded: 2008,
    capital: 2000,
    staff: 412,
    costEngineers: 58,
    address: '湖北省武汉市武昌区某广场 15 层',
    person: '胡经理',
    phone: '027-8888 5605',
    qualifications: [COST_GRADE(2013), CONSULT('建筑、市政公用工程'), SUPERVISION, { name: '高新技术企业', grade: '有效', issuer: '湖北省科学技术厅等' }, ISO],
    regions: [
      { province: '湖北', cities: ['武汉', '宜昌', '襄阳', '荆州'] },
      { province: '湖南', cities: ['长沙'] },
      { province: '河南', cities: ['信阳'] },
    ],
  },
  {
    enterpriseId: 6,
    intro: [
      '事务所总部位于上海，长期从事政府投资项目的跟踪审计与竣工结算审核，并为工程总承包（EPC）项目提供发包人一方的成本管控服务。',
      '在 EPC 项目中，事务所按初步设计概算分解合同价，建立费用台账，对设计优化、暂估价与价格调整分别管理，确保结算不突破批复概算。',
    ],
    founded: 2000,
    capital: 500,
    staff: 186,
    costEngineers: 49,
    address: '上海市徐汇区某大厦 26 层',
    person: '张经理',
    phone: '021-8888 6706',
    qualifications: [COST_GRADE(2004), CREDIT, ISO],
    regions: [
      { province: '上海', cities: ['上海'] },
      { province: '江苏', cities: ['苏州', '南通'] },
      { province: '浙江', cities: ['嘉兴', '宁波'] },
    ],
  },
  {
    enterpriseId: 7,
    intro: [
      '公司总部位于西安，业务以项目可行性研究投资估算、初步设计概算审核与工程量清单编制为主，服务西北地区的市政基础设施、产业园区与保障性住房项目。',
      '公司编制概算时按当地现行计价依据与最近一期材料信息价取价，对湿陷性黄土地基处理、冬季施工等西北地区常见费用单列说明。',
    ],
    founded: 2007,
    capital: 600,
    staff: 132,
    costEngineers: 30,
    address: '陕西省西安市雁塔区某大厦 11 层',
    person: '李经理',
    phone: '029-8888 7807',
    qualifications: [COST_GRADE(2012), CONSULT('市政公用工程'), ISO],
    regions: [
      { province: '陕西', cities: ['西安', '咸阳', '宝鸡'] },
      { province: '甘肃', cities: ['兰州'] },
      { province: '宁夏', cities: ['银川'] },
    ],
  },
  {
    enterpriseId: 8,
    intro: [
      '集团总部位于广州，为大型开发企业与产业投资方提供投资控制、合约规划与目标成本管理服务，下设造价、招采与合约三个事业部。',
      '集团在项目启动时即编制合约规划，将目标成本分解到每一份拟签合同，招采阶段按合约规划控制招标控制价，并按月对比动态成本与目标成本，说明偏差原因。',
    ],
    founded: 2005,
    capital: 3000,
    staff: 538,
    costEngineers: 96,
    address: '广东省广州市天河区某中心 32 层',
    person: '黄经理',
    phone: '020-8888 8908',
    qualifications: [COST_GRADE(2010), CREDIT, CONSULT('建筑'), ISO],
    regions: [
      { province: '广东', cities: ['广州', '佛山', '中山', '珠海', '江门'] },
      { province: '湖南', cities: ['长沙', '株洲'] },
      { province: '江西', cities: ['南昌'] },
    ],
  },
];

/** Typical cases per enterprise: [title, region, use, scale, service, investment 万元, year]. */
const CASES: Record<number, readonly (readonly [string, string, string, string, string, number, number])[]> = {
  1: [
    ['某区人民医院改扩建工程', '广东 · 深圳', '医院', '建筑面积 12.6 万m²', '全过程造价咨询', 186_500, 2024],
    ['某城市更新单元安置房项目', '广东 · 深圳', '住宅', '建筑面积 28.3 万m²', '招标控制价编制、结算审核', 214_800, 2023],
    ['某产业园一期标准厂房', '广东 · 东莞', '厂房', '建筑面积 9.8 万m²', '结算审核', 46_200, 2022],
  ],
  2: [
    ['某高层住宅小区（18 层剪力墙）', '浙江 · 杭州', '住宅', '建筑面积 16.4 万m²', '限额设计与目标成本管控', 98_600, 2024],
    ['某商业综合体', '浙江 · 宁波', '商业', '建筑面积 21.7 万m²', '全过程造价管控', 152_300, 2023],
    ['某人才公寓项目', '江苏 · 苏州', '住宅', '建筑面积 8.2 万m²', '设计概算、招标控制价编制', 41_900, 2022],
  ],
  3: [
    ['某九年一贯制学校新建工程', '江苏 · 南京', '学校', '建筑面积 6.9 万m²', '招标控制价编制', 38_700, 2024],
    ['某区政务服务中心', '江苏 · 南京', '办公', '建筑面积 4.6 万m²', '竣工结算审核', 27_400, 2023],
    ['某快速路沿线绿化提升工程', '江苏 · 镇江', '市政', '长度 6.2 km', '工程量清单编制', 8_900, 2022],
  ],
  4: [
    ['某妇女儿童医院门急诊医技楼', '四川 · 成都', '医院', '建筑面积 11.2 万m²', '变更签证审核、结算审核', 132_600, 2024],
    ['某轨道交通车辆段上盖住宅', '重庆', '住宅', '建筑面积 19.5 万m²', '清单计价、施工阶段造价控制', 116_800, 2023],
    ['某施工合同纠纷工程造价鉴定', '四川 · 绵阳', '办公', '建筑面积 3.8 万m²', '工程造价鉴定', 21_500, 2022],
  ],
  5: [
    ['某高校新校区一期工程', '湖北 · 武汉', '学校', '建筑面积 24.1 万m²', '全过程工程咨询', 168_900, 2024],
    ['某市中心医院外科大楼', '湖北 · 宜昌', '医院', '建筑面积 8.7 万m²', 'BIM 算量、概算复核', 72_300, 2023],
    ['某体育中心改造工程', '湖南 · 长沙', '体育场馆', '建筑面积 5.4 万m²', '全过程造价咨询', 35_600, 2022],
  ],
  6: [
    ['某区文化中心 EPC 项目', '上海', '文化', '建筑面积 7.3 万m²', 'EPC 发包人成本管控', 84_200, 2024],
    ['某保障性租赁住房项目', '上海', '住宅', '建筑面积 15.8 万m²', '跟踪审计', 96_700, 2023],
    ['某污水处理厂提标改造', '江苏 · 苏州', '市政', '规模 10 万 m³/d', '结算审核', 24_800, 2022],
  ],
  7: [
    ['某开发区综合管廊工程', '陕西 · 西安', '市政', '长度 8.4 km', '投资估算、概算审核', 126_400, 2024],
    ['某保障性住房小区', '陕西 · 咸阳', '住宅', '建筑面积 13.2 万m²', '工程量清单编制', 52_100, 2023],
    ['某物流园仓储中心', '甘肃 · 兰州', '仓储', '建筑面积 6.1 万m²', '招标控制价编制', 22_700, 2022],
  ],
  8: [
    ['某滨江高端住宅项目', '广东 · 广州', '住宅', '建筑面积 26.9 万m²', '合约规划、目标成本管理', 248_600, 2024],
    ['某总部办公楼', '广东 · 佛山', '办公', '建筑面积 9.6 万m²', '投资控制', 78_400, 2023],
    ['某城市综合体项目', '湖南 · 长沙', '商业', '建筑面积 32.4 万m²', '招采与合约管理', 231_500, 2022],
  ],
};

/** The email of enterprise `id` (a reserved example domain: sample content). */
const emailOf = (id: number) => `service${String(id).padStart(2, '0')}@example.com`;

export const ENTERPRISE_PROFILES: readonly EnterpriseProfileRow[] = PROFILES.map((p) => ({
  enterprise_id: p.enterpriseId,
  intro: p.intro.join('\n'),
  founded: p.founded,
  registered_capital: p.capital,
  staff: p.staff,
  cost_engineers: p.costEngineers,
  address: p.address,
  contact_person: p.person,
  phone: p.phone,
  email: emailOf(p.enterpriseId),
  qualifications: JSON.stringify(p.qualifications),
  regions: JSON.stringify(p.regions),
}));

export const ENTERPRISE_CASES: readonly EnterpriseCaseRow[] = Object.entries(CASES).flatMap(([id, cases], i) =>
  cases.map(([title, region, use, scale, service, investment, year], j) => ({
    id: i * 10 + j + 1,
    enterprise_id: Number(id),
    title,
    region,
    building_use: use,
    scale,
    service,
    investment,
    year,
    sort: j + 1,
  })),
);
