import { useEffect, type ReactNode } from 'react';
import { Box, Button, Flex, Grid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowUpRight, LuFileDown, LuFileSpreadsheet } from 'react-icons/lu';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { DetailFrame, DetailHeaderCard, DetailNotFound, HeaderFacts, InfoGrid } from '@kernel/client/views/DetailFrame';
import { RouterLink } from '@kernel/client/views/PageContainer';
import { DonutChart, LineChart, formatPercent } from '@kernel/client/views/charts';
import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import { materialPriceLink } from '@plugins/material-price/shared/routes';
import type { BqItemBrief, BqItemInfo, BqNormResource, BqPriceBasis, BqRelated, BqResourceLine } from '../../shared/contract';
import { unitPriceRoutes } from '../../shared/routes';
import { UnitPriceDetailStore } from '../detail-store';
import { featureLines, featuresInline, fmtConsumption, fmtPeriod, fmtPrice, fmtQuantity, fmtRegion, formatNumber, priceUnit } from '../format';
import { EmptyState, ItemActions, LoadError, PriceStatRows, SampleDataNote, SectionCard, SkeletonBlock, StageBadge } from './parts';
import { useDetailLink } from './links';
import { PriceHistogram } from './PriceHistogram';

function refOf(params: { id?: string; projectId?: string }): { id: number; projectId: number } | null {
  const id = Number(params.id);
  const projectId = Number(params.projectId);
  return Number.isInteger(id) && id > 0 && Number.isInteger(projectId) && projectId > 0 ? { id, projectId } : null;
}

/** The detail's requests start as soon as the page's code is loaded. */
export function prepare({ get, params }: PagePrepareContext): void {
  const ref = refOf(params);
  if (ref) void get<UnitPriceDetailStore>(UnitPriceDetailStore).load(ref);
}

const SECTIONS = [
  { id: 'composition', label: '综合单价组成' },
  { id: 'norms', label: '定额组价' },
  { id: 'resources', label: '人材机汇总' },
  { id: 'trend', label: '价格走势' },
  { id: 'distribution', label: '同类清单分布' },
  { id: 'related', label: '相关清单' },
  { id: 'project', label: '所属工程' },
] as const;

const num = { fontVariantNumeric: 'tabular-nums' } as const;
/** The detail's tables: outlined, rows not highlighted on hover. */
const readOnlyTable = { variant: 'outline', interactive: false } as const;
const basisText = (b: BqPriceBasis) => `${b.regionName} ${b.month} ${b.kindName}`;

/** /comprehensiveUnitPrice/detail/:id/:projectId (VIP): one 综合单价 as priced in one single project. */
const DetailPage = observer(function DetailPage({ params }: { params: { id?: string; projectId?: string } }) {
  const store = useService<UnitPriceDetailStore>(UnitPriceDetailStore);
  const ref = refOf(params);
  useEffect(() => {
    if (ref) void store.load(ref);
  }, [store, ref?.id, ref?.projectId]); // eslint-disable-line react-hooks/exhaustive-deps
  const info = store.info.data;

  if (!ref || store.info.status === 'error') {
    return (
      <DetailNotFound
        breadcrumb={[{ label: '综合单价指标', href: unitPriceRoutes.list() }, { label: '详情' }]}
        title="未找到该清单项目"
        description={store.info.error || '该清单项目不存在或暂时无法查看，请返回列表重新选择。'}
        back={{ href: unitPriceRoutes.list(), label: '返回列表' }}
      />
    );
  }

  return (
    <DetailFrame breadcrumb={[{ label: '综合单价指标', href: unitPriceRoutes.list() }, { label: info ? `${info.code} ${info.name}` : '详情' }]} header={<HeaderCard />} sections={SECTIONS} density="compact">
      <CompositionSection />
      <NormSection />
      <ResourceSection />
      <TrendSection />
      <DistributionSection />
      <RelatedSection />
      <ProjectSection />
      <SampleDataNote />
    </DetailFrame>
  );
});

export default DetailPage;

