import { useEffect, type ReactNode } from 'react';
import { Box, Button, Flex, Grid, Skeleton, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuFileSpreadsheet } from 'react-icons/lu';
import { useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { Notifier } from '@kernel/client/ui-store';
import { FilterChip } from '@kernel/client/views/FilterChip';
import { MonthInput } from '@kernel/client/views/MonthInput';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { RegionSelector } from '@kernel/client/views/RegionSelector';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { monthLabel, monthSpan, monthText, parseMonthText, priceUnit, regionText, shiftMonth } from '../../shared/contract';
import { TONE_COLOR, changeTone, formatChange, formatPrice } from '../format';
import { MaterialPriceStore } from '../tokens';
import { PriceTrend } from './PriceTrend';
import { RegionTable } from './RegionTable';
import { ResourcePanel } from './ResourcePanel';

/** Starts the page's requests as soon as its code is there (before the first render). */
export function prepare({ get, search }: PagePrepareContext): void {
  void get<MaterialPriceStore>(MaterialPriceStore).applyUrl(search);
}

/** The sample-data notice of the page. */
function MaterialSampleNote() {
  return (
    <SampleDataNote mb="4">
      本栏目的信息价与市场价为按各地价格水平与近年市场走势（钢材、水泥、混凝土、人工等）生成的示例数据，用于演示平台功能，不代表任何地区造价管理机构发布的实际价格，不作计价依据。
    </SampleDataNote>
  );
}

/** A figure of the header: a label, the value with its unit, a note under it. */
function Figure({ label, value, unit, note }: { label: string; value: ReactNode; unit?: string; note?: ReactNode }) {
  return (
    <Box px="4" py="3" bg="#f7f9fc" borderRadius="6px" minW="0">
      <Text fontSize="12px" color="gray.500">
        {label}
      </Text>
      <Text fontSize="20px" fontWeight="700" color="gray.800" fontVariantNumeric="tabular-nums" lineHeight="1.4">
        {value}
        {unit ? (
          <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="1">
            {unit}
          </Text>
        ) : null}
      </Text>
      {note ? (
        <Text fontSize="12px" color="gray.500" fontVariantNumeric="tabular-nums">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}

function Signed({ value }: { value: number | null | undefined }) {
  return (
    <Text as="span" color={TONE_COLOR[changeTone(value)]}>
      {formatChange(value)}
    </Text>
  );
}

const PRESETS: ReadonlyArray<{ label: string; months: number | null }> = [
  { label: '近1年', months: 12 },
  { label: '近3年', months: 36 },
  { label: '近5年', months: 60 },
  { label: '全部', months: null },
];

/** The resource shown, its region and period controls, the figures of the latest month and the download. */
const Header = observer(function Header() {
  const store = useService<MaterialPriceStore>(MaterialPriceStore);
  const notifier = useService<Notifier>(Notifier);
  const meta = store.meta.data;
  const s = store.selection;
  const r = store.resource;
  const data = store.series.data;
  const points = data?.points ?? [];
  const last = points[points.length - 1];
  const prev = points[points.length - 2];
  const unit = r ? priceUnit(r) : '';
  const spanMonths = s ? monthSpan(s.from, s.to) : 0;
  const presetActive = (months: number | null) =>
    !!meta && !!s && s.to === meta.latestMonth && (months === null ? s.from === meta.firstMonth : spanMonths === months);

  const download = async () => {
    const problem = await store.exportXlsx();
    if (problem) notifier.notify(problem, 'error');
  };

  return (
    <Box as="section" aria-labelledby="mp-resource-title" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="5">
      <Flex justify="space-between" align="flex-start" gap="4" mb="4">
        <Box minW="0">
          {r ? (
            <Text as="h2" id="mp-resource-title" fontSize="19px" fontWeight="700" color="gray.800" lineHeight="1.4">
              {r.name}
              {r.spec ? (
                <Text as="span" ml="2" fontWeight="500" color="gray.700">
                  {r.spec}
                </Text>
              ) : null}
            </Text>
          ) : (
            <Skeleton h="26px" w="280px" id="mp-resource-title" />
          )}
          <Text fontSize="13px" color="gray.500" mt="1">
            {r ? `编码 ${r.code} · 类别 ${r.kind} · 计量单位 ${r.unit} · 价格单位 ${unit}（不含税）` : '\u00a0'}
          </Text>
        </Box>
        <Button size="sm" colorPalette="brand" onClick={() => void download()} loading={store.exporting} loadingText="导出中…" disabled={!data} flex="0 0 auto">
          <LuFileSpreadsheet aria-hidden="true" />
          导出Excel
        </Button>
      </Flex>

      <Flex gap="5" align="center" wrap="wrap" mb="4" fontSize="13px">
        {meta && s ? (
          <RegionSelector regions={meta.regions} value={data?.region.areaid ?? s.areaId} onChange={(id) => void store.setRegion(id)} allowCities />
        ) : (
          <Skeleton h="32px" w="140px" />
        )}
        <Flex role="group" aria-label="期间" align="center" gap="1.5" wrap="wrap">
          <Text color="gray.600" mr="1">
            期间
          </Text>
          {PRESETS.map((p) => (
            <FilterChip
              key={p.label}
              selected={presetActive(p.months)}
              onClick={() => meta && void store.setPeriod(p.months === null ? meta.firstMonth : shiftMonth(meta.latestMonth, -(p.months - 1)), meta.latestMonth)}
            >
              {p.label}
            </FilterChip>
          ))}
          <MonthInput
            size="sm"
            w="96px"
            ml="2"
            aria-label="开始月份"
            value={s ? monthText(s.from) : undefined}
            onChange={(v) => s && v && void store.setPeriod(parseMonthText(v) ?? s.from, s.to)}
          />
          <Text color="gray.500">至</Text>
          <MonthInput
            size="sm"
            w="96px"
            aria-label="结束月份"
            value={s ? monthText(s.to) : undefined}
            onChange={(v) => s && v && void store.setPeriod(s.from, parseMonthText(v) ?? s.to)}
          />
        </Flex>
      </Flex>

      {data?.fellBack ? (
        <Text fontSize="12px" color="#7a5b12" bg="#fff8e6" px="3" py="1.5" borderRadius="4px" mb="3">
          所选地区暂无单独发布的价格，以下按{data.region.name}价格列示。
        </Text>
      ) : null}

      <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="3" aria-live="polite">
        {data && last ? (
          <>
            <Figure label={`信息价（${monthLabel(last.month)}）`} value={formatPrice(last.info)} unit={unit} note={<>环比 <Signed value={prev ? (last.info - prev.info) / prev.info : null} /></>} />
            <Figure label={`市场价（${monthLabel(last.month)}）`} value={formatPrice(last.market)} unit={unit} note={<>环比 <Signed value={prev ? (last.market - prev.market) / prev.market : null} /></>} />
            <Figure
              label="信息价与市场价之差"
              value={formatPrice(Math.round((last.info - last.market) * 100) / 100)}
              unit={unit}
              note={`信息价为市场价的 ${((last.info / last.market) * 100).toFixed(1)}%`}
            />
            <Figure
              label="期间市场价涨跌"
              value={<Signed value={data.market.change} />}
              note={`较${monthLabel(data.from)} · 最高 ${formatPrice(data.market.max)}`}
            />
          </>
        ) : (
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h="84px" borderRadius="6px" />)
        )}
      </Grid>
      <Text fontSize="12px" color="gray.500" mt="2">
        {data ? `地区：${regionText(data.region)} · 期间：${monthLabel(data.from)}—${monthLabel(data.to)} · 单位：${unit}（不含税）· 来源：造价指标网材料价格库（示例数据）` : '\u00a0'}
      </Text>
    </Box>
  );
});

/** /materialPrice/index: 材料价格 — a resource's 信息价 and 市场价 by month and by region. */
const MaterialPricePage = observer(function MaterialPricePage() {
  const store = useService<MaterialPriceStore>(MaterialPriceStore);
  const search = useSearch();
  useEffect(() => {
    void store.applyUrl(search);
  }, [store, search]);

  return (
    <PageContainer breadcrumb={[{ label: '材料价格' }]}>
      <Flex align="baseline" gap="3" mb="3" wrap="wrap">
        <Text as="h1" fontSize="22px" fontWeight="600" color="gray.800">
          材料价格
        </Text>
        <Text fontSize="13px" color="gray.500">
          各地区人工、材料、机械台班及主材、设备的月度信息价与市场价，2018 年起按月更新，价格不含税
        </Text>
      </Flex>
      <MaterialSampleNote />
      {store.meta.status === 'error' && !store.meta.data ? (
        <Text role="alert" color="red.600" py="10" textAlign="center">
          {store.meta.error}
        </Text>
      ) : (
        <Grid templateColumns="300px minmax(0, 1fr)" gap="4" alignItems="start">
          <ResourcePanel />
          <Flex direction="column" gap="4" minW="0">
            {store.series.status === 'error' ? (
              <Text role="alert" color="red.600" bg="white" p="4" borderRadius="8px" borderWidth="1px" borderColor="page.border">
                {store.series.error}
              </Text>
            ) : null}
            <Header />
            <PriceTrend />
            <RegionTable />
          </Flex>
        </Grid>
      )}
    </PageContainer>
  );
});

export default MaterialPricePage;
