import { useEffect, type ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import { LuBuilding2, LuChevronLeft, LuChevronRight, LuHardHat, LuListChecks, LuRefreshCw, LuStar } from 'react-icons/lu';
import { formatMonthKey, type MonthNumber } from '@kernel/core/months';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { RouterLink } from '@kernel/client/views/PageContainer';
import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import { labourRoutes } from '@plugins/labour/shared/routes';
import { unitPriceRoutes } from '@plugins/unit-price/shared/routes';
import type { FavoriteItem, FavoriteKind, FavoriteLabour, FavoriteNode, FavoritePage } from '../../shared/contract';
import { MyFavoritesStore } from '../tokens';

const money = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const month = (m: number) => formatMonthKey(m as MonthNumber);
/** '2026Q3' → '2026年第3季度'. */
const quarter = (q: string) => q.replace(/^(\d{4})Q([1-4])$/, '$1年第$2季度');
const day = (ms: number) => new Date(ms).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The change since saving: ↑ red (dearer), ↓ green (cheaper), 持平, or 已下架 without a current value. */
function Change({ change, saved, unit }: { change: number | null; saved: number; unit?: string }) {
  if (change === null) return <Text as="span" color="gray.400">—</Text>;
  if (change === 0) return <Text as="span" color="gray.500">持平</Text>;
  const up = change > 0;
  const rate = saved > 0 ? ` (${up ? '+' : ''}${((change / saved) * 100).toFixed(1)}%)` : '';
  return (
    <Text as="span" color={up ? 'red.600' : 'green.600'} fontWeight="600" whiteSpace="nowrap" aria-label={`${up ? '上涨' : '下降'} ${money(Math.abs(change))}${unit ? ` ${unit}` : ''}${rate}`}>
      {up ? '↑ +' : '↓ −'}
      {money(Math.abs(change))}
      {unit ? (
        <Text as="span" fontWeight="400" fontSize="12px" ml="0.5">
          {unit}
        </Text>
      ) : null}
      <Text as="span" fontWeight="400" fontSize="12px" ml="1">
        {rate}
      </Text>
    </Text>
  );
}

function Figure({ value, month: m, muted, unit }: { value: number; month: number; muted?: boolean; unit?: string }) {
  return (
    <Box textAlign="right">
      <Text fontVariantNumeric="tabular-nums" fontWeight={muted ? '400' : '600'} color={muted ? 'gray.700' : 'gray.900'}>
        {money(value)}
      </Text>
      <Text fontSize="12px" color="gray.500" whiteSpace="nowrap">
        {unit ? `${unit} · ` : ''}
        {month(m)}
      </Text>
    </Box>
  );
}

/** 共 N 条 · ‹ 第 x / y 页 › */
function Pager({ page, onPage }: { page: FavoritePage<unknown>; onPage: (n: number) => void }) {
  const count = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <Flex as="nav" aria-label="分页" align="center" justify="flex-end" gap="3" fontSize="13px" color="gray.600" px="5" py="3" borderTopWidth="1px" borderColor="page.border">
      <Text>
        共 <Text as="span" color="gray.800" fontWeight="600">{page.total}</Text> 条
      </Text>
      <Button size="xs" variant="outline" aria-label="上一页" disabled={page.pageNum <= 1} onClick={() => onPage(page.pageNum - 1)}>
        <LuChevronLeft />
      </Button>
      <Text aria-live="polite">
        第 {page.pageNum} / {count} 页
      </Text>
      <Button size="xs" variant="outline" aria-label="下一页" disabled={page.pageNum >= count} onClick={() => onPage(page.pageNum + 1)}>
        <LuChevronRight />
      </Button>
    </Flex>
  );
}

const CancelButton = observer(function CancelButton({ kind, targetId, name }: { kind: FavoriteKind; targetId: number; name: string }) {
  const store = useService<MyFavoritesStore>(MyFavoritesStore);
  return (
    <Button
      size="xs"
      variant="ghost"
      colorPalette="red"
      aria-label={`取消收藏 ${name}`}
      loading={store.isCancelling(kind, targetId)}
      onClick={() => void store.cancel(kind, targetId)}
    >
      取消收藏
    </Button>
  );
});

function Empty({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack align="center" gap="2" py="14" px="6" textAlign="center">
      <Flex w="52px" h="52px" borderRadius="full" bg="accent.50" color="accent.500" align="center" justify="center" fontSize="24px" mb="1">
        {icon}
      </Flex>
      <Text fontSize="15px" fontWeight="600" color="gray.700">
        {title}
      </Text>
      <Text fontSize="13px" color="gray.500" maxW="460px">
        {text}
      </Text>
    </Stack>
  );
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack align="center" gap="3" py="10">
      <Text fontSize="14px" color="gray.500">
        {message || '我的收藏加载失败，请稍后重试'}
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <LuRefreshCw />
        重新加载
      </Button>
    </Stack>
  );
}