const HeaderCard = observer(function HeaderCard() {
  const store = useService<UnitPriceDetailStore>(UnitPriceDetailStore);
  const info = store.info.data;
  const peers = store.peers.data;
  if (!info) return <DetailHeaderCard loading skeletonLines={5} />;
  const unit = priceUnit(info.unit);
  const p = info.project;
  const meta: Array<{ label: string; value: ReactNode }> = [
    { label: '计量单位', value: info.unit },
    { label: '工程量', value: `${fmtQuantity(info.quantity, info.unit)} ${info.unit}` },
    { label: '清单规范', value: info.standard.name },
    { label: '所属章节', value: `${info.chapter.name} · ${info.section.name}` },
    { label: '工程地区', value: fmtRegion(p.provinceName, p.cityName) },
    { label: '价格月份', value: info.basis.month },
    { label: '计价阶段', value: <StageBadge stage={p.pricingStage} /> },
    { label: '价格依据', value: `${info.basis.regionName} ${info.basis.kindName}` },
  ];
  const lines = featureLines(info.features);
  const vsMedian = peers && peers.stats.count > 0 && peers.stats.median > 0 ? info.unitPrice / peers.stats.median - 1 : null;
  return (
    <DetailHeaderCard
      asideWidth={290}
      aside={
        <>
          <Box>
            <Text fontSize="13px" opacity={0.85}>
              综合单价
            </Text>
            <Text fontSize="30px" fontWeight="700" lineHeight="1.25" {...num} data-testid="item-unit-price">
              {fmtPrice(info.unitPrice)}
              <Text as="span" fontSize="13px" fontWeight="400" ml="1" opacity={0.85}>
                {unit}
              </Text>
            </Text>
            <Text fontSize="12px" opacity={0.75}>
              {basisText(info.basis)} · {p.pricingStage}
            </Text>
          </Box>
          <Box borderTopWidth="1px" borderColor="whiteAlpha.300" pt="3">
            <Text fontSize="13px" opacity={0.85}>
              合价
            </Text>
            <Text fontSize="18px" fontWeight="600" {...num}>
              {fmtPrice(info.amount)}
              <Text as="span" fontSize="12px" fontWeight="400" ml="1" opacity={0.85}>
                元
              </Text>
            </Text>
          </Box>
          {peers && vsMedian != null ? (
            <Box borderTopWidth="1px" borderColor="whiteAlpha.300" pt="3" fontSize="12px" lineHeight="1.7">
              <Text opacity={0.85}>
                {peers.scope.area.name}同类中位数 {fmtPrice(peers.stats.median)} {unit}（样本 {peers.stats.count} 条）
              </Text>
              <Text fontWeight="600">
                本项目{vsMedian >= 0 ? '高于' : '低于'}中位数 {formatPercent(Math.abs(vsMedian), 1)}
              </Text>
            </Box>
          ) : null}
        </>
      }
    >
      <Flex align="center" gap="3" mb="1" wrap="wrap">
        <Box as="span" px="2" lineHeight="24px" fontSize="13px" fontVariantNumeric="tabular-nums" letterSpacing="0.02em" color="brand.800" bg="brand.50" borderRadius="3px" data-testid="item-code">
          {info.code}
        </Box>
        <Text as="h1" fontSize="21px" fontWeight="700" color="gray.900">
          {info.name}
        </Text>
        <Box as="span" px="2" lineHeight="22px" fontSize="12px" color="gray.600" bg="gray.100" borderRadius="3px">
          {info.partName}
        </Box>
        {info.excellent ? (
          <Box as="span" px="2" lineHeight="22px" fontSize="12px" color="accent.800" bg="accent.50" borderRadius="3px" title="本工程金额最大的清单项目之一">
            优质清单
          </Box>
        ) : null}
      </Flex>
      <Box mt="3" bg="gray.50" borderRadius="6px" px="4" py="2.5">
        <Text fontSize="12px" color="gray.500" mb="1">
          项目特征
        </Text>
        {lines.length ? (
          <chakra.ul listStyleType="none" m="0" p="0" fontSize="13px" color="gray.700" lineHeight="1.8" columns={lines.length > 3 ? 2 : 1}>
            {lines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </chakra.ul>
        ) : (
          <Text fontSize="13px" color="gray.400">
            —
          </Text>
        )}
      </Box>
      <HeaderFacts items={meta} />
      <Flex gap="2" mt="5" align="center" wrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={() => void store.downloadPdf()} loading={store.downloading === 'pdf'} loadingText="生成中…">
          <LuFileDown aria-hidden="true" />
          下载组价方案
        </Button>
        <Button size="sm" variant="outline" onClick={() => void store.exportExcel()} loading={store.downloading === 'xlsx'} loadingText="导出中…">
          <LuFileSpreadsheet aria-hidden="true" />
          导出Excel
        </Button>
        <ItemActions itemId={info.id} projectId={info.projectId} code={info.code} name={info.name} placement="detail" />
      </Flex>
    </DetailHeaderCard>
  );
});

const COMPOSITION_COLORS: Record<string, string> = {
  labour: '#1456c8',
  material: '#f08a24',
  machine: '#16a085',
  management: '#7a5af8',
  profit: '#e0457b',
  risk: '#8c9bb0',
};

const CompositionSection = observer(function CompositionSection() {
  const store = useService<UnitPriceDetailStore>(UnitPriceDetailStore);
  const c = store.composition.data;
  const info = store.info.data;
  const loading = store.composition.status === 'loading' || store.composition.status === 'idle';
  const unit = priceUnit(c?.unit ?? info?.unit);
  // 风险费用 only where the province's rule charges it.
  const rows = (c?.rows ?? []).filter((r) => r.code !== 'risk' || r.value !== 0 || (r.rate ?? 0) > 0);
  return (
    <SectionCard id="composition" title="综合单价组成" extra={c ? `单位：${unit} · 价格依据：${basisText(c.basis)} · 样本：本项目 1 条` : undefined}>
      {loading ? (
        <SkeletonBlock lines={6} />
      ) : store.composition.status === 'error' || !c ? (
        <LoadError text={store.composition.error || '综合单价组成加载失败'} onRetry={() => store.ref && void store.load(store.ref, true)} />
      ) : (
        <Grid templateColumns="360px minmax(0, 1fr)" gap="6" alignItems="center">
          <ChartCard plain title="费用构成" unit={unit} region={c.basis.regionName} period={c.basis.month} sample="本项目 1">
            <DonutChart
              data={rows.map((r) => ({ label: r.name, value: r.value, color: COMPOSITION_COLORS[r.code] }))}
              unit={unit}
              total={c.unitPrice}
              shares={rows.map((r) => r.ratio)}
              centerLabel="综合单价"
              height={240}
              ariaLabel={`${info?.name ?? ''}综合单价组成`}
              valueFormat={(v) => fmtPrice(v)}
            />
          </ChartCard>
          <Box>
            <DataTable
              label="综合单价组成表"
              {...readOnlyTable}
              rows={rows}
              rowKey={(r) => r.code}
              columns={[
                {
                  key: 'name',
                  header: '费用名称',
                  rowHeader: true,
                  cell: (r) => (
                    <Flex align="center" gap="2">
                      <Box w="8px" h="8px" borderRadius="2px" bg={COMPOSITION_COLORS[r.code]} aria-hidden="true" />
                      {r.name}
                    </Flex>
                  ),
                },
                { key: 'base', header: '计算基础', cellProps: { color: 'gray.600', fontSize: '12px' }, cell: (r) => r.base ?? '按人材机汇总' },
                { key: 'rate', header: '费率', align: 'right', cellProps: num, cell: (r) => (r.rate == null ? '—' : formatPercent(r.rate, 2)) },
                { key: 'value', header: '单价', unit, align: 'right', cellProps: { ...num, fontWeight: '600' }, cell: (r) => fmtPrice(r.value) },
                { key: 'ratio', header: '占比', align: 'right', cellProps: num, cell: (r) => formatPercent(r.ratio) },
              ]}
              footer={[
                { content: '综合单价', span: 3, cellProps: { bg: 'brand.50', fontWeight: '700' } },
                { content: fmtPrice(c.unitPrice), align: 'right', cellProps: { ...num, bg: 'brand.50', fontWeight: '700', color: 'brand.700' } },
                { content: '100.0%', align: 'right', cellProps: { ...num, bg: 'brand.50', fontWeight: '700' } },
              ]}
            />
            <Text fontSize="12px" color="gray.500" mt="2" lineHeight="1.7">
              人工费、材料费、机械费由定额组价的人材机消耗量按{basisText(c.basis)}计算，各自四舍五入到分；管理费、利润{rows.some((r) => r.code === 'risk') ? '、风险费用' : ''}
              按本省取费规则以计算基础乘以费率计取。各项之和等于综合单价；合价 = 工程量 {info ? `${fmtQuantity(info.quantity, info.unit)} ${info.unit}` : ''} × 综合单价
              {info ? ` = ${fmtPrice(info.amount)} 元` : ''}。
            </Text>
          </Box>
        </Grid>
      )}
    </SectionCard>
  );
});

type NormResourceRow = BqNormResource & { group: string; key: string };

const NormSection = observer(function NormSection() {
  const store = useService<UnitPriceDetailStore>(UnitPriceDetailStore);
  const g = store.norms.data;
  const info = store.info.data;
  const loading = store.norms.status === 'loading' || store.norms.status === 'idle';
  const lines = g?.lines ?? [];
  const resourceRows: NormResourceRow[] = lines.flatMap((l) =>
    l.resources.map((r, i) => ({ ...r, group: `${l.normCode} ${l.name}（每 ${l.unit}）`, key: `${l.seq}-${i}-${r.code}` })),
  );
  return (
    <SectionCard id="norms" title="定额组价" extra={g ? `价格依据：${basisText(g.basis)} · 定额子目 ${lines.length} 条` : undefined}>
      {loading ? (
        <SkeletonBlock lines={5} />
      ) : store.norms.status === 'error' || !g ? (
        <LoadError text={store.norms.error || '定额组价加载失败'} onRetry={() => store.ref && void store.load(store.ref, true)} />
      ) : lines.length === 0 ? (
        <EmptyState title="该清单项目无定额子目" description="总价措施项目按计算基础乘以费率计取，不套用定额。" />
      ) : (
        <Flex direction="column" gap="5">
          <Text fontSize="12px" color="gray.500" mb="-3">
            含量为每 1 {g.unit} 清单工程量所含的定额工程量；人工费、材料费、机械费与定额基价为每定额单位的费用（元）
          </Text>
          <DataTable
            label="定额子目"
            {...readOnlyTable}
            rows={lines}
            rowKey={(l) => l.seq}
            columns={[
              { key: 'seq', header: '序号', align: 'center', width: '52px', cellProps: num, cell: (l) => l.seq },
              { key: 'code', header: '定额编号', cellProps: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, cell: (l) => l.normCode },
              { key: 'name', header: '定额名称', rowHeader: true, cellProps: { fontWeight: '500' }, cell: (l) => l.name },
              { key: 'unit', header: '定额单位', align: 'center', cellProps: { whiteSpace: 'nowrap' }, cell: (l) => l.unit },
              { key: 'per', header: '含量', align: 'right', cellProps: num, cell: (l) => fmtConsumption(l.per) },
              { key: 'quantity', header: '定额工程量', align: 'right', cellProps: num, cell: (l) => fmtConsumption(l.quantity) },
              { key: 'labour', header: '人工费', unit: '元', align: 'right', cellProps: num, cell: (l) => fmtPrice(l.labour) },
              { key: 'material', header: '材料费', unit: '元', align: 'right', cellProps: num, cell: (l) => fmtPrice(l.material) },
              { key: 'machine', header: '机械费', unit: '元', align: 'right', cellProps: num, cell: (l) => fmtPrice(l.machine) },
              { key: 'price', header: '定额基价', unit: '元', align: 'right', cellProps: { ...num, fontWeight: '600' }, cell: (l) => fmtPrice(l.normPrice) },
            ]}
          />
          <Text as="h3" fontSize="14px" fontWeight="600" color="gray.700" mb="-3">
            定额消耗量明细
            <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="2">
              各定额子目每定额单位的人材机消耗量及所用单价
            </Text>
          </Text>
          <DataTable
            label="定额消耗量明细"
            {...readOnlyTable}
            rows={resourceRows}
            rowKey={(r) => r.key}
            rowGroup={(r) => r.group}
            columns={[
              { key: 'code', header: '编码', cellProps: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: 'gray.600' }, cell: (r) => r.code },
              { key: 'kind', header: '类别', align: 'center', cell: (r) => r.kind },
              { key: 'name', header: '名称', cellProps: { fontWeight: '500' }, cell: (r) => r.name },
              { key: 'spec', header: '规格型号', cellProps: { color: 'gray.600' }, cell: (r) => r.spec || '—' },
              { key: 'unit', header: '单位', align: 'center', cell: (r) => r.unit },
              { key: 'consumption', header: '消耗量', align: 'right', cellProps: num, cell: (r) => fmtConsumption(r.consumption) },
              { key: 'price', header: '单价', unit: '元', align: 'right', cellProps: num, cell: (r) => fmtPrice(r.price) },
            ]}
          />
          {info ? (
            <Text fontSize="12px" color="gray.500">
              清单项目 {info.code} {info.name}，工程量 {fmtQuantity(info.quantity, info.unit)} {info.unit}；定额工程量 = 含量 × 清单工程量。
            </Text>
          ) : null}
        </Flex>
      )}
    </SectionCard>
  );
});

