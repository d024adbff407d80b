/**
 * The decoration chapters of the sample data's bill catalogue (generated sample data, not a copy
 * of the standard): appendices 0111 楼地面装饰工程, 0112 墙、柱面装饰与隔断、幕墙工程, 0113 天棚工程,
 * 0114 油漆、涂料、裱糊工程 and 0115 其他装饰工程 of GB 50854-2013, with the items a building's bill
 * really carries, their 项目特征 variants (recipes), the norms that price them
 * (`finishes-norms.ts`), their resources (`finishes-resources.ts`, R5000–R6999) and how much of
 * each a single project has (usages).
 *
 * Standards. Both catalogues are stored (BqCode.standard '2013' and '2024'), never mixed: a recipe
 * is written for the standards whose item it prices. What GB/T 50854-2024 changes here is modelled
 * only where a source could be found (third-party extractions of the 2024 text; the standard
 * itself was not available, see docs/data.md):
 * - the appendices keep their names (L 楼地面装饰工程 … Q 其他装饰工程, codes 0111–0115);
 * - 011102003 块料楼地面 keeps code, name and unit, but its 项目特征 read 结合层厚度、材料种类及强度
 *   等级 (not 砂浆配合比), 面层材料品种、规格 (no 颜色), 勾缝材料种类 (not 嵌缝): its recipes are
 *   written once per standard, in each standard's words;
 * - 011302001 is 平面吊顶 in 2024 (吊顶天棚 in 2013), 面板材料品种、规格 in its features; the rest of
 *   section 011302 is not known, so 011302002 格栅吊顶 stays 2013-only;
 * - 油漆、涂料、裱糊 is re-sectioned: 011404002 is 天棚喷刷涂料 in 2024 (in 2013 the 0114 04 section
 *   is 木材面油漆 and 天棚喷刷涂料 is 011407002). The sample gives 2024 the section 011404 喷刷涂料
 *   with 011404001 墙面喷刷涂料 (inferred beside 011404002) and 011404002; the other 0114 items
 *   (木门油漆, 金属面油漆, 抹灰面油漆, 满刮腻子, 011407xxx, 裱糊) stay 2013-only, since their 2024
 *   codes are unknown. Interior wall paint is 011406001 抹灰面油漆 in 2013 and 011404001 in 2024;
 * - 011502001 is 成品装饰线条 in 2024 (金属装饰线 in 2013, an item the sample does not use): the
 *   plaster moulding is 011502004 石膏装饰线 in 2013 and 011502001 in 2024.
 * Every other decoration item keeps its 2013 code, name, unit and features under 2024 (assumed,
 * not verified). Where a 2024 difference is confirmed later, add the 2024 item beside the 2013 one
 * and give it its own recipes, as above.
 *
 * One unit per item: where the standard offers two (踢脚线 m² or m, 木门油漆 樘 or m², 金属面油漆
 * t or m²), the item uses the one estimators use most (m, m², t) and the recipes are written per
 * that unit.
 *
 * Calibration (composed price = Σ norm lines × 2024-01 national basePrice, + 管理费 25 % and 利润
 * 12 % of labour + machine; labour share = labour ÷ that price), national level, with the target
 * ranges checked in tests/plugins/cost-data/server/bq-catalogue-finishes.test.ts:
 * - 011201001 墙面一般抹灰 (内墙 14+6) 28–42 元/m² (East China about 5–10 % higher, within 28–45),
 *   labour 40–60 %;
 * - 011406001 / 2024 011404001 乳胶漆 (腻子两遍 + 一底两面) 25–45 元/m², labour 40–60 %; 三遍 25–48;
 * - 011102003 块料楼地面 800×800 120–200 元/m², 600×600 85–140;
 * - 011102001 花岗岩楼地面 200–320 元/m²; 011302001 纸面石膏板吊顶 100–160 元/m²;
 * - 011301001 天棚抹灰 25–40 元/m²; 011407001 外墙弹性涂料 40–70, 真石漆 70–110 元/m².
 *
 * Building uses: hotels, hospitals and offices get the better recipes (大理石, 600×1200 大板,
 * 乳胶漆三遍, 上人龙骨), factories, warehouses and garages the plain ones (环氧地坪, 细石混凝土,
 * 乳胶漆一底一面). Quantities are per m² of building area unless the rule says otherwise (floor
 * finishes together about 0.8–0.9 × area, wall plaster 2.0–3.5 m²/m²).
 */
import type { BqChapter, BqCode, BqRecipe, BqStandard, BqUsage, CatalogueModule, QuantityRule } from '../model';
import { FINISHES_NORMS } from './finishes-norms';
import { FINISHES_RESOURCES } from './finishes-resources';

const BOTH: readonly BqStandard[] = ['2013', '2024'];
const ONLY_2013: readonly BqStandard[] = ['2013'];
const ONLY_2024: readonly BqStandard[] = ['2024'];

