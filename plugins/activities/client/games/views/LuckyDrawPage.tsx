import { useEffect, useState } from 'react';
import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck, LuMegaphone, LuSparkles } from 'react-icons/lu';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { PageContainer, RouterLink } from '@kernel/client/views/PageContainer';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { PRIZE_KIND_TEXT, type DrawTask, type PrizeView, type WinnerTick } from '../../../shared/draws';
import { activitiesRoutes } from '../../../shared/routes';
import { GamesStore } from '../tokens';
import { CAMPAIGN, CampaignHero, HeroFigure, DrawGrid, DrawRecordsTable, RuleList, periodText, prefersReducedMotion, timeText, useDrawFlow, useMemberReload } from './parts';

/** Starts the page's requests as soon as its code is there. */
export function prepare({ get }: PagePrepareContext): void {
  const store = get<GamesStore>(GamesStore);
  void store.raffle.load();
  void store.loadWinners();
}

/** 幸运抽奖 (public; drawing needs login): the grid, the draws left, the tasks that give draws, records, winners. */
const LuckyDrawPage = observer(function LuckyDrawPage() {
  const store = useService<GamesStore>(GamesStore);
  useMemberReload(store);
  const info = store.raffle.info;
  const flow = useDrawFlow(store.raffle);
  const data = info.data;
  if (!data) {
    return (
      <PageContainer breadcrumb={[{ label: '会员活动', href: activitiesRoutes.hub() }, { label: '幸运抽奖' }]}>
        {info.status === 'error' ? <LoadError text="幸运抽奖加载失败" onRetry={() => void store.raffle.load()} /> : <SkeletonBlock lines={8} height="28px" />}
      </PageContainer>
    );
  }
  const { activity, allowance, prizes } = data;
  const remaining = data.loggedIn ? (allowance.chances ?? 0) : null;
  const note =
    allowance.pointsPerDraw > 0
      ? `次数用完后，每次抽奖消耗${allowance.pointsPerDraw}积分 · 每人每天最多抽${allowance.dailyLimit}次`
      : `每人每天最多抽${allowance.dailyLimit}次`;
  return (
    <PageContainer breadcrumb={[{ label: '会员活动', href: activitiesRoutes.hub() }, { label: '幸运抽奖' }]}>
      <CampaignHero
        title="幸运抽奖"
        icon={<LuSparkles aria-hidden="true" size={28} />}
        summary={activity.summary || '完成签到、搜索、兑换等任务赢取抽奖次数，积分、会员权益与造价工具书等你来拿。'}
        period={periodText(activity.startsAt, activity.endsAt)}
        aside={<AllowanceCard loggedIn={data.loggedIn} chances={allowance.chances} dailyUsed={allowance.dailyUsed} dailyLimit={allowance.dailyLimit} balance={allowance.balance} />}
      />
      {activity.state !== 'running' ? (
        <Box mt="4" px="4" py="3" borderRadius="8px" bg="#fff4f2" color={CAMPAIGN.deep} fontSize="14px" role="status">
          {activity.state === 'ended' ? '本期幸运抽奖已结束，感谢参与！' : '幸运抽奖尚未开始，敬请期待。'}
        </Box>
      ) : null}
      <Grid templateColumns="1fr 340px" gap="5" mt="5" alignItems="start">
        <Box bg="#fff7ec" borderRadius="12px" borderWidth="1px" borderColor="#f6dcb4" py="6" px="5">
          <Text as="h2" textAlign="center" fontSize="24px" fontWeight="800" color={CAMPAIGN.red} letterSpacing="6px">
            天天抽好礼
          </Text>
          <Text textAlign="center" fontSize="13px" color="#8a3b12" mt="1" mb="5">
            {data.loggedIn
              ? remaining && remaining > 0
                ? `您还有${remaining}次抽奖机会，祝您好运！`
                : allowance.pointsPerDraw > 0
                  ? `抽奖次数已用完，可用${allowance.pointsPerDraw}积分抽一次，或完成右侧任务赢取次数`
                  : '抽奖次数已用完，完成右侧任务赢取更多次数'
              : '登录后完成任务即可赢取抽奖次数'}
          </Text>
          <DrawGrid
            prizes={prizes}
            active={flow.grid.active}
            remaining={remaining}
            busy={store.raffle.drawing || flow.grid.spinning}
            disabled={activity.state !== 'running'}
            onDraw={() => void flow.draw()}
            note={note}
          />
        </Box>
        <Flex direction="column" gap="5">
          <WinnersTicker />
          <TaskList tasks={data.tasks} loggedIn={data.loggedIn} />
        </Flex>
      </Grid>
      <SectionCard title="我的抽奖记录" mt="5" extra={data.loggedIn ? <Text>实物奖品请在中奖后填写收货信息领取</Text> : undefined}>
        {data.loggedIn ? (
          <DrawRecordsTable records={store.raffle.records.data} loading={store.raffle.records.status === 'loading'} onClaim={flow.claim} />
        ) : (
          <Flex align="center" justify="center" gap="3" py="6" color="gray.600" fontSize="14px">
            登录后即可抽奖并查看您的中奖记录
            <Button size="sm" colorPalette="red" bg={CAMPAIGN.red} onClick={() => store.requireLogin()}>
              登录
            </Button>
          </Flex>
        )}
      </SectionCard>
      <Grid templateColumns="1fr 1fr" gap="5" mt="5" alignItems="start">
        <SectionCard title="奖品设置">
          <PrizeTable prizes={prizes} />
        </SectionCard>
        <SectionCard title="活动规则">
          <RuleList rules={activity.rules} />
        </SectionCard>
      </Grid>
      <SampleDataNote mt="5">奖品、中奖概率与中奖名单均为演示生成的数据，抽奖结果由服务器随机产生，仅供体验。</SampleDataNote>
      {flow.dialogs}
    </PageContainer>
  );
});