const KIND_ORDER = ['人工', '材料', '主材', '设备', '机械'];

const ResourceSection = observer(function ResourceSection() {
  const store = useService<UnitPriceDetailStore>(UnitPriceDetailStore);
  const registry = useRegistry();
  const s = store.resources.data;
  const info = store.info.data;
  const loading = store.resources.status === 'loading' || store.resources.status === 'idle';
  const unit = priceUnit(s?.unit ?? info?.unit);
  const rows = [...(s?.lines ?? [])].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  const priceLink = (r: BqResourceLine) => {
    if (!s) return null;
    const href = materialPriceLink({ code: r.code, areaId: s.basis.regionId, month: s.basis.month });
    return servesPath(registry, href) ? href : null;
  };
  const columns: DataColumn<BqResourceLine>[] = [
    { key: 'code', header: '编码', cellProps: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: 'gray.600' }, cell: (r) => r.code },
    {
      key: 'name',
      header: '名称',
      rowHeader: true,
      cell: (r) => {
        const href = priceLink(r);
        return href ? (
          <RouterLink href={href} color="brand.700" fontWeight="500" aria-label={`${r.name}${r.spec ? ` ${r.spec}` : ''} 的材料价格`} _hover={{ textDecoration: 'underline' }}>
            {r.name}
          </RouterLink>
        ) : (
          <Text as="span" fontWeight="500">
            {r.name}
          </Text>
        );
      },
    },
    { key: 'spec', header: '规格型号', cellProps: { color: 'gray.600', maxW: '160px' }, cell: (r) => r.spec || '—' },
    { key: 'unit', header: '单位', align: 'center', cellProps: { whiteSpace: 'nowrap' }, cell: (r) => r.unit },
    { key: 'consumption', header: '消耗量', unit: `每${s?.unit ?? ''}`, align: 'right', cellProps: num, cell: (r) => fmtConsumption(r.consumption) },
    { key: 'quantity', header: '数量', unit: '全部工程量', align: 'right', cellProps: num, cell: (r) => fmtConsumption(r.quantity) },
    { key: 'price', header: '单价', unit: s ? `元 · ${s.basis.kindName}` : '元', align: 'right', cellProps: { ...num, fontWeight: '600' }, cell: (r) => fmtPrice(r.price) },
    {
      key: 'info',
      header: '信息价',
      unit: '元',
      align: 'right',
      cellProps: { ...num, color: 'gray.600' },
      cell: (r) => (r.infoPrice == null ? '—' : fmtPrice(r.infoPrice)),
    },
    {
      key: 'market',
      header: '市场价',
      unit: '元',
      align: 'right',
      cellProps: { ...num, color: 'gray.600' },
      cell: (r) => (r.marketPrice == null ? '—' : fmtPrice(r.marketPrice)),
    },
    { key: 'amount', header: '合价', unit, align: 'right', cellProps: { ...num, fontWeight: '600' }, cell: (r) => fmtPrice(r.amount) },
    { key: 'share', header: '占比', align: 'right', cellProps: num, cell: (r) => formatPercent(r.share) },
  ];
  return (
    <SectionCard
      id="resources"
      title="人材机汇总"
      extra={s ? `单位：${unit} · 价格依据：${basisText(s.basis)} · ${s.source === 'stored' ? '导入清单自带的人材机明细' : '由定额子目消耗量 × 资源价格计算'}` : undefined}
    >
      {loading ? (
        <SkeletonBlock lines={6} />
      ) : store.resources.status === 'error' || !s ? (
        <LoadError text={store.resources.error || '人材机汇总加载失败'} onRetry={() => store.ref && void store.load(store.ref, true)} />
      ) : rows.length === 0 ? (
        <EmptyState title="该清单项目无人材机明细" description="总价措施项目按计算基础乘以费率计取。" />
      ) : (
        <>
          <Grid templateColumns="repeat(4, 1fr)" gap="3" mb="4">
            {[
              { label: '人工费', value: s.totals.labour },
              { label: '材料费（含主材、设备）', value: s.totals.material },
              { label: '机械费', value: s.totals.machine },
              { label: '人材机合计', value: s.totals.direct, strong: true },
            ].map((t) => (
              <Box key={t.label} bg={t.strong ? 'brand.50' : 'gray.50'} borderRadius="6px" px="3" py="2">
                <Text fontSize="12px" color="gray.500">
                  {t.label}（{unit}）
                </Text>
                <Text fontSize="17px" fontWeight="700" color={t.strong ? 'brand.700' : 'gray.800'} {...num}>
                  {fmtPrice(t.value)}
                </Text>
              </Box>
            ))}
          </Grid>
          <DataTable
            label="人材机汇总表"
            {...readOnlyTable}
            rows={rows}
            rowKey={(r, i) => `${r.kind}-${r.code}-${i}`}
            rowGroup={(r) => r.kind}
            columns={columns}
          />
          <Text fontSize="12px" color="gray.500" mt="2" lineHeight="1.7">
            单价为本项目组价所用价格（{s.basis.kindName}：招标控制价用信息价，中标价、结算价用市场价），信息价与市场价为 {s.basis.regionName} {s.basis.month} 的价格；合价为每 1 {s.unit} 的费用，
            各类合价之和等于综合单价组成中的人工费、材料费、机械费；占比为占人材机合计的比例。点击名称查看该资源的材料价格走势。
          </Text>
        </>
      )}
    </SectionCard>
  );
});

