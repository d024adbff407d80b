import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuLayers, LuTrophy } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { DialogCloseAction, DialogShell } from '@kernel/client/views/DialogShell';
import { LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import type { CardRarity, CardView, ClickCardResult } from '../../../shared/tasks';
import { GamesStore } from '../tokens';
import { CAMPAIGN, RuleList, dayText, periodText, prefersReducedMotion } from './parts';

const RARITY_LOOK: Record<CardRarity, { band: string; badge: string }> = {
  common: { band: 'linear-gradient(150deg, #2f7bea 0%, #1456c8 100%)', badge: '#dbe8fd' },
  rare: { band: 'linear-gradient(150deg, #9b5de5 0%, #5b2bb5 100%)', badge: '#ece0fb' },
  epic: { band: 'linear-gradient(150deg, #f6b73c 0%, #d9480f 100%)', badge: '#ffe8c2' },
};

/** 集卡活动: the album of the season's eight cards, 抽卡, and the prize of a full album. */
export const CardsTab = observer(function CardsTab() {
  const store = useService<GamesStore>(GamesStore);
  const album = store.cards.data;
  if (!album) return store.cards.status === 'error' ? <LoadError text="集卡活动加载失败" onRetry={() => void store.loadCards()} /> : <SkeletonBlock lines={8} height="28px" />;
  const { info, product } = album;
  const left = info.loggedIn ? (info.freeLeft ?? 0) + (info.chances ?? 0) : null;
  const claimed = product?.claimed ?? info.claimedAt !== null;
  return (
    <Flex direction="column" gap="5">
      <SectionCard
        title={info.title}
        extra={
          <Text>
            活动时间：{periodText(info.startsAt, info.endsAt)}
            {info.state !== 'running' ? (info.state === 'ended' ? ' · 已结束' : ' · 未开始') : ''}
          </Text>
        }
      >
        <Flex gap="6" align="center" mb="5">
          <Box flex="1" minW="0">
            <Text fontSize="14px" color="gray.700" lineHeight="1.8">
              {info.summary}
            </Text>
            <Flex mt="3" gap="6" fontSize="14px" color="gray.700" wrap="wrap">
              <Text>
                已集齐
                <Text as="strong" mx="1" fontSize="20px" color={CAMPAIGN.red}>
                  {info.collected}/{info.total}
                </Text>
                张
              </Text>
              {info.loggedIn ? (
                <Text>
                  今日免费抽卡 {info.freeLeft ?? 0}/{info.freePerDay} 次 · 任务抽卡机会 {info.chances ?? 0} 次
                </Text>
              ) : null}
            </Flex>
          </Box>
          <Flex direction="column" align="center" gap="2" w="260px" flexShrink={0} p="4" borderRadius="12px" bg="#fff7ec" borderWidth="1px" borderColor="#f6dcb4">
            <Flex align="center" gap="1.5" color={CAMPAIGN.deep} fontWeight="700" fontSize="14px">
              <LuTrophy aria-hidden="true" />
              集齐大奖
            </Flex>
            <Text fontSize="15px" fontWeight="700" color={CAMPAIGN.red} textAlign="center">
              {info.prize.text}
            </Text>
            <Text fontSize="12px" color="gray.500">
              {claimed ? `已于${dayText(product?.claimedAt ?? info.claimedAt)}发放到账` : '集齐八张卡自动发放'}
            </Text>
          </Flex>
        </Flex>
        <Grid templateColumns="repeat(4, 1fr)" gap="4" role="list" aria-label="我的卡册">
          {info.cards.map((card) => (
            <AlbumCard key={card.cardId} card={card} />
          ))}
        </Grid>
        <Flex mt="6" justify="center" direction="column" align="center" gap="2">
          <Button
            size="lg"
            h="56px"
            px="14"
            borderRadius="28px"
            fontSize="20px"
            fontWeight="800"
            letterSpacing="3px"
            color={CAMPAIGN.deep}
            bg="linear-gradient(180deg, #ffe7a0 0%, #ffc53d 100%)"
            boxShadow="inset 0 -5px 0 #e39a12, 0 6px 16px rgba(217,58,38,0.25)"
            _hover={{ bg: 'linear-gradient(180deg, #fff0c2 0%, #ffcf5c 100%)' }}
            loading={store.drawingCard}
            disabled={info.state !== 'running' || (left !== null && left <= 0)}
            onClick={() => void store.drawCard()}
          >
            <LuLayers aria-hidden="true" />
            抽卡
          </Button>
          <Text fontSize="13px" color="gray.600">
            {left === null ? '登录后即可抽卡' : left > 0 ? `剩余${left}次` : '今日抽卡机会已用完，完成打卡、浏览指标等任务可获得更多机会'}
          </Text>
        </Flex>
      </SectionCard>
      <SectionCard title="活动规则">
        <RuleList rules={info.rules} />
      </SectionCard>
      {store.drawnCard ? <DrawnCardDialog drawn={store.drawnCard} onClose={() => store.clearDrawnCard()} /> : null}
    </Flex>
  );
});

/** A card of the album: its face when held (with ×N), greyed when not yet. */
function AlbumCard({ card }: { card: CardView }) {
  const held = card.count > 0;
  const look = RARITY_LOOK[card.rarity];
  return (
    <Box role="listitem" aria-label={`${card.name}（${card.rarityText}）${held ? `已获得${card.count}张` : '未获得'}`} borderRadius="12px" overflow="hidden" borderWidth="1px" borderColor={held ? 'transparent' : 'gray.200'} bg="white" boxShadow={held ? '0 6px 16px rgba(20,40,90,0.14)' : undefined} opacity={held ? 1 : 0.7} filter={held ? undefined : 'grayscale(0.6)'} position="relative">
      <Flex h="104px" bg={look.band} color="white" direction="column" justify="center" align="center" position="relative">
        <Text fontSize="22px" fontWeight="800" letterSpacing="2px">
          {card.name}
        </Text>
        <Text fontSize="12px" opacity={0.9}>
          {card.rarityText} · 出现概率{card.percent}%
        </Text>
        {held ? (
          <Box position="absolute" top="2" right="2" px="2" lineHeight="20px" borderRadius="10px" bg="white" color={CAMPAIGN.deep} fontSize="12px" fontWeight="700">
            ×{card.count}
          </Box>
        ) : null}
      </Flex>
      <Text px="3" py="2.5" fontSize="12px" color="gray.600" lineHeight="1.6" minH="58px" lineClamp={2}>
        {held ? card.description : '尚未获得，抽卡试试手气'}
      </Text>
    </Box>
  );
}

/** The card just drawn (新卡 or a repeat), and the prize when it completed the album. */
function DrawnCardDialog({ drawn, onClose }: { drawn: ClickCardResult; onClose: () => void }) {
  const look = RARITY_LOOK[drawn.card.rarity];
  const still = prefersReducedMotion();
  return (
    <DialogShell
      title="抽卡结果"
      role="alertdialog"
      onClose={onClose}
      width="380px"
      initialFocus="content"
      footer={
        <DialogCloseAction asChild>
          <Button colorPalette="red" bg={CAMPAIGN.red}>
            收下卡片
          </Button>
        </DialogCloseAction>
      }
    >
      <Flex direction="column" align="center" gap="3" aria-live="polite">
        <Flex
          w="180px"
          h="240px"
          borderRadius="14px"
          bg={look.band}
          color="white"
          direction="column"
          align="center"
          justify="center"
          gap="2"
          boxShadow="0 10px 24px rgba(0,0,0,0.2)"
          css={still ? undefined : { animation: 'activities-card-in 0.5s ease-out' }}
        >
          <style>{'@keyframes activities-card-in { from { transform: rotateY(90deg) scale(0.9); opacity: 0.2 } to { transform: none; opacity: 1 } }'}</style>
          <Text fontSize="28px" fontWeight="800" letterSpacing="3px">
            {drawn.card.name}
          </Text>
          <Text fontSize="13px">{drawn.card.rarityText}</Text>
          <Text px="4" fontSize="12px" textAlign="center" opacity={0.9}>
            {drawn.card.description}
          </Text>
        </Flex>
        <Text fontSize="16px" fontWeight="700" color={CAMPAIGN.deep}>
          {drawn.isNew ? `新卡片！已集齐 ${drawn.collected}/${drawn.total} 张` : `重复卡片，已集齐 ${drawn.collected}/${drawn.total} 张`}
        </Text>
        {drawn.prizeClaimed ? (
          <Text fontSize="14px" color="#1f7a5a" textAlign="center">
            恭喜集齐全套卡片，大奖已发放：{drawn.prize.text}
          </Text>
        ) : null}
        <Text fontSize="12px" color="gray.500">
          {drawn.used === 'free' ? '本次使用今日免费抽卡' : '本次使用任务抽卡机会'} · 剩余{drawn.freeLeft + drawn.chances}次
        </Text>
      </Flex>
    </DialogShell>
  );
}
