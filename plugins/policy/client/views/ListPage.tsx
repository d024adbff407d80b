import { useEffect } from 'react';
import { Box, Button, Flex, Skeleton, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuRotateCcw } from 'react-icons/lu';
import { useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { FilterPanel, FilterRow, FilterTag, RegionFilterRow, TagRow } from '@kernel/client/views/FilterPanel';
import { ListResults } from '@kernel/client/views/ListResults';
import { SearchBanner } from '@kernel/client/views/SearchBanner';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { SkeletonBlock } from '@kernel/client/views/Section';
import { POLICY_LIMITS, PolicyMessages, type PolicyHit, type PolicyTypeCode } from '../../shared/contract';
import { PolicyListStore } from '../tokens';
import { AiPanel } from './AiPanel';
import { Highlighted, PolicySampleNote, StatusBadge, TypeBadge, usePolicyLink } from './parts';

/** The list's request starts as soon as the page's code is loaded, not after its first render. */
export function prepare({ get, search }: PagePrepareContext): void {
  void get<PolicyListStore>(PolicyListStore).applyUrl(search);
}

/** Searches a cost engineer runs most (a click searches). */
const HOT_KEYWORDS = ['安全文明施工费', '人工工资指导价', '增值税', '材料价格风险', '计价依据', 'GB/T 50500-2024'];

const num = { fontVariantNumeric: 'tabular-nums' } as const;

/** /policy/index: search, filters (地区, 文件类型, 发布年份), the hits, and AI智能检索 beside them. */
const ListPage = observer(function ListPage() {
  const store = useService<PolicyListStore>(PolicyListStore);
  const search = useSearch();
  useEffect(() => {
    void store.applyUrl(search);
  }, [store, search]);
  const params = store.catalog.params.data;

  return (
    <PageContainer breadcrumb={[{ label: '政策文件' }]}>
      <Flex align="baseline" justify="space-between" gap="4" mb="4" wrap="wrap">
        <Flex align="baseline" gap="3" minW="0">
          <Text as="h1" fontSize="22px" fontWeight="600" color="gray.800">
            政策文件
          </Text>
          <Text fontSize="13px" color="gray.500">
            国家及各省市造价主管部门发布的计价依据、人工费调整、材料价格、安全文明施工费与税费调整文件
          </Text>
        </Flex>
        <Text fontSize="13px" color="gray.500" {...num} data-testid="policy-corpus">
          {params ? `收录 ${params.total.toLocaleString('zh-CN')} 件 · 更新至 ${params.latestDate}` : '\u00a0'}
        </Text>
      </Flex>
      <SearchBox />
      <Filters />
      <Box mt="4">
        <AiPanel />
      </Box>
      <Box as="section" aria-labelledby="policy-results-title" mt="4" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)" minW="0">
        <Toolbar />
        <Results />
      </Box>
    </PageContainer>
  );
});

export default ListPage;

const SearchBox = observer(function SearchBox() {
  const store = useService<PolicyListStore>(PolicyListStore);
  return (
    <SearchBanner
      label="政策文件检索"
      inputLabel="政策文件关键词"
      placeholder="请输入文件标题、文号或关键词，如 安全文明施工费、苏建价〔2024〕、江苏 人工费 2024"
      keyword={store.query.keyWord}
      maxLength={POLICY_LIMITS.keyWordMax}
      hotLabel="热门检索"
      hotKeywords={HOT_KEYWORDS}
      onSearch={(k) => void store.search(k)}
    />
  );
});

const Filters = observer(function Filters() {
  const store = useService<PolicyListStore>(PolicyListStore);
  const params = store.catalog.params.data;
  const q = store.query;
  if (!params) {
    return (
      <FilterPanel py="4">
        {store.catalog.params.status === 'error' ? (
          <Text fontSize="13px" color="gray.500" role="alert">
            {store.catalog.params.error || '筛选条件加载失败'}
          </Text>
        ) : (
          <SkeletonBlock lines={3} height="24px" />
        )}
      </FilterPanel>
    );
  }
  return (
    <FilterPanel>
      <Box data-guide="policy-region">
        <RegionFilterRow label="地区" regions={params.regions} list={store} />
      </Box>
      <Box data-guide="policy-type">
        <TagRow
          label="文件类型"
          options={params.types.map((t) => ({ value: t.code, label: t.name }))}
          value={q.types ?? []}
          onChange={(v) => void store.update({ types: v as PolicyTypeCode[] })}
        />
      </Box>
      <Flex align="center" justify="space-between">
        <FilterRow label="发布年份" divider={false} align="flex-start" labelProps={{ lineHeight: '26px' }} flex="1">
          <Flex flex="1" wrap="wrap">
            <FilterTag selected={!q.year} onClick={() => void store.update({ year: undefined })}>
              不限
            </FilterTag>
            {params.years.map((y) => (
              <FilterTag key={y} selected={q.year === y} onClick={() => void store.update({ year: q.year === y ? undefined : y })}>
                {y}
              </FilterTag>
            ))}
          </Flex>
        </FilterRow>
        <Button size="xs" variant="ghost" color="gray.600" ml="3" alignSelf="flex-start" mt="1.5" onClick={() => void store.reset()} disabled={!store.filtered}>
          <LuRotateCcw aria-hidden="true" />
          重置
        </Button>
      </Flex>
    </FilterPanel>
  );
});

