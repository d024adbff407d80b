import { useEffect } from 'react';
import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuInfo, LuTriangleAlert } from 'react-icons/lu';
import { useLocation, useSearch } from 'wouter';
import { useService } from '@kernel/client/react';
import { EmptyCard } from '@kernel/client/views/EmptyCard';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { BoxPlot, Histogram } from '@kernel/client/views/charts';
import { INDICATORS, PRICING_STAGES } from '@plugins/cost-data/shared/vocabulary';
import type { RangeIndicator } from '../../shared/contract';
import { fmtIndicator } from '../format';
import { RANGE_RESULT_CAP } from '../list-store';
import { RANGE_INDICATOR_KEY, RANGE_STAGE_KEY, RangeStore } from '../range-store';
import { FilterTag } from '@kernel/client/views/FilterPanel';
import { EmptyState, LoadError, SkeletonBlock, StatCard } from './parts';
import { bidNodeRoutes } from '../../shared/routes';
import { ChartCard } from '@kernel/client/views/ChartCard';

export const RANGE_INDICATORS: ReadonlyArray<{ code: RangeIndicator; name: string; unit: string }> = [
  { code: 'unitCost', name: '单方造价', unit: '元/m²' },
  ...INDICATORS.map((i) => ({ code: i.code as RangeIndicator, name: i.name, unit: i.unit })),
];