const NodeList = observer(function NodeList() {
  const store = useService<MyFavoritesStore>(MyFavoritesStore);
  const registry = useRegistry();
  useEffect(() => {
    void store.load('node');
  }, [store]);
  const view = store.nodes;
  if (view.status === 'error' && !view.data) return <Failed message={view.error} onRetry={() => void store.load('node')} />;
  const page = view.data;
  const columns: DataColumn<FavoriteNode>[] = [
    {
      key: 'name',
      header: '工程名称',
      width: '240px',
      cellProps: { maxW: '240px' },
      cell: (n) => {
        const href = bidNodeRoutes.detail({ id: n.targetId });
        return (
          <>
            {servesPath(registry, href) && n.current ? (
              <RouterLink href={href} display="block" color="brand.700" fontWeight="600" truncate title={n.name}>
                {n.name}
              </RouterLink>
            ) : (
              <Text fontWeight="600" color="gray.800" truncate title={n.name}>
                {n.name}
              </Text>
            )}
            <Text fontSize="12px" color="gray.500" truncate>
              {[n.buildingUse, n.structure].filter(Boolean).join(' · ')}
              {n.current ? '' : ' · 已下架'}
            </Text>
          </>
        );
      },
    },
    { key: 'region', header: '地区', cellProps: { whiteSpace: 'nowrap' }, cell: (n) => n.regionName },
    { key: 'saved', header: '收藏时单方造价', unit: '元/m²', align: 'right', cell: (n) => <Figure value={n.savedUnitCost} month={n.savedMonth} muted /> },
    { key: 'current', header: '当前单方造价', unit: '元/m²', align: 'right', cell: (n) => (n.current ? <Figure value={n.current.unitCost} month={n.current.month} /> : '—') },
    { key: 'change', header: '变化', align: 'right', cell: (n) => <Change change={n.change} saved={n.savedUnitCost} /> },
    { key: 'savedAt', header: '收藏时间', cellProps: { whiteSpace: 'nowrap', color: 'gray.600', fontVariantNumeric: 'tabular-nums' }, cell: (n) => day(n.savedAt) },
    { key: 'actions', header: '操作', align: 'center', cell: (n) => <CancelButton kind="node" targetId={n.targetId} name={n.name} /> },
  ];
  return (
    <>
      <DataTable
        label="收藏的单项工程"
        columns={columns}
        rows={page?.list ?? []}
        rowKey={(n) => n.targetId}
        loading={!page && view.status !== 'error'}
        skeletonRows={4}
        empty={<Empty icon={<LuStar />} title="还没有收藏的单项工程" text="在单项工程指标列表或详情中点击「收藏」，即可在这里查看收藏时的单方造价与当前的变化。" />}
      />
      {page && page.total > 0 ? <Pager page={page} onPage={(n) => void store.load('node', n)} /> : null}
    </>
  );
});