function PeerScopeSwitch() {
  const store = useService<UnitPriceDetailStore>(UnitPriceDetailStore);
  const info = store.info.data;
  return (
    <Flex role="group" aria-label="统计范围" gap="1">
      {(['province', 'national'] as const).map((scope) => (
        <Button
          key={scope}
          size="xs"
          variant={store.peerScope === scope ? 'solid' : 'outline'}
          colorPalette={store.peerScope === scope ? 'brand' : 'gray'}
          aria-pressed={store.peerScope === scope}
          onClick={() => void store.setPeerScope(scope)}
        >
          {scope === 'province' ? (info ? `本省（${info.project.provinceName}）` : '本省') : '全国'}
        </Button>
      ))}
    </Flex>
  );
}
const ObservedPeerScopeSwitch = observer(PeerScopeSwitch);

/**
 * What the peer sections (价格走势, 同类清单分布) read: the peers of the current scope, the item,
 * whether the first answer is still pending, and the unit of the prices.
 */
function usePeers() {
  const store = useService<UnitPriceDetailStore>(UnitPriceDetailStore);
  const t = store.peers.data;
  const info = store.info.data;
  const loading = (store.peers.status === 'loading' && !t) || (store.info.status !== 'ready' && !t);
  return { store, t, info, loading, unit: priceUnit(info?.unit) };
}