/** /commonproj/indexRange (VIP): the distribution of one indicator over a sample of single projects. */
const RangePage = observer(function RangePage() {
  const store = useService<RangeStore>(RangeStore);
  const search = useSearch();
  const [location, navigate] = useLocation();
  useEffect(() => {
    store.init(search);
    void store.load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const choose = (code: RangeIndicator) => {
    const p = new URLSearchParams(search);
    p.set(RANGE_INDICATOR_KEY, code);
    navigate(`${location}?${p.toString()}`, { replace: true });
    void store.setIndicator(code);
  };
  const chooseStage = (stage: string | null) => {
    const p = new URLSearchParams(search);
    if (stage) p.set(RANGE_STAGE_KEY, stage);
    else p.delete(RANGE_STAGE_KEY);
    navigate(`${location}?${p.toString()}`, { replace: true });
    void store.setPricingStage(stage);
  };

  const meta = RANGE_INDICATORS.find((i) => i.code === store.indicator) ?? RANGE_INDICATORS[0];
  const st = store.stats;
  const fmt = (v: number) => fmtIndicator(v, meta.unit);
  const request = store.request;

  return (
    <PageContainer breadcrumb={[{ label: '单项工程指标', href: bidNodeRoutes.list() }, { label: '指标区间' }]} title="指标区间分析">
      {!request ? (
        <EmptyCard
          title="尚未选择统计样本"
          description="请在单项工程指标列表中勾选单项工程，或设置筛选条件后点击「指标区间」。"
          link={{ href: bidNodeRoutes.list(), label: '前往单项工程指标', primary: true }}
        />
      ) : (
        <Flex direction="column" gap="4">
          <Flex bg="brand.50" borderWidth="1px" borderColor="brand.100" borderRadius="8px" px="5" py="3" gap="3" align="flex-start" fontSize="13px" color="gray.700">
            <Box color="brand.600" mt="1" aria-hidden="true">
              <LuInfo />
            </Box>
            <Box>
              <Text fontWeight="600" color="gray.800">
                统计样本：
                {request.source === 'selected'
                  ? `已勾选的 ${request.ids.length} 个单项工程`
                  : request.resultTotal > request.ids.length
                    ? `当前筛选结果中按列表顺序的前 ${request.ids.length} 个单项工程（结果共 ${request.resultTotal.toLocaleString('zh-CN')} 个，最多统计 ${RANGE_RESULT_CAP} 个）`
                    : `当前筛选结果的全部 ${request.ids.length} 个单项工程`}
                {st ? `，其中 ${st.count} 个${store.pricingStage ? `「${store.pricingStage}」阶段` : ''}有「${meta.name}」数据` : ''}
              </Text>
              {request.basis ? <Text mt="0.5">筛选条件：{request.basis}</Text> : null}
              {st?.sample ? (
                <Text mt="0.5" data-testid="range-sample">
                  计价阶段：{st.sample.stages.map((x) => `${x.stage} ${x.count} 个`).join('、')}
                  {store.pricingStage ? `（仅统计${store.pricingStage}）` : ''}；价格日期 {st.sample.monthFrom} 至 {st.sample.monthTo}（按各自地区与价格日期，未经调价换算）
                </Text>
              ) : null}
            </Box>
          </Flex>
          {st?.sample && !store.pricingStage && st.sample.stages.length > 1 ? (
            <Flex role="alert" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="8px" px="5" py="3" gap="3" align="flex-start" fontSize="13px" color="orange.900">
              <Box mt="1" aria-hidden="true">
                <LuTriangleAlert />
              </Box>
              <Text>
                样本混合了 {st.sample.stages.length} 种计价阶段（{st.sample.stages.map((x) => x.stage).join('、')}），各阶段造价口径不同（中标价通常低于招标控制价，结算价通常高于中标价）。可在下方「计价阶段」中只保留一个阶段。
              </Text>
            </Flex>
          ) : null}

          <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" px="5" py="3">
            <Flex align="center" role="group" aria-label="统计指标">
              <Text flex="0 0 84px" fontSize="13px" color="gray.500">
                统计指标
              </Text>
              <Flex wrap="wrap">
                {RANGE_INDICATORS.map((i) => (
                  <FilterTag key={i.code} selected={store.indicator === i.code} onClick={() => choose(i.code)}>
                    {i.name}
                  </FilterTag>
                ))}
              </Flex>
            </Flex>
            <Flex align="center" role="group" aria-label="计价阶段" mt="2" pt="2" borderTopWidth="1px" borderColor="page.border">
              <Text flex="0 0 84px" fontSize="13px" color="gray.500">
                计价阶段
              </Text>
              <Flex wrap="wrap">
                <FilterTag selected={!store.pricingStage} onClick={() => chooseStage(null)}>
                  全部阶段
                </FilterTag>
                {PRICING_STAGES.map((stage) => {
                  const n = st?.sample?.stages.find((x) => x.stage === stage)?.count;
                  return (
                    <FilterTag key={stage} selected={store.pricingStage === stage} onClick={() => chooseStage(stage)}>
                      {n !== undefined ? `${stage}（${n}）` : stage}
                    </FilterTag>
                  );
                })}
              </Flex>
            </Flex>
          </Box>

          {store.state === 'error' ? (
            <Box bg="white" borderRadius="8px" borderWidth="1px" borderColor="page.border">
              <LoadError onRetry={() => void store.load()} text="指标区间统计失败" />
            </Box>
          ) : !st || store.state === 'loading' ? (
            <Box bg="white" borderRadius="8px" borderWidth="1px" borderColor="page.border" p="6">
              <SkeletonBlock lines={6} height="28px" />
            </Box>
          ) : st.count === 0 ? (
            <Box bg="white" borderRadius="8px" borderWidth="1px" borderColor="page.border">
              <EmptyState title={`所选样本暂无「${meta.name}」数据`} description="请更换统计指标或调整样本。" />
            </Box>
          ) : (
            <>
              <Grid templateColumns="repeat(9, minmax(0, 1fr))" gap="2" role="group" aria-label={`${meta.name}统计量（${meta.unit}）`}>
                <StatCard label="最小值" value={fmt(st.min)} unit={meta.unit} />
                <StatCard label="P10" value={fmt(st.p10)} unit={meta.unit} />
                <StatCard label="下四分位 Q1" value={fmt(st.q1)} unit={meta.unit} />
                <StatCard label="中位数" value={fmt(st.median)} unit={meta.unit} tone="brand" />
                <StatCard label="上四分位 Q3" value={fmt(st.q3)} unit={meta.unit} />
                <StatCard label="P90" value={fmt(st.p90)} unit={meta.unit} />
                <StatCard label="最大值" value={fmt(st.max)} unit={meta.unit} />
                <StatCard label="平均值" value={fmt(st.mean)} unit={meta.unit} tone="accent" />
                <StatCard label="样本数" value={String(st.count)} unit="个" />
              </Grid>
              <Grid templateColumns="minmax(0, 1.6fr) minmax(0, 1fr)" gap="4">
                <ChartCard
                  id="histogram"
                  title={`${meta.name}分布`}
                  headingLevel="h2"
                  unit={meta.unit}
                  sample={st.count}
                  extraCaption={store.pricingStage ? [store.pricingStage] : []}
                  placeholderHeight={300}
                >
                  <Histogram
                    bins={st.histogram}
                    unit={meta.unit}
                    markers={[
                      { label: 'P10', value: st.p10 },
                      { label: '中位数', value: st.median },
                      { label: 'P90', value: st.p90 },
                    ]}
                    height={300}
                    ariaLabel={`${meta.name}分布直方图（${st.count} 个样本）`}
                    valueFormat={fmt}
                  />
                </ChartCard>
                <ChartCard
                  id="boxplot"
                  title={`${meta.name}箱线图`}
                  headingLevel="h2"
                  unit={meta.unit}
                  sample={st.count}
                  placeholderHeight={180}
                  note={`箱体为四分位区间（Q1–Q3），中间粗线为中位数；浅蓝色条为 P10–P90 区间，两端短线为最小值与最大值。P10–P90 区间剔除了两端各 10% 的样本，可作为「${meta.name}」合理取值范围的参考。`}
                >
                  <BoxPlot stats={st} unit={meta.unit} height={180} ariaLabel={`${meta.name}箱线图`} valueFormat={fmt} />
                </ChartCard>
              </Grid>
            </>
          )}
        </Flex>
      )}
    </PageContainer>
  );
});

export default RangePage;
