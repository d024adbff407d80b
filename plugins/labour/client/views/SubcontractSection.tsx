import { useEffect } from 'react';
import { Box, Flex, Grid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { useService } from '@kernel/client/react';
import { DataTable } from '@kernel/client/views/DataTable';
import { LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import type { BidNodeSectionProps } from '@plugins/bid-node/shared/contributions';
import { labourRoutes, type SubcontractResultRow } from '../../shared/contract';
import { regionTitle } from '../catalog';
import { formatChange, formatPrice, quarterLabel } from '../format';
import { SubcontractStore } from '../tokens';
import { Change } from './parts';

const num = { fontVariantNumeric: 'tabular-nums' } as const;
const QUANTITY = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * 劳务分包 on the single-project detail (bid-node.detailSection): the project's labour cost per trade,
 * priced at its region and quarter, each against the regional index price of that quarter. Nothing
 * when the project has no results (or the caller may not see them: the detail itself is VIP).
 */
const SubcontractSection = observer(function SubcontractSection({ nodeId, name }: BidNodeSectionProps) {
  const store = useService<SubcontractStore>(SubcontractStore);
  const [, navigate] = useLocation();
  useEffect(() => {
    void store.load(nodeId);
  }, [store, nodeId]);
  if (store.bidNodeId !== nodeId) return null;
  const r = store.result.data;
  if (store.result.status === 'error' && !r) {
    return (
      <SectionCard id="labour" title="劳务分包">
        <LoadError text={store.result.error || '劳务分包数据加载失败'} onRetry={() => void store.load(nodeId)} />
      </SectionCard>
    );
  }
  if (!r) {
    return (
      <SectionCard id="labour" title="劳务分包">
        <SkeletonBlock lines={5} />
      </SectionCard>
    );
  }
  if (!r.rows.length) return null;
  /** The regional price in the trade's unit (the one the project is compared in), linking to its price line, with its 元/m² under it. */
  const regional = (row: SubcontractResultRow) => {
    const alt = row.regionalAltPrice ?? null;
    const figure = alt == null ? formatPrice(row.regionalPrice) : `${formatPrice(alt)} ${row.altUnit}`;
    const perM2 = alt != null && row.regionalPrice != null && !(row.altUnit === '元/m²' && alt === row.regionalPrice) ? (
      <Text fontSize="11px" color="gray.500">
        {formatPrice(row.regionalPrice)} 元/m²
      </Text>
    ) : null;
    if (row.regionalLineId == null) return <>{figure}{perM2}</>;
    const href = labourRoutes.priceLine({ id: row.regionalLineId });
    return (
      <>
        <chakra.a
          href={href}
          color="brand.700"
          whiteSpace="nowrap"
          _hover={{ textDecoration: 'underline' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
          aria-label={`${row.tradeName} ${regionTitle(r.region)}${r.buildingType}地区指数价 ${figure}，查看价格走势`}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            navigate(href);
          }}
        >
          {figure}
        </chakra.a>
        {perM2}
      </>
    );
  };
  const maxShare = Math.max(...r.rows.map((x) => x.share), 0.0001);
  return (
    <SectionCard
      id="labour"
      title="劳务分包"
      extra={`${name} · ${regionTitle(r.region)} · ${quarterLabel(r.project.quarter)} · 单位：元、元/m² · 示例数据`}
    >
      <Grid templateColumns="repeat(3, minmax(0, 1fr)) 2fr" gap="3" mb="4">
        <Box px="4" py="3" bg="brand.50" borderRadius="6px">
          <Text fontSize="12px" color="gray.500">劳务分包合计</Text>
          <Text fontSize="20px" fontWeight="700" color="brand.800" {...num}>
            {formatPrice(r.total)}
            <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="1">元</Text>
          </Text>
        </Box>
        <Box px="4" py="3" bg="#f7f9fc" borderRadius="6px">
          <Text fontSize="12px" color="gray.500">单方劳务费</Text>
          <Text fontSize="20px" fontWeight="700" color="gray.800" {...num}>
            {formatPrice(r.totalPerM2)}
            <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="1">元/m²</Text>
          </Text>
        </Box>
        <Box px="4" py="3" bg="#f7f9fc" borderRadius="6px">
          <Text fontSize="12px" color="gray.500">建筑面积</Text>
          <Text fontSize="20px" fontWeight="700" color="gray.800" {...num}>
            {QUANTITY.format(r.project.buildingArea)}
            <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="1">m²</Text>
          </Text>
        </Box>
        <Box px="4" py="3" bg="#f7f9fc" borderRadius="6px" fontSize="12px" color="gray.600" lineHeight="1.8">
          <Text>
            按{r.project.buildingUse} · {r.project.structure}，对应业态「{r.buildingType}」；价格地区 {regionTitle(r.region)}，季度 {quarterLabel(r.project.quarter)}。
          </Text>
          <Text>地区指数价：同地区、同季度、同业态的劳务分包单价（按工种计量单位）。</Text>
        </Box>
      </Grid>
      <DataTable<SubcontractResultRow>
        label={`${name} 的劳务分包费用`}
        variant="outline"
        rows={r.rows}
        rowKey={(x) => x.tradeCode}
        columns={[
          { key: 'trade', header: '工种', rowHeader: true, cellProps: { fontWeight: '600', whiteSpace: 'nowrap' }, cell: (x) => x.tradeName },
          {
            key: 'qty',
            header: '工程量',
            align: 'right',
            cellProps: { ...num, whiteSpace: 'nowrap' },
            cell: (x) => `${QUANTITY.format(x.altQuantity)} ${x.altQuantityUnit}`,
          },
          { key: 'alt', header: '分包单价', unit: '按计量单位', align: 'right', cellProps: { ...num, whiteSpace: 'nowrap' }, cell: (x) => `${formatPrice(x.altPrice)} ${x.altUnit}` },
          { key: 'unit', header: '单方劳务费', unit: '元/m²', align: 'right', cellProps: { ...num, fontWeight: '600' }, cell: (x) => formatPrice(x.unitPrice) },
          { key: 'regional', header: '地区指数价', unit: '按计量单位', align: 'right', cellProps: num, cell: (x) => regional(x) },
          { key: 'vs', header: '较地区指数价', align: 'right', cell: (x) => <Change value={x.vsRegional} label="较地区指数价" /> },
          { key: 'amount', header: '劳务费', unit: '元', align: 'right', cellProps: { ...num, fontWeight: '600' }, cell: (x) => formatPrice(x.amount) },
          {
            key: 'share',
            header: '占比',
            width: '150px',
            cell: (x) => (
              <Flex align="center" gap="2">
                <Box flex="1" h="6px" bg="gray.100" borderRadius="3px" overflow="hidden" aria-hidden="true">
                  <Box h="full" w={`${(x.share / maxShare) * 100}%`} bg="brand.400" />
                </Box>
                <Text as="span" fontSize="12px" color="gray.600" w="44px" textAlign="right" {...num}>
                  {pct(x.share)}
                </Text>
              </Flex>
            ),
          },
        ]}
        footer={[
          { content: '合计', span: 3, cellProps: { fontWeight: '600' } },
          { content: formatPrice(r.totalPerM2), align: 'right', cellProps: { ...num, fontWeight: '700' } },
          { content: '', span: 2 },
          { content: formatPrice(r.total), align: 'right', cellProps: { ...num, fontWeight: '700' } },
          { content: '100.0%', align: 'right', cellProps: { ...num, color: 'gray.600', fontSize: '12px' } },
        ]}
      />
      <Text fontSize="12px" color="gray.500" mt="3" lineHeight="1.7">
        {r.note} 较地区指数价：本工程分包单价与地区指数价（同一计量单位）之差的比例（{formatChange(0.05)} 即高出 5%）；点击地区指数价查看该价格的走势。
      </Text>
    </SectionCard>
  );
});

export default SubcontractSection;