/** A peer section: the scope switch in its heading bar, the failure of the first peers answer, or its content. */
const PeerSection = observer(function PeerSection({ id, title, errorText, children }: { id: string; title: string; errorText: string; children: ReactNode }) {
  const store = useService<UnitPriceDetailStore>(UnitPriceDetailStore);
  return (
    <SectionCard id={id} title={title} extra={<ObservedPeerScopeSwitch />}>
      {store.peers.status === 'error' && !store.peers.data ? <LoadError text={store.peers.error || errorText} /> : children}
    </SectionCard>
  );
});

const TrendSection = observer(function TrendSection() {
  const { t, info, loading, unit } = usePeers();
  const points = t?.trend ?? [];
  const samples = points.reduce((n, p) => n + p.count, 0);
  const period = points.length ? fmtPeriod(points[0].month, points[points.length - 1].month) : undefined;
  return (
    <PeerSection id="trend" title="价格走势" errorText="价格走势加载失败">
      <ChartCard
        plain
        title={info ? `${info.code9} ${info.name} 综合单价月度中位数` : '综合单价月度中位数'}
        unit={unit}
        period={period}
        region={t?.scope.area.name}
        sample={t ? samples : undefined}
        extraCaption={t ? [t.scope.standard.name] : []}
        loading={loading}
        empty={!loading && points.length === 0 ? '样本不足，无法形成走势。' : false}
        placeholderHeight={300}
        note={
          t && info ? (
            <>
              折线为各月同一清单编码（{t.scope.standard.name} {info.code9}，计量单位 {info.unit}）全部样本综合单价的中位数，无样本的月份不画点；橙色圆点为本项目（{info.basis.month}，
              {fmtPrice(info.unitPrice)} {unit}）。各样本按各自地区与价格月份的原价统计，未经调价换算。
            </>
          ) : null
        }
      >
        {t && info ? (
          <LineChart
            monthAxis
            series={[{ name: `${t.scope.area.name}月度中位数`, points: points.map((p) => ({ x: p.month, y: p.median })) }]}
            highlight={points.some((p) => p.month === info.basis.month) ? { x: info.basis.month, y: info.unitPrice, label: '本项目' } : undefined}
            unit={unit}
            height={300}
            ariaLabel={`${t.scope.area.name}${info.name}综合单价走势`}
            valueFormat={(v) => fmtPrice(v)}
          />
        ) : null}
      </ChartCard>
    </PeerSection>
  );
});

