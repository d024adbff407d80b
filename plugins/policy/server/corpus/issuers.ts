/**
 * The issuers of the corpus and their 文号 prefixes: the national ministries, each province's
 * housing and construction department (with the abbreviation its documents carry) and cost
 * station, and the main cities' cost stations.
 */

export interface ProvinceIssuer {
  /** The site's areaid. */
  areaid: number;
  /** 江苏 (the site's short name). */
  short: string;
  /** 江苏省, 广西壮族自治区, 北京市. */
  full: string;
  /** 江苏省住房和城乡建设厅 / 北京市住房和城乡建设委员会. */
  department: string;
  /** 江苏省建设工程造价管理总站. */
  station: string;
  /** 文号 prefix of the cost station (苏建价站). */
  stationPrefix: string;
  /** 文号 prefix of the department's notices (苏建价). */
  prefix: string;
  /** 文号 prefix of its letters (苏建函价); the notice prefix when it has none of its own. */
  letterPrefix: string;
  /** The addressees of a provincial notice. */
  addressees: string;
  /** The municipalities (北京, 天津, 上海, 重庆) have districts, not cities. */
  municipality: boolean;
}

const province = (
  areaid: number,
  short: string,
  full: string,
  prefix: string,
  letterPrefix = prefix,
  kind: 'province' | 'municipality' | 'region' = 'province',
): ProvinceIssuer => {
  const municipality = kind === 'municipality';
  return {
    areaid,
    short,
    full,
    department: municipality ? `${full}住房和城乡建设委员会` : `${full}住房和城乡建设厅`,
    station: `${full}建设工程造价管理总站`,
    stationPrefix: `${prefix.slice(0, 1)}建价站`,
    prefix,
    letterPrefix,
    addressees: municipality
      ? '各区住房和城乡建设委员会，各有关单位：'
      : kind === 'region'
        ? '各盟市、地区（州）住房和城乡建设局，自治区各有关单位：'
        : '各设区市住房和城乡建设局（委），省各有关单位：',
    municipality,
  };
};

/** The provinces the site prices (not 台湾, 香港, 澳门), in areaid order. */
export const PROVINCE_ISSUERS: readonly ProvinceIssuer[] = [
  province(2, '北京', '北京市', '京建发', '京建函', 'municipality'),
  province(3, '天津', '天津市', '津住建', '津住建函', 'municipality'),
  province(4, '河北', '河北省', '冀建', '冀建函'),
  province(5, '山西', '山西省', '晋建', '晋建函'),
  province(6, '广东', '广东省', '粤建市', '粤建市函'),
  province(7, '内蒙古', '内蒙古自治区', '蒙建', '蒙建函', 'region'),
  province(8, '辽宁', '辽宁省', '辽住建', '辽住建函'),
  province(9, '吉林', '吉林省', '吉建', '吉建函'),
  province(10, '黑龙江', '黑龙江省', '黑建', '黑建函'),
  { ...province(11, '上海', '上海市', '沪建标定', '沪建标定', 'municipality'), department: '上海市住房和城乡建设管理委员会' },
  province(12, '江苏', '江苏省', '苏建价', '苏建函价'),
  province(13, '浙江', '浙江省', '浙建建', '浙建建函'),
  province(14, '安徽', '安徽省', '皖建', '皖建函'),
  province(15, '福建', '福建省', '闽建', '闽建函'),
  province(16, '江西', '江西省', '赣建', '赣建函'),
  province(17, '山东', '山东省', '鲁建标', '鲁建标函'),
  province(18, '河南', '河南省', '豫建', '豫建函'),
  province(19, '湖北', '湖北省', '鄂建', '鄂建函'),
  province(20, '湖南', '湖南省', '湘建价', '湘建价函'),
  province(21, '广西', '广西壮族自治区', '桂建', '桂建函', 'region'),
  province(22, '海南', '海南省', '琼建', '琼建函'),
  province(23, '四川', '四川省', '川建', '川建函'),
  province(24, '贵州', '贵州省', '黔建', '黔建函'),
  province(25, '云南', '云南省', '云建', '云建函'),
  province(26, '西藏', '西藏自治区', '藏建', '藏建函', 'region'),
  province(27, '陕西', '陕西省', '陕建', '陕建函'),
  province(29, '甘肃', '甘肃省', '甘建', '甘建函'),
  province(30, '青海', '青海省', '青建', '青建函'),
  province(31, '宁夏', '宁夏回族自治区', '宁建', '宁建函', 'region'),
  province(32, '重庆', '重庆市', '渝建', '渝建函', 'municipality'),
  province(33, '新疆', '新疆维吾尔自治区', '新建', '新建函', 'region'),
];

export const PROVINCE_BY_ID: ReadonlyMap<number, ProvinceIssuer> = new Map(PROVINCE_ISSUERS.map((p) => [p.areaid, p]));

/** The usual one-character names of cities in 文号 (南京 宁, 广州 穗 …); others take their first character(s). */
const CITY_ABBREVIATIONS: Readonly<Record<string, string>> = {
  南京市: '宁', 苏州市: '苏', 无锡市: '锡', 南通市: '通', 宁波市: '甬', 福州市: '榕', 南昌市: '洪', 广州市: '穗', 贵阳市: '筑',
  太原市: '并', 杭州市: '杭', 深圳市: '深', 成都市: '成', 武汉市: '武', 长沙市: '长', 长春市: '长春', 西宁市: '西宁', 大庆市: '庆',
  吉林市: '吉市', 台州市: '台', 泉州市: '泉', 厦门市: '厦', 郑州市: '郑', 济南市: '济', 青岛市: '青', 西安市: '西', 昆明市: '昆',
};

export interface CityIssuer {
  areaid: number;
  provinceId: number;
  /** 南京市. */
  name: string;
  /** 南京市建设工程造价管理站. */
  station: string;
  /** 文号 prefix of the station (宁建价). */
  prefix: string;
}

/** A city's cost station. */
export function cityIssuer(areaid: number, provinceId: number, name: string): CityIssuer {
  const abbr = CITY_ABBREVIATIONS[name] ?? name.replace(/(市|地区|盟|自治州)$/, '').slice(0, 2);
  return { areaid, provinceId, name, station: `${name}建设工程造价管理站`, prefix: `${abbr}建价`, };
}

/** National issuers. */
export const MINISTRY = '住房和城乡建设部';
export const MINISTRY_OFFICE = '住房和城乡建设部办公厅';
