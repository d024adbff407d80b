import { useEffect, useState } from 'react';
import type { BqVideoGuide } from '../../shared/contract';
import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowUpRight, LuRotateCcw } from 'react-icons/lu';
import { useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useEvent, useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { FilterPanel as FilterCard, FilterRow, FilterTag, MonthRangeInputs, RegionFilterRow, TagRow } from '@kernel/client/views/FilterPanel';
import { ListResults } from '@kernel/client/views/ListResults';
import { SearchBanner } from '@kernel/client/views/SearchBanner';
import { PageContainer, RouterLink } from '@kernel/client/views/PageContainer';
import { RegionDirectory } from '@plugins/cost-data/shared/region-directory';
import { BUILDING_USES, PRICING_STAGES, STRUCTURES } from '@plugins/cost-data/shared/vocabulary';
import { materialPriceRoutes } from '@plugins/material-price/shared/routes';
import { BQ_PAGE_SIZES, BQ_STANDARD_CODES, BQ_STANDARD_NAMES, MAX_KEYWORD_LENGTH, type BqStandardCode } from '../../shared/contract';
import { UNIT_PRICE_SEARCH_SCOPE } from '../../shared/search';
import { LIST_PATH, UnitPriceListStore } from '../list-store';
import { fmtPeriod } from '../format';
import { hasFilters, RECENT_PRESETS, recentRange, yearRange } from '../query';
import { CodeTable } from './CodeTable';
import { SampleDialog } from './SampleDialog';
import { TradeTree } from './TradeTree';
import { VideoDialog } from './VideoDialog';
import { SampleDataNote } from './parts';

/** The list's request starts as soon as the page's code is loaded, not after its first render. */
export function prepare({ get, search }: PagePrepareContext): void {
  void get<UnitPriceListStore>(UnitPriceListStore).applyUrl(search);
}

/** Searches a cost engineer runs most (a click fills the search). */
const HOT_KEYWORDS = ['现浇构件钢筋', 'C30 有梁板', '矩形柱', '加气块', '防水卷材', '墙面一般抹灰', '综合脚手架', '0105'];

/** /comprehensiveUnitPrice/index: search, 清单分类, filters, the rows and the opened row's samples. */
const ListPage = observer(function ListPage() {
  const store = useService<UnitPriceListStore>(UnitPriceListStore);
  const [video, setVideo] = useState<BqVideoGuide | null>(null);
  const registry = useRegistry();
  const search = useSearch();
  useEffect(() => {
    void store.applyUrl(search);
  }, [store, search]);
  // The video guide of the column, once a visit, when the deployment shows one.
  useEffect(() => {
    void store.offerVideo().then((guide) => {
      if (guide && window.location.pathname === LIST_PATH) setVideo(guide);
    });
  }, [store]);
  // The header search of this list while it is on screen (a search that went elsewhere has changed the address).
  useEvent('search', (payload) => {
    if (payload.scope === UNIT_PRICE_SEARCH_SCOPE && window.location.pathname === LIST_PATH) void store.search(payload.keyword);
  });
  const materialLink = materialPriceRoutes.index();
  const showMaterial = servesPath(registry, materialLink);

  return (
    <PageContainer breadcrumb={[{ label: '综合单价指标' }]}>
      <Flex align="flex-end" justify="space-between" gap="4" mb="4">
        <Box>
          <Flex align="baseline" gap="3">
            <Text as="h1" fontSize="22px" fontWeight="600" color="gray.800">
              综合单价指标
            </Text>
            <Text fontSize="13px" color="gray.500">
              分部分项与单价措施清单项目的综合单价，按清单编码、项目特征、地区与时间统计 P10 – 中位数 – P90
            </Text>
          </Flex>
        </Box>
        {showMaterial ? (
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink href={materialLink}>
              材料价格
              <LuArrowUpRight aria-hidden="true" />
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      <SearchBox />
      <FilterPanel />
      <Grid templateColumns="256px minmax(0, 1fr)" gap="4" mt="4" alignItems="start">
        <TradeTree />
        <Box as="section" aria-label="综合单价列表" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)" minW="0">
          <Toolbar />
          <Results />
        </Box>
      </Grid>
      {store.open ? <SampleDialog /> : null}
      {video ? <VideoDialog guide={video} onClose={() => setVideo(null)} /> : null}
    </PageContainer>
  );
});

export default ListPage;

const SearchBox = observer(function SearchBox() {
  const store = useService<UnitPriceListStore>(UnitPriceListStore);
  return (
    <SearchBanner
      label="综合单价检索"
      inputLabel="清单编码或特征关键词"
      placeholder="请输入清单编码或特征关键词，如 010515001、C30 有梁板、HRB400"
      keyword={store.query.keyWord}
      maxLength={MAX_KEYWORD_LENGTH}
      hotLabel="常用检索"
      hotKeywords={HOT_KEYWORDS}
      maxW="760px"
      onSearch={(k) => void store.search(k)}
    />
  );
});

const YEARS = [2022, 2023, 2024, 2025];

const FilterPanel = observer(function FilterPanel() {
  const store = useService<UnitPriceListStore>(UnitPriceListStore);
  const regions = useService<RegionDirectory>(RegionDirectory);
  useEffect(() => {
    void regions.ensureLoaded();
  }, [regions]);
  const q = store.query;
  const now = new Date();
  const setStandard = (standard: BqStandardCode) => void store.update({ standard, tradeCode: undefined });
  const isYear = (y: number) => q.dateFrom === `${y}-01` && q.dateTo === `${y}-12`;
  const recent = RECENT_PRESETS.find((p) => {
    const r = recentRange(p.months, now);
    return q.dateFrom === r.dateFrom && q.dateTo === r.dateTo;
  });
  return (
    <FilterCard density="compact">
      <FilterRow label="清单规范">
        <Flex>
          {BQ_STANDARD_CODES.map((code) => (
            <FilterTag key={code} selected={store.standard === code} onClick={() => setStandard(code)} title={code === '2024' ? '2025-09-01 起计价的工程' : '2025-09-01 前计价的工程'}>
              {BQ_STANDARD_NAMES[code]}
            </FilterTag>
          ))}
        </Flex>
        <Text fontSize="12px" color="gray.400" ml="2">
          两版规范的同一编码含义可能不同，统计时不混用
        </Text>
      </FilterRow>
      <RegionFilterRow regions={regions.projectRegions()} list={store} />
      <FilterRow label="价格日期" wrap="wrap">
        <Flex wrap="wrap" align="center">
          <FilterTag selected={!q.dateFrom && !q.dateTo} onClick={() => void store.update({ dateFrom: undefined, dateTo: undefined })}>
            不限
          </FilterTag>
          {RECENT_PRESETS.map((p) => (
            <FilterTag key={p.id} selected={recent?.id === p.id} onClick={() => void store.update(recentRange(p.months, now))}>
              {p.label}
            </FilterTag>
          ))}
          {YEARS.map((y) => (
            <FilterTag key={y} selected={isYear(y)} onClick={() => void store.update(yearRange(y))}>
              {y}年
            </FilterTag>
          ))}
        </Flex>
        <MonthRangeInputs label="价格日期" ml="2" inputWidth={92} from={q.dateFrom} to={q.dateTo} onFrom={(dateFrom) => void store.update({ dateFrom })} onTo={(dateTo) => void store.update({ dateTo })} />
      </FilterRow>
      <TagRow label="工程用途" options={BUILDING_USES} value={q.buildingUse ?? []} onChange={(v) => void store.update({ buildingUse: v })} />
      <TagRow label="结构形式" options={STRUCTURES} value={q.structure ?? []} onChange={(v) => void store.update({ structure: v })} />
      <Flex align="center" justify="space-between">
        <Box flex="1">
          <TagRow label="计价阶段" options={PRICING_STAGES} value={q.pricingStage ?? []} onChange={(v) => void store.update({ pricingStage: v })} />
        </Box>
        <Button size="xs" variant="ghost" color="gray.600" ml="3" onClick={() => void store.reset()} disabled={!hasFilters(q)}>
          <LuRotateCcw aria-hidden="true" />
          重置
        </Button>
      </Flex>
    </FilterCard>
  );
});

const Toolbar = observer(function Toolbar() {
  const store = useService<UnitPriceListStore>(UnitPriceListStore);
  const page = store.page;
  const scope = page?.scope;
  const busy = store.state === 'loading' && !page;
  return (
    <Flex direction="column" gap="1" px="5" py="3" borderBottomWidth="1px" borderColor="page.border">
      <Flex align="center" gap="2" fontSize="13px" color="gray.600" wrap="wrap" aria-live="polite">
        <Text>
          共
          <Text as="span" mx="1" color="brand.700" fontWeight="700" fontSize="15px">
            {busy ? '…' : store.total.toLocaleString('zh-CN')}
          </Text>
          个清单项目，样本
          <Text as="span" mx="1" color="gray.800" fontWeight="600">
            {busy ? '…' : (page?.sampleTotal ?? 0).toLocaleString('zh-CN')}
          </Text>
          条
        </Text>
        {scope ? (
          <Text color="gray.500" data-testid="list-scope">
            · {scope.standard.name} · {scope.area.name} · {fmtPeriod(scope.monthFrom, scope.monthTo)}
            {scope.keyword.kind === 'code' ? ` · 编码前缀 ${scope.keyword.text}` : scope.keyword.kind === 'text' && scope.keyword.terms.length ? ` · 分词：${scope.keyword.terms.map((t) => t.toUpperCase()).join(' / ')}` : ''}
          </Text>
        ) : null}
      </Flex>
      <Text fontSize="12px" color="gray.400">
        综合单价按所选范围内各工程清单项目的综合单价统计（元/计量单位），展示 P10 – 中位数 – P90；点击“样本”查看构成统计的清单项目
      </Text>
    </Flex>
  );
});

const Results = observer(function Results() {
  const store = useService<UnitPriceListStore>(UnitPriceListStore);
  const q = store.query;
  return (
    <ListResults
      list={store}
      sizes={BQ_PAGE_SIZES}
      errorText={store.error ?? '综合单价列表加载失败'}
      emptyTitle="暂无符合条件的清单项目"
      emptyDescription={hasFilters(q) ? '请换一个清单编码或关键词，或减少地区、时间等筛选条件后重试。' : '所选清单规范下暂无样本。'}
      onClearFilters={hasFilters(q) ? () => void store.reset() : undefined}
      footer={
        <Box px="5" pb="4">
          <SampleDataNote />
        </Box>
      }
    >
      <CodeTable />
    </ListResults>
  );
});