/** Appendices (4 digits) and sections (6 digits) of the decoration chapters, with their standards. */
const CHAPTERS: readonly (readonly [code: string, name: string, standards?: readonly BqStandard[]])[] = [
  ['0111', '楼地面装饰工程'],
  ['011101', '整体面层及找平层'],
  ['011102', '块料面层'],
  ['011104', '其他材料面层'],
  ['011105', '踢脚线'],
  ['011106', '楼梯面层'],
  ['011107', '台阶装饰'],
  ['011108', '零星装饰项目'],
  ['0112', '墙、柱面装饰与隔断、幕墙工程'],
  ['011201', '墙面抹灰'],
  ['011202', '柱(梁)面抹灰'],
  ['011203', '零星抹灰'],
  ['011204', '墙面块料面层'],
  ['011207', '墙饰面'],
  ['011209', '幕墙工程'],
  ['011210', '隔断'],
  ['0113', '天棚工程'],
  ['011301', '天棚抹灰'],
  ['011302', '天棚吊顶'],
  ['011304', '天棚其他装饰'],
  ['0114', '油漆、涂料、裱糊工程'],
  ['011401', '门油漆', ONLY_2013],
  ['011405', '金属面油漆', ONLY_2013],
  ['011406', '抹灰面油漆', ONLY_2013],
  ['011407', '喷刷涂料', ONLY_2013],
  ['011408', '裱糊', ONLY_2013],
  ['011404', '喷刷涂料', ONLY_2024],
  ['0115', '其他装饰工程'],
  ['011502', '压条、装饰线'],
  ['011503', '扶手、栏杆、栏板装饰'],
  ['011505', '浴厕配件'],
  ['011506', '雨篷、旗杆'],
  ['011508', '美术字'],
];

/** The items: 9-digit code, name, unit and standards (both when absent; all 装饰, 分部分项). */
const ITEMS: readonly (readonly [code9: string, name: string, unit: string, standards?: readonly BqStandard[]])[] = [
  ['011101001', '水泥砂浆楼地面', 'm²'],
  ['011101003', '细石混凝土楼地面', 'm²'],
  ['011101005', '自流坪楼地面', 'm²'],
  ['011101006', '平面砂浆找平层', 'm²'],
  ['011102001', '石材楼地面', 'm²'],
  ['011102003', '块料楼地面', 'm²'],
  ['011104001', '地毯楼地面', 'm²'],
  ['011104002', '竹、木(复合)地板', 'm²'],
  ['011104004', '防静电活动地板', 'm²'],
  ['011105001', '水泥砂浆踢脚线', 'm'],
  ['011105002', '石材踢脚线', 'm'],
  ['011105003', '块料踢脚线', 'm'],
  ['011106001', '石材楼梯面层', 'm²'],
  ['011106002', '块料楼梯面层', 'm²'],
  ['011106004', '水泥砂浆楼梯面层', 'm²'],
  ['011107001', '石材台阶面', 'm²'],
  ['011107002', '块料台阶面', 'm²'],
  ['011108003', '块料零星项目', 'm²'],
  ['011201001', '墙面一般抹灰', 'm²'],
  ['011201004', '立面砂浆找平层', 'm²'],
  ['011202001', '柱、梁面一般抹灰', 'm²'],
  ['011203001', '零星项目一般抹灰', 'm²'],
  ['011204001', '石材墙面', 'm²'],
  ['011204003', '块料墙面', 'm²'],
  ['011204004', '干挂石材钢骨架', 't'],
  ['011207001', '墙面装饰板', 'm²'],
  ['011209001', '带骨架幕墙', 'm²'],
  ['011210003', '玻璃隔断', 'm²'],
  ['011210005', '成品隔断', 'm²'],
  ['011301001', '天棚抹灰', 'm²'],
  ['011302001', '吊顶天棚', 'm²', ONLY_2013],
  ['011302001', '平面吊顶', 'm²', ONLY_2024],
  ['011302002', '格栅吊顶', 'm²', ONLY_2013],
  ['011304001', '灯带(槽)', 'm²'],
  ['011304002', '送风口、回风口', '个'],
  ['011401001', '木门油漆', 'm²', ONLY_2013],
  ['011405001', '金属面油漆', 't', ONLY_2013],
  ['011406001', '抹灰面油漆', 'm²', ONLY_2013],
  ['011406003', '满刮腻子', 'm²', ONLY_2013],
  ['011407001', '墙面喷刷涂料', 'm²', ONLY_2013],
  ['011407002', '天棚喷刷涂料', 'm²', ONLY_2013],
  ['011407005', '金属构件刷防火涂料', 't', ONLY_2013],
  ['011408001', '墙纸裱糊', 'm²', ONLY_2013],
  ['011404001', '墙面喷刷涂料', 'm²', ONLY_2024],
  ['011404002', '天棚喷刷涂料', 'm²', ONLY_2024],
  ['011502001', '成品装饰线条', 'm', ONLY_2024],
  ['011502004', '石膏装饰线', 'm', ONLY_2013],
  ['011503001', '金属扶手、栏杆、栏板', 'm'],
  ['011503008', '玻璃栏板', 'm'],
  ['011505001', '洗漱台', 'm²'],
  ['011505010', '镜面玻璃', 'm²'],
  ['011506003', '玻璃雨篷', 'm²'],
  ['011508004', '金属字', '个'],
];

