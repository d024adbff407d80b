import { useEffect } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChartColumnBig, LuColumns3, LuFileSpreadsheet, LuX } from 'react-icons/lu';
import { useLocation, useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useEvent, useService } from '@kernel/client/react';
import { Notifier } from '@kernel/client/ui-store';
import { ListResults } from '@kernel/client/views/ListResults';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { RegionDirectory } from '@plugins/cost-data/shared/region-directory';
import { EXPORT_LIMIT, MAX_COMPARE, PAGE_SIZES } from '../../shared/contract';
import { BID_NODE_SEARCH_SCOPE } from '../../shared/search';
import { CompareStore, trayItemOf } from '../compare-store';
import { LIST_PATH, ListStore, RANGE_RESULT_CAP } from '../list-store';
import { hasFilters } from '../query';
import { CompareTray } from './CompareTray';
import { FilterPanel } from './FilterPanel';
import { ResultTable } from './ResultTable';
import { useRightGate } from '@kernel/client/right-gate';
import { MembershipRights } from '@plugins/membership/shared/rights';

/** The list's request starts as soon as the page's code is loaded, not after its first render. */
export function prepare({ get, search }: PagePrepareContext): void {
  void get<ListStore>(ListStore).applyUrl(search);
}

/** /commonproj/index: filters, the result table, compare and range actions, export. */
const ListPage = observer(function ListPage() {
  const store = useService<ListStore>(ListStore);
  const search = useSearch();
  useEffect(() => {
    void store.applyUrl(search);
  }, [store, search]);
  // The header search of this list while it is on screen (a search that went to another list has
  // already changed the address: leave it alone).
  useEvent('search', (payload) => {
    if (payload.scope === BID_NODE_SEARCH_SCOPE && window.location.pathname === LIST_PATH) void store.search(payload.keyword);
  });

  return (
    <PageContainer breadcrumb={[{ label: '单项工程指标' }]}>
      <Flex align="baseline" gap="3" mb="4">
        <Text as="h1" fontSize="22px" fontWeight="600" color="gray.800">
          单项工程指标
        </Text>
        <Text fontSize="13px" color="gray.500">
          已完工程单项工程造价指标，按地区、工程用途、结构形式与层数检索，单位：元/m²
        </Text>
      </Flex>
      <FilterPanel />
      <Box mt="4" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)">
        <Toolbar />
        <Results />
      </Box>
      <CompareTray />
    </PageContainer>
  );
});

export default ListPage;

const Toolbar = observer(function Toolbar() {
  const store = useService<ListStore>(ListStore);
  const compare = useService<CompareStore>(CompareStore);
  const regions = useService<RegionDirectory>(RegionDirectory);
  const notifier = useService<Notifier>(Notifier);
  const gate = useRightGate(MembershipRights.singleProjectVip);
  const [, navigate] = useLocation();
  const n = store.selected.length;

  const addToCompare = () => {
    if (n === 0) {
      notifier.notify('请先勾选要对比的单项工程', 'warning');
      return;
    }
    const { added, rejected } = compare.addMany(store.selected.map(trayItemOf));
    if (rejected > 0) notifier.notify(`对比栏最多 ${MAX_COMPARE} 个单项工程，${rejected} 个未加入`, 'warning');
    else if (added > 0) notifier.notify(`已加入对比栏（${compare.count}/${MAX_COMPARE}）`, 'success');
    else notifier.notify('所选单项工程已在对比栏中', 'info');
    compare.setOpen(true);
  };

  const openRange = async () => {
    if (!gate()) return;
    const request = await store.prepareRange((id) => regions.nameOf(id));
    if (!request || request.ids.length === 0) {
      notifier.notify('当前没有可统计的单项工程', 'warning');
      return;
    }
    navigate(store.rangeUrl(request));
  };

  return (
    <Flex align="center" justify="space-between" px="5" h="56px" borderBottomWidth="1px" borderColor="page.border" gap="3">
      <Flex align="center" gap="3" fontSize="13px" color="gray.600">
        <Text aria-live="polite">
          共找到
          <Text as="span" mx="1" color="brand.700" fontWeight="700" fontSize="15px">
            {store.state === 'loading' && !store.page ? '…' : store.total.toLocaleString('zh-CN')}
          </Text>
          个单项工程
        </Text>
        {n > 0 ? (
          <Flex align="center" gap="1" px="2" h="24px" bg="brand.50" color="brand.800" borderRadius="4px">
            已勾选 {n} 个
            <Button size="2xs" variant="ghost" h="20px" minW="20px" px="1" aria-label="清除勾选" onClick={() => store.clearSelection()}>
              <LuX />
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Flex gap="2">
        <Button size="sm" variant="outline" onClick={addToCompare} title={`勾选 2–${MAX_COMPARE} 个单项工程加入对比栏`}>
          <LuColumns3 aria-hidden="true" />
          加入对比
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void openRange()}
          loading={store.preparingRange}
          loadingText="准备样本…"
          disabled={store.total === 0}
          title={n > 0 ? `统计已勾选的 ${n} 个单项工程` : `统计当前结果（最多前 ${RANGE_RESULT_CAP} 个）`}
        >
          <LuChartColumnBig aria-hidden="true" />
          指标区间
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => gate() && void store.exportExcel()}
          loading={store.exporting}
          loadingText="导出中…"
          disabled={store.total === 0}
          title={
            store.total > EXPORT_LIMIT
              ? `结果共 ${store.total.toLocaleString('zh-CN')} 条，单次最多导出 ${EXPORT_LIMIT.toLocaleString('zh-CN')} 条（按当前排序的前 ${EXPORT_LIMIT.toLocaleString('zh-CN')} 条），含专业造价与技术经济指标`
              : '导出当前结果，含专业造价与技术经济指标'
          }
        >
          <LuFileSpreadsheet aria-hidden="true" />
          {store.total > EXPORT_LIMIT ? `导出前 ${EXPORT_LIMIT.toLocaleString('zh-CN')} 条` : '导出Excel'}
        </Button>
      </Flex>
    </Flex>
  );
});

const Results = observer(function Results() {
  const store = useService<ListStore>(ListStore);
  const q = store.query;
  return (
    <ListResults
      list={store}
      sizes={PAGE_SIZES}
      errorText="单项工程列表加载失败"
      emptyTitle="暂无符合条件的单项工程"
      emptyDescription={hasFilters(q) ? '请减少筛选条件或更换关键词后重试。' : '站内还没有单项工程数据，请稍后再来查看。'}
      onClearFilters={hasFilters(q) ? () => void store.update({ ...emptyFilters }) : undefined}
    >
      <ResultTable />
    </ListResults>
  );
});

const emptyFilters = {
  keyWord: undefined,
  areaId: undefined,
  buildingUse: undefined,
  structure: undefined,
  storeyBand: undefined,
  pricingStage: undefined,
  areaMin: undefined,
  areaMax: undefined,
  dateFrom: undefined,
  dateTo: undefined,
};
