import { useEffect } from 'react';
import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowDownRight, LuArrowUpRight, LuCoins, LuHourglass } from 'react-icons/lu';
import { useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { FilterPanel, FilterRow, FilterTag, MonthRangeInputs } from '@kernel/client/views/FilterPanel';
import { ListResults } from '@kernel/client/views/ListResults';
import { PageContainer, RouterLink } from '@kernel/client/views/PageContainer';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { ToneBadge, type BadgeTone } from '@kernel/client/views/ToneBadge';
import { ACTIVITY_PAGE_SIZES, POINTS_REASON_TEXT, type PointsReason } from '../../../shared/contract';
import { activitiesRoutes } from '../../../shared/routes';
import { changeText, longDay, minuteText, pointsText, type PointsRecord } from '../model';
import { HubStore } from '../tokens';
import { CAMPAIGN_RED, HUB_SAMPLE_NOTE, HubBanner, HubNav, POINTS_UNIT } from './parts';

/** Starts the summary's and the ledger's requests as soon as the page's code is there. */
export function prepare({ get, search }: PagePrepareContext): void {
  const store = get<HubStore>(HubStore);
  void store.loadPoints();
  void store.records.applyUrl(search);
}

const REASON_TONE: Record<PointsReason, BadgeTone> = {
  signin: 'brand',
  streak: 'brand',
  makeUp: 'gray',
  task: 'green',
  invite: 'green',
  exchange: 'accent',
  draw: 'accent',
  expiry: 'gray',
  adjustment: 'gray',
};

/** 我的积分 (balance, earned, spent, what expires when) and 积分明细 (filters, the ledger, paging). */
const PointsPage = observer(function PointsPage() {
  const store = useService<HubStore>(HubStore);
  const search = useSearch();
  useEffect(() => {
    if (store.points.status === 'idle') void store.loadPoints();
  }, [store]);
  useEffect(() => {
    void store.records.applyUrl(search);
  }, [store, search]);
  return (
    <PageContainer breadcrumb={[{ label: '会员活动', href: activitiesRoutes.hub() }, { label: '我的积分' }]}>
      <HubBanner
        title="我的积分"
        subtitle="积分来自签到、任务、邀请与抽奖，可兑换报告与会员权益；有效期至获得次年的12月31日。"
        aside={
          <Flex direction="column" gap="2" align="stretch" w="160px">
            <Button asChild bg="white" color={CAMPAIGN_RED} _hover={{ bg: '#fff4ec' }}>
              <RouterLink href={activitiesRoutes.mall()} _hover={{ textDecoration: 'none' }}>
                去积分商城
              </RouterLink>
            </Button>
            <Button asChild variant="outline" color="white" borderColor="rgba(255,255,255,0.7)" _hover={{ bg: 'rgba(255,255,255,0.12)' }}>
              <RouterLink href={activitiesRoutes.attendance()} _hover={{ textDecoration: 'none' }}>
                去签到赚积分
              </RouterLink>
            </Button>
          </Flex>
        }
      />
      <HubNav current={activitiesRoutes.points()} />
      <Summary />
      <Records />
      <SampleDataNote mt="5">{HUB_SAMPLE_NOTE}</SampleDataNote>
    </PageContainer>
  );
});

export default PointsPage;

/** The four figures and the points expiring. */
const Summary = observer(function Summary() {
  const store = useService<HubStore>(HubStore);
  const { points } = store;
  const p = points.data;
  if (points.status === 'error' && !p) {
    return (
      <Box mb="5" bg="white" borderRadius="10px" borderWidth="1px" borderColor="page.border">
        <LoadError onRetry={() => void store.loadPoints()} text="积分加载失败" />
      </Box>
    );
  }
  const expiring = (p?.expiring ?? []).filter((e) => e.points > 0);
  const cards = [
    { label: '当前积分', value: p?.balance, icon: LuCoins, color: CAMPAIGN_RED, bg: '#fdecea' },
    { label: '累计获得', value: p?.earnedTotal, icon: LuArrowUpRight, color: '#0f8a5f', bg: '#e7f6ef' },
    { label: '累计消耗', value: p?.spentTotal, icon: LuArrowDownRight, color: '#b56d0a', bg: '#fff7e8' },
  ];
  return (
    <Grid templateColumns="repeat(3, 1fr) 1.5fr" gap="4" mb="5" as="section" aria-label="积分概况">
      {cards.map((c) => {
        const Icon = c.icon;
        return (
          <Flex key={c.label} align="center" gap="3" bg="white" borderRadius="10px" borderWidth="1px" borderColor="page.border" px="5" py="4">
            <Flex w="42px" h="42px" borderRadius="full" bg={c.bg} color={c.color} align="center" justify="center" fontSize="20px" aria-hidden="true">
              <Icon />
            </Flex>
            <Box>
              <Text fontSize="13px" color="gray.500">
                {c.label}
              </Text>
              <Text fontSize="22px" fontWeight="700" color="gray.800" fontVariantNumeric="tabular-nums">
                {c.value === undefined ? '—' : pointsText(c.value)}
                <Text as="span" fontSize="12px" color="gray.500" fontWeight="400" ml="1">
                  {POINTS_UNIT}
                </Text>
              </Text>
            </Box>
          </Flex>
        );
      })}
      <Box bg="#fffaf0" borderRadius="10px" borderWidth="1px" borderColor="#fcd58a" px="5" py="4" role="region" aria-label="即将过期">
        <Flex align="center" gap="1.5" fontSize="13px" color="#8c540c" fontWeight="600">
          <LuHourglass aria-hidden="true" />
          即将过期
        </Flex>
        {!p ? (
          <SkeletonBlock lines={2} height="14px" />
        ) : expiring.length === 0 ? (
          <Text mt="1.5" fontSize="13px" color="gray.600">
            暂无即将过期的积分
          </Text>
        ) : (
          <Box mt="1.5" fontSize="13px" color="gray.700" lineHeight="1.8">
            {expiring.slice(0, 2).map((e) => (
              <Text key={String(e.at)}>
                <Text as="strong" color={CAMPAIGN_RED} fontVariantNumeric="tabular-nums">
                  {pointsText(e.points)}
                </Text>{' '}
                积分将于 {longDay(e.lastDay)} 24时过期
              </Text>
            ))}
          </Box>
        )}
      </Box>
    </Grid>
  );
});

const DIRECTIONS = [
  { value: undefined, label: '全部' },
  { value: 'in', label: '获得' },
  { value: 'out', label: '消耗' },
] as const;

const columns: DataColumn<PointsRecord>[] = [
  { key: 'time', header: '时间', width: '170px', cell: (r) => <Text fontVariantNumeric="tabular-nums">{minuteText(r.createdAt)}</Text> },
  { key: 'reason', header: '类型', width: '120px', cell: (r) => <ToneBadge tone={REASON_TONE[r.reason] ?? 'gray'}>{POINTS_REASON_TEXT[r.reason] ?? r.reason}</ToneBadge> },
  { key: 'remark', header: '说明', cell: (r) => r.remark || POINTS_REASON_TEXT[r.reason] },
  {
    key: 'change',
    header: '积分变动',
    unit: '积分',
    align: 'right',
    width: '120px',
    cell: (r) => (
      <Text as="span" fontWeight="600" color={r.change > 0 ? CAMPAIGN_RED : '#0f8a5f'} fontVariantNumeric="tabular-nums">
        {changeText(r.change)}
      </Text>
    ),
  },
  { key: 'balance', header: '变动后积分', unit: '积分', align: 'right', width: '120px', cell: (r) => <Text fontVariantNumeric="tabular-nums">{pointsText(r.balanceAfter)}</Text> },
];

/** 积分明细: 全部 / 获得 / 消耗, the reason, a month range; the ledger and its paging. */
const Records = observer(function Records() {
  const store = useService<HubStore>(HubStore);
  const list = store.records;
  const q = list.query;
  const filtered = !!(q.direction || q.reason || q.from || q.to);
  void [list.state, list.total, list.page];
  return (
    <SectionCard id="records" title="积分明细">
      <FilterPanel density="compact" boxShadow="none" mb="4">
        <FilterRow label="收支类型">
          {DIRECTIONS.map((d) => (
            <FilterTag key={d.label} selected={q.direction === d.value} onClick={() => void list.update({ direction: d.value })}>
              {d.label}
            </FilterTag>
          ))}
        </FilterRow>
        <FilterRow label="积分来源">
          <Flex wrap="wrap">
            <FilterTag selected={!q.reason} onClick={() => void list.update({ reason: undefined })}>
              全部
            </FilterTag>
            {(Object.keys(POINTS_REASON_TEXT) as PointsReason[]).map((r) => (
              <FilterTag key={r} selected={q.reason === r} onClick={() => void list.update({ reason: q.reason === r ? undefined : r })}>
                {POINTS_REASON_TEXT[r]}
              </FilterTag>
            ))}
          </Flex>
        </FilterRow>
        <FilterRow label="月份" divider={false} group={false}>
          <MonthRangeInputs label="月份" ml="0" from={q.from} to={q.to} onFrom={(from) => void list.update({ from })} onTo={(to) => void list.update({ to })} />
          {filtered ? (
            <Button size="xs" variant="ghost" ml="auto" color="gray.500" onClick={() => void list.reset()}>
              清空筛选
            </Button>
          ) : null}
        </FilterRow>
      </FilterPanel>
      <ListResults
        list={list}
        sizes={ACTIVITY_PAGE_SIZES}
        errorText="积分明细加载失败"
        emptyTitle={filtered ? '暂无符合条件的积分记录' : '暂无积分记录'}
        emptyDescription={filtered ? '换一个类型或月份再看看。' : '签到、完成任务即可获得积分。'}
        onClearFilters={filtered ? () => void list.reset() : undefined}
      >
        <DataTable
          label="积分明细"
          columns={columns}
          rows={list.page?.list ?? []}
          rowKey={(r) => String(r.id)}
          loading={list.state === 'loading'}
          skeletonRows={6}
          empty="暂无积分记录"
        />
      </ListResults>
    </SectionCard>
  );
});