const chapters: BqChapter[] = BOTH.flatMap((standard) =>
  CHAPTERS.filter(([, , standards = BOTH]) => standards.includes(standard)).map(([code, name]) => ({ standard, code, name })),
);
const codes: BqCode[] = BOTH.flatMap((standard) =>
  ITEMS.filter(([, , , standards = BOTH]) => standards.includes(standard)).map(([code9, name, unit]) => ({
    standard,
    code9,
    name,
    unit,
    specialty: 'decoration' as const,
    part: 'sub' as const,
  })),
);

// Building-use groups
const ALL_CIVIL = ['住宅', '公寓', '办公', '商业', '酒店', '学校', '医院', '文体场馆'] as const;
const PUBLIC = ['办公', '商业', '酒店', '学校', '医院', '文体场馆'] as const;
const PREMIUM = ['酒店', '商业', '办公', '医院', '文体场馆'] as const;
const INDUSTRIAL = ['厂房', '仓库', '地下车库'] as const;

type RecipeOpts = Partial<Pick<BqRecipe, 'standards' | 'uses' | 'structures' | 'weight'>>;
const rec = (id: string, features: readonly string[], norms: readonly (readonly [string, number])[], opts: RecipeOpts = {}): BqRecipe => ({
  id,
  code9: id.slice(0, 9),
  standards: BOTH,
  features,
  norms: norms.map(([norm, per]) => ({ norm, per })),
  ...opts,
});
/** The same recipe under another id and standards, with its 项目特征 written in that standard's words. */
const restate = (r: BqRecipe, id: string, standards: readonly BqStandard[], features: readonly string[], code9 = r.code9): BqRecipe => ({
  ...r,
  id,
  code9,
  standards,
  features,
});

