import { useEffect } from 'react';
import { Box, Flex, Grid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useSearch } from 'wouter';
import { withQuery } from '@kernel/core/route-refs';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { DataTable } from '@kernel/client/views/DataTable';
import { DetailFrame, DetailHeaderCard, DetailNotFound, HeaderFacts } from '@kernel/client/views/DetailFrame';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { BarChart, GroupedBarChart, Histogram } from '@kernel/client/views/charts';
import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import type { G22ArticleDetail, G22Block, G22CaseDetail } from '../../shared/contract';
import { g22Routes } from '../../shared/routes';
import { monthIso, monthText, money, num, percent, wan } from '../format';
import { G22Store } from '../tokens';
import { Figure, G22SampleNote, NewWindowLink, NewWindowMark, Notes, Tag } from './parts';

export function prepare({ get, search }: PagePrepareContext): void {
  void get<G22Store>(G22Store).loadDetail(search);
}

const COLUMN_CRUMB = { label: '22G造价优化', href: g22Routes.index() };

function CaseView({ data }: { data: G22CaseDetail }) {
  const registry = useRegistry();
  const p = data.project;
  const projectHref = bidNodeRoutes.detail({ id: p.bidNodeId });
  const rebar = data.figures.find((f) => f.code === 'rebar')!;
  const region = `${p.provinceName}${p.cityName && p.cityName !== p.provinceName ? ` · ${p.cityName}` : ''}`;
  const header = (
    <DetailHeaderCard
      asideWidth={300}
      aside={
        <>
          <Figure tone="light" label="节约造价" value={money(data.savingPerM2)} unit="元/m²" hint={`占单项工程造价 ${percent(data.savingShare)}`} />
          <Figure tone="light" label="节约合计" value={wan(data.saving)} unit="万元" hint={`${money(data.saving)} 元`} />
          <Figure tone="light" label="钢筋含量" value={`${num(rebar.before)} → ${num(rebar.after)}`} unit="kg/m²" hint={`节约钢筋 ${num(data.rebarTons, 3)} t`} />
        </>
      }
    >
      <Flex gap="1.5" mb="2" wrap="wrap">
        <Tag tone="green">优化案例</Tag>
        {data.tags.map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
      </Flex>
      <Text as="h1" fontSize="21px" fontWeight="600" color="gray.800" lineHeight="1.45">
        {data.title}
      </Text>
      <Text fontSize="13px" color="gray.600" mt="2" mb="4" lineHeight="1.8">
        {data.summary}
      </Text>
      <HeaderFacts
        items={[
          {
            label: '案例工程',
            value: servesPath(registry, projectHref) ? (
              <NewWindowLink href={projectHref} need="vip" color="brand.600">
                {p.code}
                <NewWindowMark />
              </NewWindowLink>
            ) : (
              p.code
            ),
          },
          { label: '地区', value: region },
          { label: '结构形式', value: p.structure },
          { label: '层数', value: p.buildingUse === '地下车库' ? `地下${p.floorsBelow}层` : `地上${p.floorsAbove}层${p.floorsBelow ? ` 地下${p.floorsBelow}层` : ''}` },
          { label: '建筑面积', value: `${num(p.buildingArea)} m²` },
          { label: '抗震设防烈度', value: p.seismicIntensity },
          { label: '计价', value: `${monthText(p.priceMonth)} · ${p.pricingStage}` },
          { label: '单方造价', value: `${money(p.unitCost)} 元/m²` },
        ]}
      />
    </DetailHeaderCard>
  );
  const measureRows = data.measures;
  return (
    <DetailFrame
      breadcrumb={[COLUMN_CRUMB, { label: '优化案例' }]}
      header={header}
      sections={[
        { id: 'figures', label: '优化前后指标' },
        { id: 'measures', label: '优化措施与节约' },
        { id: 'price', label: '价格依据' },
        { id: 'method', label: '计算说明' },
      ]}
      highlightActive
    >
      <SectionCard id="figures" title="优化前后指标">
        <Grid templateColumns="minmax(0, 1.2fr) minmax(0, 1fr)" gap="5" alignItems="start">
          <DataTable
            label="优化前后技术经济指标"
            rowKey={(r) => r.code}
            rows={data.figures}
            columns={[
              { key: 'name', header: '指标', rowHeader: true, cell: (r) => r.name },
              { key: 'unit', header: '单位', cell: (r) => r.unit },
              { key: 'before', header: '优化前（原设计）', align: 'right', cell: (r) => num(r.before, r.code === 'concrete' ? 3 : 2) },
              { key: 'after', header: '优化后', align: 'right', cell: (r) => num(r.after, r.code === 'concrete' ? 3 : 2) },
              { key: 'change', header: '变化', align: 'right', cell: (r) => (r.change === 0 ? '—' : num(r.change, r.code === 'concrete' ? 3 : 2)) },
              { key: 'ratio', header: '变化率', align: 'right', cell: (r) => (r.ratio === 0 ? '—' : percent(r.ratio)) },
            ]}
          />
          {data.benchmark ? (
            <ChartCard
              plain
              title="在同类工程中的位置"
              unit="kg/m²（按建筑面积）"
              period={`${monthIso(data.benchmark.fromMonth)} 至 ${monthIso(data.benchmark.toMonth)}`}
              region={`全国 · ${data.benchmark.provinces} 个省份`}
              sample={data.benchmark.sample}
              extraCaption={[data.benchmark.group]}
              summary={`优化前钢筋含量高于 ${percent(data.benchmark.rank, 1)} 的同类工程，优化后高于 ${percent(data.rankAfter ?? 0, 1)}（中位数 ${num(data.benchmark.p50)} kg/m²）。`}
              note={data.benchmark.widened.length ? `同类样本不足，已${data.benchmark.widened.join('、')}。` : undefined}
            >
              <Histogram
                bins={data.benchmark.bins}
                unit="kg/m²"
                height={220}
                ariaLabel="同类工程钢筋含量分布与本案例优化前后"
                markers={[
                  { label: '优化前', value: rebar.before, color: '#98a2b3' },
                  { label: '优化后', value: rebar.after, color: '#0f7b4a' },
                  { label: '中位数', value: data.benchmark.p50, color: '#1456c8' },
                ]}
              />
            </ChartCard>
          ) : (
            <ChartCard title="钢筋含量优化前后" unit="kg/m²（按建筑面积）" region={region} period={monthText(p.priceMonth)} sample={1} plain>
              <GroupedBarChart
                categories={['钢筋含量']}
                series={[
                  { name: '优化前', values: [rebar.before], color: '#98a2b3' },
                  { name: '优化后', values: [rebar.after], color: '#1456c8' },
                ]}
                unit="kg/m²"
                height={200}
                ariaLabel="钢筋含量优化前后对比"
              />
            </ChartCard>
          )}
        </Grid>
      </SectionCard>
      <SectionCard id="measures" title="优化措施与节约">
        <DataTable
          label="优化措施与节约造价"
          rowKey={(r) => r.seq}
          rows={measureRows}
          columns={[
            { key: 'seq', header: '序号', width: '52px', align: 'center', cell: (r) => r.seq },
            {
              key: 'title',
              header: '措施与依据',
              rowHeader: true,
              cell: (r) => (
                <Box py="1">
                  <Text fontWeight="600" color="gray.800">
                    {r.title}
                  </Text>
                  <Text fontSize="12px" color="brand.700" mt="0.5">
                    依据：{r.basis}
                  </Text>
                  <Text fontSize="12px" color="gray.600" mt="0.5" lineHeight="1.7">
                    {r.description}
                  </Text>
                </Box>
              ),
            },
            { key: 'delta', header: '减少含量', align: 'right', width: '112px', cell: (r) => `${num(r.delta, r.kind === 'rebar' ? 2 : 3)} ${r.unit}` },
            { key: 'qty', header: '减少量', align: 'right', width: '96px', cell: (r) => `${num(r.quantity, r.kind === 'rebar' ? 3 : 2)} ${r.quantityUnit}` },
            { key: 'saving', header: '节约造价', unit: '元', align: 'right', width: '120px', cell: (r) => money(r.saving) },
            { key: 'perM2', header: '节约造价', unit: '元/m²', align: 'right', width: '96px', cell: (r) => money(r.savingPerM2) },
          ]}
          footer={[
            { content: '合计', span: 2 },
            { content: `${num(rebar.before - rebar.after)} kg/m²`, align: 'right' },
            { content: `${num(data.rebarTons, 3)} t`, align: 'right' },
            { content: money(data.saving), align: 'right' },
            { content: money(data.savingPerM2), align: 'right' },
          ]}
        />
        <ChartCard
          mt="4"
          title="各项措施节约造价"
          unit="元"
          region={region}
          period={monthText(data.rebarPrice.month)}
          sample={`${measureRows.length} 项措施`}
          summary={`节约最多的措施是“${[...measureRows].sort((a, b) => b.saving - a.saving)[0]?.title ?? ''}”；各项合计 ${money(data.saving)} 元。`}
        >
          <BarChart data={measureRows.map((m) => ({ label: m.title, value: m.saving }))} unit="元" horizontal ariaLabel="各项措施节约造价" />
        </ChartCard>
      </SectionCard>
      <SectionCard id="price" title="价格依据">
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="4">
          {[data.rebarPrice, data.concretePrice].map((pr) => (
            <Box key={pr.resource} borderWidth="1px" borderColor="page.border" borderRadius="8px" px="5" py="4">
              <Text fontSize="13px" color="gray.600">
                {pr.resource}（信息价）
              </Text>
              <Text fontSize="22px" fontWeight="700" color="gray.800" fontVariantNumeric="tabular-nums">
                {money(pr.value)}
                <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="1">
                  {pr.unit}
                </Text>
              </Text>
              <Text fontSize="12px" color="gray.500">
                {pr.regionName} · {monthText(pr.month)}（案例工程计价当月）
              </Text>
            </Box>
          ))}
        </Grid>
      </SectionCard>
      <SectionCard id="method" title="计算说明">
        <Notes items={data.notes} />
        <Flex gap="4" mt="4" fontSize="13px">
          {data.costId ? (
            <NewWindowLink href={withQuery(g22Routes.costManagementDetail(), { id: data.costId })} need="login" color="brand.600">
              查看该工程的成本管理记录
              <NewWindowMark />
            </NewWindowLink>
          ) : null}
        </Flex>
        <G22SampleNote mt="4" />
      </SectionCard>
    </DetailFrame>
  );
}

function Block({ block }: { block: G22Block }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Text as="h2" fontSize="17px" fontWeight="600" color="gray.800" mt="6" mb="2" pl="3" borderLeftWidth="3px" borderColor="brand.500">
          {block.text}
        </Text>
      );
    case 'formula':
      return (
        <Box my="2" px="4" py="2.5" bg="#f5f8ff" borderRadius="6px" fontFamily="'Times New Roman', 'Noto Serif SC', serif" fontSize="16px" color="gray.800" textAlign="center">
          {block.text}
        </Box>
      );
    case 'tip':
      return (
        <Box my="3" px="4" py="3" bg="#fff8e6" borderLeftWidth="3px" borderColor="#f5b301" borderRadius="4px" fontSize="14px" color="gray.700" lineHeight="1.9">
          <Text as="strong" fontWeight="600">
            造价提示：
          </Text>
          {block.text}
        </Box>
      );
    case 'list':
      return (
        <chakra.ul pl="5" my="2" listStyleType="disc" fontSize="14px" color="gray.700" lineHeight="1.9">
          {(block.items ?? []).map((i) => (
            <li key={i}>{i}</li>
          ))}
        </chakra.ul>
      );
    case 'table': {
      const header = block.header ?? [];
      return (
        <Box my="3">
          <DataTable
            label={block.caption ?? '表格'}
            caption={block.caption}
            rowKey={(_r, i) => i}
            rows={block.rows ?? []}
            columns={header.map((h, c) => ({ key: String(c), header: h, rowHeader: c === 0, cell: (r: string[]) => r[c] ?? '' }))}
          />
        </Box>
      );
    }
    default:
      return (
        <Text fontSize="14px" color="gray.700" lineHeight="1.95" my="2">
          {block.text}
        </Text>
      );
  }
}

