/** The navigation tab each plugin contributes (glossary), by plugin id; public paths only. */
export const clientPluginTabs: Record<string, { text: string; path: string }> = {
  home: { text: '首页', path: '/home' },
  'bid-node': { text: '单项工程指标', path: '/commonproj/index' },
  'project-cost': { text: '项目造价指标最新', path: '/projectCost/index' },
  'unit-price': { text: '综合单价指标', path: '/comprehensiveUnitPrice/index' },
  labour: { text: '劳务分包指数', path: '/laborSubcontracting/index' },
  policy: { text: '政策文件', path: '/policy/index' },
  'industry-index': { text: '行业管理指数', path: '/industry-index/index' },
  g22: { text: '22G造价优化', path: '/22G/index' },
};