/** The recipes as written for GB 50854-2013 (most of them stand unchanged under 2024, see below). */
const RECIPES_2013: readonly BqRecipe[] = [
  // 0111 楼地面
  rec('011101001-20', ['面层厚度、砂浆配合比：20mm 干混地面砂浆 DS M20', '面层做法要求：压实赶光'], [['11-5', 0.01]]),
  rec('011101003-40', ['面层厚度、混凝土强度等级：40mm 细石混凝土 C20', '面层做法要求：随打随抹光'], [['11-8', 0.01]], { weight: 2 }),
  rec('011101003-50', ['面层厚度、混凝土强度等级：50mm 细石混凝土 C20', '面层做法要求：随打随抹光'], [['11-8', 0.01], ['11-9', 0.01]], { uses: ['厂房', '仓库', '地下车库'] }),
  rec('011101005-epoxy', ['界面剂材料种类：环氧底涂', '中层漆材料种类、厚度：环氧中涂 加石英砂', '面漆材料种类、厚度：环氧面涂 2mm'], [['11-12', 0.01]]),
  rec('011101006-20', ['找平层厚度、砂浆配合比：20mm 干混地面砂浆 DS M15'], [['11-1', 0.01]], { weight: 2 }),
  rec('011101006-30', ['找平层厚度、砂浆配合比：30mm 干混地面砂浆 DS M15'], [['11-1', 0.01], ['11-2', 0.02]]),
  rec('011102001-granite', ['结合层厚度、砂浆配合比：30mm 干混地面砂浆 DS M15', '面层材料品种、规格、颜色：花岗岩 20mm 芝麻灰 磨光', '嵌缝材料种类：白水泥擦缝', '防护层材料种类：石材防护剂 六面涂刷'], [['11-15', 0.01], ['11-17', 0.01]], { weight: 3 }),
  rec('011102001-marble', ['结合层厚度、砂浆配合比：30mm 干混地面砂浆 DS M15', '面层材料品种、规格、颜色：大理石 20mm', '嵌缝材料种类：白水泥擦缝', '防护层材料种类：石材防护剂 六面涂刷'], [['11-16', 0.01], ['11-17', 0.01]], { uses: ['酒店', '商业', '办公'] }),
  rec('011102003-800', ['结合层厚度、砂浆配合比：20mm 干混地面砂浆 DS M15', '面层材料品种、规格、颜色：抛光砖 800×800', '嵌缝材料种类：白水泥擦缝'], [['11-21', 0.01]], { uses: ALL_CIVIL, weight: 3 }),
  rec('011102003-600', ['结合层厚度、砂浆配合比：20mm 干混地面砂浆 DS M15', '面层材料品种、规格、颜色：陶瓷地砖 600×600', '嵌缝材料种类：白水泥擦缝'], [['11-20', 0.01]], { weight: 3 }),
  rec('011102003-300', ['结合层厚度、砂浆配合比：20mm 干混地面砂浆 DS M15', '面层材料品种、规格、颜色：防滑地砖 300×300（卫生间、厨房）', '嵌缝材料种类：白水泥擦缝'], [['11-19', 0.01]], { weight: 1.5 }),
  rec('011102003-1200', ['结合层厚度、砂浆配合比：20mm 干混地面砂浆 DS M15', '面层材料品种、规格、颜色：通体大板瓷砖 600×1200', '嵌缝材料种类：专用填缝剂'], [['11-22', 0.01]], { uses: ['酒店', '商业', '办公', '医院'] }),
  rec('011104001-tufted', ['面层材料品种、规格、颜色：簇绒地毯 化纤 满铺', '防护材料种类：—', '粘结材料种类：地毯胶垫', '压线条种类：铝合金收口条'], [['11-35', 0.01]]),
  rec('011104002-laminate', ['龙骨材料种类、规格、铺设间距：无龙骨 直铺', '基层材料种类、规格：地板防潮膜', '面层材料品种、规格、颜色：强化复合木地板 12mm'], [['11-30', 0.01]], { weight: 2 }),
  rec('011104002-engineered', ['龙骨材料种类、规格、铺设间距：无龙骨 直铺', '基层材料种类、规格：地板防潮膜', '面层材料品种、规格、颜色：实木复合地板 15mm'], [['11-31', 0.01]], { uses: ['酒店', '住宅', '公寓', '文体场馆'] }),
  rec('011104004-steel', ['支架高度、材料种类：可调支架 H=150~250mm', '面层材料品种、规格、颜色：全钢防静电活动地板 600×600×35'], [['11-38', 0.01]]),
  rec('011105001-150', ['踢脚线高度：150mm', '底层厚度、砂浆配合比：干混地面砂浆 DS M20', '面层厚度、砂浆配合比：干混地面砂浆 DS M20'], [['11-42', 0.01]]),
  rec('011105002-granite', ['踢脚线高度：120mm', '粘贴层厚度、材料种类：干混地面砂浆 DS M15', '面层材料品种、规格、颜色：花岗岩 20mm'], [['11-41', 0.01]]),
  rec('011105003-600', ['踢脚线高度：120mm', '粘贴层厚度、材料种类：干混地面砂浆 DS M15', '面层材料品种、规格、颜色：陶瓷地砖 600×600 裁切'], [['11-40', 0.01]]),
  rec('011106001-granite', ['粘结层厚度、材料种类：30mm 干混地面砂浆 DS M15', '面层材料品种、规格、颜色：花岗岩 20mm', '防滑条材料种类、规格：踏步开防滑槽'], [['11-51', 0.01]]),
  rec('011106002-600', ['粘结层厚度、材料种类：20mm 干混地面砂浆 DS M15', '面层材料品种、规格、颜色：陶瓷地砖 600×600', '防滑条材料种类、规格：成品防滑踏步砖'], [['11-50', 0.01]]),
  rec('011106004-20', ['找平层厚度、砂浆配合比：—', '面层厚度、砂浆配合比：20mm 干混地面砂浆 DS M20', '防滑条材料种类、规格：金刚砂防滑条'], [['11-52', 0.01]]),
  rec('011107001-granite', ['粘结层材料种类：30mm 干混地面砂浆 DS M15', '面层材料品种、规格、颜色：花岗岩 30mm 火烧面'], [['11-55', 0.01]]),
  rec('011107002-300', ['粘结层材料种类：20mm 干混地面砂浆 DS M15', '面层材料品种、规格、颜色：防滑地砖 300×300'], [['11-56', 0.01]]),
  rec('011108003-600', ['工程部位：台阶侧面、池槽等零星部位', '结合层厚度、材料种类：干混地面砂浆 DS M15', '面层材料品种、规格、颜色：陶瓷地砖 600×600'], [['11-60', 0.01]]),

  // 0112 墙柱面
  rec('011201001-inner', ['墙体类型：砌块墙（内墙）', '底层厚度、砂浆配合比：14mm 干混抹灰砂浆 DP M10', '面层厚度、砂浆配合比：6mm 干混抹灰砂浆 DP M10'], [['12-1', 0.01]], { weight: 4 }),
  rec('011201001-inner-agent', ['墙体类型：混凝土墙（内墙）', '界面处理：刷界面剂一道', '底层厚度、砂浆配合比：14mm 干混抹灰砂浆 DP M10', '面层厚度、砂浆配合比：6mm 干混抹灰砂浆 DP M10'], [['12-8', 0.01], ['12-1', 0.01]], { weight: 2 }),
  rec('011201001-inner-mesh', ['墙体类型：砌块墙（内墙）', '底层厚度、砂浆配合比：14mm 干混抹灰砂浆 DP M10', '面层厚度、砂浆配合比：6mm 干混抹灰砂浆 DP M10', '装饰面材料种类：不同材质交接处挂钢丝网'], [['12-1', 0.01], ['12-5', 0.0025]], { weight: 2 }),
  rec('011201001-outer', ['墙体类型：外墙', '底层厚度、砂浆配合比：12mm 干混抹灰砂浆 DP M15', '面层厚度、砂浆配合比：8mm 干混抹灰砂浆 DP M15'], [['12-2', 0.01]], { weight: 2 }),
  rec('011201004-15', ['基层类型：砌块墙', '找平层砂浆厚度、配合比：15mm 干混抹灰砂浆 DP M15（贴砖基层）'], [['12-14', 0.01]]),
  rec('011202001-20', ['柱(梁)体类型：混凝土柱、梁', '底层厚度、砂浆配合比：14mm 干混抹灰砂浆 DP M10', '面层厚度、砂浆配合比：6mm 干混抹灰砂浆 DP M10'], [['12-8', 0.01], ['12-10', 0.01]]),
  rec('011203001-20', ['基层类型、部位：混凝土 窗台、压顶、挑檐', '底层厚度、砂浆配合比：14mm 干混抹灰砂浆 DP M10', '面层厚度、砂浆配合比：6mm 干混抹灰砂浆 DP M10'], [['12-12', 0.01]]),
  rec('011204001-dry', ['墙体类型：外墙', '安装方式：干挂（不锈钢挂件）', '面层材料品种、规格、颜色：花岗岩 25mm 火烧面', '缝宽、嵌缝材料种类：6mm 耐候硅酮密封胶'], [['12-25', 0.01]]),
  rec('011204003-inner', ['墙体类型：内墙（卫生间、厨房）', '安装方式：瓷砖胶粘贴', '面层材料品种、规格、颜色：陶瓷墙砖 300×600', '缝宽、嵌缝材料种类：2mm 勾缝剂'], [['12-20', 0.01]], { weight: 3 }),
  rec('011204003-outer', ['墙体类型：外墙', '安装方式：瓷砖胶粘贴', '面层材料品种、规格、颜色：外墙面砖 45×95', '缝宽、嵌缝材料种类：5mm 勾缝剂'], [['12-21', 0.01]], { uses: ['住宅', '公寓', '办公', '学校', '医院', '厂房'] }),
  rec('011204004-steel', ['骨架种类、规格：镀锌角钢∠50×5、镀锌槽钢[8#', '防锈漆品种遍数：热镀锌'], [['12-26', 1]]),
  rec('011207001-veneer', ['龙骨材料种类、规格、中距：木龙骨 30×40 @300', '基层材料种类、规格：细木工板 18mm', '面层材料品种、规格、颜色：木饰面板'], [['12-45', 0.01]]),
  rec('011209001-hidden', ['骨架材质、规格、中距：铝合金型材 氟碳喷涂', '面层材料品种、规格、颜色：中空Low-E钢化玻璃 6+12A+6', '面层固定方式：隐框 结构胶粘结', '嵌缝、塞口材料种类：耐候硅酮密封胶'], [['12-30', 0.01]]),
  rec('011210003-12', ['边框材料种类、规格：铝合金框', '玻璃品种、规格、颜色：12mm 钢化玻璃', '嵌缝、塞口材料品种：硅酮密封胶'], [['12-42', 0.01]]),
  rec('011210005-hpl', ['隔断材料品种、规格、颜色：抗倍特板 12mm 成品卫生间隔断', '配件品种、规格：不锈钢五金'], [['12-40', 0.01]]),

  // 0113 天棚
  rec('011301001-10', ['基层类型：混凝土板', '抹灰厚度、材料种类：10mm 干混抹灰砂浆 DP M10'], [['13-1', 0.01]]),
  rec('011302001-gypsum', ['吊顶形式、吊杆规格、高度：平面吊顶 Φ8 吊杆', '龙骨材料种类、规格、中距：轻钢龙骨 不上人型 U50', '面层材料品种、规格：纸面石膏板 9.5mm'], [['13-5', 0.01], ['13-10', 0.01]], { weight: 3 }),
  rec('011302001-gypsum-wet', ['吊顶形式、吊杆规格、高度：平面吊顶 Φ8 吊杆', '龙骨材料种类、规格、中距：轻钢龙骨 不上人型 U50', '面层材料品种、规格：耐水纸面石膏板 12mm（卫生间）'], [['13-5', 0.01], ['13-11', 0.01]]),
  rec('011302001-alu', ['吊顶形式、吊杆规格、高度：平面吊顶 Φ8 吊杆', '龙骨材料种类、规格、中距：轻钢龙骨 不上人型 配套三角龙骨', '面层材料品种、规格：铝扣板 300×300×0.6'], [['13-5', 0.01], ['13-12', 0.01]], { weight: 1.5 }),
  rec('011302001-mineral', ['吊顶形式、吊杆规格、高度：平面吊顶 Φ8 吊杆', '龙骨材料种类、规格、中距：铝合金T型龙骨 600×600', '面层材料品种、规格：矿棉吸音板 600×600×15'], [['13-7', 0.01], ['13-13', 0.01]], { uses: ['办公', '学校', '医院', '商业'], weight: 2 }),
  rec('011302001-gypsum-heavy', ['吊顶形式、吊杆规格、高度：平面吊顶 Φ8 吊杆', '龙骨材料种类、规格、中距：轻钢龙骨 上人型 U60', '面层材料品种、规格：纸面石膏板 9.5mm'], [['13-6', 0.01], ['13-10', 0.01]], { uses: ['酒店', '商业', '文体场馆', '医院'] }),
  rec('011302002-alu', ['龙骨材料种类、规格、中距：配套龙骨', '格栅材料品种、规格：铝方通 30×80 间距150'], [['13-15', 0.01]]),
  rec('011304001-slot', ['灯带型式、尺寸：回光灯槽 宽300', '格栅片材料品种、规格：细木工板基层 纸面石膏板面'], [['13-20', 0.01]]),
  rec('011304002-alu', ['风口材料品种、规格：铝合金风口 600×150', '安装固定方式：吊顶内固定'], [['13-25', 0.1]]),

  // 0114 油漆涂料裱糊
  rec('011401001-pu', ['门类型：木门', '腻子种类：成品腻子', '刮腻子遍数：满刮两遍', '油漆品种、刷漆遍数：聚氨酯清漆 三遍'], [['14-1', 0.01]]),
  rec('011405001-alkyd', ['构件名称：钢构件', '防护材料种类：醇酸防锈漆一遍', '油漆品种、刷漆遍数：调和漆两遍'], [['14-5', 1]]),
  rec('011406001-2', ['基层类型：抹灰面', '腻子种类：成品耐水腻子', '刮腻子遍数：满刮两遍', '油漆品种、刷漆遍数：乳胶漆 底漆一遍 面漆两遍', '部位：内墙'], [['14-10', 0.01], ['14-20', 0.01]], { uses: ALL_CIVIL, weight: 3 }),
  rec('011406001-3', ['基层类型：抹灰面', '腻子种类：成品耐水腻子', '刮腻子遍数：满刮两遍', '油漆品种、刷漆遍数：乳胶漆 底漆一遍 面漆三遍', '部位：内墙'], [['14-10', 0.01], ['14-20', 0.01], ['14-21', 0.01]], { uses: PREMIUM, weight: 2 }),
  rec('011406001-1', ['基层类型：抹灰面', '腻子种类：成品耐水腻子', '刮腻子遍数：满刮两遍', '油漆品种、刷漆遍数：乳胶漆 底漆一遍 面漆一遍', '部位：内墙'], [['14-10', 0.01], ['14-23', 0.01]], { uses: INDUSTRIAL }),
  rec('011406003-2', ['基层类型：抹灰面', '腻子种类：成品耐水腻子', '刮腻子遍数：满刮两遍'], [['14-10', 0.01]]),
  rec('011407001-elastic', ['喷刷涂料部位：外墙', '腻子种类：柔性抗裂腻子', '刮腻子要求：满刮两遍', '涂料品种、喷刷遍数：外墙弹性涂料 一底两面'], [['14-12', 0.01], ['14-25', 0.01]], { weight: 3 }),
  rec('011407001-stone', ['喷刷涂料部位：外墙', '腻子种类：—', '刮腻子要求：—', '涂料品种、喷刷遍数：真石漆 底漆一遍 真石漆3mm 罩面漆一遍'], [['14-26', 0.01]], { uses: ALL_CIVIL, weight: 2 }),
  rec('011407002-latex', ['基层类型：混凝土板底', '喷刷涂料部位：天棚', '腻子种类：成品耐水腻子', '刮腻子要求：满刮两遍', '涂料品种、喷刷遍数：乳胶漆 底漆一遍 面漆两遍'], [['14-11', 0.01], ['14-22', 0.01]]),
  rec('011407005-thin', ['喷刷防火涂料构件名称：钢梁、钢柱', '防火等级要求：耐火极限1.5h', '涂料品种、喷刷遍数：薄型（膨胀型）钢结构防火涂料'], [['14-35', 1]]),
  rec('011408001-pvc', ['基层类型：抹灰面（已刮腻子）', '裱糊部位：墙面', '腻子种类：—', '粘结材料种类：墙纸基膜、墙纸胶', '面层材料品种、规格、颜色：PVC胶面墙纸 对花'], [['14-40', 0.01]]),

  // 0115 其他装饰
  rec('011502004-100', ['基层类型：墙面与天棚交角', '线条材料品种、规格、颜色：成品石膏线 宽100mm'], [['15-15', 0.01]]),
  rec('011503001-ss', ['扶手材料种类、规格：不锈钢管 Φ60×1.5', '栏杆材料种类、规格：不锈钢管 Φ25×1.2 竖条', '固定配件种类：膨胀螺栓 预埋铁件'], [['15-1', 0.1]], { uses: PUBLIC }),
  rec('011503001-steel', ['扶手材料种类、规格：成品喷塑方钢', '栏杆材料种类、规格：成品金属栏杆 H=1100', '固定配件种类：膨胀螺栓 焊接'], [['15-3', 0.1]], { weight: 2 }),
  rec('011503008-glass', ['扶手材料种类、规格：不锈钢管 Φ60×1.5', '栏板材料种类、规格、颜色：钢化夹胶玻璃 6+1.52PVB+6', '固定配件种类：不锈钢玻璃夹 化学锚栓'], [['15-2', 0.1]]),
  rec('011505001-stone', ['材料品种、规格、颜色：人造石台面 20mm', '支架、配件品种、规格：镀锌角钢支架'], [['15-10', 0.1]]),
  rec('011505010-mirror', ['镜面玻璃品种、规格：5mm 银镜', '框材质、断面尺寸：无框', '基层材料种类：细木工板 18mm'], [['15-11', 0.1]]),
  rec('011506003-glass', ['玻璃雨篷固定方式：钢骨架 驳接爪', '龙骨材料种类、规格、中距：镀锌型钢骨架', '玻璃材料品种、规格：钢化夹胶玻璃 6+1.52PVB+6', '嵌缝材料种类：耐候硅酮密封胶'], [['15-20', 0.1]]),
  rec('011508004-ss', ['基层类型：混凝土墙面', '字体规格：≤0.5m² 不锈钢字', '固定方式：膨胀螺栓'], [['15-25', 0.1]]),
];

