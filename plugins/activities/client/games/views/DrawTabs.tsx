import { Box, Button, Flex, Grid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck, LuGift, LuSparkles } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import type { DrawTask, FestivalCard } from '../../../shared/draws';
import { GamesStore } from '../tokens';
import { CAMPAIGN, DrawRecordsTable, PrizeStrip, RuleList, periodText, prefersReducedMotion, useDrawFlow } from './parts';

/** 节日礼盒: today's board of nine cards to flip (pairs and the wild card give draws), the draw, records. */
export const FestivalTab = observer(function FestivalTab() {
  const store = useService<GamesStore>(GamesStore);
  const game = store.festival;
  const info = game.info.data;
  const flow = useDrawFlow(game, info?.prizes.length || 6);
  if (!info) return game.info.status === 'error' ? <LoadError text="节日礼盒加载失败" onRetry={() => void game.load()} /> : <SkeletonBlock lines={8} height="28px" />;
  const { activity, allowance } = info;
  const running = activity.state === 'running';
  const remaining = info.loggedIn ? (allowance.chances ?? 0) : null;
  return (
    <Flex direction="column" gap="5">
      <SectionCard
        title={activity.title}
        extra={
          <Text>
            {info.festival.name}：{info.festival.date} · 活动时间：{periodText(activity.startsAt, activity.endsAt)}
          </Text>
        }
      >
        <Text fontSize="14px" color="gray.700" mb="4">
          {activity.summary}
        </Text>
        <Grid templateColumns="auto 1fr" gap="8" alignItems="center">
          <Box>
            <Grid templateColumns="repeat(3, 96px)" gridAutoRows="120px" gap="10px" p="4" borderRadius="16px" bg={`linear-gradient(160deg, ${CAMPAIGN.red} 0%, ${CAMPAIGN.deep} 100%)`} role="list" aria-label="翻牌">
              {info.cards.map((card) => (
                <FlipCard key={card.index} card={card} wild={info.wildFace} busy={game.flipping === card.index} disabled={!running || game.flipping !== null || (info.flipsLeft !== null && info.flipsLeft <= 0)} onFlip={() => void game.flip(card.index)} />
              ))}
            </Grid>
            <Text mt="2" fontSize="13px" color="gray.600" textAlign="center">
              {info.flipsLeft === null ? '登录后每天可翻3张牌' : `今日剩余翻牌 ${info.flipsLeft}/${info.flipsPerDay} 次`}
            </Text>
          </Box>
          <Box>
            <Text fontSize="14px" fontWeight="600" color="gray.800" mb="2">
              本期牌面：{info.faces.join('、')}（{info.wildFace}为万能牌，翻到即得抽奖机会）
            </Text>
            <PrizeStrip
              prizes={info.prizes}
              active={flow.grid.active}
              remaining={remaining}
              busy={game.drawing || flow.grid.spinning}
              disabled={!running}
              onDraw={() => void flow.draw()}
              note={`每天最多抽${allowance.dailyLimit}次`}
            />
          </Box>
        </Grid>
      </SectionCard>
      <SectionCard title="我的节日礼盒记录">
        {info.loggedIn ? <DrawRecordsTable label="我的节日礼盒记录" records={game.records.data} loading={game.records.status === 'loading'} onClaim={flow.claim} /> : <LoginLine />}
      </SectionCard>
      <SectionCard title="活动规则">
        <RuleList rules={activity.rules} />
      </SectionCard>
      {flow.dialogs}
    </Flex>
  );
});

/** A card of the board: its back (福 pattern) until flipped, then its face; matched cards glow. */
function FlipCard({ card, wild, busy, disabled, onFlip }: { card: FestivalCard; wild: string; busy: boolean; disabled: boolean; onFlip: () => void }) {
  const still = prefersReducedMotion();
  const label = card.flipped ? `第${card.index + 1}张：${card.face ?? ''}${card.matched ? '（已配对）' : ''}` : `翻开第${card.index + 1}张牌`;
  return (
    <Box role="listitem" style={{ perspective: '600px' }}>
      <chakra.button
        w="100%"
        h="100%"
        position="relative"
        aria-label={label}
        disabled={card.flipped || disabled}
        onClick={onFlip}
        cursor={card.flipped || disabled ? 'default' : 'pointer'}
        style={{ transformStyle: 'preserve-3d', transition: still ? 'none' : 'transform 0.45s ease', transform: card.flipped || busy ? 'rotateY(180deg)' : 'none' }}
      >
        <Flex position="absolute" inset="0" borderRadius="10px" align="center" justify="center" bg="linear-gradient(150deg, #ffe7a0 0%, #ffc53d 100%)" color={CAMPAIGN.deep} fontSize="34px" fontWeight="800" boxShadow="inset 0 -5px 0 #e39a12" style={{ backfaceVisibility: 'hidden' }} aria-hidden="true">
          福
        </Flex>
        <Flex
          position="absolute"
          inset="0"
          borderRadius="10px"
          direction="column"
          align="center"
          justify="center"
          gap="1"
          bg={card.matched ? '#fff1d0' : CAMPAIGN.cream}
          color={CAMPAIGN.deep}
          boxShadow={card.matched ? '0 0 0 3px #ffd36b, 0 0 14px rgba(255,211,107,0.9)' : undefined}
          style={{ backfaceVisibility: 'hidden', transform: 'rotateY(180deg)' }}
          aria-hidden="true"
        >
          <Text fontSize="22px" fontWeight="800">
            {card.face ?? '…'}
          </Text>
          {card.matched ? <Text fontSize="11px">{card.face === wild ? '万能牌' : '配对成功'}</Text> : null}
        </Flex>
      </chakra.button>
    </Box>
  );
}

