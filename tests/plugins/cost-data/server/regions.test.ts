import { ServiceRegistry } from '@kernel/server/services';
import { costDataServer } from '@plugins/cost-data/server';
import {
  citiesOf,
  cityTier,
  createRegionCatalogue,
  findCityByName,
  findProvinceByName,
  provinceOf,
  provinceRegions,
  regionCode,
  regionName,
  regionTree,
} from '@plugins/cost-data/server/regions';
import { HOME_INDEX_PATH, type HomeIndexData } from '@plugins/cost-data/shared/region-directory';
import {
  compareRegions,
  priceRegions,
  projectCostRegions,
  projectRegions,
  sortRegions,
} from '@plugins/cost-data/shared/region-rules';
import type { Region } from '@plugins/cost-data/shared/regions';
import { RegionCatalogue } from '@plugins/cost-data/shared/services';
import { BUILDING_USES } from '@plugins/cost-data/shared/vocabulary';
import { buildTestApp, type TestApp } from '../../../helpers/server';

const city = (areaid: number, name: string, pid: number): Region => ({ areaid, name, pid, subList: [] });
const prov = (areaid: number, name: string, subList: Region[] = []): Region => ({ areaid, name, pid: 1, subList });

/** A small unsorted list as a server might answer it. */
function sample(): Region[] {
  return [
    prov(13, '浙江', [city(210, '温州市', 13), city(209, '杭州市', 13)]),
    prov(32, '重庆', [city(400, '渝中区', 32)]),
    prov(6, '广东', [city(343, '广州市', 6), city(77, '深圳市', 6), city(345, '珠海市', 6)]),
    { areaid: 1, name: '全部地区', pid: 0, subList: [] },
    prov(28, '台湾', [city(500, '台北市', 28)]),
    prov(2, '北京', [city(100, '东城区', 2)]),
    prov(15, '福建'),
    prov(14, '安徽', [city(150, '合肥市', 14)]),
    prov(33, '新疆'),
  ];
}

const names = (list: readonly Region[]) => list.map((r) => r.name);
const ids = (list: readonly Region[]) => list.map((r) => r.areaid);