/**
 * Items whose 项目特征 GB/T 50854-2024 words differently: the 2013 recipes stay 2013-only and are
 * restated for 2024 in its words (块料楼地面: 材料种类及强度等级 for 砂浆配合比, 面层材料品种、规格
 * without 颜色, 勾缝 for 嵌缝; 平面吊顶: 面板 for 面层).
 */
const REWORDED_2024: Readonly<Record<string, (line: string) => string>> = {
  '011102003': (line) =>
    line
      .replace(/^(找平层|结合层)厚度、砂浆配合比：/, '$1厚度、材料种类及强度等级：')
      .replace(/^面层材料品种、规格、颜色：/, '面层材料品种、规格：')
      .replace(/^嵌缝材料种类：/, '勾缝材料种类：'),
  '011302001': (line) => line.replace(/^面层材料品种、规格：/, '面板材料品种、规格：'),
};
const existsIn = (code9: string) => BOTH.filter((s) => codes.some((c) => c.standard === s && c.code9 === code9));
const by = (id: string) => RECIPES_2013.find((r) => r.id === id)!;

const recipes: BqRecipe[] = [
  // written for both standards where the item stands unchanged, for 2013 alone where 2024 dropped or reworded it
  ...RECIPES_2013.map((r) => ({ ...r, standards: REWORDED_2024[r.code9] ? ONLY_2013 : existsIn(r.code9) })),
  // the reworded items, restated for 2024
  ...RECIPES_2013.filter((r) => REWORDED_2024[r.code9]).map((r) => restate(r, `${r.id}-2024`, ONLY_2024, r.features.map(REWORDED_2024[r.code9]))),
  // 2024 喷刷涂料 (011404): interior wall latex on 墙面喷刷涂料, ceiling latex on 天棚喷刷涂料
  restate(by('011406001-2'), '011404001-2', ONLY_2024, ['基层类型：抹灰面', '腻子种类：成品耐水腻子 满刮两遍', '涂料品种、喷刷遍数：内墙乳胶漆 底漆一遍 面漆两遍'], '011404001'),
  restate(by('011406001-3'), '011404001-3', ONLY_2024, ['基层类型：抹灰面', '腻子种类：成品耐水腻子 满刮两遍', '涂料品种、喷刷遍数：内墙乳胶漆 底漆一遍 面漆三遍'], '011404001'),
  restate(by('011406001-1'), '011404001-1', ONLY_2024, ['基层类型：抹灰面', '腻子种类：成品耐水腻子 满刮两遍', '涂料品种、喷刷遍数：内墙乳胶漆 底漆一遍 面漆一遍'], '011404001'),
  restate(by('011407002-latex'), '011404002-latex', ONLY_2024, ['基层类型：混凝土板底', '腻子种类：成品耐水腻子 满刮两遍', '涂料品种、喷刷遍数：内墙乳胶漆 底漆一遍 面漆两遍'], '011404002'),
  // 2024 成品装饰线条 (011502001) takes the plaster moulding
  restate(by('011502004-100'), '011502001-gypsum', ONLY_2024, ['线条材料品种、规格：成品石膏线 宽100mm', '基层类型：墙面与天棚交角'], '011502001'),
];