/** 礼盒任务: the tasks that give draws (打卡, 学习, 分享), the box's draw and records. */
export const GiftBoxTab = observer(function GiftBoxTab() {
  const store = useService<GamesStore>(GamesStore);
  const game = store.giftBox;
  const info = game.info.data;
  const flow = useDrawFlow(game, info?.prizes.length || 6);
  if (!info) return game.info.status === 'error' ? <LoadError text="礼盒任务加载失败" onRetry={() => void game.load()} /> : <SkeletonBlock lines={8} height="28px" />;
  const { activity, allowance } = info;
  const running = activity.state === 'running';
  const remaining = info.loggedIn ? (allowance.chances ?? 0) : null;
  return (
    <Flex direction="column" gap="5">
      <SectionCard title={activity.title} extra={<Text>活动时间：{periodText(activity.startsAt, activity.endsAt)}</Text>}>
        <Text fontSize="14px" color="gray.700" mb="4">
          {activity.summary}
        </Text>
        <PrizeStrip prizes={info.prizes} active={flow.grid.active} remaining={remaining} busy={game.drawing || flow.grid.spinning} disabled={!running} onDraw={() => void flow.draw()} note={`每天最多抽${allowance.dailyLimit}次`} />
      </SectionCard>
      <Grid templateColumns="1fr 1fr" gap="5" alignItems="start">
        <SectionCard title="做任务 赢抽奖机会" extra={<LuGift aria-hidden="true" />}>
          <Flex as="ul" direction="column" gap="3">
            {info.tasks.map((task) => (
              <GiftTaskRow key={task.id} task={task} loggedIn={info.loggedIn} busy={game.doing === task.id} onDo={() => void game.doTask(task)} />
            ))}
          </Flex>
        </SectionCard>
        <SectionCard title="活动规则">
          <RuleList rules={activity.rules} />
        </SectionCard>
      </Grid>
      <SectionCard title="我的礼盒记录">
        {info.loggedIn ? <DrawRecordsTable label="我的礼盒记录" records={game.records.data} loading={game.records.status === 'loading'} onClaim={flow.claim} /> : <LoginLine />}
      </SectionCard>
      {flow.dialogs}
    </Flex>
  );
});

function GiftTaskRow({ task, loggedIn, busy, onDo }: { task: DrawTask; loggedIn: boolean; busy: boolean; onDo: () => void }) {
  return (
    <Flex as="li" align="center" gap="3" p="3" borderRadius="10px" bg="#fffaf1" borderWidth="1px" borderColor="#f6dcb4">
      <Flex w="36px" h="36px" borderRadius="full" bg={CAMPAIGN.red} color="white" align="center" justify="center" flexShrink={0} aria-hidden="true">
        <LuSparkles size={18} />
      </Flex>
      <Box flex="1" minW="0">
        <Text fontSize="14px" fontWeight="600" color="gray.800">
          {task.title}
          <Text as="span" ml="2" fontSize="12px" color={CAMPAIGN.red}>
            +{task.chances}次抽奖
          </Text>
        </Text>
        <Text fontSize="12px" color="gray.500">
          {task.description}
          {task.limit !== null && task.times !== null ? `（今日${task.times}/${task.limit}）` : ''}
        </Text>
      </Box>
      {task.done ? (
        <Flex align="center" gap="1" fontSize="13px" color="#1f7a5a" flexShrink={0}>
          <LuCircleCheck aria-hidden="true" />
          已完成
        </Flex>
      ) : (
        <Button size="xs" colorPalette="red" bg={loggedIn ? CAMPAIGN.red : undefined} variant={loggedIn ? 'solid' : 'outline'} loading={busy} onClick={onDo} flexShrink={0}>
          {task.action}
        </Button>
      )}
    </Flex>
  );
}

function LoginLine() {
  const store = useService<GamesStore>(GamesStore);
  return (
    <Flex align="center" justify="center" gap="3" py="6" color="gray.600" fontSize="14px">
      登录后即可参与并查看您的记录
      <Button size="sm" colorPalette="red" bg={CAMPAIGN.red} onClick={() => store.requireLogin()}>
        登录
      </Button>
    </Flex>
  );
}
