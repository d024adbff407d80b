import { useEffect } from 'react';
import { Box, Flex, Grid, Skeleton, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowRight, LuBookOpen, LuClipboardList, LuTrendingDown } from 'react-icons/lu';
import { withQuery } from '@kernel/core/route-refs';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { ChartCard } from '@kernel/client/views/ChartCard';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { LoadError } from '@kernel/client/views/Section';
import { BarChart } from '@kernel/client/views/charts';
import type { G22ItemBrief, G22Section } from '../../shared/contract';
import { g22Routes } from '../../shared/routes';
import { G22Store } from '../tokens';
import { Calculator } from './Calculator';
import { G22SampleNote, NewWindowLink, NewWindowMark, Tag } from './parts';

export function prepare({ get }: PagePrepareContext): void {
  void get<G22Store>(G22Store).loadList();
}

const detailHref = (id: number) => withQuery(g22Routes.detail(), { id });
const costHref = (id: number) => withQuery(g22Routes.costManagementDetail(), { id });

function SectionHeading({ id, title, description, icon }: { id: string; title: string; description: string; icon: React.ReactNode }) {
  return (
    <Flex align="flex-end" justify="space-between" mb="3" gap="4">
      <Box>
        <Flex align="center" gap="2">
          <Flex w="28px" h="28px" borderRadius="6px" bg="brand.50" color="brand.600" align="center" justify="center" aria-hidden="true">
            {icon}
          </Flex>
          <Text as="h2" id={id} fontSize="19px" fontWeight="600" color="gray.800">
            {title}
          </Text>
        </Flex>
        <Text fontSize="13px" color="gray.500" mt="1">
          {description}
        </Text>
      </Box>
    </Flex>
  );
}

function CaseCard({ item }: { item: G22ItemBrief }) {
  const saving = item.figures.find((f) => f.label === '节约造价');
  const rebar = item.figures.find((f) => f.label === '钢筋含量');
  const total = item.figures.find((f) => f.label === '合计');
  return (
    <Flex as="article" direction="column" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" overflow="hidden" _hover={{ borderColor: 'brand.300', boxShadow: '0 4px 14px rgba(20, 86, 200, 0.08)' }} transition="all 0.15s">
      <Box px="5" pt="4" pb="3" flex="1">
        <Flex gap="1.5" wrap="wrap" mb="2">
          {item.tags.map((t, i) => (
            <Tag key={t} tone={i === 0 ? 'brand' : 'gray'}>
              {t}
            </Tag>
          ))}
        </Flex>
        <Text as="h3" fontSize="15px" fontWeight="600" color="gray.800" lineHeight="1.5">
          <NewWindowLink href={detailHref(item.id)} need="vip" color="gray.800" _hover={{ color: 'brand.600' }}>
            {item.title}
            <NewWindowMark />
          </NewWindowLink>
        </Text>
        <Text fontSize="13px" color="gray.600" mt="2" lineHeight="1.7" lineClamp={3}>
          {item.summary}
        </Text>
      </Box>
      <Grid templateColumns="1.4fr 1fr 1fr" bg="#f7f9fc" borderTopWidth="1px" borderColor="page.border" px="5" py="3" gap="3">
        {[
          { label: '钢筋含量（kg/m²）', unit: 'kg/m²', figure: rebar, good: false, inline: false },
          { label: '节约造价', unit: '元/m²', figure: saving, good: true, inline: true },
          { label: '节约合计', unit: '万元', figure: total, good: true, inline: true },
        ].map((f) => (
          <Box key={f.label} minW="0">
            <Text fontSize="12px" color="gray.500" whiteSpace="nowrap">
              {f.label}
            </Text>
            <Text fontSize="14px" fontWeight="600" color={f.good ? '#0f7b4a' : 'gray.800'} fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {f.figure ? f.figure.value.replace(` ${f.unit}`, '') : '—'}
              {f.inline && f.figure ? (
                <Text as="span" fontSize="12px" fontWeight="400" color="gray.500" ml="1">
                  {f.unit}
                </Text>
              ) : null}
            </Text>
          </Box>
        ))}
      </Grid>
    </Flex>
  );
}