const DistributionSection = observer(function DistributionSection() {
  const { t, info, loading, unit } = usePeers();
  const st = t?.stats;
  return (
    <PeerSection id="distribution" title="同类清单分布" errorText="同类清单分布加载失败">
      <Grid templateColumns="minmax(0, 1fr) 240px" gap="6" alignItems="start">
        <ChartCard
          plain
          title={info ? `${info.name}（${info.unit}）综合单价分布` : '综合单价分布'}
          unit={unit}
          period={t ? fmtPeriod(t.scope.monthFrom, t.scope.monthTo) : undefined}
          region={t?.scope.area.name}
          sample={st?.count}
          extraCaption={t ? [t.scope.standard.name] : []}
          loading={loading}
          empty={!loading && (!st || st.count === 0) ? '暂无同类样本' : false}
          placeholderHeight={280}
          note={st ? `柱为各单价区间内的样本数；竖线为 P10、中位数、P90 与本项目。统计口径：同一清单编码与计量单位的全部样本（${st.count} 条），按存储的综合单价计算，分位数线性插值，四舍五入到分。` : null}
        >
          {t && st && info ? (
            <PriceHistogram bins={t.histogram} stats={st} unit={unit} height={280} extra={[{ label: '本项目', value: info.unitPrice, color: '#f08a24' }]} ariaLabel={`${t.scope.area.name}${info.name}综合单价分布`} />
          ) : null}
        </ChartCard>
        {st ? (
          <Box as="dl" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="4" fontSize="13px" data-testid="peer-stats">
            <PriceStatRows stats={st} extra={[['本项目', info ? fmtPrice(info.unitPrice) : '—']]} />
            <Text fontSize="12px" color="gray.400" mt="2">
              单位：{unit}
            </Text>
          </Box>
        ) : null}
      </Grid>
    </PeerSection>
  );
});