const Toolbar = observer(function Toolbar() {
  const store = useService<PolicyListStore>(PolicyListStore);
  const page = store.page;
  const busy = store.state === 'loading' && !page;
  const terms = page?.terms ?? [];
  const recognised = page?.recognised;
  const sortButton = (sort: 'relevance' | 'date', label: string, disabled = false) => (
    <chakra.button
      type="button"
      aria-pressed={store.sort === sort}
      disabled={disabled}
      onClick={() => void store.setSort(sort)}
      px="3"
      h="28px"
      fontSize="13px"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      color={store.sort === sort ? 'brand.700' : disabled ? 'gray.300' : 'gray.600'}
      fontWeight={store.sort === sort ? '600' : '400'}
      bg={store.sort === sort ? 'brand.50' : 'transparent'}
      borderRadius="4px"
      _hover={disabled ? undefined : { color: 'brand.700' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
    >
      {label}
    </chakra.button>
  );
  return (
    <Flex align="center" justify="space-between" gap="3" px="5" py="3" borderBottomWidth="1px" borderColor="page.border" wrap="wrap">
      <Flex align="baseline" gap="2" fontSize="13px" color="gray.600" wrap="wrap" minW="0" aria-live="polite">
        <Text as="h2" id="policy-results-title" fontSize="15px" fontWeight="600" color="gray.800">
          检索结果
        </Text>
        <Text {...num}>
          共
          <Text as="span" mx="1" color="brand.700" fontWeight="700" fontSize="15px" data-testid="policy-total">
            {busy ? '…' : store.total.toLocaleString('zh-CN')}
          </Text>
          件
        </Text>
        {terms.length ? (
          <Text color="gray.500" data-testid="policy-terms">
            · 分词：{terms.join(' / ')}
          </Text>
        ) : null}
        {recognised?.areaName || recognised?.year ? (
          <Text color="gray.500">
            · 识别：{[recognised.areaName, recognised.year ? `${recognised.year}年` : null].filter(Boolean).join('、')}
          </Text>
        ) : null}
      </Flex>
      <Flex role="group" aria-label="排序" align="center" gap="1" fontSize="13px" color="gray.500">
        <Text mr="1">排序</Text>
        {sortButton('relevance', '相关度', !store.query.keyWord)}
        {sortButton('date', '发布日期')}
      </Flex>
    </Flex>
  );
});

const Results = observer(function Results() {
  const store = useService<PolicyListStore>(PolicyListStore);
  return (
    <ListResults
      list={store}
      sizes={POLICY_LIMITS.pageSizes}
      errorText={store.error ?? '政策文件加载失败'}
      emptyTitle={PolicyMessages.noResult}
      emptyDescription={store.filtered ? '请换一个关键词，或减少地区、文件类型、发布年份等筛选条件后重试。' : '暂无政策文件。'}
      onClearFilters={store.filtered ? () => void store.reset() : undefined}
      footer={
        <Box px="5" pb="4">
          <PolicySampleNote />
        </Box>
      }
    >
      <HitList />
    </ListResults>
  );
});

const HitList = observer(function HitList() {
  const store = useService<PolicyListStore>(PolicyListStore);
  const link = usePolicyLink();
  const hits = store.page?.list ?? [];
  if (!store.page) {
    return (
      <Box px="5" py="5">
        {Array.from({ length: 4 }, (_, i) => (
          <Box key={i} py="3">
            <Skeleton h="20px" w="70%" mb="2" />
            <Skeleton h="14px" w="90%" />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <chakra.ul listStyleType="none" m="0" px="5" aria-busy={store.state === 'loading' || undefined} opacity={store.state === 'loading' ? 0.6 : 1} transition="opacity 0.15s">
      {hits.map((hit, i) => (
        <HitRow key={hit.policyId} hit={hit} link={link(hit.policyId)} first={i === 0} />
      ))}
    </chakra.ul>
  );
});

function HitRow({ hit, link, first }: { hit: PolicyHit; link: ReturnType<ReturnType<typeof usePolicyLink>>; first: boolean }) {
  const snippet = hit.snippet || hit.summary;
  return (
    <chakra.li py="4" borderTopWidth={first ? '0' : '1px'} borderColor="gray.100" data-policy-id={hit.policyId}>
      <Flex align="flex-start" gap="2">
        <Box pt="2px" flex="0 0 auto">
          <TypeBadge type={hit.type} name={hit.typeName} />
        </Box>
        <Text as="h3" fontSize="16px" fontWeight="600" lineHeight="1.5" color="gray.900" flex="1" minW="0">
          <chakra.a
            href={link.href}
            onClick={link.onClick}
            color="inherit"
            data-guide={first ? 'policy-first' : undefined}
            _hover={{ color: 'brand.700', textDecoration: 'underline' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
          >
            <Highlighted text={hit.title} marks={hit.titleMarks} />
          </chakra.a>
        </Text>
        <Box pt="2px" flex="0 0 auto">
          <StatusBadge status={hit.status} />
        </Box>
      </Flex>
      <Flex as="dl" gap="4" rowGap="1" mt="1.5" fontSize="13px" color="gray.500" wrap="wrap" {...num}>
        <Meta label="文号" value={hit.docNo} strong />
        <Meta label="发文机关" value={hit.issuer} />
        <Meta label="发布日期" value={hit.publishDate} />
        <Meta label="实施日期" value={hit.effectiveDate} />
        <Meta label="地区" value={hit.areaName} />
      </Flex>
      {snippet ? (
        <Text mt="1.5" fontSize="13px" lineHeight="1.75" color="gray.600" lineClamp={2} data-testid="policy-snippet">
          <Highlighted text={snippet} marks={hit.snippet ? hit.snippetMarks : []} />
        </Text>
      ) : null}
    </chakra.li>
  );
}

function Meta({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex gap="1" minW="0">
      <Text as="dt" color="gray.400">
        {label}
      </Text>
      <Text as="dd" color={strong ? 'gray.700' : 'gray.600'}>
        {value}
      </Text>
    </Flex>
  );
}
