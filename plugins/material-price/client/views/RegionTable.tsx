import { Box, Flex, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { MATERIAL_PRICE_SOURCE, monthLabel, priceUnit, resourceTitle, shiftMonth, type RegionPriceRow } from '../../shared/contract';
import { TONE_COLOR, changeTone, formatChange, formatPrice } from '../format';
import { MaterialPriceStore } from '../tokens';

function Change({ value }: { value: number | null }) {
  const tone = changeTone(value);
  return (
    <Text as="span" color={TONE_COLOR[tone]} fontVariantNumeric="tabular-nums">
      {tone === 'up' ? '▲ ' : tone === 'down' ? '▼ ' : ''}
      {formatChange(value)}
    </Text>
  );
}

const num = { fontVariantNumeric: 'tabular-nums' } as const;

/** The months of the period, newest first (the table's month picker). */
function monthsOf(from: number, to: number): number[] {
  const out: number[] = [];
  for (let m = to; m >= from; m = shiftMonth(m, -1)) out.push(m);
  return out;
}

/** 地区价格: the month's prices by city of the province (by province for 全国) with 环比 and 同比. */
export const RegionTable = observer(function RegionTable() {
  const store = useService<MaterialPriceStore>(MaterialPriceStore);
  const data = store.table.data;
  const s = store.selection;
  const shownArea = store.series.data?.region.areaid ?? s?.areaId;
  const unit = data ? priceUnit(data.resource) : '';
  const national = data?.scope.areaid === 1;
  const heading = data ? (national ? '全国各省价格' : `${data.scope.name}各主要城市价格`) : '地区价格';

  const columns: DataColumn<RegionPriceRow>[] = [
    {
      key: 'name',
      header: '地区',
      rowHeader: true,
      width: '150px',
      sortValue: (r) => r.name,
      cell: (r) => (
        <chakra.button
          type="button"
          onClick={() => void store.setRegion(r.areaid)}
          pl={r.level === 'city' ? '3' : '0'}
          color={r.areaid === shownArea ? 'brand.700' : 'gray.800'}
          fontWeight={r.level === 'city' ? '400' : '600'}
          cursor="pointer"
          textAlign="left"
          _hover={{ color: 'brand.600', textDecoration: 'underline' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
          title={`查看${r.name}价格走势`}
        >
          {r.level === 'national' && !national ? '全国（参考）' : r.name}
        </chakra.button>
      ),
    },
    { key: 'info', header: '信息价', unit, align: 'right', sortValue: (r) => r.info, cell: (r) => <Text as="span" {...num} fontWeight="600">{formatPrice(r.info)}</Text> },
    { key: 'infoMom', header: '信息价环比', align: 'right', sortValue: (r) => r.infoMom, cell: (r) => <Change value={r.infoMom} /> },
    { key: 'infoYoy', header: '信息价同比', align: 'right', sortValue: (r) => r.infoYoy, cell: (r) => <Change value={r.infoYoy} /> },
    { key: 'market', header: '市场价', unit, align: 'right', sortValue: (r) => r.market, cell: (r) => <Text as="span" {...num} fontWeight="600">{formatPrice(r.market)}</Text> },
    { key: 'marketMom', header: '市场价环比', align: 'right', sortValue: (r) => r.marketMom, cell: (r) => <Change value={r.marketMom} /> },
    { key: 'marketYoy', header: '市场价同比', align: 'right', sortValue: (r) => r.marketYoy, cell: (r) => <Change value={r.marketYoy} /> },
    {
      key: 'vsNational',
      header: '市场价较全国',
      align: 'right',
      sortValue: (r) => r.marketVsNational,
      cell: (r) => (
        <Text as="span" color="gray.700" {...num}>
          {formatChange(r.marketVsNational)}
        </Text>
      ),
    },
  ];

  return (
    <Box as="section" aria-labelledby="mp-table-heading" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="4">
      <Flex align="center" justify="space-between" gap="3" mb="2" wrap="wrap">
        <Text as="h2" id="mp-table-heading" fontSize="14px" fontWeight="600" color="gray.800">
          {heading}
        </Text>
        {s ? (
          <Flex align="center" gap="2">
            <chakra.label htmlFor="mp-table-month" fontSize="13px" color="gray.600">
              价格月份
            </chakra.label>
            <NativeSelect.Root size="sm" w="128px">
              <NativeSelect.Field id="mp-table-month" value={String(s.month)} onChange={(e) => void store.setMonth(Number(e.currentTarget.value))}>
                {monthsOf(s.from, s.to).map((m) => (
                  <option key={m} value={m}>
                    {monthLabel(m)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
        ) : null}
      </Flex>
      <Text fontSize="12px" color="gray.500" mb="3">
        {data
          ? `${resourceTitle(data.resource)} · 单位：${unit} · 月份：${monthLabel(data.month)} · 地区：${national ? '全国及各省' : `${data.scope.name}及主要城市`}（${national ? data.rows.length : data.rows.length - 1} 个）· 来源：${MATERIAL_PRICE_SOURCE}`
          : '\u00a0'}
      </Text>
      {store.table.status === 'error' ? (
        <Text role="alert" color="red.600" fontSize="13px" py="4">
          {store.table.error}
        </Text>
      ) : (
        <DataTable
          label={heading}
          rows={data?.rows ?? []}
          rowKey={(r) => r.areaid}
          columns={columns}
          loading={store.table.status === 'loading'}
          skeletonRows={8}
          rowProps={(r) => (r.areaid === shownArea ? { bg: 'brand.50', 'aria-current': 'true' } : r.level !== 'city' ? { bg: '#fafbfd' } : {})}
        />
      )}
      <Text fontSize="12px" color="gray.500" mt="2">
        环比：与上月相比；同比：与上年同月相比；▲ 上涨 ▼ 下跌；较全国：市场价与同月全国市场价相比。点击地区名称查看该地区价格走势。
      </Text>
    </Box>
  );
});