function CasesSection({ section }: { section: G22Section }) {
  const data = section.items.map((i) => ({ label: i.title.replace(/（.*$/, ''), value: i.savingPerM2 ?? 0 }));
  return (
    <Box as="section" aria-labelledby="g22-cases" id="cases" mb="8">
      <SectionHeading id="g22-cases" title={section.name} description={section.description} icon={<LuTrendingDown />} />
      {section.items.length ? (
        <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="4" alignItems="stretch">
          {section.items.map((i) => (
            <CaseCard key={i.id} item={i} />
          ))}
          <ChartCard
            title="各案例节约造价"
            unit="元/m²（按建筑面积）"
            region="各案例工程所在地"
            sample={section.items.length}
            extraCaption={['价格：工程计价当月信息价']}
            summary="各案例全部优化措施的节约额之和除以建筑面积；地下车库钢筋含量高，单方节约最多。"
          >
            <BarChart data={data} unit="元/m²" horizontal ariaLabel="各案例节约造价条形图" />
          </ChartCard>
        </Grid>
      ) : (
        <Text color="gray.500" fontSize="14px" bg="white" borderRadius="8px" p="6" textAlign="center">
          暂无优化案例
        </Text>
      )}
    </Box>
  );
}

function CostSection({ section }: { section: G22Section }) {
  return (
    <Box as="section" aria-labelledby="g22-cost" id="cost" mb="8">
      <SectionHeading id="g22-cost" title={section.name} description={section.description} icon={<LuClipboardList />} />
      <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px">
        <chakra.ul listStyleType="none">
          {section.items.map((i, k) => (
            <Flex as="li" key={i.id} align="center" gap="4" px="5" py="3.5" borderTopWidth={k ? '1px' : 0} borderColor="page.border">
              <Box flex="1" minW="0">
                <Text fontSize="14px" fontWeight="500">
                  <NewWindowLink href={costHref(i.id)} need="login" color="gray.800" _hover={{ color: 'brand.600' }}>
                    {i.title}
                    <NewWindowMark />
                  </NewWindowLink>
                </Text>
                <Text fontSize="12px" color="gray.500" mt="0.5" truncate>
                  {i.summary}
                </Text>
              </Box>
              <Flex gap="1.5" flexShrink={0}>
                {i.tags.map((t) => (
                  <Tag key={t}>{t}</Tag>
                ))}
              </Flex>
              <Text fontSize="12px" color="gray.400" flexShrink={0} w="84px" textAlign="right">
                {i.publishDate}
              </Text>
            </Flex>
          ))}
        </chakra.ul>
      </Box>
    </Box>
  );
}

function CalcSection({ section, calculator }: { section: G22Section; calculator: React.ReactNode }) {
  return (
    <Box as="section" aria-labelledby="g22-calc" id="calc" mb="8">
      <SectionHeading id="g22-calc" title={section.name} description={section.description} icon={<LuBookOpen />} />
      {calculator}
      <Box as="section" aria-labelledby="g22-articles" mt="6">
        <Text as="h3" id="g22-articles" fontSize="15px" fontWeight="600" color="gray.800" mb="3">
          22G101构造变化与测算要点
        </Text>
        <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="4">
          {section.items.map((i) => (
            <Flex as="article" key={i.id} direction="column" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" px="4" py="3.5" _hover={{ borderColor: 'brand.300' }}>
              <Text as="h4" fontSize="14px" fontWeight="600" lineHeight="1.5">
                <NewWindowLink href={detailHref(i.id)} need="vip" color="gray.800" _hover={{ color: 'brand.600' }}>
                  {i.title}
                  <NewWindowMark />
                </NewWindowLink>
              </Text>
              <Text fontSize="12px" color="gray.600" mt="1.5" lineHeight="1.7" lineClamp={3} flex="1">
                {i.summary}
              </Text>
              <Flex mt="2" gap="1.5" align="center" wrap="wrap">
                {i.tags.slice(0, 3).map((t) => (
                  <Tag key={t}>{t}</Tag>
                ))}
                <Text fontSize="12px" color="gray.400" ml="auto">
                  {i.publishDate}
                </Text>
              </Flex>
            </Flex>
          ))}
        </Grid>
      </Box>
    </Box>
  );
}