describe('region rules (spec section 5)', () => {
  it('Node ICU collates by pinyin: 安徽 < 北京 < 重庆 (as chong) < 福建 … and 重 alone as zhong', () => {
    const collator = new Intl.Collator('zh-Hans-CN-u-co-pinyin');
    expect(['福建', '北京', '安徽'].sort(collator.compare)).toEqual(['安徽', '北京', '福建']);
    // The rule exists because 重 on its own reads zhòng, after 浙 (zhe).
    expect(['重', '浙', '崇'].sort(collator.compare)).toEqual(['崇', '浙', '重']);
    expect(compareRegions({ areaid: 32, name: '重庆' }, { areaid: 15, name: '福建' })).toBeLessThan(0);
    expect(compareRegions({ areaid: 32, name: '重庆' }, { areaid: 2, name: '北京' })).toBeGreaterThan(0);
    expect(compareRegions({ areaid: 99, name: '重庆' }, { areaid: 13, name: '浙江' })).toBeGreaterThan(0);
  });

  it('sorts 全国 first, then by the first character (重庆 as C), renames the first entry 全国 and sorts cities', () => {
    const sorted = sortRegions(sample());
    expect(names(sorted)).toEqual(['全国', '安徽', '北京', '重庆', '福建', '广东', '台湾', '新疆', '浙江']);
    expect(names(sorted.find((r) => r.areaid === 6)!.subList)).toEqual(['广州市', '深圳市', '珠海市']);
    expect(names(sorted.find((r) => r.areaid === 13)!.subList)).toEqual(['杭州市', '温州市']);
  });

  it('never changes its input', () => {
    const input = sample();
    const before = JSON.stringify(input);
    sortRegions(input);
    projectRegions(input);
    priceRegions(input);
    projectCostRegions(input, [6]);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('the project region list leaves out 28 and keeps the cities', () => {
    const list = projectRegions(sample());
    expect(ids(list)).not.toContain(28);
    expect(list[0]).toMatchObject({ areaid: 1, name: '全国' });
    expect(ids(list.find((r) => r.areaid === 6)!.subList)).toEqual([343, 77, 345]);
  });

  it('the price region list leaves out 28, keeps only 77 under 6 and empties every other subList', () => {
    const list = priceRegions(sample());
    expect(ids(list)).toEqual([1, 14, 2, 32, 15, 6, 33, 13]);
    expect(list.find((r) => r.areaid === 6)!.subList).toEqual([{ areaid: 77, name: '深圳市', pid: 6, subList: [] }]);
    for (const r of list.filter((x) => x.areaid !== 6)) expect(r.subList).toEqual([]);
  });

  it('the project-cost region list keeps only the allowed ids, 1 always in', () => {
    expect(ids(projectCostRegions(sample(), [13, 6, 99]))).toEqual([1, 6, 13]);
    expect(ids(projectCostRegions(sample(), []))).toEqual([1]);
    expect(projectCostRegions(sample(), [2])[0].name).toBe('全国');
  });
});

describe('the region tree', () => {
  const tree = regionTree();

  it('is 全国 and the 34 provinces under their short names and fixed areaids', () => {
    expect(tree).toHaveLength(35);
    expect(tree[0]).toEqual({ areaid: 1, name: '全国', pid: 0, subList: [] });
    const byId = new Map(tree.map((r) => [r.areaid, r.name]));
    const expected: Record<number, string> = {
      2: '北京', 3: '天津', 4: '河北', 5: '山西', 6: '广东', 7: '内蒙古', 8: '辽宁', 9: '吉林', 10: '黑龙江',
      11: '上海', 12: '江苏', 13: '浙江', 14: '安徽', 15: '福建', 16: '江西', 17: '山东', 18: '河南', 19: '湖北',
      20: '湖南', 21: '广西', 22: '海南', 23: '四川', 24: '贵州', 25: '云南', 26: '西藏', 27: '陕西', 28: '台湾',
      29: '甘肃', 30: '青海', 31: '宁夏', 32: '重庆', 33: '新疆', 34: '香港', 35: '澳门',
    };
    for (const [id, name] of Object.entries(expected)) expect(byId.get(Number(id))).toBe(name);
    expect(names(tree).slice(0, 5)).toEqual(['全国', '安徽', '澳门', '北京', '重庆']);
    for (const p of tree.slice(1)) expect(p.pid).toBe(1);
  });

  it('puts 深圳 (77) under 广东 (6), and gives every city a unique id of 100 and up', () => {
    const gd = tree.find((r) => r.areaid === 6)!;
    expect(gd.subList.find((c) => c.areaid === 77)?.name).toBe('深圳市');
    const cities = tree.flatMap((r) => r.subList);
    expect(new Set(ids(cities)).size).toBe(cities.length);
    for (const c of cities) {
      expect(c.areaid === 77 || c.areaid >= 100).toBe(true);
      expect(c.subList).toEqual([]);
      expect(provinceOf(c.areaid)).toBe(c.pid);
    }
    expect(cities.length).toBeGreaterThan(450);
  });

  it('keeps ids stable (GB code order from 100)', () => {
    expect(regionName(100)).toBe('东城区');
    expect(regionCode(100)).toBe('110101');
    expect(regionCode(77)).toBe('4403');
    expect(regionCode(6)).toBe('44');
    expect(findCityByName(6, '广州市')!.areaid).toBe(findCityByName(6, '韶关')!.areaid - 1);
    expect(JSON.stringify(regionTree())).toBe(JSON.stringify(tree));
  });

  it('lists the districts of the municipalities and the county-level cities under placeholders', () => {
    expect(names(citiesOf(2))).toContain('东城区');
    expect(names(citiesOf(32))).toEqual(expect.arrayContaining(['渝中区', '城口县']));
    expect(names(citiesOf(18))).toContain('济源市');
    expect(names(citiesOf(28))).toContain('台北市');
    expect(names(citiesOf(34))).toEqual(['九龙', '香港岛', '新界']);
    for (const p of provinceRegions()) {
      expect(p.subList.length).toBeGreaterThan(0);
      expect(names(p.subList).some((n) => n === '市辖区' || n === '县' || n.includes('直辖'))).toBe(false);
    }
    expect(citiesOf(77)).toEqual([]);
  });

  it('looks up names, provinces and tiers', () => {
    expect(regionName(1)).toBe('全国');
    expect(regionName(32)).toBe('重庆');
    expect(regionName(999999)).toBe('');
    expect(provinceOf(77)).toBe(6);
    expect(provinceOf(6)).toBe(6);
    expect(provinceOf(1)).toBeNull();
    expect(findProvinceByName('广西壮族自治区')?.areaid).toBe(21);
    expect(findProvinceByName('北京市')?.areaid).toBe(2);
    expect(findProvinceByName('内蒙古')?.areaid).toBe(7);
    expect(findProvinceByName('火星')).toBeNull();
    expect(findCityByName(13, '杭州')?.name).toBe('杭州市');
    expect(findCityByName(13, '深圳市')).toBeNull();
    const tier = (p: number, n: string) => cityTier(findCityByName(p, n)!.areaid);
    expect(cityTier(77)).toBe(1);
    expect(tier(6, '广州市')).toBe(1);
    expect(tier(2, '朝阳区')).toBe(1);
    expect(tier(11, '浦东新区')).toBe(1);
    expect(tier(12, '苏州市')).toBe(2);
    expect(tier(13, '杭州市')).toBe(2);
    expect(tier(32, '渝中区')).toBe(2);
    expect(tier(12, '盐城市')).toBe(3);
    expect(tier(25, '大理白族自治州')).toBe(4);
    expect(cityTier(424242)).toBe(4);
  });

  it('the catalogue answers the sorted lists as fresh copies', () => {
    const catalogue = createRegionCatalogue();
    expect(catalogue.all()).toEqual(tree);
    expect(ids(catalogue.projectRegions())).not.toContain(28);
    const price = catalogue.priceRegions();
    expect(price.find((r) => r.areaid === 6)!.subList.map((c) => c.areaid)).toEqual([77]);
    expect(price.filter((r) => r.subList.length > 0)).toHaveLength(1);
    expect(ids(catalogue.projectCostRegions([12, 11]))).toEqual([1, 12, 11]);
    expect(catalogue.find(77)).toEqual({ areaid: 77, name: '深圳市', pid: 6, subList: [] });
    expect(catalogue.find(6)!.subList.length).toBe(21);
    expect(catalogue.find(12345)).toBeNull();
    catalogue.all()[0].name = 'changed';
    expect(catalogue.all()[0].name).toBe('全国');
  });
});

describe('GET /home/index', () => {
  let t: TestApp;
  const services = new ServiceRegistry();
  beforeAll(async () => {
    t = await buildTestApp({ plugins: [costDataServer], services });
  });
  afterAll(() => t.close());

  it('answers the region tree and the building-use categories, without login', async () => {
    const res = await t.app.inject({ method: 'GET', url: HOME_INDEX_PATH });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { statusCode: number; data: HomeIndexData };
    expect(body.statusCode).toBe(200);
    expect(body.data.categoryInfoList).toEqual([...BUILDING_USES]);
    expect(body.data.areaInfoList).toEqual(regionTree());
  });

  it('ignores extra query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${HOME_INDEX_PATH}?timestamp=1&gid=G1` });
    expect(res.json().statusCode).toBe(200);
  });

  it('provides the RegionCatalogue service', () => {
    expect(services.get(RegionCatalogue).find(2)?.name).toBe('北京');
  });
});
