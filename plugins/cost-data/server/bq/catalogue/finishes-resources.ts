/**
 * Resources of the decoration norms (楼地面, 墙柱面, 天棚, 油漆涂料裱糊, 其他装饰; codes R5000–R6999)
 * of the sample data's catalogue: floor and wall tiles, stone, timber and resilient floorings,
 * adhesives and grouts, dry-hanging and curtain-wall parts, ceiling keels and boards, putty, paints
 * and coatings, wallpaper, railings, sanitary accessories and the small machines of finishing
 * work.
 *
 * Prices are 市场价 of the national average in 2024-01 (元, tax excluded), the price model's
 * anchor: engineering-grade products as a contractor buys them (a mid-range 800×800 polished tile
 * about 78 元/m², 20 mm 芝麻灰 granite about 165 元/m², an engineering emulsion paint about
 * 21 元/kg, a U-keel set for a suspended ceiling about 22 元/m²). Labour, water, power, cement,
 * sand, mortar and fine-aggregate concrete come from `resources-common.ts` and are not repeated.
 *
 * Ranges: R50xx floor tiles, stone and floorings, R51xx wall finishes, dry-hanging, curtain walls
 * and partitions, R52xx ceilings, R53xx putty, paints and wallpaper, R54xx railings, counters,
 * mirrors, mouldings, canopies and lettering, R59xx machines and sundries.
 */
import { resource, type Resource } from '../model';

const r = resource;