export default LuckyDrawPage;

/** The member's draws (or the invitation to log in) on the hero band. */
function AllowanceCard({ loggedIn, chances, dailyUsed, dailyLimit, balance }: { loggedIn: boolean; chances: number | null; dailyUsed: number | null; dailyLimit: number; balance: number | null }) {
  const store = useService<GamesStore>(GamesStore);
  return (
    <Box w="280px" borderRadius="10px" p="5" bg="rgba(255,255,255,0.12)" borderWidth="1px" borderColor="rgba(255,230,160,0.45)">
      {loggedIn ? (
        <Grid templateColumns="repeat(3, 1fr)" gap="2" textAlign="center">
          <HeroFigure label="剩余次数" value={`${chances ?? 0}`} unit="次" />
          <HeroFigure label="今日已抽" value={`${dailyUsed ?? 0}/${dailyLimit}`} unit="次" />
          <HeroFigure label="我的积分" value={`${balance ?? 0}`} unit="分" />
        </Grid>
      ) : (
        <Flex direction="column" align="center" gap="3">
          <Text fontSize="14px">登录后即可参与抽奖</Text>
          <Button size="sm" bg={CAMPAIGN.gold} color={CAMPAIGN.deep} fontWeight="700" onClick={() => store.requireLogin()}>
            登录抽奖
          </Button>
        </Flex>
      )}
    </Box>
  );
}

/** 中奖名单: the latest winners (names masked), rolling one line at a time unless motion is reduced. */
const WinnersTicker = observer(function WinnersTicker() {
  const store = useService<GamesStore>(GamesStore);
  const winners = store.winners.data?.winners ?? [];
  return (
    <SectionCard title="中奖名单" extra={<LuMegaphone aria-hidden="true" />}>
      {store.winners.status === 'loading' && winners.length === 0 ? <SkeletonBlock lines={5} /> : winners.length === 0 ? <Text fontSize="13px" color="gray.500">暂无中奖记录，快来抽取第一份大奖</Text> : <Ticker winners={winners} />}
    </SectionCard>
  );
});

const LINE = 34;
const VISIBLE = 5;

