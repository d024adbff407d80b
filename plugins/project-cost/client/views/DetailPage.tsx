import { useEffect, type ReactNode } from 'react';
import { Badge, Box, Button, Flex, Grid, Progress, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import { LuArrowLeft, LuCalendar, LuCrown, LuLayers, LuLock, LuMapPin, LuRefreshCw } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { ContentCard, PageContainer, RouterLink } from '@kernel/client/views/PageContainer';
import { BarChart, DonutChart } from '@kernel/client/views/charts';
import { projectCostRoutes, type BaseInfo, type CompositionLine, type IndexResultInfo, type IndicatorLine } from '../../shared/contract';
import { ProjectCostDetailStore } from '../detail-store';
import { fmtArea, fmtFloors, fmtIndicator, fmtNumber, fmtPercent, fmtUnitCost, fmtWan, fmtYuan } from '../format';
import { KeyFigure, SectionTitle } from './parts';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { DataTable } from '@kernel/client/views/DataTable';

const numCell = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** 项目造价指标详情: key figures, single projects, unit cost by use, compositions and indicators. */
const DetailPage = observer(function DetailPage({ params }: { params: { id?: string } }) {
  const store = useService<ProjectCostDetailStore>(ProjectCostDetailStore);
  useEffect(() => {
    void store.load(params.id ?? '');
  }, [store, params.id]);

  const base = store.base;
  const crumbs = [{ label: '项目造价指标', href: projectCostRoutes.list() }, { label: base?.name ?? '项目详情' }];

  return (
    <PageContainer breadcrumb={crumbs}>
      {store.state === 'loading' || store.state === 'idle' ? <DetailSkeleton /> : null}
      {store.state === 'notFound' ? (
        <Problem title="该项目不存在或已下架" text="您访问的项目可能已被调整，请返回列表重新检索。" />
      ) : null}
      {store.state === 'error' ? (
        <Problem
          title="项目数据加载失败"
          text={store.error}
          action={
            <Button size="sm" variant="outline" onClick={() => void store.load(params.id ?? '')}>
              <LuRefreshCw aria-hidden="true" />
              重新加载
            </Button>
          }
        />
      ) : null}
      {store.state === 'ready' && base && store.result ? <Detail base={base} result={store.result} /> : null}
    </PageContainer>
  );
});

export default DetailPage;

function Detail({ base, result }: { base: BaseInfo; result: IndexResultInfo }) {
  return (
    <>
      <Header base={base} />
      <BidNodes base={base} result={result} />
      <ByUse result={result} />
      {result.locked ? <Locked /> : <Breakdowns result={result} />}
    </>
  );
}

function Header({ base }: { base: BaseInfo }) {
  return (
    <ContentCard p="0" overflow="hidden">
      <Box px="6" pt="5" pb="4" bgGradient="to-r" gradientFrom="brand.50" gradientTo="white" borderBottomWidth="1px" borderColor="page.border">
        <Flex align="center" gap="3" wrap="wrap">
          <Text as="h1" fontSize="22px" fontWeight="600" color="gray.800">
            {base.name}
          </Text>
          <Badge colorPalette="brand" variant="solid" fontWeight="500">
            {base.category}
          </Badge>
          <Badge colorPalette="accent" variant="subtle" fontWeight="500">
            {base.pricingStage}
          </Badge>
        </Flex>
        <Flex gap="5" mt="2" fontSize="13px" color="gray.600" wrap="wrap">
          <Meta icon={<LuMapPin />}>{base.regionName || '—'}</Meta>
          <Meta icon={<LuCalendar />}>造价日期 {base.priceDate}</Meta>
          <Meta icon={<LuLayers />}>主要结构 {base.mainStructure || '—'}</Meta>
          <Text>项目编号 {base.code}</Text>
        </Flex>
      </Box>
      <SimpleGrid columns={5} px="6" py="5" gap="4">
        <KeyFigure label="项目单方造价" value={fmtUnitCost(base.unitCost)} unit="元/m²" accent />
        <KeyFigure label="项目总造价" value={fmtWan(base.totalCost)} unit="万元" />
        <KeyFigure label="总建筑面积" value={fmtArea(base.totalArea)} unit="m²" />
        <KeyFigure
          label="地上 / 地下面积"
          value={`${fmtNumber(base.aboveArea)} / ${fmtNumber(base.belowArea)}`}
          unit="m²"
        />
        <KeyFigure label="单项工程" value={String(base.bidNodeCount)} unit="个" />
      </SimpleGrid>
    </ContentCard>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex align="center" gap="1.5">
      <Box color="brand.500" aria-hidden="true">
        {icon}
      </Box>
      <Text>{children}</Text>
    </Flex>
  );
}

function BidNodes({ base, result }: { base: BaseInfo; result: IndexResultInfo }) {
  // The buildings without the project's name in front (1#楼, 地下车库 …), as people call them on site.
  const short = (name: string) => (name.startsWith(base.name) && name.length > base.name.length ? name.slice(base.name.length) : name);
  const chartData = result.byNode.map((n) => ({ label: short(n.name), value: n.unitCost }));
  return (
    <ContentCard mt="4" aria-labelledby="pc-nodes">
      <SectionTitle id="pc-nodes" title="单项工程造价指标" note={`共 ${base.bidNodes.length} 个单项工程，点击名称查看单项工程指标详情`} />
      {chartData.length > 0 ? (
        <ChartCard plain title="各单项工程单方造价" unit="元/m²" mb="5" px="2">
          <BarChart data={chartData} unit="元/m²" horizontal ariaLabel="各单项工程单方造价（元/m²）" valueFormat={(v) => fmtUnitCost(v)} />
        </ChartCard>
      ) : null}
      <DataTable
        label="单项工程列表"
        rows={base.bidNodes}
        rowKey={(n) => n.id}
        interactive={false}
        columns={[
          {
            key: 'name',
            header: '单项工程名称',
            cell: (n) => (
              <>
                <RouterLink href={n.link} color="brand.700" fontWeight="500">
                  {n.name}
                </RouterLink>
                <Text fontSize="12px" color="gray.400">
                  {n.code}
                </Text>
              </>
            ),
          },
          { key: 'buildingUse', header: '建筑用途', cell: (n) => n.buildingUse },
          { key: 'structure', header: '结构形式', cell: (n) => n.structure },
          { key: 'floors', header: '层数', cellProps: { whiteSpace: 'nowrap' }, cell: (n) => fmtFloors(n.floorsAbove, n.floorsBelow) },
          { key: 'area', header: '建筑面积(m²)', align: 'right', cellProps: numCell, cell: (n) => fmtArea(n.buildingArea) },
          { key: 'cost', header: '造价（元）', align: 'right', cellProps: numCell, cell: (n) => fmtYuan(n.totalCost) },
          { key: 'unitCost', header: '单方造价(元/m²)', align: 'right', cellProps: { ...numCell, color: 'accent.700', fontWeight: '600' }, cell: (n) => fmtUnitCost(n.unitCost) },
          { key: 'ratio', header: '造价占比', align: 'right', cellProps: numCell, cell: (n) => fmtPercent(n.ratio) },
        ]}
        footer={[
          { content: '合计', span: 4 },
          { content: fmtArea(base.totalArea), align: 'right', cellProps: numCell },
          { content: fmtYuan(base.totalCost), align: 'right', cellProps: numCell },
          { content: fmtUnitCost(base.unitCost), align: 'right', cellProps: { ...numCell, color: 'accent.700' } },
          { content: '100.0%', align: 'right', cellProps: numCell },
        ]}
      />
    </ContentCard>
  );
}

function ByUse({ result }: { result: IndexResultInfo }) {
  return (
    <ContentCard mt="4" aria-labelledby="pc-uses">
      <SectionTitle id="pc-uses" title="按建筑用途单方造价" note="同一用途的单项工程合并计算" />
      <DataTable
        label="按建筑用途单方造价"
        rows={result.byUse}
        rowKey={(u) => u.name}
        interactive={false}
        columns={[
          { key: 'name', header: '建筑用途', cellProps: { fontWeight: '500' }, cell: (u) => u.name },
          { key: 'count', header: '单项工程数', align: 'right', cellProps: numCell, cell: (u) => u.count },
          { key: 'area', header: '建筑面积(m²)', align: 'right', cellProps: numCell, cell: (u) => fmtArea(u.area) },
          { key: 'cost', header: '造价(万元)', align: 'right', cellProps: numCell, cell: (u) => fmtWan(u.cost) },
          { key: 'unitCost', header: '单方造价(元/m²)', align: 'right', cellProps: { ...numCell, color: 'accent.700', fontWeight: '600' }, cell: (u) => fmtUnitCost(u.unitCost) },
          { key: 'ratio', header: '造价占比', width: '220px', cell: (u) => <Share ratio={u.ratio} label={`${u.name}造价占比`} /> },
        ]}
      />
    </ContentCard>
  );
}

/** A share as a thin bar and its percentage. */
function Share({ ratio, label }: { ratio: number; label: string }) {
  const value = Math.max(0, Math.min(100, ratio * 100));
  return (
    <Flex align="center" gap="2">
      <Progress.Root recipe={progressSlotRecipe} value={value} size="xs" colorPalette="brand" flex="1" aria-label={label}>
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="12px" color="gray.600" w="52px" textAlign="end" fontVariantNumeric="tabular-nums">
        {fmtPercent(ratio)}
      </Text>
    </Flex>
  );
}

function Breakdowns({ result }: { result: IndexResultInfo }) {
  const specialties = result.specialties ?? [];
  const fees = result.fees ?? [];
  const indicators = result.indicators ?? [];
  return (
    <>
      <ContentCard mt="4" aria-labelledby="pc-specialties">
        <SectionTitle id="pc-specialties" title="专业造价构成" note="按项目总建筑面积折算的单方造价" />
        {specialties.length > 0 ? (
          <Grid templateColumns="420px 1fr" gap="6" alignItems="center">
            <DonutChart
              data={specialties.map((s) => ({ label: s.name, value: s.unitCost }))}
              shares={specialties.map((s) => s.ratio)}
              total={result.unitCost}
              unit="元/m²"
              centerLabel="单方造价（元/m²）"
              ariaLabel="专业造价构成（元/m²）"
              valueFormat={(v) => fmtUnitCost(v)}
            />
            <CompositionTable lines={specialties} total={result} label="专业造价构成" nameHeader="专业" />
          </Grid>
        ) : (
          <Empty text="该项目暂无专业造价构成数据" />
        )}
      </ContentCard>
      <Grid templateColumns="1fr 1fr" gap="4" mt="4">
        <ContentCard aria-labelledby="pc-fees">
          <SectionTitle id="pc-fees" title="费用构成" />
          {fees.length > 0 ? <CompositionTable lines={fees} total={result} label="费用构成" nameHeader="费用名称" /> : <Empty text="该项目暂无费用构成数据" />}
        </ContentCard>
        <ContentCard aria-labelledby="pc-indicators">
          <SectionTitle id="pc-indicators" title="主要技术经济指标" note="按单项工程建筑面积加权" />
          {indicators.length > 0 ? <IndicatorTable lines={indicators} /> : <Empty text="该项目暂无技术经济指标数据" />}
        </ContentCard>
      </Grid>
    </>
  );
}

/**
 * A composition and its 合计: the project's own total and 元/m² (the server apportions the lines so
 * that they add up to these, to the cent, and the shares to 100.0 %).
 */
function CompositionTable({ lines, total, label, nameHeader }: { lines: CompositionLine[]; total: { totalCost: number; unitCost: number }; label: string; nameHeader: string }) {
  return (
    <DataTable
      label={label}
      rows={lines}
      rowKey={(l) => l.code}
      interactive={false}
      columns={[
        { key: 'name', header: nameHeader, cell: (l) => l.name },
        { key: 'amount', header: '金额（元）', align: 'right', cellProps: numCell, cell: (l) => fmtYuan(l.amount) },
        { key: 'unitCost', header: '单方造价（元/m²）', align: 'right', cellProps: numCell, cell: (l) => fmtUnitCost(l.unitCost) },
        { key: 'ratio', header: '占比', align: 'right', cellProps: numCell, cell: (l) => fmtPercent(l.ratio) },
      ]}
      footer={[
        { content: '合计' },
        { content: fmtYuan(total.totalCost), align: 'right', cellProps: numCell },
        { content: fmtUnitCost(total.unitCost), align: 'right', cellProps: numCell },
        { content: '100.0%', align: 'right', cellProps: numCell },
      ]}
    />
  );
}

function IndicatorTable({ lines }: { lines: IndicatorLine[] }) {
  return (
    <DataTable
      label="主要技术经济指标"
      rows={lines}
      rowKey={(l) => l.code}
      interactive={false}
      columns={[
        { key: 'name', header: '指标名称', cell: (l) => l.name },
        { key: 'value', header: '指标值', align: 'right', cellProps: { ...numCell, fontWeight: '600' }, cell: (l) => fmtIndicator(l.value) },
        { key: 'unit', header: '单位', cellProps: { color: 'gray.500' }, cell: (l) => l.unit },
        { key: 'count', header: '样本单项数', align: 'right', cellProps: numCell, cell: (l) => l.count },
      ]}
    />
  );
}

/** The breakdowns of a member without the project-cost VIP: what is behind the lock, and 开通. */
const Locked = observer(function Locked() {
  const store = useService<ProjectCostDetailStore>(ProjectCostDetailStore);
  return (
    <ContentCard mt="4" position="relative" overflow="hidden" aria-labelledby="pc-locked">
      <SectionTitle id="pc-locked" title="专业造价构成 · 费用构成 · 主要技术经济指标" />
      <Box filter="blur(3px)" opacity={0.5} aria-hidden="true" pointerEvents="none" userSelect="none">
        {[0.92, 0.76, 0.6, 0.44, 0.3, 0.22, 0.15].map((w, i) => (
          <Flex key={i} align="center" gap="4" py="3" borderBottomWidth="1px" borderColor="page.border">
            <Box w="80px" h="12px" bg="gray.200" borderRadius="3px" />
            <Box flex="1">
              <Box w={`${w * 100}%`} h="12px" bg="brand.100" borderRadius="3px" />
            </Box>
            <Box w="70px" h="12px" bg="gray.200" borderRadius="3px" />
          </Flex>
        ))}
      </Box>
      <Flex position="absolute" inset="0" top="52px" direction="column" align="center" justify="center" textAlign="center" px="6">
        <Flex w="48px" h="48px" borderRadius="full" bg="accent.50" color="accent.600" align="center" justify="center" fontSize="22px" mb="3" aria-hidden="true">
          <LuLock />
        </Flex>
        <Text fontSize="15px" fontWeight="600" color="gray.800">
          开通项目造价指标VIP，查看完整造价分析
        </Text>
        <Text fontSize="13px" color="gray.500" mt="1.5" maxW="520px">
          专业造价构成（建筑、装饰、安装各专业单方造价）、费用构成及钢筋、混凝土等主要技术经济指标仅对项目造价指标VIP开放。
        </Text>
        <Button mt="4" size="sm" px="6" colorPalette="accent" onClick={() => store.openBuyService()}>
          <LuCrown aria-hidden="true" />
          立即开通
        </Button>
      </Flex>
    </ContentCard>
  );
});

function Empty({ text }: { text: string }) {
  return (
    <Text fontSize="13px" color="gray.500" py="8" textAlign="center">
      {text}
    </Text>
  );
}

function Problem({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <ContentCard>
      <Flex direction="column" align="center" py="14" textAlign="center" role="alert">
        <Text fontSize="16px" fontWeight="600" color="gray.800">
          {title}
        </Text>
        {text ? (
          <Text fontSize="13px" color="gray.500" mt="2">
            {text}
          </Text>
        ) : null}
        <Flex gap="3" mt="5">
          {action}
          <Button asChild size="sm" variant="outline">
            <RouterLink href={projectCostRoutes.list()}>
              <LuArrowLeft aria-hidden="true" />
              返回项目列表
            </RouterLink>
          </Button>
        </Flex>
      </Flex>
    </ContentCard>
  );
}

function DetailSkeleton() {
  return (
    <Box aria-busy="true" aria-label="正在加载项目数据">
      <ContentCard>
        <Skeleton h="26px" w="40%" mb="3" />
        <Skeleton h="14px" w="60%" mb="6" />
        <SimpleGrid columns={5} gap="4">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h="48px" />
          ))}
        </SimpleGrid>
      </ContentCard>
      <ContentCard mt="4">
        <Skeleton h="18px" w="200px" mb="4" />
        <Skeleton h="180px" />
      </ContentCard>
    </Box>
  );
}
