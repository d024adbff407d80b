/**
 * Region names without their administrative suffix, the one rule of the site: 江苏省 → 江苏,
 * 南京市 → 南京, 广西壮族自治区 → 广西, 内蒙古自治区 → 内蒙古, 香港特别行政区 → 香港. Used for the
 * short labels (广东 · 深圳), for the search keywords written with each single project, and to
 * recognise a region typed without its suffix. A name keeps at least two characters (沙市 stays
 * 沙市), and only one suffix is removed (海西蒙古族藏族自治州 → 海西蒙古族藏族).
 */

/** The suffixes removed, longest first (the first one that ends the name is taken). */
export const REGION_SUFFIXES: readonly string[] = ['维吾尔自治区', '壮族自治区', '回族自治区', '特别行政区', '自治区', '自治州', '地区', '盟', '省', '市'];

/** A region name without its administrative suffix; names of two characters or fewer once cut stay whole. */
export function shortRegionName(name: string): string {
  for (const suffix of REGION_SUFFIXES) {
    if (name.endsWith(suffix) && name.length - suffix.length >= 2) return name.slice(0, -suffix.length);
  }
  return name;
}