/** 项目特征 of a related item on one line (the whole text on hover), at most `maxW` wide. */
const featuresColumn = (maxW: string): DataColumn<BqItemBrief> => ({
  key: 'features',
  header: '项目特征',
  cellProps: { maxW, fontSize: '12px', color: 'gray.600' },
  cell: (b) => (
    <Text lineClamp={1} title={b.features}>
      {featuresInline(b.features)}
    </Text>
  ),
});

/** The 综合单价 of a related item in `unit` (— when it has none). */
const priceColumn = (unit: string): DataColumn<BqItemBrief> => ({
  key: 'price',
  header: '综合单价',
  unit,
  align: 'right',
  cellProps: { ...num, fontWeight: '600' },
  cell: (b) => (b.unitPrice == null ? '—' : fmtPrice(b.unitPrice)),
});

/** One table of 相关清单 under its heading (the label, then `detail`). */
function RelatedTable<T extends BqItemBrief>({ label, detail, rows, empty, columns }: { label: string; detail: string; rows: readonly T[]; empty: string; columns: DataColumn<T>[] }) {
  return (
    <Box>
      <Text as="h3" fontSize="14px" fontWeight="600" color="gray.700" mb="2">
        {label}
        {detail}
      </Text>
      <DataTable<T> label={label} variant="outline" rows={rows} rowKey={(b) => b.id} empty={empty} columns={columns} />
    </Box>
  );
}

