import { useEffect, useRef } from 'react';
import { Box, Button, Flex, Grid, Skeleton, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChartLine, LuMaximize2, LuMinimize2 } from 'react-icons/lu';
import { useLocation, useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { RegionSelector } from '@kernel/client/views/RegionSelector';
import { EmptyState, LoadError, SkeletonBlock } from '@kernel/client/views/Section';
import { FilterChip } from '@kernel/client/views/FilterChip';
import { labourRoutes, type LabourAreaRow, type LabourLineRow, type LabourScope, type LabourSection } from '../../shared/contract';
import { regionTitle } from '../catalog';
import { formatChange, formatCount, formatPrice, quarterLabel } from '../format';
import { LabourIndexStore } from '../tokens';
import { Change, LabourSampleNote, NewestLockedNotice } from './parts';
import { Sparkline } from './Sparkline';

/** Starts the page's requests as soon as its code is there (before the first render). */
export function prepare({ get, search }: PagePrepareContext): void {
  void get<LabourIndexStore>(LabourIndexStore).applyUrl(search);
}

const num = { fontVariantNumeric: 'tabular-nums' } as const;

/** 工种: the side menu (全部工种 and each trade), a real navigation list with the current trade marked. */
const TradeMenu = observer(function TradeMenu() {
  const store = useService<LabourIndexStore>(LabourIndexStore);
  const trades = store.catalog.info.data?.trades ?? [];
  const sections = store.sections.data?.sections ?? [];
  const countOf = (code: string) => sections.find((s) => s.trade.code === code)?.lines.length;
  const item = (code: (typeof trades)[number]['code'] | '', name: string, count?: number) => {
    const current = store.tradeCode === code;
    return (
      <Box as="li" key={code || 'all'}>
        <chakra.button
          type="button"
          w="full"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="2"
          h="36px"
          px="3"
          borderRadius="4px"
          fontSize="14px"
          textAlign="left"
          cursor="pointer"
          aria-current={current ? 'true' : undefined}
          data-trade={code || 'all'}
          bg={current ? 'brand.600' : 'transparent'}
          color={current ? 'white' : 'gray.700'}
          fontWeight={current ? '600' : '400'}
          _hover={{ bg: current ? 'brand.700' : 'brand.50', color: current ? 'white' : 'brand.700' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
          onClick={() => store.setTrade(code)}
        >
          <span>{name}</span>
          {count != null ? (
            <Text as="span" fontSize="12px" color={current ? 'whiteAlpha.800' : 'gray.400'} {...num} aria-label={`${count} 条价格`}>
              {count}
            </Text>
          ) : null}
        </chakra.button>
      </Box>
    );
  };
  return (
    <Box as="nav" aria-labelledby="labour-trades-title" data-guide="labor-side-menu" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="2" position="sticky" top="12px">
      <Text as="h2" id="labour-trades-title" fontSize="13px" fontWeight="600" color="gray.500" px="3" pt="1.5" pb="2" letterSpacing="0.08em">
        工种
      </Text>
      {trades.length ? (
        <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="0.5">
          {item('', '全部工种', sections.reduce((n, s) => n + s.lines.length, 0) || undefined)}
          {trades.map((t) => item(t.code, t.name, countOf(t.code)))}
        </Box>
      ) : (
        <Box px="3" pb="2">
          <SkeletonBlock lines={8} height="26px" />
        </Box>
      )}
    </Box>
  );
});

/** One trade's lines: price per m² of building area, the trade's own unit, the changes, the last two years, the samples and the price line. */
function TradeSection({ section, scope }: { section: LabourSection; scope: LabourScope }) {
  const t = section.trade;
  const samples = section.lines.reduce((n, l) => n + l.latest.samples, 0);
  const headingId = `labour-trade-${t.code}`;
  const columns: DataColumn<LabourLineRow>[] = [
    {
      key: 'type',
      header: '业态',
      rowHeader: true,
      width: '84px',
      cellProps: { fontWeight: '600', color: 'gray.800' },
      cell: (l) => l.buildingType,
    },
    {
      key: 'price',
      header: '劳务单价',
      unit: `${t.unit}（${t.unitBasis}）`,
      align: 'right',
      cell: (l) => (
        <Text as="span" {...num} fontSize="15px" fontWeight="700" color="gray.900">
          {formatPrice(l.latest.price)}
        </Text>
      ),
    },
    {
      key: 'alt',
      header: `按${t.altUnitBasis}计`,
      unit: t.altUnit,
      align: 'right',
      cellProps: num,
      cell: (l) => formatPrice(l.latest.altPrice),
    },
    { key: 'mom', header: '环比', unit: '较上季度', align: 'right', cell: (l) => <Change value={l.latest.mom} label="环比" /> },
    { key: 'yoy', header: '同比', unit: '较上年同季', align: 'right', cell: (l) => <Change value={l.latest.yoy} label="同比" /> },
    {
      key: 'spark',
      header: '近两年走势',
      unit: `${l0(section)?.spark.length ?? 8}个季度`,
      align: 'center',
      width: '120px',
      cell: (l) => {
        const first = l.spark[0];
        const last = l.spark[l.spark.length - 1];
        const label = first && last ? `${t.name}${l.buildingType}近${l.spark.length}个季度价格走势：${first.quarter} ${formatPrice(first.price)}，${last.quarter} ${formatPrice(last.price)} ${t.unit}` : '暂无走势';
        return (
          <Flex justify="center">
            <Sparkline values={l.spark.map((p) => p.price)} label={label} />
          </Flex>
        );
      },
    },
    { key: 'samples', header: '样本数', unit: '条报价', align: 'right', cellProps: { ...num, color: 'gray.600' }, cell: (l) => formatCount(l.latest.samples) },
    {
      key: 'trend',
      header: '走势',
      align: 'center',
      width: '64px',
      cell: (l, i) => <TrendLink id={l.id} title={`${t.name} · ${l.buildingType} 价格走势`} guide={i === 0} />,
    },
  ];
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" data-trade-section={t.code} scrollMarginTop="16px">
      <Flex align="baseline" gap="3" px="5" pt="4" pb="1" wrap="wrap">
        <Text as="h2" id={headingId} fontSize="16px" fontWeight="600" color="gray.800" display="flex" alignItems="center" gap="2">
          <Box as="span" w="3px" h="15px" bg="brand.600" borderRadius="2px" aria-hidden="true" />
          {t.name}
        </Text>
        <Text fontSize="12px" color="gray.500" flex="1" minW="0">
          {t.scope}
        </Text>
      </Flex>
      <Text fontSize="12px" color="gray.500" px="5" pb="2" {...num}>
        地区：{regionTitle(scope.region)} · 季度：{quarterLabel(scope.quarter)} · 单位：{t.unit}（{t.unitBasis}）、{t.altUnit}（{t.altUnitBasis}） · 样本 {formatCount(samples)} 条
      </Text>
      <Box px="3" pb="3">
        <DataTable label={`${t.name}劳务分包价格（${regionTitle(scope.region)}，${quarterLabel(scope.quarter)}）`} rows={section.lines} rowKey={(l) => l.id} columns={columns} />
      </Box>
    </Box>
  );
}

const l0 = (s: LabourSection) => s.lines[0];

/** A link to a price line (the 价格走势 icon), navigating inside the site. */
function TrendLink({ id, title, guide }: { id: number; title: string; guide?: boolean }) {
  const [, navigate] = useLocation();
  const href = labourRoutes.priceLine({ id });
  return (
    <chakra.a
      href={href}
      aria-label="价格走势"
      title={title}
      data-guide={guide ? 'labor-trend' : undefined}
      data-line-id={id}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w="30px"
      h="30px"
      borderRadius="6px"
      color="brand.600"
      bg="brand.50"
      _hover={{ bg: 'brand.100', color: 'brand.700' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      <LuChartLine aria-hidden="true" />
    </chakra.a>
  );
}

/** One trade and building type across the sub-regions (the provinces for 全国, else the province's main cities). */
const AreaTable = observer(function AreaTable() {
  const store = useService<LabourIndexStore>(LabourIndexStore);
  const data = store.area.data;
  const trade = store.catalog.info.data?.trades.find((t) => t.code === store.tradeCode);
  if (!trade) return null;
  const type = data?.buildingType ?? store.areaBuildingType ?? trade.buildingTypes[0];
  const national = data?.scope.region.level === 'national';
  const heading = data ? `${national ? '各省' : `${data.scope.region.provinceName || data.scope.region.name}各主要城市`}${trade.name}劳务单价` : `${trade.name}地区价格`;
  const shown = store.areaId;
  const columns: DataColumn<LabourAreaRow>[] = [
    {
      key: 'name',
      header: '地区',
      rowHeader: true,
      cell: (r) => (
        <chakra.button
          type="button"
          onClick={() => void store.setRegion(r.areaid)}
          pl={r.level === 'city' ? '3' : '0'}
          color={r.areaid === shown ? 'brand.700' : 'gray.800'}
          fontWeight={r.level === 'city' ? '400' : '600'}
          cursor="pointer"
          textAlign="left"
          _hover={{ color: 'brand.600', textDecoration: 'underline' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
          title={`查看${r.name}各工种劳务单价`}
        >
          {r.level === 'national' && !national ? '全国（参考）' : r.name}
        </chakra.button>
      ),
    },
    { key: 'price', header: '劳务单价', unit: `${trade.unit}（${trade.unitBasis}）`, align: 'right', sortValue: (r) => r.price, cellProps: { ...num, fontWeight: '600' }, cell: (r) => formatPrice(r.price) },
    { key: 'alt', header: `按${trade.altUnitBasis}计`, unit: trade.altUnit, align: 'right', sortValue: (r) => r.altPrice, cellProps: num, cell: (r) => formatPrice(r.altPrice) },
    { key: 'mom', header: '环比', align: 'right', sortValue: (r) => r.mom, cell: (r) => <Change value={r.mom} label="环比" /> },
    { key: 'yoy', header: '同比', align: 'right', sortValue: (r) => r.yoy, cell: (r) => <Change value={r.yoy} label="同比" /> },
    { key: 'vs', header: '较全国', align: 'right', sortValue: (r) => r.vsNational, cellProps: { ...num, color: 'gray.700' }, cell: (r) => formatChange(r.vsNational) },
    { key: 'samples', header: '样本数', unit: '条报价', align: 'right', sortValue: (r) => r.samples, cellProps: { ...num, color: 'gray.600' }, cell: (r) => formatCount(r.samples) },
    { key: 'trend', header: '走势', align: 'center', width: '64px', cell: (r) => <TrendLink id={r.id} title={`${r.name} ${trade.name} · ${type} 价格走势`} /> },
  ];
  return (
    <Box as="section" aria-labelledby="labour-area-title" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="4" data-guide="labor-area">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="1">
        <Text as="h2" id="labour-area-title" fontSize="15px" fontWeight="600" color="gray.800">
          {heading}
        </Text>
        {trade.buildingTypes.length > 1 ? (
          <Flex role="group" aria-label="业态" gap="1">
            {trade.buildingTypes.map((t) => (
              <FilterChip key={t} selected={t === type} onClick={() => void store.setAreaBuildingType(t)}>
                {t}
              </FilterChip>
            ))}
          </Flex>
        ) : null}
      </Flex>
      <Text fontSize="12px" color="gray.500" mb="3" {...num}>
        {data ? `${trade.name} · ${data.buildingType} · 季度：${quarterLabel(data.scope.quarter)} · 单位：${trade.unit}（${trade.unitBasis}）、${trade.altUnit} · 地区 ${data.rows.length} 个 · 较全国：与同季度全国劳务单价相比` : '\u00a0'}
      </Text>
      {store.area.status === 'error' && !data ? (
        <LoadError text={store.area.error || '地区价格加载失败'} />
      ) : (
        <DataTable
          label={heading}
          rows={data?.rows ?? []}
          rowKey={(r) => r.areaid}
          columns={columns}
          loading={store.area.status === 'loading'}
          skeletonRows={6}
          rowProps={(r) => (r.areaid === shown ? { bg: 'brand.50', 'aria-current': 'true' } : r.level === 'national' ? { bg: '#fafbfd' } : {})}
        />
      )}
    </Box>
  );
});


/** The table: the toolbar (region, quarter, full screen), the side menu and the sections. */
const PriceBoard = observer(function PriceBoard() {
  const store = useService<LabourIndexStore>(LabourIndexStore);
  const info = store.catalog.info.data;
  const data = store.sections.data;
  const scope = data?.scope;
  const full = store.fullScreen;
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Esc leaves the full screen; the page behind does not scroll meanwhile; the focus stays on the toggle.
  useEffect(() => {
    if (!full) return;
    const onKey = (e: KeyboardEvent) => {
      // An Esc inside an open popover or dialog (the region picker) closes that one only.
      const inOverlay = e.target instanceof Element && e.target.closest('[data-scope="popover"], [role="dialog"]');
      if (e.key === 'Escape' && !e.defaultPrevented && !inOverlay) {
        store.setFullScreen(false);
        toggleRef.current?.focus();
      }
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [full, store]);
  useEffect(() => () => store.setFullScreen(false), [store]);

  const shown = (data?.sections ?? []).filter((s) => !store.tradeCode || s.trade.code === store.tradeCode);
  const samples = shown.reduce((n, s) => n + s.lines.reduce((m, l) => m + l.latest.samples, 0), 0);

  return (
    <Box
      role="region"
      aria-label="劳务分包价格表"
      data-guide="labor-table"
      data-fullscreen={full ? 'true' : undefined}
      {...(full
        ? { position: 'fixed', inset: '0', zIndex: 1400, bg: 'page.bg', overflowY: 'auto', px: '6', py: '4' }
        : { position: 'relative' })}
    >
      <Flex
        align="center"
        gap="4"
        wrap="wrap"
        bg="white"
        borderWidth="1px"
        borderColor="page.border"
        borderRadius="8px"
        px="4"
        py="3"
        mb="3"
        fontSize="13px"
        position={full ? 'sticky' : undefined}
        top={full ? '-16px' : undefined}
        zIndex={2}
      >
        {info && store.areaId != null ? (
          <RegionSelector regions={info.regions} value={store.areaId} onChange={(id) => void store.setRegion(id)} allowCities />
        ) : (
          <Skeleton h="32px" w="150px" />
        )}
        <Flex align="center" gap="1.5" color="gray.600" aria-live="polite">
          <Text as="span">数据季度</Text>
          {scope ? (
            <Text as="span" fontWeight="600" color="gray.800" data-quarter={scope.quarter}>
              {quarterLabel(scope.quarter)}
            </Text>
          ) : (
            <Skeleton h="18px" w="100px" />
          )}
          {scope && !scope.newestLocked ? (
            <Text as="span" fontSize="12px" color="brand.700" bg="brand.50" px="1.5" borderRadius="3px">
              最新
            </Text>
          ) : null}
        </Flex>
        <Text color="gray.500" fontSize="12px" flex="1" minW="0">
          价格不含税 · 环比较上季度、同比较上年同季度 · ▲ 上涨 ▼ 下降
        </Text>
        <Button
          ref={toggleRef}
          size="sm"
          variant="outline"
          aria-label={full ? '退出全屏' : '全屏'}
          aria-pressed={full}
          data-guide="labor-fullscreen"
          onClick={() => {
            store.setFullScreen(!full);
            toggleRef.current?.focus();
          }}
        >
          {full ? <LuMinimize2 aria-hidden="true" /> : <LuMaximize2 aria-hidden="true" />}
          {full ? '退出全屏' : '全屏'}
        </Button>
      </Flex>
      {full ? <NewestLockedNotice scope={scope} compact /> : null}
      <Grid templateColumns="188px minmax(0, 1fr)" gap="3" alignItems="start" mt={full && scope?.newestLocked ? '3' : '0'}>
        <TradeMenu />
        <Flex direction="column" gap="3" minW="0" aria-busy={store.sections.status === 'loading' || undefined}>
          {store.sections.status === 'error' && !data ? (
            <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px">
              <LoadError text={store.sections.error || '劳务分包价格加载失败'} onRetry={() => void store.reload()} />
            </Box>
          ) : !data || !scope ? (
            Array.from({ length: 3 }, (_, i) => (
              <Box key={i} bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="5">
                <SkeletonBlock lines={4} height="22px" />
              </Box>
            ))
          ) : shown.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px">
              <EmptyState title="该地区暂无此工种的劳务价格" description="请切换地区或工种查看。" />
            </Box>
          ) : (
            <>
              {shown.map((s) => (
                <TradeSection key={s.trade.code} section={s} scope={scope} />
              ))}
              <Text fontSize="12px" color="gray.500" lineHeight="1.8" px="1">
                {regionTitle(scope.region)} · {quarterLabel(scope.quarter)} · 共 {shown.reduce((n, s) => n + s.lines.length, 0)} 条价格、样本 {formatCount(samples)} 条报价。劳务单价按{shown[0]?.trade.unitBasis ?? '建筑面积'}计，另列各工种常用计量单位的单价；近两年走势为最近 8 个季度的劳务单价。点击「价格走势」查看该价格的历史走势、地区区间与指数（{'2020年第1季度 = 100'}）。
              </Text>
              {store.tradeCode ? <AreaTable /> : null}
            </>
          )}
        </Flex>
      </Grid>
    </Box>
  );
});

/** /laborSubcontracting/index: 劳务分包指数 — each trade's going rate in a region, by building type. */
const IndexPage = observer(function IndexPage() {
  const store = useService<LabourIndexStore>(LabourIndexStore);
  const search = useSearch();
  useEffect(() => {
    void store.applyUrl(search);
  }, [store, search]);
  const scope = store.sections.data?.scope;

  return (
    <PageContainer breadcrumb={[{ label: '劳务分包指数' }]}>
      <Flex align="baseline" gap="3" mb="3" wrap="wrap">
        <Text as="h1" fontSize="22px" fontWeight="600" color="gray.800">
          劳务分包指数
        </Text>
        <Text fontSize="13px" color="gray.500">
          全国及各省主要城市 11 个工种的劳务分包单价，按住宅、公建、厂房分列，2018 年起按季度更新
        </Text>
      </Flex>
      <LabourSampleNote mb="3" />
      {store.catalog.info.status === 'error' && !store.catalog.info.data ? (
        <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px">
          <LoadError text={store.catalog.info.error || '劳务分包数据加载失败'} onRetry={() => void store.applyUrl(search)} />
        </Box>
      ) : (
        <>
          {scope?.newestLocked && !store.fullScreen ? <NewestLockedNotice scope={scope} /> : null}
          <Box mt={scope?.newestLocked ? '3' : '0'}>
            <PriceBoard />
          </Box>
        </>
      )}
    </PageContainer>
  );
});

export default IndexPage;
