import { useEffect } from 'react';
import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useSearch } from 'wouter';
import { withQuery } from '@kernel/core/route-refs';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { DataTable } from '@kernel/client/views/DataTable';
import { DetailFrame, DetailHeaderCard, DetailNotFound, HeaderFacts } from '@kernel/client/views/DetailFrame';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { BarChart, LineChart } from '@kernel/client/views/charts';
import type { G22CostDetail } from '../../shared/contract';
import { g22Routes } from '../../shared/routes';
import { monthIso, monthText, money, num, percent, signedMoney, wan } from '../format';
import { G22Store } from '../tokens';
import { Figure, G22SampleNote, NewWindowLink, NewWindowMark, Notes, Tag } from './parts';

export function prepare({ get, search }: PagePrepareContext): void {
  void get<G22Store>(G22Store).loadDetail(search);
}

const COLUMN_CRUMB = { label: '22G造价优化', href: g22Routes.index() };
const tone = (v: number) => (v < 0 ? '#0f7b4a' : v > 0 ? '#c4320a' : 'gray.700');

function CostView({ data }: { data: G22CostDetail }) {
  const p = data.project;
  const region = `${p.provinceName}${p.cityName && p.cityName !== p.provinceName ? ` · ${p.cityName}` : ''}`;
  const first = data.months[0]?.month ?? p.priceMonth;
  const last = data.months[data.months.length - 1]?.month ?? p.priceMonth;
  const period = `${monthIso(first)} 至 ${monthIso(last)}`;
  const header = (
    <DetailHeaderCard
      asideWidth={300}
      aside={
        <>
          <Figure tone="light" label="目标成本" value={wan(data.target)} unit="万元" />
          <Figure tone="light" label={`动态成本（${monthText(last)}）`} value={wan(data.dynamic)} unit="万元" />
          <Figure tone="light" label="偏差（动态 − 目标）" value={`${data.variance < 0 ? '−' : '+'}${wan(Math.abs(data.variance))}`} unit="万元" hint={`${percent(data.variance / data.target)}，${data.variance <= 0 ? '控制在目标以内' : '超出目标'}`} />
        </>
      }
    >
      <Flex gap="1.5" mb="2" wrap="wrap">
        <Tag tone="green">成本管理</Tag>
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
          { label: '工程', value: `${p.code} ${p.name}` },
          { label: '地区', value: region },
          { label: '建筑面积', value: `${num(p.buildingArea)} m²` },
          { label: '合同价', value: `${wan(data.contract)} 万元` },
          { label: '跟踪期间', value: period },
          { label: '不可预见费', value: percent(data.reserveRate, 1) },
          { label: '计价阶段', value: p.pricingStage },
          {
            label: '优化案例',
            value: data.caseId ? (
              <NewWindowLink href={withQuery(g22Routes.detail(), { id: data.caseId })} need="vip" color="brand.600">
                查看
                <NewWindowMark />
              </NewWindowLink>
            ) : (
              '—'
            ),
          },
        ]}
      />
    </DetailHeaderCard>
  );
  const targetLine = data.months.map((m) => ({ x: monthIso(m.month), y: data.target / 10_000 }));
  return (
    <DetailFrame
      breadcrumb={[COLUMN_CRUMB, { label: '成本管理' }]}
      header={header}
      sections={[
        { id: 'target', label: '目标成本分解' },
        { id: 'dynamic', label: '动态成本走势' },
        { id: 'variance', label: '偏差说明' },
        { id: 'method', label: '计算说明' },
      ]}
      highlightActive
    >
      <SectionCard id="target" title="目标成本分解（按专业）">
        <DataTable
          label="目标成本分解"
          rowKey={(r) => r.code}
          rows={data.specialties}
          columns={[
            { key: 'name', header: '专业', rowHeader: true, cell: (r) => r.name },
            { key: 'contract', header: '合同价', unit: '元', align: 'right', cell: (r) => money(r.contract) },
            { key: 'target', header: '目标成本', unit: '元', align: 'right', cell: (r) => money(r.target) },
            { key: 'dynamic', header: '动态成本', unit: '元', align: 'right', cell: (r) => money(r.dynamic) },
            { key: 'variance', header: '偏差', unit: '元', align: 'right', cell: (r) => <Text as="span" color={tone(r.variance)}>{signedMoney(r.variance)}</Text> },
            { key: 'ratio', header: '偏差率', align: 'right', cell: (r) => (r.target ? percent(r.variance / r.target) : '—') },
          ]}
          footer={[
            { content: '合计' },
            { content: money(data.contract), align: 'right' },
            { content: money(data.target), align: 'right' },
            { content: money(data.dynamic), align: 'right' },
            { content: signedMoney(data.variance), align: 'right' },
            { content: percent(data.variance / data.target), align: 'right' },
          ]}
        />
      </SectionCard>
      <SectionCard id="dynamic" title="动态成本走势">
        <Grid templateColumns="minmax(0, 1.5fr) minmax(0, 1fr)" gap="4">
          <ChartCard
            plain
            title="动态成本与目标成本（月末）"
            unit="万元"
            period={period}
            region={region}
            sample="1 个单项工程"
            summary={`动态成本由合同价 ${wan(data.contract)} 万元起，${monthText(last)}为 ${wan(data.dynamic)} 万元，${data.variance <= 0 ? '低于' : '高于'}目标成本 ${wan(Math.abs(data.variance))} 万元。`}
          >
            <LineChart
              monthAxis
              unit="万元"
              height={260}
              ariaLabel="动态成本与目标成本月度走势"
              valueFormat={(v) => num(v, 2)}
              series={[
                { name: '动态成本', points: data.months.map((m) => ({ x: monthIso(m.month), y: m.dynamic / 10_000 })), color: '#1456c8' },
                { name: '目标成本', points: targetLine, color: '#f79009' },
              ]}
            />
          </ChartCard>
          <ChartCard plain title="偏差构成（按类型）" unit="元" period={period} region={region} sample={`${data.events.length} 项`}>
            <BarChart data={data.byType.map((t) => ({ label: t.typeName, value: t.amount, color: t.amount < 0 ? '#12b76a' : '#f04438' }))} unit="元" horizontal ariaLabel="偏差构成" valueFormat={(v) => money(v)} />
          </ChartCard>
        </Grid>
        <Box mt="4">
          <DataTable
            label="月度动态成本"
            rowKey={(r) => r.month}
            rows={data.months}
            size="sm"
            columns={[
              { key: 'month', header: '月份', rowHeader: true, cell: (r) => monthIso(r.month) },
              { key: 'change', header: '当月变动', unit: '元', align: 'right', cell: (r) => (r.change ? <Text as="span" color={tone(r.change)}>{signedMoney(r.change)}</Text> : '—') },
              { key: 'dynamic', header: '月末动态成本', unit: '元', align: 'right', cell: (r) => money(r.dynamic) },
              { key: 'gap', header: '与目标成本差', unit: '元', align: 'right', cell: (r) => signedMoney(Math.round((r.dynamic - data.target) * 100) / 100) },
            ]}
          />
        </Box>
      </SectionCard>
      <SectionCard id="variance" title="偏差说明">
        <Flex gap="3" mb="4" wrap="wrap">
          {data.byType.map((t) => (
            <Box key={t.type} borderWidth="1px" borderColor="page.border" borderRadius="8px" px="4" py="2.5" minW="150px">
              <Text fontSize="12px" color="gray.500">
                {t.typeName}（{t.count} 项）
              </Text>
              <Text fontSize="16px" fontWeight="600" color={tone(t.amount)} fontVariantNumeric="tabular-nums">
                {signedMoney(t.amount)} 元
              </Text>
            </Box>
          ))}
        </Flex>
        <DataTable
          label="偏差事项"
          rowKey={(_r, i) => i}
          rows={data.events}
          columns={[
            { key: 'month', header: '月份', width: '84px', cell: (r) => monthIso(r.month) },
            { key: 'type', header: '类型', width: '96px', cell: (r) => <Tag tone={r.type === 'optimise' ? 'green' : r.type === 'price' ? 'brand' : 'gray'}>{r.typeName}</Tag> },
            { key: 'specialty', header: '专业', width: '72px', cell: (r) => r.specialtyName },
            {
              key: 'title',
              header: '事项与原因',
              rowHeader: true,
              cell: (r) => (
                <Box py="1">
                  <Text fontWeight="600" color="gray.800">
                    {r.title}
                  </Text>
                  <Text fontSize="12px" color="gray.600" lineHeight="1.7">
                    {r.explanation}
                  </Text>
                </Box>
              ),
            },
            { key: 'amount', header: '金额', unit: '元', align: 'right', width: '132px', cell: (r) => <Text as="span" color={tone(r.amount)}>{signedMoney(r.amount)}</Text> },
          ]}
          footer={[{ content: '合计（动态成本 − 合同价）', span: 4 }, { content: signedMoney(Math.round((data.dynamic - data.contract) * 100) / 100), align: 'right' }]}
        />
      </SectionCard>
      <SectionCard id="method" title="计算说明">
        <Notes items={data.notes} />
        <Text fontSize="12px" color="gray.500" mt="3">
          钢筋调差基准价：{data.rebarPrice.resource} {data.rebarPrice.regionName} {monthText(data.rebarPrice.month)} 信息价 {money(data.rebarPrice.value)} {data.rebarPrice.unit}。
        </Text>
        <G22SampleNote mt="4" />
      </SectionCard>
    </DetailFrame>
  );
}

/** /22G/costManagementDetail?id= (CostManagement, login): the cost-management record of a case. */
const CostPage = observer(function CostPage() {
  const store = useService<G22Store>(G22Store);
  const search = useSearch();
  useEffect(() => {
    void store.loadDetail(search);
  }, [store, search]);
  const data = store.detail.data;
  if (store.detail.status === 'error' || (data && data.kind !== 'cost' && store.detail.status === 'ready')) {
    return (
      <DetailNotFound
        breadcrumb={[COLUMN_CRUMB, { label: '成本管理' }]}
        title={store.detail.status === 'error' ? store.detail.error || '该内容不存在或已下架' : '该内容不是成本管理记录'}
        back={{ label: '返回22G造价优化', href: g22Routes.index() }}
      />
    );
  }
  if (!data || data.kind !== 'cost') {
    return (
      <PageContainer breadcrumb={[COLUMN_CRUMB, { label: '成本管理' }]}>
        <Box bg="white" borderRadius="8px" p="6">
          <SkeletonBlock lines={8} />
        </Box>
      </PageContainer>
    );
  }
  return <CostView data={data} />;
});

export default CostPage;
