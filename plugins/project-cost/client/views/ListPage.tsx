import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Flex, Input, NativeSelect, Skeleton, Spinner, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuBuilding2, LuFileSearch, LuMessageSquareText, LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useSearch } from 'wouter';
import { useService } from '@kernel/client/react';
import { ContentCard, PageContainer, RouterLink } from '@kernel/client/views/PageContainer';
import { RegionSelector } from '@kernel/client/views/RegionSelector';
import { MonthInput } from '@kernel/client/views/MonthInput';
import { RegionDirectory } from '@plugins/cost-data/shared/region-directory';
import { BUILDING_USES, PRICING_STAGES } from '@plugins/cost-data/shared/vocabulary';
import { PAGE_SIZES, projectCostRoutes, SORT_OPTIONS, type ProjectCostItem } from '../../shared/contract';
import { DATE_PRESETS } from '../dates';
import { fmtArea, fmtNumber, fmtUnitCost, fmtUses, fmtWan } from '../format';
import { ProjectCostListStore } from '../list-store';
import { Chip, FilterRow, Pager } from './parts';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';

/** Project categories offered as chips: a project is named after the use of its largest single project. */
const CATEGORIES = BUILDING_USES;

/** 项目造价指标: filters, the project table, paging and the no-data feedback entry. */
const ListPage = observer(function ListPage() {
  const store = useService<ProjectCostListStore>(ProjectCostListStore);
  const directory = useService<RegionDirectory>(RegionDirectory);
  const search = useSearch();

  useEffect(() => {
    void directory.ensureLoaded();
    const keyWord = new URLSearchParams(search).get('keyWord');
    void store.enter(keyWord);
    // Only on entering the page (and when the address's keyword changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return (
    <PageContainer breadcrumb={[{ label: '项目造价指标' }]}>
      <Flex align="flex-end" justify="space-between" mb="4">
        <Box>
          <Text as="h1" fontSize="22px" fontWeight="600" color="gray.800" lineHeight="1.4">
            项目造价指标
          </Text>
          <Text fontSize="13px" color="gray.500" mt="1">
            以建设项目为单位汇总各单项工程造价，提供项目单方造价、用途构成、专业造价构成及主要技术经济指标。
          </Text>
        </Box>
      </Flex>
      <Filters />
      <Results />
    </PageContainer>
  );
});

export default ListPage;

const Filters = observer(function Filters() {
  const store = useService<ProjectCostListStore>(ProjectCostListStore);
  const directory = useService<RegionDirectory>(RegionDirectory);
  const regions = useMemo(
    () => directory.projectCostRegions(store.allowedAreaIds),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [directory.regions, store.allowedAreaIds],
  );
  const counts = new Map((store.page?.categories ?? []).map((c) => [c.name, c.count]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.search();
  };

  return (
    <ContentCard py="3" px="5">
      <FilterRow label="地区" id="pc-filter-region">
        <RegionSelector regions={regions} value={store.areaId} onChange={(id) => void store.setArea(id)} allowCities label="地区" />
        <chakra.form onSubmit={submit} role="search" aria-label="项目检索" display="flex" gap="2" ms="auto">
          <Input
            aria-label="项目关键词"
            placeholder="输入项目名称、编号、用途或结构形式"
            value={store.keywordInput}
            onChange={(e) => store.setKeywordInput(e.currentTarget.value)}
            size="sm"
            w="300px"
            h="32px"
            bg="white"
            fontSize="13px"
          />
          <Button type="submit" size="sm" h="32px" colorPalette="brand" px="4">
            <LuSearch aria-hidden="true" />
            搜索
          </Button>
        </chakra.form>
      </FilterRow>
      <FilterRow label="项目类型">
        <Chip selected={store.category === null} onClick={() => void store.setCategory(null)}>
          不限
        </Chip>
        {CATEGORIES.map((c) => {
          const n = counts.get(c);
          return (
            <Chip key={c} selected={store.category === c} onClick={() => void store.setCategory(c)} muted={store.page !== null && !n && store.category !== c}>
              {c}
              {n ? (
                <Text as="span" fontSize="11px" ms="1" opacity={0.75}>
                  {n}
                </Text>
              ) : null}
            </Chip>
          );
        })}
      </FilterRow>
      <FilterRow label="造价阶段">
        <Chip selected={store.pricingStage === null} onClick={() => void store.setPricingStage(null)}>
          不限
        </Chip>
        {PRICING_STAGES.map((s) => (
          <Chip key={s} selected={store.pricingStage === s} onClick={() => void store.setPricingStage(s)}>
            {s}
          </Chip>
        ))}
      </FilterRow>
      <FilterRow label="造价日期">
        <Chip selected={!store.dateFrom && !store.dateTo} onClick={() => void store.setDatePreset(null)}>
          不限
        </Chip>
        {DATE_PRESETS.map((p) => (
          <Chip key={p.id} selected={store.datePreset === p.id} onClick={() => void store.setDatePreset(p.id)}>
            {p.label}
          </Chip>
        ))}
        <Box w="2" />
        <DateRange />
        {store.hasFilters ? (
          <Button variant="ghost" size="sm" h="28px" ms="auto" color="gray.600" onClick={() => void store.resetFilters()}>
            <LuRotateCcw aria-hidden="true" />
            清空筛选
          </Button>
        ) : null}
      </FilterRow>
    </ContentCard>
  );
});

/** Two month inputs; applied when both are valid (or empty) and on 确定. */
const DateRange = observer(function DateRange() {
  const store = useService<ProjectCostListStore>(ProjectCostListStore);
  const [from, setFrom] = useState(store.dateFrom);
  const [to, setTo] = useState(store.dateTo);
  useEffect(() => {
    setFrom(store.dateFrom);
    setTo(store.dateTo);
  }, [store.dateFrom, store.dateTo]);
  const dirty = from !== store.dateFrom || to !== store.dateTo;
  return (
    <Flex align="center" gap="2">
      <MonthInput aria-label="起始月份" size="sm" h="28px" w="110px" fontSize="13px" value={from || undefined} onChange={(v) => setFrom(v ?? '')} />
      <Text color="gray.400" fontSize="13px">
        至
      </Text>
      <MonthInput aria-label="结束月份" size="sm" h="28px" w="110px" fontSize="13px" value={to || undefined} onChange={(v) => setTo(v ?? '')} />
      <Button size="xs" h="28px" px="3" variant={dirty ? 'solid' : 'outline'} colorPalette="brand" onClick={() => void store.setDateRange(from, to)} disabled={!dirty}>
        确定
      </Button>
    </Flex>
  );
});

const Results = observer(function Results() {
  const store = useService<ProjectCostListStore>(ProjectCostListStore);
  const page = store.page;
  const firstLoad = store.state === 'loading' && page === null;
  return (
    <ContentCard mt="4" p="0" overflow="hidden">
      <Flex align="center" justify="space-between" px="5" py="3" borderBottomWidth="1px" borderColor="page.border" gap="4">
        <Text fontSize="13px" color="gray.600" aria-live="polite">
          {page ? (
            <>
              共找到
              <Text as="span" color="brand.700" fontWeight="600" mx="1">
                {fmtNumber(page.total)}
              </Text>
              个项目
              {page.total > 0 ? (
                <>
                  <Text as="span" color="gray.300" mx="2">
                    |
                  </Text>
                  加权平均单方造价
                  <Text as="span" color="accent.600" fontWeight="600" mx="1">
                    {fmtUnitCost(page.avgUnitCost)}
                  </Text>
                  元/m²
                  <Text as="span" color="gray.400" fontSize="12px" ms="1">
                    （{fmtNumber(page.total)} 个项目的总造价合计 ÷ 建筑面积合计，含所选各计价阶段，未经调价换算）
                  </Text>
                </>
              ) : null}
            </>
          ) : (
            '正在检索…'
          )}
          {store.state === 'loading' && page ? <Spinner size="xs" ms="2" color="brand.500" /> : null}
        </Text>
        <Flex align="center" gap="2">
          <chakra.label htmlFor="pc-sort" fontSize="13px" color="gray.500">
            排序
          </chakra.label>
          <NativeSelect.Root size="sm" w="180px">
            <NativeSelect.Field id="pc-sort" value={String(store.sortIndex)} onChange={(e) => void store.setSort(Number(e.currentTarget.value))} fontSize="13px" h="30px">
              {SORT_OPTIONS.map((o, i) => (
                <option key={o.label} value={i}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      </Flex>

      {firstLoad ? <TableSkeleton /> : null}
      {store.state === 'error' ? (
        <Flex direction="column" align="center" py="16" gap="3" role="alert">
          <Text color="gray.600">{store.error || '加载失败'}</Text>
          <Button size="sm" variant="outline" onClick={() => void store.refresh()}>
            重新加载
          </Button>
        </Flex>
      ) : null}
      {store.noData ? <NoData /> : null}
      {page && page.indexDatas.length > 0 && store.state !== 'error' ? (
        <Box>
          <ProjectTable rows={page.indexDatas} loading={store.state === 'loading'} />
          <Flex align="center" justify="space-between" px="5" py="3" borderTopWidth="1px" borderColor="page.border">
            <Flex align="center" gap="2" fontSize="13px" color="gray.500">
              <chakra.label htmlFor="pc-page-size">每页</chakra.label>
              <NativeSelect.Root size="xs" w="72px">
                <NativeSelect.Field id="pc-page-size" value={String(store.pageSize)} onChange={(e) => void store.setPageSize(Number(e.currentTarget.value))} fontSize="13px">
                  {PAGE_SIZES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Text>条，第 {store.pageNum} / {store.pageCount} 页</Text>
            </Flex>
            <Pager total={page.total} pageSize={store.pageSize} page={store.pageNum} onChange={(p) => void store.setPage(p)} />
          </Flex>
        </Box>
      ) : null}
    </ContentCard>
  );
});

const numCell = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const PROJECT_COLUMNS: DataColumn<ProjectCostItem>[] = [
  {
    key: 'name',
    header: '项目名称',
    headerProps: { px: '5' },
    cellProps: { px: '5', py: '3', maxW: '330px' },
    cell: (r) => (
      <>
        <RouterLink href={projectCostRoutes.detail({ id: r.id })} color="gray.800" fontWeight="600" _hover={{ color: 'brand.600', textDecoration: 'none' }} display="block" truncate>
          {r.name}
        </RouterLink>
        <Text fontSize="12px" color="gray.400" mt="0.5" truncate title={fmtUses(r.uses)}>
          {r.code}
          <Text as="span" mx="1.5">
            ·
          </Text>
          {r.mainStructure}
          {r.uses.length > 0 ? (
            <>
              <Text as="span" mx="1.5">
                ·
              </Text>
              {fmtUses(r.uses)}
            </>
          ) : null}
        </Text>
      </>
    ),
  },
  { key: 'region', header: '地区', cellProps: { whiteSpace: 'nowrap' }, cell: (r) => r.regionName || '—' },
  {
    key: 'category',
    header: '项目类型',
    cell: (r) => (
      <Badge variant="subtle" colorPalette="brand" fontWeight="500">
        {r.category}
      </Badge>
    ),
  },
  { key: 'pricingStage', header: '造价阶段', cellProps: { whiteSpace: 'nowrap' }, cell: (r) => r.pricingStage },
  { key: 'priceDate', header: '造价日期', cellProps: numCell, cell: (r) => r.priceDate, align: 'left' },
  { key: 'totalArea', header: '总建筑面积(m²)', align: 'right', cellProps: numCell, cell: (r) => fmtArea(r.totalArea) },
  { key: 'totalCost', header: '项目总造价(万元)', align: 'right', cellProps: numCell, cell: (r) => fmtWan(r.totalCost) },
  { key: 'unitCost', header: '单方造价(元/m²)', align: 'right', cellProps: { ...numCell, color: 'accent.700', fontWeight: '600' }, cell: (r) => fmtUnitCost(r.unitCost) },
  { key: 'bidNodeCount', header: '单项工程', align: 'right', headerProps: { pe: '5' }, cellProps: { ...numCell, pe: '5' }, cell: (r) => `${r.bidNodeCount} 个` },
];

function ProjectTable({ rows, loading }: { rows: readonly ProjectCostItem[]; loading: boolean }) {
  return <DataTable label="项目造价指标列表" columns={PROJECT_COLUMNS} rows={rows} rowKey={(r) => r.id} loading={loading} />;
}

function TableSkeleton() {
  return (
    <Box px="5" py="4" aria-busy="true" aria-label="正在加载">
      {Array.from({ length: 6 }, (_, i) => (
        <Flex key={i} gap="4" py="2.5" borderBottomWidth="1px" borderColor="page.border">
          <Skeleton h="16px" flex="3" />
          <Skeleton h="16px" flex="1" />
          <Skeleton h="16px" flex="1" />
          <Skeleton h="16px" flex="1" />
          <Skeleton h="16px" flex="1.2" />
          <Skeleton h="16px" flex="1.2" />
        </Flex>
      ))}
    </Box>
  );
}

const NoData = observer(function NoData() {
  const store = useService<ProjectCostListStore>(ProjectCostListStore);
  return (
    <Flex direction="column" align="center" py="14" px="6" textAlign="center">
      <Flex w="72px" h="72px" borderRadius="full" bg="brand.50" color="brand.500" align="center" justify="center" fontSize="32px" mb="4" aria-hidden="true">
        <LuFileSearch />
      </Flex>
      <Text fontSize="16px" fontWeight="600" color="gray.800">
        暂无符合条件的项目造价指标
      </Text>
      <Text fontSize="13px" color="gray.500" mt="2" maxW="460px">
        {store.keyword ? `未找到与“${store.keyword}”相关的项目。` : '当前筛选条件下暂无项目。'}
        没有找到需要的数据？告诉我们您的需求，我们将优先补充相关项目数据。
      </Text>
      <Flex gap="3" mt="5">
        <Button colorPalette="brand" size="sm" px="5" onClick={() => store.openNoDataFeedback()}>
          <LuMessageSquareText aria-hidden="true" />
          数据反馈
        </Button>
        {store.hasFilters ? (
          <Button variant="outline" size="sm" px="5" onClick={() => void store.resetFilters()}>
            <LuBuilding2 aria-hidden="true" />
            查看全部项目
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
});