const RelatedSection = observer(function RelatedSection() {
  const store = useService<UnitPriceDetailStore>(UnitPriceDetailStore);
  const r = store.related.data;
  const info = store.info.data;
  const link = useDetailLink();
  const loading = store.related.status === 'loading' || store.related.status === 'idle';
  const unit = priceUnit(info?.unit);
  const codeColumn: DataColumn<BqItemBrief> = {
    key: 'code',
    header: '清单编码',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (b) => {
      const l = link(b.id, b.projectId);
      return (
        <chakra.a href={l.href} onClick={l.onClick} fontVariantNumeric="tabular-nums" letterSpacing="0.02em" color="brand.700" _hover={{ textDecoration: 'underline' }} aria-label={`${b.code} ${b.name} 的综合单价详情`}>
          {b.code}
        </chakra.a>
      );
    },
  };
  type Same = BqRelated['sameCode'][number];
  return (
    <SectionCard id="related" title="相关清单">
      {loading ? (
        <SkeletonBlock lines={5} />
      ) : store.related.status === 'error' || !r ? (
        <LoadError text={store.related.error || '相关清单加载失败'} onRetry={() => store.ref && void store.load(store.ref, true)} />
      ) : (
        <Grid templateColumns="1fr" gap="5">
          <RelatedTable<Same>
            label="其他工程的同一清单"
            detail={info ? `（${info.project.provinceName}，${info.code9} ${info.name}，价格月份由近及远）` : ''}
            rows={r.sameCode}
            empty="本省暂无其他工程的同一清单"
            columns={[
              codeColumn,
              { key: 'project', header: '所属工程', cellProps: { maxW: '260px' }, cell: (b) => <Text truncate title={b.projectName}>{b.projectName}</Text> },
              { key: 'region', header: '地区', cellProps: { whiteSpace: 'nowrap' }, cell: (b) => fmtRegion(b.provinceName, b.cityName) },
              { key: 'month', header: '价格月份', cellProps: { ...num, whiteSpace: 'nowrap' }, cell: (b) => b.month },
              { key: 'stage', header: '计价阶段', cell: (b) => <StageBadge stage={b.pricingStage} /> },
              featuresColumn('260px'),
              priceColumn(unit),
            ]}
          />
          <RelatedTable<BqItemBrief>
            label="本工程同节清单"
            detail={info ? `（${info.section.name}）` : ''}
            rows={r.sameSection}
            empty="本工程该节无其他清单项目"
            columns={[
              codeColumn,
              { key: 'name', header: '项目名称', cellProps: { fontWeight: '500' }, cell: (b) => b.name },
              featuresColumn('320px'),
              { key: 'unit', header: '计量单位', align: 'center', cell: (b) => b.unit },
              { key: 'quantity', header: '工程量', align: 'right', cellProps: num, cell: (b) => fmtQuantity(b.quantity, b.unit) },
              priceColumn('元'),
              { key: 'amount', header: '合价', unit: '元', align: 'right', cellProps: num, cell: (b) => (b.amount == null ? '—' : fmtPrice(b.amount)) },
            ]}
          />
        </Grid>
      )}
    </SectionCard>
  );
});

const ProjectSection = observer(function ProjectSection() {
  const store = useService<UnitPriceDetailStore>(UnitPriceDetailStore);
  const registry = useRegistry();
  const info: BqItemInfo | null = store.info.data;
  if (!info) {
    return (
      <SectionCard id="project" title="所属工程">
        <SkeletonBlock lines={3} />
      </SectionCard>
    );
  }
  const p = info.project;
  const href = bidNodeRoutes.detail({ id: p.bidNodeId });
  const linked = servesPath(registry, href);
  const items: Array<{ label: string; value: ReactNode }> = [
    {
      label: '单项工程',
      value: linked ? (
        <RouterLink href={href} color="brand.700" fontWeight="600" _hover={{ textDecoration: 'underline' }}>
          {p.name}
        </RouterLink>
      ) : (
        p.name
      ),
    },
    { label: '所属项目', value: p.projectName },
    { label: '工程地区', value: fmtRegion(p.provinceName, p.cityName) },
    { label: '工程用途', value: p.buildingUse },
    { label: '结构形式', value: p.structure },
    { label: '建筑面积', value: `${formatNumber(p.buildingArea, 2)} m²` },
    { label: '计价阶段', value: p.pricingStage },
    { label: '价格日期', value: p.priceDate.slice(0, 7) },
    { label: '清单专业', value: info.specialty.name },
  ];
  return (
    <SectionCard
      id="project"
      title="所属工程"
      extra={
        linked ? (
          <Button asChild size="xs" variant="outline" colorPalette="brand">
            <RouterLink href={href}>
              查看单项工程指标
              <LuArrowUpRight aria-hidden="true" />
            </RouterLink>
          </Button>
        ) : null
      }
    >
      <InfoGrid items={items} labelWidth={72} />
    </SectionCard>
  );
});