function Ticker({ winners }: { winners: readonly WinnerTick[] }) {
  const [offset, setOffset] = useState(0);
  const rolling = winners.length > VISIBLE && !prefersReducedMotion();
  useEffect(() => {
    if (!rolling) return;
    const timer = setInterval(() => setOffset((o) => (o + 1) % winners.length), 2500);
    return () => clearInterval(timer);
  }, [rolling, winners.length]);
  const lines = rolling ? [...winners, ...winners.slice(0, VISIBLE)] : winners.slice(0, VISIBLE * 2);
  return (
    <Box h={rolling ? `${LINE * VISIBLE}px` : undefined} overflow="hidden" aria-label="最新中奖名单" role="region">
      <Box as="ul" style={{ transform: `translateY(-${offset * LINE}px)`, transition: offset === 0 ? 'none' : 'transform 0.5s ease' }}>
        {lines.map((w, i) => (
          <Flex as="li" key={`${w.createdAt}-${i}`} h={`${LINE}px`} align="center" gap="2" fontSize="13px" borderBottomWidth="1px" borderColor="gray.100">
            <Text color="gray.700" w="64px" flexShrink={0} truncate>
              {w.name}
            </Text>
            <Text flex="1" color={CAMPAIGN.red} truncate>
              抽中 {w.prizeName}
            </Text>
            <Text color="gray.400" fontSize="12px" flexShrink={0}>
              {timeText(w.createdAt).slice(5)}
            </Text>
          </Flex>
        ))}
      </Box>
    </Box>
  );
}

/** 赚取抽奖次数: the tasks that give draws. */
function TaskList({ tasks, loggedIn }: { tasks: readonly DrawTask[]; loggedIn: boolean }) {
  const store = useService<GamesStore>(GamesStore);
  return (
    <SectionCard title="赚取抽奖次数">
      {tasks.length === 0 ? (
        <Text fontSize="13px" color="gray.500">
          暂无任务
        </Text>
      ) : (
        <Flex as="ul" direction="column" gap="3">
          {tasks.map((t) => (
            <Flex as="li" key={t.id} align="center" gap="3">
              <Box flex="1" minW="0">
                <Text fontSize="14px" fontWeight="600" color="gray.800">
                  {t.title}
                  <Text as="span" ml="2" fontSize="12px" color={CAMPAIGN.red} fontWeight="600">
                    +{t.chances}次
                  </Text>
                </Text>
                <Text fontSize="12px" color="gray.500" lineClamp={2}>
                  {t.description}
                  {t.limit !== null && t.times !== null ? `（今日${t.times}/${t.limit}）` : ''}
                </Text>
              </Box>
              {t.done ? (
                <Flex align="center" gap="1" fontSize="13px" color="#1f7a5a" flexShrink={0}>
                  <LuCircleCheck aria-hidden="true" />
                  已完成
                </Flex>
              ) : !loggedIn ? (
                <Button size="xs" variant="outline" colorPalette="red" flexShrink={0} onClick={() => store.requireLogin()}>
                  {t.action}
                </Button>
              ) : t.route ? (
                <Button asChild size="xs" colorPalette="red" bg={CAMPAIGN.red} flexShrink={0}>
                  <RouterLink href={t.route} color="white" _hover={{ textDecoration: 'none' }}>
                    {t.action}
                  </RouterLink>
                </Button>
              ) : (
                <Text fontSize="12px" color="gray.500" flexShrink={0}>
                  待完成
                </Text>
              )}
            </Flex>
          ))}
        </Flex>
      )}
    </SectionCard>
  );
}

/** 奖品设置: each prize, its chance per draw and what is left. */
export function PrizeTable({ prizes }: { prizes: readonly PrizeView[] }) {
  const columns: DataColumn<PrizeView>[] = [
    { key: 'name', header: '奖品', cell: (p) => p.name, rowHeader: true },
    { key: 'kind', header: '类型', width: '80px', cell: (p) => PRIZE_KIND_TEXT[p.kind] },
    { key: 'chance', header: '中奖概率', unit: '%', align: 'right', width: '96px', cell: (p) => (p.kind === 'none' ? '—' : p.chancePercent.toFixed(2)) },
    { key: 'stock', header: '剩余/总量', unit: '份', align: 'right', width: '100px', cell: (p) => (p.stockTotal === null ? '不限' : `${p.stockLeft ?? 0}/${p.stockTotal}`) },
  ];
  return <DataTable label="奖品设置" columns={columns} rows={prizes} rowKey={(p) => p.id} />;
}
