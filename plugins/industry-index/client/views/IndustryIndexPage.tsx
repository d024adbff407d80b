import { useEffect } from 'react';
import { Box, Button, Flex, Grid, NativeSelect, Skeleton, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuFileSpreadsheet, LuInfo } from 'react-icons/lu';
import { useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { Notifier } from '@kernel/client/ui-store';
import { FilterChip } from '@kernel/client/views/FilterChip';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { RegionSelector } from '@kernel/client/views/RegionSelector';
import { LoadError } from '@kernel/client/views/Section';
import { INDUSTRY_SAMPLE_NOTE, NATIONAL_AREA_ID, type IndicatorValue } from '../../shared/contract';
import { TONE_ARROW, TONE_COLOR, changeTone, formatChange, formatScaled, formatShare } from '../format';
import { IndustryIndexStore } from '../tokens';
import { MapAndRanking } from './MapAndRanking';
import { StatTable } from './StatTable';
import { TrendCard } from './TrendCard';

/** Starts the page's requests as soon as its code is there (before the first render). */
export function prepare({ get, search }: PagePrepareContext): void {
  void get<IndustryIndexStore>(IndustryIndexStore).applyUrl(search);
}

/** The sample-data notice, with the source the figures are shaped on. */
function SampleDataNote() {
  return (
    <Flex align="flex-start" gap="2" px="3" py="2" mb="4" bg="#fff8e6" borderWidth="1px" borderColor="#f5dfa6" borderRadius="6px" fontSize="12px" color="#7a5b12" lineHeight="1.7">
      <Box as="span" mt="0.5" flex="0 0 auto" aria-hidden="true">
        <LuInfo />
      </Box>
      <Text>
        <Text as="strong" fontWeight="600">
          示例数据：
        </Text>
        {INDUSTRY_SAMPLE_NOTE.replace(/^本栏目为示例数据：/, '')}参照来源：国家统计局《建筑业发展统计》年度及季度数据。
      </Text>
    </Flex>
  );
}

/** Region, year or quarter, and the download. */
const Controls = observer(function Controls() {
  const store = useService<IndustryIndexStore>(IndustryIndexStore);
  const notifier = useService<Notifier>(Notifier);
  const params = store.params.data;
  const s = store.selection;
  const quarterly = !!s && s.period.includes('Q');
  const options = params ? (quarterly ? params.quarters : params.years) : [];

  const download = async () => {
    const problem = await store.exportXlsx();
    if (problem) notifier.notify(problem, 'error');
  };

  return (
    <Flex as="section" aria-label="查询条件" align="center" gap="5" wrap="wrap" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" px="5" py="3" mb="4" fontSize="13px">
      {params && s ? (
        <RegionSelector regions={params.regions} value={s.areaId} onChange={(id) => void store.setRegion(id)} />
      ) : (
        <Skeleton h="32px" w="140px" />
      )}
      <Flex role="group" aria-label="统计口径" align="center" gap="1.5">
        <Text color="gray.600" mr="1">
          统计口径
        </Text>
        <FilterChip selected={!!s && !quarterly} onClick={() => params && void store.setPeriod(params.latestYear)}>
          年度
        </FilterChip>
        <FilterChip selected={quarterly} onClick={() => params && void store.setPeriod(params.latestQuarter)}>
          季度（累计）
        </FilterChip>
      </Flex>
      <Flex align="center" gap="2">
        <chakra.label htmlFor="industry-period" color="gray.600">
          {quarterly ? '统计季度' : '统计年份'}
        </chakra.label>
        <NativeSelect.Root size="sm" w="168px" disabled={!params}>
          <NativeSelect.Field id="industry-period" value={s?.period ?? ''} onChange={(e) => void store.setPeriod(e.currentTarget.value)} >
            {options.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Box flex="1" />
      <Button size="sm" colorPalette="brand" onClick={() => void download()} loading={store.exporting} loadingText="导出中…" disabled={!store.data.data}>
        <LuFileSpreadsheet aria-hidden="true" />
        导出Excel
      </Button>
    </Flex>
  );
});

/** One indicator: its value in a readable unit, 同比增长, the parts; a button choosing it for the map. */
function IndicatorCard({ value, selected, onSelect }: { value: IndicatorValue; selected: boolean; onSelect(): void }) {
  const scaled = formatScaled(value.value, value.unit);
  const tone = changeTone(value.yoy);
  return (
    <chakra.button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      textAlign="left"
      px="4"
      py="3"
      borderRadius="8px"
      borderWidth="1px"
      borderColor={selected ? 'brand.500' : 'page.border'}
      bg={selected ? 'brand.50' : 'white'}
      boxShadow={selected ? '0 0 0 1px var(--chakra-colors-brand-500) inset' : 'none'}
      cursor="pointer"
      minW="0"
      transition="border-color 0.12s, background 0.12s"
      _hover={{ borderColor: 'brand.400' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      data-indicator={value.code}
    >
      <Text fontSize="13px" color={selected ? 'brand.700' : 'gray.600'} fontWeight={selected ? '600' : '500'}>
        {value.name}
      </Text>
      <Text fontSize="22px" fontWeight="700" color="gray.800" fontVariantNumeric="tabular-nums" lineHeight="1.4" mt="0.5">
        {scaled.text}
        <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="1">
          {scaled.unit}
        </Text>
      </Text>
      <Text fontSize="12px" color="gray.500" fontVariantNumeric="tabular-nums">
        同比增长{' '}
        <Text as="span" color={TONE_COLOR[tone]} fontWeight="600">
          {TONE_ARROW[tone] ? <span aria-hidden="true">{TONE_ARROW[tone]} </span> : null}
          {formatChange(value.yoy)}
        </Text>
      </Text>
      {value.parts.length ? (
        <Text fontSize="12px" color="gray.500" mt="1" lineHeight="1.6" truncate>
          其中 {value.parts.map((p) => `${p.name.replace(/(工程)?产值$/, '').replace(/面积$/, '')} ${value.parts.length > 1 ? formatShare(p.share) : formatScaled(p.value, value.unit).text + formatScaled(p.value, value.unit).unit}`).join(' · ')}
        </Text>
      ) : (
        <Text fontSize="12px" color="gray.400" mt="1">
          {value.code === 'productivity' ? '按总产值 ÷ 平均从业人数' : '\u00a0'}
        </Text>
      )}
    </chakra.button>
  );
}

const Indicators = observer(function Indicators() {
  const store = useService<IndustryIndexStore>(IndustryIndexStore);
  const data = store.data.data;
  const s = store.selection;
  return (
    <Box as="section" aria-labelledby="industry-indicators-title" mb="4">
      <Flex align="baseline" justify="space-between" mb="2" gap="3" wrap="wrap">
        <Text as="h2" id="industry-indicators-title" fontSize="16px" fontWeight="600" color="gray.800">
          {data ? `${data.region.name} · ${data.period.label}主要指标` : '主要指标'}
        </Text>
        <Text fontSize="12px" color="gray.500">
          {data
            ? `${data.period.kind === 'quarter' ? '年初至季末累计；企业个数、从业人数为期末数' : '企业个数、从业人数为年末数'} · 同比：与${data.previousPeriod?.label ?? '上年同期'}相比 · 点击指标查看分省地图与排名`
            : '\u00a0'}
        </Text>
      </Flex>
      <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="3" aria-live="polite">
        {data && s
          ? data.indicators.map((v) => <IndicatorCard key={v.code} value={v} selected={v.code === s.indicator} onSelect={() => void store.setIndicator(v.code)} />)
          : Array.from({ length: 8 }, (_, i) => <Skeleton key={i} h="112px" borderRadius="8px" />)}
      </Grid>
    </Box>
  );
});

/** /industry-index/index: 行业管理指数 — the construction-industry statistics by province, year and quarter. */
const IndustryIndexPage = observer(function IndustryIndexPage() {
  const store = useService<IndustryIndexStore>(IndustryIndexStore);
  const search = useSearch();
  useEffect(() => {
    void store.applyUrl(search);
  }, [store, search]);
  const data = store.data.data;
  const failed = (store.params.status === 'error' && !store.params.data) || (store.data.status === 'error' && !data);

  return (
    <PageContainer breadcrumb={[{ label: '行业管理指数' }]}>
      <Flex align="baseline" gap="3" mb="3" wrap="wrap">
        <Text as="h1" fontSize="22px" fontWeight="600" color="gray.800">
          行业管理指数
        </Text>
        <Text fontSize="13px" color="gray.500">
          全国及31个省（区、市）建筑业主要统计指标：年度数据 2015 年起，季度数据为年初累计
        </Text>
      </Flex>
      <SampleDataNote />
      <Controls />
      {failed ? (
        <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" py="6">
          <LoadError text={store.data.error ?? store.params.error ?? '数据加载失败'} onRetry={() => void store.reload()} />
        </Box>
      ) : (
        <>
          {store.data.status === 'error' ? (
            <Text role="alert" color="red.600" bg="white" p="3" mb="4" borderRadius="8px" borderWidth="1px" borderColor="page.border" fontSize="13px">
              {store.data.error}
            </Text>
          ) : null}
          <Indicators />
          <MapAndRanking />
          <TrendCard />
          <StatTable />
          <Text fontSize="12px" color="gray.500" mt="4" lineHeight="1.8">
            数据来源：{data?.source ?? '国家统计局建筑业统计'}（示例数据）。建筑业总产值、新签合同额、利润总额单位为亿元，面积单位为万平方米，从业人数单位为万人，劳动生产率单位为元/人。
            {store.selection?.areaId !== NATIONAL_AREA_ID ? '' : ' 各省数据合计等于全国数据。'}
          </Text>
        </>
      )}
    </PageContainer>
  );
});

export default IndustryIndexPage;