const ItemList = observer(function ItemList() {
  const store = useService<MyFavoritesStore>(MyFavoritesStore);
  const registry = useRegistry();
  useEffect(() => {
    void store.load('item');
  }, [store]);
  const view = store.items;
  if (view.status === 'error' && !view.data) return <Failed message={view.error} onRetry={() => void store.load('item')} />;
  const page = view.data;
  const perUnit = (i: FavoriteItem) => `元/${i.unit}`;
  const columns: DataColumn<FavoriteItem>[] = [
    {
      key: 'item',
      header: '清单项目',
      width: '220px',
      cellProps: { maxW: '220px' },
      rowHeader: true,
      cell: (i) => {
        const href = unitPriceRoutes.detail({ id: i.targetId, projectId: i.projectId });
        return (
          <>
            {servesPath(registry, href) && i.current ? (
              <RouterLink href={href} display="block" color="brand.700" fontWeight="600" truncate title={`${i.name}（${i.code}）`}>
                {i.name}
              </RouterLink>
            ) : (
              <Text fontWeight="600" color="gray.800" truncate title={i.name}>
                {i.name}
              </Text>
            )}
            <Text fontSize="12px" color="gray.500" fontVariantNumeric="tabular-nums" truncate>
              {i.code || i.code9} · {i.unit}
              {i.current ? '' : ' · 已下架'}
            </Text>
          </>
        );
      },
    },
    {
      key: 'project',
      header: '所属工程',
      width: '200px',
      cellProps: { maxW: '200px' },
      cell: (i) => {
        const href = bidNodeRoutes.detail({ id: i.projectId });
        return (
          <>
            {servesPath(registry, href) && i.current ? (
              <RouterLink href={href} display="block" color="gray.800" truncate title={i.projectName}>
                {i.projectName}
              </RouterLink>
            ) : (
              <Text color="gray.800" truncate title={i.projectName}>
                {i.projectName}
              </Text>
            )}
            <Text fontSize="12px" color="gray.500" whiteSpace="nowrap">
              价格地区：{i.regionName}
            </Text>
          </>
        );
      },
    },
    { key: 'own', header: '综合单价', unit: '价格月份', align: 'right', cell: (i) => <Figure value={i.unitPrice} month={i.priceMonth} unit={perUnit(i)} muted /> },
    { key: 'saved', header: '收藏时地区价', unit: '收藏月份', align: 'right', cell: (i) => <Figure value={i.savedUnitPrice} month={i.savedMonth} unit={perUnit(i)} muted /> },
    {
      key: 'current',
      header: '当前地区价',
      unit: '最新月份',
      align: 'right',
      cell: (i) => (i.current ? <Figure value={i.current.unitPrice} month={i.current.month} unit={perUnit(i)} /> : '—'),
    },
    { key: 'change', header: '变化', unit: '当前 − 收藏时', align: 'right', cell: (i) => <Change change={i.change} saved={i.savedUnitPrice} unit={perUnit(i)} /> },
    { key: 'savedAt', header: '收藏时间', cellProps: { whiteSpace: 'nowrap', color: 'gray.600', fontVariantNumeric: 'tabular-nums' }, cell: (i) => day(i.savedAt) },
    { key: 'actions', header: '操作', align: 'center', cell: (i) => <CancelButton kind="item" targetId={i.targetId} name={i.name} /> },
  ];
  return (
    <>
      <DataTable
        label="收藏的综合单价"
        columns={columns}
        rows={page?.list ?? []}
        rowKey={(i) => i.targetId}
        loading={!page && view.status !== 'error'}
        skeletonRows={3}
        empty={
          <Empty
            icon={<LuListChecks />}
            title="还没有收藏的综合单价"
            text="在综合单价指标的样本列表或清单详情中点击「收藏」，即可在这里对比收藏时与当前的地区综合单价。"
          />
        }
      />
      {page && page.total > 0 ? (
        <>
          <Text fontSize="12px" color="gray.500" px="5" pt="3" lineHeight="1.7">
            地区价：该清单项按其定额组价与人材机消耗量，以所属价格地区当月的信息价（招标控制价）或市场价（中标价、结算价）重新组价，管理费、利润按原费率计取；总价措施项目不随价格变化。数据为平台生成的样例数据，仅供参考。
          </Text>
          <Pager page={page} onPage={(n) => void store.load('item', n)} />
        </>
      ) : null}
    </>
  );
});

/** A labour price with its unit and quarter. */
function QuarterFigure({ value, quarter: q, unit, muted }: { value: number; quarter: string; unit: string; muted?: boolean }) {
  return (
    <Box textAlign="right">
      <Text fontVariantNumeric="tabular-nums" fontWeight={muted ? '400' : '600'} color={muted ? 'gray.700' : 'gray.900'}>
        {money(value)}
      </Text>
      <Text fontSize="12px" color="gray.500" whiteSpace="nowrap">
        {unit} · {quarter(q)}
      </Text>
    </Box>
  );
}