function ArticleView({ data }: { data: G22ArticleDetail }) {
  return (
    <PageContainer breadcrumb={[COLUMN_CRUMB, { label: '优化测算', href: `${g22Routes.index()}#calc` }, { label: data.title }]}>
      <Grid templateColumns="minmax(0, 1fr) 280px" gap="5" alignItems="start">
        <Box as="article" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" px="10" py="8">
          <Text as="h1" fontSize="24px" fontWeight="600" color="gray.800" lineHeight="1.45">
            {data.title}
          </Text>
          <Flex gap="2" mt="3" align="center" wrap="wrap" fontSize="12px" color="gray.500">
            <Text>发布日期：{data.publishDate}</Text>
            {data.tags.map((t) => (
              <Tag key={t} tone="brand">
                {t}
              </Tag>
            ))}
          </Flex>
          <Text fontSize="14px" color="gray.600" bg="gray.50" borderRadius="6px" px="4" py="3" mt="4" lineHeight="1.9">
            {data.summary}
          </Text>
          <Box mt="3">
            {data.blocks.map((b, i) => (
              <Block key={i} block={b} />
            ))}
          </Box>
        </Box>
        <Box as="aside" aria-label="参考规范" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="5" position="sticky" top="16px">
          <Text as="h2" fontSize="15px" fontWeight="600" color="gray.800" mb="2">
            参考规范与图集
          </Text>
          <chakra.ol pl="4" listStyleType="decimal" fontSize="13px" color="gray.600" lineHeight="1.8">
            {data.references.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </chakra.ol>
          <Text fontSize="12px" color="gray.500" mt="4" lineHeight="1.7">
            文中算例按 C30 混凝土、HRB400 钢筋，单位质量按 0.00617d² kg/m 计算；实际工程以施工图和现行规范为准。
          </Text>
        </Box>
      </Grid>
    </PageContainer>
  );
}

/** /22G/detail?id= (GAreaDetail, VIP): an optimisation case or a technical article of the column. */
const DetailPage = observer(function DetailPage() {
  const store = useService<G22Store>(G22Store);
  const search = useSearch();
  useEffect(() => {
    void store.loadDetail(search);
  }, [store, search]);
  const data = store.detail.data;
  if (store.detail.status === 'error') {
    return <DetailNotFound breadcrumb={[COLUMN_CRUMB, { label: '详情' }]} title={store.detail.error || '该内容不存在或已下架'} back={{ label: '返回22G造价优化', href: g22Routes.index() }} />;
  }
  if (data && data.kind === 'cost' && store.detail.status === 'ready') {
    return <DetailNotFound breadcrumb={[COLUMN_CRUMB, { label: '详情' }]} title="该内容为成本管理记录" back={{ label: '查看成本管理记录', href: withQuery(g22Routes.costManagementDetail(), { id: data.id }), primary: true }} />;
  }
  if (!data || data.kind === 'cost') {
    return (
      <PageContainer breadcrumb={[COLUMN_CRUMB, { label: '详情' }]}>
        <Box bg="white" borderRadius="8px" p="6">
          <SkeletonBlock lines={8} />
        </Box>
      </PageContainer>
    );
  }
  return data.kind === 'case' ? <CaseView data={data} /> : <ArticleView data={data} />;
});

export default DetailPage;