/** /22G/index: the public landing of 22G造价优化 — cases, cost management, 优化测算 and the articles. */
const IndexPage = observer(function IndexPage() {
  const store = useService<G22Store>(G22Store);
  useEffect(() => {
    void store.loadList();
  }, [store]);
  const data = store.list.data;
  const cases = data?.sections.find((s) => s.code === 'case');
  const cost = data?.sections.find((s) => s.code === 'cost');
  const calc = data?.sections.find((s) => s.code === 'calc');
  return (
    <PageContainer breadcrumb={[{ label: '22G造价优化' }]}>
      <Box
        as="header"
        borderRadius="10px"
        px="8"
        py="6"
        mb="4"
        color="white"
        bg="linear-gradient(120deg, #0b3a8c 0%, #1456c8 55%, #2f74e0 100%)"
        position="relative"
        overflow="hidden"
      >
        <Text as="h1" fontSize="26px" fontWeight="700" letterSpacing="0.5px">
          22G造价优化
        </Text>
        <Text fontSize="14px" color="whiteAlpha.900" mt="1.5" maxW="760px" lineHeight="1.8">
          依据22G101系列图集与现行规范复核钢筋构造，结合本站单项工程指标与地区钢筋信息价，量化每一项优化措施的节约造价。
        </Text>
        <Flex gap="3" mt="4" as="nav" aria-label="栏目导航">
          {[
            ['#cases', '优化案例'],
            ['#cost', '成本管理'],
            ['#calc', '优化测算'],
          ].map(([href, label]) => (
            <chakra.a key={href} href={href} display="inline-flex" alignItems="center" gap="1" px="3.5" py="1.5" borderRadius="full" bg="whiteAlpha.200" _hover={{ bg: 'whiteAlpha.300' }} fontSize="13px" color="white">
              {label}
              <LuArrowRight aria-hidden="true" size="14" />
            </chakra.a>
          ))}
        </Flex>
        {data ? (
          <Flex position="absolute" right="8" top="6" gap="8" textAlign="right">
            <Box>
              <Text fontSize="12px" color="whiteAlpha.800">
                优化案例
              </Text>
              <Text fontSize="24px" fontWeight="700">
                {cases?.items.length ?? 0}
                <Text as="span" fontSize="12px" fontWeight="400" ml="1">
                  个
                </Text>
              </Text>
            </Box>
            <Box>
              <Text fontSize="12px" color="whiteAlpha.800">
                对标单项工程
              </Text>
              <Text fontSize="24px" fontWeight="700">
                {data.benchmarkProjects.toLocaleString('zh-CN')}
                <Text as="span" fontSize="12px" fontWeight="400" ml="1">
                  个
                </Text>
              </Text>
            </Box>
            <Box>
              <Text fontSize="12px" color="whiteAlpha.800">
                技术要点
              </Text>
              <Text fontSize="24px" fontWeight="700">
                {calc?.items.length ?? 0}
                <Text as="span" fontSize="12px" fontWeight="400" ml="1">
                  篇
                </Text>
              </Text>
            </Box>
          </Flex>
        ) : null}
      </Box>
      <G22SampleNote mb="6" />
      {store.list.status === 'error' && !data ? (
        <Box bg="white" borderRadius="8px" py="6">
          <LoadError text={store.list.error} onRetry={() => void store.loadList()} />
        </Box>
      ) : !data ? (
        <Grid templateColumns="repeat(3, 1fr)" gap="4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="180px" borderRadius="8px" />
          ))}
        </Grid>
      ) : (
        <>
          {cases ? <CasesSection section={cases} /> : null}
          {cost ? <CostSection section={cost} /> : null}
          {calc ? <CalcSection section={calc} calculator={<Calculator params={data.calculator} />} /> : null}
        </>
      )}
    </PageContainer>
  );
});

export default IndexPage;
