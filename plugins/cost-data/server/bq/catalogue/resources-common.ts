/**
 * Resources shared by every part of the catalogue: labour by trade, water, power and fuel, the
 * other-materials money line, cement, sand and stone, ready-mixed mortar and concrete. Prices are
 * 市场价 of the national average in 2024-01 (the price model's anchor; see `model.ts`).
 *
 * Code ranges: R00xx labour, R01xx power and misc, R02xx cement, aggregates and mortar, R03xx
 * concrete. The building, finishes and installation modules use their own ranges (see their
 * headers) and may use any resource listed here.
 */
import { resource, type Resource } from '../model';

const r = resource;

export const COMMON_RESOURCES: readonly Resource[] = [
  // 人工 (day rates; 信息价 of the bulletins is lower and moves more slowly, see prices/)
  r('R0001', '人工', '普工', '', '工日', 'labour_general', 185),
  r('R0002', '人工', '综合工日(土建)', '', '工日', 'labour_skilled', 245),
  r('R0003', '人工', '钢筋工', '', '工日', 'labour_skilled', 305),
  r('R0004', '人工', '木工(模板)', '', '工日', 'labour_skilled', 315),
  r('R0005', '人工', '混凝土工', '', '工日', 'labour_skilled', 265),
  r('R0006', '人工', '砌筑工', '', '工日', 'labour_skilled', 290),
  r('R0007', '人工', '抹灰工', '', '工日', 'labour_skilled', 295),
  r('R0008', '人工', '油漆工', '', '工日', 'labour_skilled', 275),
  r('R0009', '人工', '防水工', '', '工日', 'labour_skilled', 265),
  r('R0010', '人工', '装饰技工', '', '工日', 'labour_skilled', 320),
  r('R0011', '人工', '架子工', '', '工日', 'labour_skilled', 285),
  r('R0021', '人工', '安装技工', '', '工日', 'labour_install', 300),
  r('R0022', '人工', '安装普工', '', '工日', 'labour_install', 195),
  // 水, 电, 燃料; 其他材料费 is a money line (unit 元, price 1)
  r('R0101', '材料', '水', '', 'm³', 'fuel_power', 5.2),
  r('R0102', '材料', '电', '', 'kW·h', 'fuel_power', 0.92),
  r('R0103', '材料', '柴油', '0#', 'kg', 'fuel_power', 8.6),
  r('R0104', '材料', '汽油', '92#', 'kg', 'fuel_power', 10.2),
  r('R0190', '材料', '其他材料费', '', '元', 'misc', 1),
  // 水泥, 砂石, 预拌砂浆
  r('R0201', '材料', '普通硅酸盐水泥', 'P.O 42.5', 't', 'cement', 405),
  r('R0202', '材料', '复合硅酸盐水泥', 'P.C 32.5R', 't', 'cement', 355),
  r('R0203', '材料', '白水泥', '', 't', 'cement', 720),
  r('R0211', '材料', '中砂', '', 'm³', 'sand_stone', 135),
  r('R0212', '材料', '碎石', '5~31.5mm', 'm³', 'sand_stone', 115),
  r('R0213', '材料', '碎石', '5~20mm', 'm³', 'sand_stone', 120),
  r('R0214', '材料', '毛石', '', 'm³', 'sand_stone', 95),
  r('R0221', '材料', '干混砌筑砂浆', 'DM M5.0', 't', 'mortar', 310),
  r('R0222', '材料', '干混砌筑砂浆', 'DM M10', 't', 'mortar', 335),
  r('R0223', '材料', '干混抹灰砂浆', 'DP M10', 't', 'mortar', 340),
  r('R0224', '材料', '干混抹灰砂浆', 'DP M15', 't', 'mortar', 355),
  r('R0225', '材料', '干混地面砂浆', 'DS M15', 't', 'mortar', 350),
  r('R0226', '材料', '干混地面砂浆', 'DS M20', 't', 'mortar', 365),
  r('R0227', '材料', '专用砌筑砂浆(加气块)', 'Ma5.0', 't', 'mortar', 420),
  r('R0228', '材料', '聚合物抗裂砂浆', '', 't', 'mortar', 1350),
  // 商品混凝土 (泵送)
  r('R0301', '材料', '预拌混凝土', 'C15', 'm³', 'concrete', 335),
  r('R0302', '材料', '预拌混凝土', 'C20', 'm³', 'concrete', 350),
  r('R0303', '材料', '预拌混凝土', 'C25', 'm³', 'concrete', 362),
  r('R0304', '材料', '预拌混凝土', 'C30', 'm³', 'concrete', 378),
  r('R0305', '材料', '预拌混凝土', 'C35', 'm³', 'concrete', 396),
  r('R0306', '材料', '预拌混凝土', 'C40', 'm³', 'concrete', 418),
  r('R0307', '材料', '预拌混凝土', 'C45', 'm³', 'concrete', 442),
  r('R0308', '材料', '预拌混凝土', 'C50', 'm³', 'concrete', 468),
  r('R0309', '材料', '预拌混凝土', 'C30 P6', 'm³', 'concrete', 398),
  r('R0310', '材料', '预拌混凝土', 'C35 P8', 'm³', 'concrete', 420),
  r('R0311', '材料', '预拌细石混凝土', 'C20', 'm³', 'concrete', 372),
  r('R0312', '材料', '预拌细石混凝土', 'C25', 'm³', 'concrete', 385),
  // common machines (台班; price = the shift's full cost incl. operator and fuel)
  r('R0901', '机械', '混凝土输送泵', '45m³/h', '台班', 'machine', 1350),
  r('R0902', '机械', '混凝土振捣器', '插入式', '台班', 'machine', 18),
  r('R0903', '机械', '干混砂浆罐式搅拌机', '', '台班', 'machine', 260),
  r('R0904', '机械', '载重汽车', '6t', '台班', 'machine', 620),
  r('R0905', '机械', '塔式起重机', '800kN·m', '台班', 'machine', 1150),
  r('R0906', '机械', '灰浆搅拌机', '200L', '台班', 'machine', 210),
  r('R0907', '机械', '交流弧焊机', '32kV·A', '台班', 'machine', 110),
];