const LabourList = observer(function LabourList() {
  const store = useService<MyFavoritesStore>(MyFavoritesStore);
  const registry = useRegistry();
  useEffect(() => {
    void store.load('labour');
  }, [store]);
  const view = store.labour;
  if (view.status === 'error' && !view.data) return <Failed message={view.error} onRetry={() => void store.load('labour')} />;
  const page = view.data;
  const title = (l: FavoriteLabour) => `${l.tradeName} · ${l.buildingType}`;
  const columns: DataColumn<FavoriteLabour>[] = [
    {
      key: 'line',
      header: '劳务价格',
      width: '220px',
      cellProps: { maxW: '220px' },
      rowHeader: true,
      cell: (l) => {
        const href = labourRoutes.priceLine({ id: l.targetId });
        return (
          <>
            {servesPath(registry, href) && l.current ? (
              <RouterLink href={href} display="block" color="brand.700" fontWeight="600" truncate title={`${title(l)}（${l.regionName}）价格走势`}>
                {title(l)}
              </RouterLink>
            ) : (
              <Text fontWeight="600" color="gray.800" truncate title={title(l)}>
                {title(l)}
              </Text>
            )}
            <Text fontSize="12px" color="gray.500" truncate>
              劳务分包指数{l.current ? '' : ' · 已下架'}
            </Text>
          </>
        );
      },
    },
    { key: 'region', header: '地区', cellProps: { whiteSpace: 'nowrap' }, cell: (l) => l.regionName },
    { key: 'saved', header: '收藏时劳务单价', unit: '收藏时季度', align: 'right', cell: (l) => <QuarterFigure value={l.savedPrice} quarter={l.savedQuarter} unit={l.unit} muted /> },
    {
      key: 'current',
      header: '当前劳务单价',
      unit: '最新季度',
      align: 'right',
      cell: (l) => (l.current ? <QuarterFigure value={l.current.price} quarter={l.current.quarter} unit={l.unit} /> : '—'),
    },
    { key: 'change', header: '变化', unit: '当前 − 收藏时', align: 'right', cell: (l) => <Change change={l.change} saved={l.savedPrice} unit={l.unit} /> },
    { key: 'savedAt', header: '收藏时间', cellProps: { whiteSpace: 'nowrap', color: 'gray.600', fontVariantNumeric: 'tabular-nums' }, cell: (l) => day(l.savedAt) },
    { key: 'actions', header: '操作', align: 'center', cell: (l) => <CancelButton kind="labour" targetId={l.targetId} name={`${title(l)}（${l.regionName}）`} /> },
  ];
  return (
    <>
      <DataTable
        label="收藏的劳务分包价格"
        columns={columns}
        rows={page?.list ?? []}
        rowKey={(l) => l.targetId}
        loading={!page && view.status !== 'error'}
        skeletonRows={3}
        empty={
          <Empty
            icon={<LuHardHat />}
            title="还没有收藏的劳务分包价格"
            text="在劳务分包指数的「价格走势」页点击「收藏」，即可在这里对比收藏时与当前季度的劳务单价。"
          />
        }
      />
      {page && page.total > 0 ? (
        <>
          <Text fontSize="12px" color="gray.500" px="5" pt="3" lineHeight="1.7">
            劳务单价按建筑面积计（元/m²，不含税）；当前劳务单价为您可查看的最新季度价格（最新季度数据仅对VIP会员开放）。数据为平台生成的样例数据，仅供参考。
          </Text>
          <Pager page={page} onPage={(n) => void store.load('labour', n)} />
        </>
      ) : null}
    </>
  );
});

const Count = observer(function Count({ kind }: { kind: FavoriteKind }) {
  const store = useService<MyFavoritesStore>(MyFavoritesStore);
  const total = (kind === 'node' ? store.nodes : kind === 'labour' ? store.labour : store.items).data?.total;
  if (!total) return null;
  return (
    <Badge ml="1.5" px="1.5" borderRadius="full" fontSize="11px" bg="gray.100" color="gray.600">
      {total}
    </Badge>
  );
});

/** 我的收藏 (the user centre's tab): 单项工程, 综合单价 and 劳务分包 (while its column is on), each with the change since it was saved. */
export default function MyFavorites() {
  const labourOn = servesPath(useRegistry(), labourRoutes.index());
  return (
    <Box as="section" aria-labelledby="my-favorites-title" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" boxShadow="0 1px 3px rgba(16, 24, 40, 0.05)" overflow="hidden">
      <Flex align="center" gap="2.5" px="5" pt="6" pb="1">
        <Box w="4px" h="18px" bg="brand.600" borderRadius="2px" />
        <Heading id="my-favorites-title" as="h2" fontSize="18px" fontWeight="600" color="page.fg" display="flex" alignItems="center" gap="2">
          <Box as="span" color="brand.600" display="inline-flex">
            <LuStar aria-hidden="true" />
          </Box>
          我的收藏
        </Heading>
        <Text fontSize="13px" color="gray.500" ml="2">
          收藏时的价格与当前价格对比，单位见表头
        </Text>
      </Flex>
      <Tabs.Root recipe={tabsSlotRecipe} defaultValue="node" variant="line" colorPalette="brand" lazyMount>
        <Tabs.List px="5" borderColor="page.border">
          <Tabs.Trigger value="node" fontSize="15px" px="1" me="6" h="46px" _selected={{ color: 'brand.600', fontWeight: '600' }}>
            <LuBuilding2 aria-hidden="true" />
            单项工程
            <Count kind="node" />
          </Tabs.Trigger>
          <Tabs.Trigger value="item" fontSize="15px" px="1" me="6" h="46px" _selected={{ color: 'brand.600', fontWeight: '600' }}>
            <LuListChecks aria-hidden="true" />
            综合单价
            <Count kind="item" />
          </Tabs.Trigger>
          {labourOn ? (
            <Tabs.Trigger value="labour" fontSize="15px" px="1" h="46px" _selected={{ color: 'brand.600', fontWeight: '600' }}>
              <LuHardHat aria-hidden="true" />
              劳务分包
              <Count kind="labour" />
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content value="node" p="0" px="2">
          <NodeList />
        </Tabs.Content>
        <Tabs.Content value="item" p="0" px="2">
          <ItemList />
        </Tabs.Content>
        {labourOn ? (
          <Tabs.Content value="labour" p="0" px="2">
            <LabourList />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </Box>
  );
}