export const FINISHES_RESOURCES: readonly Resource[] = [
  // 地砖, 石材, 木地板, 地毯, 地坪
  r('R5001', '主材', '抛光砖', '800×800', 'm²', 'tile_stone', 78),
  r('R5002', '主材', '陶瓷地砖', '600×600', 'm²', 'tile_stone', 52),
  r('R5003', '主材', '防滑地砖', '300×300', 'm²', 'tile_stone', 42),
  r('R5004', '主材', '通体大板瓷砖', '600×1200', 'm²', 'tile_stone', 105),
  r('R5011', '主材', '花岗岩板(磨光)', '芝麻灰 20mm', 'm²', 'tile_stone', 165),
  r('R5012', '主材', '花岗岩板(火烧面)', '25mm 干挂用', 'm²', 'tile_stone', 210),
  r('R5013', '主材', '大理石板', '20mm', 'm²', 'tile_stone', 320),
  r('R5015', '主材', '花岗岩板(火烧面)', '30mm 台阶用', 'm²', 'tile_stone', 230),
  r('R5021', '材料', '瓷砖胶粘剂', 'C1 型', 'kg', 'mortar', 2.2),
  r('R5022', '材料', '瓷砖勾缝剂', '', 'kg', 'mortar', 3.5),
  r('R5023', '材料', '石材防护剂', '', 'kg', 'paint', 32),
  r('R5024', '材料', '石料切割锯片', 'Φ110', '片', 'misc', 45),
  r('R5025', '材料', '棉纱头', '', 'kg', 'misc', 12),
  r('R5027', '材料', '界面处理剂', '混凝土面', 'kg', 'mortar', 3.2),
  r('R5032', '主材', '强化复合木地板', '12mm', 'm²', 'timber', 95),
  r('R5033', '主材', '实木复合地板', '15mm', 'm²', 'timber', 220),
  r('R5034', '材料', '地板防潮膜', '', 'm²', 'waterproof', 3.5),
  r('R5035', '主材', '全钢防静电活动地板', '600×600×35', 'm²', 'misc', 210),
  r('R5036', '主材', '簇绒地毯', '化纤 满铺', 'm²', 'misc', 110),
  r('R5037', '材料', '地毯胶垫', '', 'm²', 'misc', 16),
  r('R5042', '材料', '环氧地坪涂料', '底中面配套', 'kg', 'paint', 30),
  r('R5043', '材料', '石英砂', '40~80目', 'kg', 'sand_stone', 0.8),
  // 墙面块料, 干挂, 幕墙, 隔断, 墙饰面
  r('R5102', '材料', '镀锌钢丝网', '0.9×12.7×12.7', 'm²', 'misc', 8.5),
  r('R5104', '材料', '不锈钢干挂件', 'SUS304 T型', '套', 'misc', 6.5),
  r('R5105', '材料', '镀锌角钢', '∠50×5', 't', 'steel_section', 4600),
  r('R5106', '材料', '镀锌槽钢', '[8#', 't', 'steel_section', 4550),
  r('R5107', '材料', '云石胶', 'AB 干挂胶', 'kg', 'misc', 28),
  r('R5108', '材料', '硅酮耐候密封胶', '300mL', '支', 'misc', 23),
  r('R5109', '材料', '化学锚栓', 'M12×160', '套', 'misc', 5.5),
  r('R5110', '材料', '膨胀螺栓(装饰)', 'M8×80', '套', 'misc', 0.8),
  r('R5111', '材料', '电焊条(装饰)', 'E4303 Φ3.2', 'kg', 'misc', 7.5),
  r('R5112', '主材', '外墙面砖', '45×95', 'm²', 'tile_stone', 45),
  r('R5113', '主材', '陶瓷墙砖', '300×600', 'm²', 'tile_stone', 48),
  r('R5121', '材料', '铝合金幕墙型材', '6063-T5 氟碳喷涂', 'kg', 'aluminium', 28),
  r('R5122', '主材', '中空Low-E钢化玻璃', '6+12A+6', 'm²', 'door_window', 165),
  r('R5123', '材料', '硅酮结构密封胶', '590mL', '支', 'misc', 42),
  r('R5124', '材料', '幕墙预埋件', '镀锌钢板', 'kg', 'steel_section', 7),
  r('R5125', '材料', '不锈钢螺栓', 'M12×110', '套', 'misc', 3.5),
  r('R5126', '材料', '不锈钢驳接爪', '四爪', '套', 'misc', 85),
  r('R5128', '主材', '钢化玻璃', '12mm', 'm²', 'door_window', 110),
  r('R5131', '主材', '成品卫生间隔断', '抗倍特板 12mm', 'm²', 'misc', 260),
  r('R5132', '材料', '细木工板', '18mm', 'm²', 'timber', 68),
  r('R5133', '材料', '杉木方', '30×40', 'm³', 'timber', 2600),
  r('R5134', '主材', '木饰面板', '3mm 科技木', 'm²', 'timber', 120),
  // 天棚
  r('R5201', '材料', '轻钢龙骨(不上人型)', 'U50 平面 300×600', 'm²', 'aluminium', 22.5),
  r('R5202', '材料', '轻钢龙骨(上人型)', 'U60 平面 600×600', 'm²', 'aluminium', 32),
  r('R5203', '材料', '铝合金T型龙骨', '600×600', 'm²', 'aluminium', 16),
  r('R5204', '材料', '吊筋', 'Φ8 全丝', 'kg', 'steel_section', 5.2),
  r('R5205', '主材', '纸面石膏板', '9.5mm', 'm²', 'aluminium', 12.5),
  r('R5206', '主材', '耐水纸面石膏板', '12mm', 'm²', 'aluminium', 18),
  r('R5207', '主材', '铝扣板', '300×300×0.6', 'm²', 'aluminium', 68),
  r('R5208', '主材', '矿棉吸音板', '600×600×15', 'm²', 'aluminium', 32),
  r('R5209', '主材', '铝方通格栅', '30×80 间距150', 'm²', 'aluminium', 135),
  r('R5210', '材料', '自攻螺钉', 'ST4.2×25', '百个', 'misc', 5),
  r('R5220', '主材', '铝合金风口(装饰)', '600×150', '个', 'aluminium', 85),
  // 腻子, 涂料, 油漆, 裱糊
  r('R5301', '材料', '成品腻子粉', '耐水型', 'kg', 'paint', 1.45),
  r('R5302', '材料', '内墙乳胶漆底漆', '抗碱封闭', 'kg', 'paint', 16),
  r('R5303', '材料', '内墙乳胶漆面漆', '工程型', 'kg', 'paint', 21),
  r('R5304', '材料', '外墙弹性涂料', '面漆', 'kg', 'paint', 28),
  r('R5305', '材料', '真石漆', '', 'kg', 'paint', 9.5),
  r('R5306', '材料', '砂纸', '', '张', 'misc', 0.9),
  r('R5307', '材料', '调和漆', '醇酸', 'kg', 'paint', 18),
  r('R5308', '材料', '聚氨酯清漆', '', 'kg', 'paint', 38),
  r('R5309', '材料', '稀释剂', '', 'kg', 'paint', 14),
  r('R5310', '材料', '钢结构防火涂料', '薄型(膨胀型)', 'kg', 'paint', 6.5),
  r('R5312', '材料', '醇酸防锈漆', '', 'kg', 'paint', 16),
  r('R5314', '材料', '外墙抗裂腻子', '柔性', 'kg', 'paint', 2.2),
  r('R5315', '材料', '外墙封闭底漆', '', 'kg', 'paint', 22),
  r('R5316', '材料', '真石漆底漆', '', 'kg', 'paint', 20),
  r('R5317', '材料', '真石漆罩面漆', '', 'kg', 'paint', 32),
  r('R5341', '主材', '墙纸', 'PVC 胶面', 'm²', 'paint', 45),
  r('R5342', '材料', '墙纸基膜', '', 'kg', 'paint', 18),
  r('R5343', '材料', '墙纸胶', '', 'kg', 'paint', 12),
  // 栏杆, 台面, 镜面, 线条, 雨篷, 美术字
  r('R5401', '材料', '不锈钢管', 'Φ60×1.5 SUS304', 'm', 'steel_section', 42),
  r('R5402', '材料', '不锈钢管', 'Φ25×1.2 SUS304', 'm', 'steel_section', 14),
  r('R5403', '主材', '钢化夹胶玻璃', '6+1.52PVB+6', 'm²', 'door_window', 210),
  r('R5404', '主材', '成品金属栏杆', '喷塑方钢 H=1100', 'm', 'steel_section', 140),
  r('R5405', '主材', '镜面玻璃', '5mm 银镜', 'm²', 'door_window', 85),
  r('R5406', '主材', '石材台面', '人造石 20mm', 'm²', 'tile_stone', 620),
  r('R5407', '主材', '石膏装饰线', '100mm', 'm', 'misc', 12),
  r('R5410', '主材', '不锈钢金属字', '≤0.5m²', '个', 'misc', 380),
  // 机械, 杂项
  r('R5901', '机械', '石料切割机', '', '台班', 'machine', 45),
  r('R5902', '机械', '电动空气压缩机', '0.6m³/min', '台班', 'machine', 190),
  r('R5903', '机械', '电锤', '520W', '台班', 'machine', 12),
  r('R5904', '机械', '地面研磨机', '', '台班', 'machine', 220),
  r('R5906', '机械', '高处作业吊篮', 'ZLP630', '台班', 'machine', 210),
  r('R5908', '机械', '氩弧焊机', '500A', '台班', 'machine', 120),
];
