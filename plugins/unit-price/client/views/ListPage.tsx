import { useEffect, useState, type FormEvent } from 'react';
import type { BqVideoGuide } from '../../shared/contract';
import { Box, Button, Flex, Grid, Input, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowUpRight, LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useEvent, useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { FilterPanel as FilterCard, FilterRow, FilterTag, MonthRangeInputs, RegionFilterRow, TagRow } from '@kernel/client/views/FilterPanel';
import { ListResults } from '@kernel/client/views/ListResults';
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
  const [text, setText] = useState(store.query.keyWord ?? '');
  useEffect(() => setText(store.query.keyWord ?? ''), [store.query.keyWord]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.search(text);
  };
  return (
    <Box
      as="form"
      role="search"
      aria-label="综合单价检索"
      onSubmit={submit}
      bg="linear-gradient(120deg, #0f45a3 0%, #1456c8 55%, #2f74e0 100%)"
      borderRadius="8px"
      px="6"
      py="5"
      mb="4"
      color="white"
    >
      <Flex gap="0" maxW="760px" bg="white" borderRadius="6px" overflow="hidden" boxShadow="0 2px 8px rgba(0,0,0,0.12)">
        <Input
          aria-label="清单编码或特征关键词"
          placeholder="请输入清单编码或特征关键词，如 010515001、C30 有梁板、HRB400"
          value={text}
          maxLength={MAX_KEYWORD_LENGTH}
          onChange={(e) => setText(e.target.value)}
          border="none"
          h="44px"
          fontSize="15px"
          color="gray.800"
          px="4"
          _focusVisible={{ outline: 'none', boxShadow: 'none' }}
        />
        <Button type="submit" h="44px" px="7" borderRadius="0" colorPalette="accent" fontSize="15px">
          <LuSearch aria-hidden="true" />
          搜索
        </Button>
      </Flex>
      <Flex mt="3" gap="2" align="center" fontSize="13px" wrap="wrap">
        <Text opacity={0.8}>常用检索：</Text>
        {HOT_KEYWORDS.map((k) => (
          <chakra.button
            key={k}
            type="button"
            onClick={() => {
              setText(k);
              void store.search(k);
            }}
            px="2"
            h="24px"
            borderRadius="12px"
            bg="whiteAlpha.200"
            cursor="pointer"
            _hover={{ bg: 'whiteAlpha.300' }}
            _focusVisible={{ outline: '2px solid white' }}
          >
            {k}
          </chakra.button>
        ))}
      </Flex>
    </Box>
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
