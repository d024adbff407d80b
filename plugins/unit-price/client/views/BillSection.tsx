import { useEffect } from 'react';
import { Box, Flex, Grid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { DataTable } from '@kernel/client/views/DataTable';
import type { BidNodeSectionProps } from '@plugins/bid-node/shared/contributions';
import { BQ_BILL_PAGE_SIZES, type BqItemBrief } from '../../shared/contract';
import { ProjectBillStore } from '../bill-store';
import { featuresInline, fmtPrice, fmtQuantity, priceUnit } from '../format';
import { FilterTag } from '@kernel/client/views/FilterPanel';
import { LoadError, Pager, SectionCard, SkeletonBlock } from './parts';
import { useDetailLink } from './links';

const num = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The priced bill of a single project on its detail page (bid-node.detailSection): its 优质清单 and
 * its items by chapter, paged, each linking to the item's 综合单价 detail. Nothing for a single
 * project without a bill.
 */
const BillSection = observer(function BillSection({ nodeId, name }: BidNodeSectionProps) {
  const store = useService<ProjectBillStore>(ProjectBillStore);
  const link = useDetailLink();
  useEffect(() => {
    void store.load(nodeId);
  }, [store, nodeId]);
  const page = store.page.data;
  const excellent = store.excellent.data ?? [];
  if (store.resultId !== nodeId) return null;
  if (store.page.status === 'ready' && page && page.total === 0 && !store.chapter) return null;
  if (store.page.status === 'error' && !page) {
    return (
      <SectionCard id="bill" title="工程量清单计价">
        <LoadError text={store.page.error || '工程量清单加载失败'} onRetry={() => void store.setPage(1)} />
      </SectionCard>
    );
  }
  if (!page) {
    return (
      <SectionCard id="bill" title="工程量清单计价">
        <SkeletonBlock lines={6} />
      </SectionCard>
    );
  }
  const itemLink = (b: BqItemBrief, label: string) => {
    const l = link(b.id, b.projectId);
    return (
      <chakra.a href={l.href} onClick={l.onClick} color="brand.700" _hover={{ textDecoration: 'underline' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }} aria-label={`${b.code} ${b.name} 的综合单价详情`}>
        {label}
      </chakra.a>
    );
  };
  const allCount = page.chapters.reduce((n, c) => n + c.count, 0);
  const chapterName = (code: string) => page.chapters.find((c) => c.code === code)?.name ?? code;
  return (
    <SectionCard
      id="bill"
      title="工程量清单计价"
      extra={`${name} · 清单项目 ${allCount.toLocaleString('zh-CN')} 条 · 综合单价单位：元/计量单位 · 示例数据`}
    >
      {!page.pricesVisible ? (
        <Text fontSize="13px" color="accent.800" bg="accent.50" borderRadius="6px" px="3" py="2" mb="4">
          开通 VIP 会员后可查看各清单项目的综合单价与合价。
        </Text>
      ) : null}
      {excellent.length ? (
        <Box mb="5">
          <Text as="h3" fontSize="14px" fontWeight="600" color="gray.700" mb="2">
            优质清单
            <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="2">
              本工程金额最大的分部分项与单价措施清单项目
            </Text>
          </Text>
          <Grid as="ul" listStyleType="none" m="0" p="0" templateColumns="repeat(3, 1fr)" gap="3" aria-label="优质清单">
            {excellent.map((b) => (
              <Box as="li" key={b.id} borderWidth="1px" borderColor="page.border" borderRadius="8px" px="4" py="3" _hover={{ borderColor: 'brand.200', boxShadow: '0 2px 6px rgba(20,86,200,0.08)' }}>
                <Flex justify="space-between" align="baseline" gap="2">
                  <Text fontSize="12px" fontVariantNumeric="tabular-nums" letterSpacing="0.02em" color="gray.500">
                    {b.code}
                  </Text>
                  <Text fontSize="12px" color="gray.400" truncate>
                    {b.chapter.name}
                  </Text>
                </Flex>
                <Text fontSize="14px" fontWeight="600" mt="0.5" truncate>
                  {itemLink(b, b.name)}
                </Text>
                <Text fontSize="12px" color="gray.500" truncate title={b.features}>
                  {featuresInline(b.features) || '—'}
                </Text>
                <Flex mt="1.5" align="baseline" gap="1">
                  <Text fontSize="17px" fontWeight="700" color="gray.900" {...num}>
                    {b.unitPrice == null ? '—' : fmtPrice(b.unitPrice)}
                  </Text>
                  <Text fontSize="11px" color="gray.500">
                    {priceUnit(b.unit)} · 工程量 {fmtQuantity(b.quantity, b.unit)} {b.unit}
                  </Text>
                </Flex>
              </Box>
            ))}
          </Grid>
        </Box>
      ) : null}
      <Flex align="center" wrap="wrap" mb="2" role="group" aria-label="清单章节">
        <FilterTag selected={!store.chapter} onClick={() => void store.setChapter('')}>
          全部 {allCount}
        </FilterTag>
        {page.chapters.map((c) => (
          <FilterTag key={c.code} selected={store.chapter === c.code} onClick={() => void store.setChapter(c.code)} title={c.amount == null ? undefined : `合价 ${fmtPrice(c.amount)} 元`}>
            {c.name} {c.count}
          </FilterTag>
        ))}
      </Flex>
      <DataTable<BqItemBrief>
        label={`${name} 的工程量清单`}
        variant="outline"
        rows={page.list}
        rowKey={(b) => b.id}
        loading={store.page.status === 'loading'}
        rowGroup={(b) => {
          const c = page.chapters.find((x) => x.code === b.chapter.code);
          return `${b.chapter.code} ${b.chapter.name || chapterName(b.chapter.code)}${c?.amount != null ? `（本章合价 ${fmtPrice(c.amount)} 元）` : ''}`;
        }}
        columns={[
          { key: 'seq', header: '序号', align: 'center', width: '52px', cellProps: { ...num, color: 'gray.500' }, cell: (b) => b.seq },
          { key: 'code', header: '清单编码', cellProps: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, cell: (b) => itemLink(b, b.code) },
          { key: 'name', header: '项目名称', cellProps: { fontWeight: '500', whiteSpace: 'nowrap' }, cell: (b) => b.name },
          { key: 'features', header: '项目特征', cellProps: { maxW: '330px', fontSize: '12px', color: 'gray.600' }, cell: (b) => <Text lineClamp={2} title={b.features}>{featuresInline(b.features) || '—'}</Text> },
          { key: 'unit', header: '计量单位', align: 'center', cell: (b) => b.unit },
          { key: 'quantity', header: '工程量', align: 'right', cellProps: num, cell: (b) => fmtQuantity(b.quantity, b.unit) },
          { key: 'price', header: '综合单价', unit: '元', align: 'right', cellProps: { ...num, fontWeight: '600' }, cell: (b) => (b.unitPrice == null ? '—' : fmtPrice(b.unitPrice)) },
          { key: 'amount', header: '合价', unit: '元', align: 'right', cellProps: num, cell: (b) => (b.amount == null ? '—' : fmtPrice(b.amount)) },
        ]}
      />
      <Box mt="3">
        <Pager label="清单分页" total={page.total} page={page.pageNum} pageSize={page.pageSize} sizes={BQ_BILL_PAGE_SIZES} onPage={(p) => void store.setPage(p)} onPageSize={(s) => void store.setPageSize(s)} />
      </Box>
    </SectionCard>
  );
});

export default BillSection;