const area = (per: readonly [number, number], basis: 'building' | 'above' | 'below' | 'roof' | 'footprint' | 'facade' = 'building'): QuantityRule => ({ kind: 'area', basis, per });
type UsageOpts = Pick<BqUsage, 'chance' | 'uses' | 'structures' | 'basement'>;
const use = (code9: string, quantity: QuantityRule, opts: UsageOpts = {}): BqUsage => ({ code9, quantity, ...opts });

/**
 * How much of each item a project has (one rule per item; its uses list the buildings that carry
 * it). Floors: block/stone/wood/carpet finishes together about 0.6–0.85 × area in civil buildings,
 * concrete or epoxy floors in factories, warehouses and garages. Walls: plaster 2.0–3.5 m²/m², of
 * which most is painted and 0.2–0.6 tiled. Ceilings: plaster + paint in dwellings, suspended
 * ceilings in public buildings.
 */
const usages: BqUsage[] = [
  use('011101001', area([0.15, 0.6]), { uses: ['住宅', '公寓', '厂房', '仓库', '学校'], chance: 0.6 }),
  use('011101003', area([0.6, 0.95]), { uses: INDUSTRIAL }),
  use('011101005', area([0.3, 0.8]), { uses: ['厂房', '地下车库'], chance: 0.5 }),
  use('011101006', area([0.3, 0.7]), { uses: ALL_CIVIL }),
  use('011102001', area([0.04, 0.2]), { uses: PREMIUM, chance: 0.8 }),
  use('011102003', area([0.45, 0.8]), { uses: ALL_CIVIL }),
  use('011104001', area([0.05, 0.25]), { uses: ['酒店', '办公'], chance: 0.5 }),
  use('011104002', area([0.05, 0.3]), { uses: ['酒店', '住宅', '公寓', '文体场馆'], chance: 0.35 }),
  use('011104004', area([0.005, 0.02]), { uses: ['办公', '医院', '学校'], chance: 0.4 }),
  use('011105001', area([0.1, 0.5]), { uses: ['住宅', '公寓', '厂房', '仓库', '地下车库'], chance: 0.6 }),
  use('011105002', area([0.03, 0.12]), { uses: PREMIUM, chance: 0.6 }),
  use('011105003', area([0.3, 0.6]), { uses: ALL_CIVIL }),
  use('011106001', area([0.005, 0.015]), { uses: ['酒店', '商业', '办公'], chance: 0.5 }),
  use('011106002', area([0.012, 0.03]), { uses: ALL_CIVIL }),
  use('011106004', area([0.01, 0.025]), { uses: ['厂房', '仓库', '住宅'], chance: 0.6 }),
  use('011107001', area([0.005, 0.02], 'footprint'), { uses: PREMIUM, chance: 0.6 }),
  use('011107002', area([0.005, 0.02], 'footprint'), { uses: ALL_CIVIL, chance: 0.5 }),
  use('011108003', area([0.003, 0.012]), { uses: ALL_CIVIL, chance: 0.7 }),
  use('011201001', area([2.0, 3.5]), { uses: [...ALL_CIVIL, '厂房', '仓库'] }),
  use('011201004', area([0.2, 0.5]), { uses: ALL_CIVIL, chance: 0.6 }),
  use('011202001', area([0.08, 0.3]), { structures: ['框架', '框架-剪力墙', '框架-核心筒', '砖混'] }),
  use('011203001', area([0.02, 0.06]), { chance: 0.8 }),
  use('011204001', area([0.1, 0.4], 'facade'), { uses: PREMIUM, chance: 0.45 }),
  use('011204003', area([0.2, 0.6]), { uses: [...ALL_CIVIL, '厂房'] }),
  use('011204004', area([0.002, 0.006], 'facade'), { uses: PREMIUM, chance: 0.45 }),
  use('011207001', area([0.03, 0.25]), { uses: ['酒店', '办公', '文体场馆'], chance: 0.45 }),
  use('011209001', area([0.2, 0.6], 'facade'), { uses: ['办公', '商业', '酒店', '文体场馆'], chance: 0.6 }),
  use('011210003', area([0.005, 0.02]), { uses: ['办公', '医院', '商业'], chance: 0.4 }),
  use('011210005', area([0.004, 0.012]), { uses: PUBLIC, chance: 0.8 }),
  use('011301001', area([0.3, 0.85]), { uses: [...ALL_CIVIL, '厂房', '仓库'] }),
  use('011302001', area([0.1, 0.75]), { uses: ALL_CIVIL }),
  use('011302002', area([0.03, 0.2]), { uses: ['商业', '文体场馆', '地下车库', '学校'], chance: 0.35 }),
  use('011304001', area([0.01, 0.03]), { uses: ['酒店', '商业', '办公'], chance: 0.5 }),
  use('011304002', { kind: 'count', basis: 'above', per: [0.02, 0.05] }, { uses: ['办公', '商业', '酒店', '医院'], chance: 0.7 }),
  use('011401001', area([0.01, 0.03]), { uses: ['住宅', '公寓', '学校', '酒店', '医院'], chance: 0.5 }),
  use('011405001', area([0.03, 0.08]), { structures: ['钢结构'], chance: 0.8 }),
  use('011406001', area([1.8, 3.0])),
  use('011406003', area([0.2, 0.8]), { uses: ['住宅', '公寓'], chance: 0.5 }),
  use('011407001', area([0.4, 0.9], 'facade'), { uses: [...ALL_CIVIL, '厂房', '仓库'] }),
  use('011407002', area([0.3, 0.9])),
  use('011404001', area([1.8, 3.0])),
  use('011404002', area([0.3, 0.9])),
  use('011407005', area([0.035, 0.08]), { structures: ['钢结构'] }),
  use('011408001', area([0.2, 0.8]), { uses: ['酒店'], chance: 0.5 }),
  use('011502004', area([0.1, 0.4]), { uses: ['酒店', '住宅', '公寓'], chance: 0.3 }),
  use('011502001', area([0.1, 0.4]), { uses: ['酒店', '住宅', '公寓'], chance: 0.3 }),
  use('011503001', area([0.01, 0.06])),
  use('011503008', area([0.005, 0.015]), { uses: ['商业', '酒店', '办公', '文体场馆'], chance: 0.5 }),
  use('011505001', area([0.002, 0.006]), { uses: ['酒店', '办公', '医院', '商业', '学校'], chance: 0.7 }),
  use('011505010', area([0.002, 0.006]), { uses: ['酒店', '办公', '医院', '商业', '学校'], chance: 0.7 }),
  use('011506003', { kind: 'fixed', range: [15, 80] }, { uses: PUBLIC, chance: 0.4 }),
  use('011508004', { kind: 'fixed', range: [6, 20] }, { uses: PUBLIC, chance: 0.5 }),
];

/** The decoration part of the sample catalogue. */
export const FINISHES_CATALOGUE: CatalogueModule = {
  chapters,
  codes,
  resources: FINISHES_RESOURCES,
  norms: FINISHES_NORMS,
  recipes,
  usages,
};
