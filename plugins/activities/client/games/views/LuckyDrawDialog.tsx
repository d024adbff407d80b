import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, CloseButton, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { LuSparkles } from 'react-icons/lu';
import type { DialogProps } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { DialogShell, DialogTitle } from '@kernel/client/views/DialogShell';
import { RouterLink } from '@kernel/client/views/PageContainer';
import { SkeletonBlock } from '@kernel/client/views/Section';
import { ToneBadge } from '@kernel/client/views/ToneBadge';
import { activitiesRoutes } from '../../../shared/routes';
import { GamesStore } from '../tokens';
import { CAMPAIGN, DrawGrid, STATUS_TONE, timeText, useDrawFlow } from './parts';

/**
 * The home page's 幸运抽奖 popup (the older lucky draw), offered after a login when draws remain
 * (events.ts). It opens as a small non-modal card under the header (it neither blocks the page
 * nor takes the focus, like the home page's other popups); 立即抽奖 opens the grid with 抽奖 /
 * 剩余N次, the result and the member's latest draws.
 */
const LuckyDrawDialog = observer(function LuckyDrawDialog({ onClose }: DialogProps<'activities.luckyDraw'>) {
  const store = useService<GamesStore>(GamesStore);
  const game = store.lucky;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void game.load();
  }, [game]);
  // It belongs to the page it was offered on (/home): leaving that page closes it.
  const [location] = useLocation();
  const offeredAt = useRef(location);
  useEffect(() => {
    if (location !== offeredAt.current) onClose();
  }, [location, onClose]);
  const flow = useDrawFlow(game);
  if (!open) return <Invitation onOpen={() => setOpen(true)} onClose={onClose} />;
  const info = game.info.data;
  const recent = game.records.data?.list.slice(0, 3) ?? [];
  return (
    <>
      <DialogShell
        title="幸运抽奖"
        onClose={onClose}
        width="440px"
        closeOnDark
        bodyPadding="0"
        header={
          <Box bg={CAMPAIGN.band} color="white" px="6" pt="5" pb="4" textAlign="center">
            <DialogTitle display="flex" alignItems="center" justifyContent="center" gap="2" fontSize="22px" fontWeight="800" letterSpacing="3px">
              <LuSparkles aria-hidden="true" />
              幸运抽奖
            </DialogTitle>
            <Text mt="1" fontSize="13px" opacity={0.92}>
              {info ? (info.remaining ?? 0) > 0 ? `您有${info.remaining}次抽奖机会，好运就在下一次！` : '今日抽奖机会已用完，完成网站引导可再得抽奖机会' : '好礼等你来拿'}
            </Text>
          </Box>
        }
      >
        <Box px="5" py="5" bg="#fff7ec">
          {info ? (
            <DrawGrid size="md" prizes={info.prizes} active={flow.grid.active} remaining={info.remaining} busy={game.drawing || flow.grid.spinning} disabled={info.activity.state !== 'running'} onDraw={() => void flow.draw()} note={`每人每天最多抽${info.dailyLimit}次`} />
          ) : game.info.status === 'error' ? (
            <Text textAlign="center" color="gray.600" py="10">
              抽奖信息加载失败，请稍后重试
            </Text>
          ) : (
            <SkeletonBlock lines={6} height="32px" />
          )}
          {recent.length > 0 ? (
            <Box mt="4" bg="white" borderRadius="8px" px="3" py="2">
              <Text fontSize="13px" fontWeight="600" color="gray.700" mb="1">
                最近抽奖
              </Text>
              {recent.map((r) => (
                <Flex key={r.drawId} align="center" gap="2" fontSize="12px" lineHeight="26px">
                  <Text color="gray.500" w="104px" flexShrink={0}>
                    {timeText(r.createdAt).slice(5)}
                  </Text>
                  <Text flex="1" truncate color="gray.800">
                    {r.prizeName}
                  </Text>
                  <ToneBadge tone={STATUS_TONE[r.status]}>{r.statusText}</ToneBadge>
                </Flex>
              ))}
            </Box>
          ) : null}
          <Text mt="3" textAlign="center" fontSize="12px" color="gray.500">
            更多好礼请前往
            <RouterLink href={activitiesRoutes.luckyDraw()} color={CAMPAIGN.red} mx="1" onClick={onClose}>
              幸运抽奖活动页
            </RouterLink>
            · 奖品为演示数据
          </Text>
        </Box>
      </DialogShell>
      {flow.dialogs}
    </>
  );
});

export default LuckyDrawDialog;

/** The card the popup opens with: the draws left, the best prize, 立即抽奖. */
const Invitation = observer(function Invitation({ onOpen, onClose }: { onOpen: () => void; onClose: () => void }) {
  const store = useService<GamesStore>(GamesStore);
  const id = useId();
  const info = store.lucky.info.data;
  const remaining = info?.remaining ?? 0;
  const best = info?.prizes.filter((p) => p.kind === 'vip' || p.kind === 'gift').sort((a, b) => a.chancePercent - b.chancePercent)[0];
  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      position="fixed"
      top="176px"
      right="88px"
      w="300px"
      zIndex="banner"
      borderRadius="14px"
      overflow="hidden"
      bg={CAMPAIGN.band}
      color="white"
      boxShadow="0 18px 48px rgba(120, 20, 10, 0.35)"
    >
      <Flex align="center" justify="space-between" ps="4" pe="1.5" pt="2">
        <Text id={`${id}-title`} display="flex" alignItems="center" gap="1.5" fontSize="17px" fontWeight="800" letterSpacing="2px">
          <LuSparkles aria-hidden="true" />
          幸运抽奖
        </Text>
        <CloseButton size="xs" aria-label="关闭" color="white" _hover={{ bg: 'whiteAlpha.300' }} onClick={onClose} />
      </Flex>
      <Box px="4" pb="4" pt="1">
        <Text fontSize="14px">
          您有
          <Text as="strong" mx="1" fontSize="22px" color={CAMPAIGN.gold}>
            {remaining}
          </Text>
          次抽奖机会
        </Text>
        <Text fontSize="12px" opacity={0.9} mt="0.5" lineClamp={1}>
          {best ? `${best.name}等好礼等你来拿` : '积分、会员权益等好礼等你来拿'}
        </Text>
        <Button mt="3" w="full" h="38px" borderRadius="19px" bg={CAMPAIGN.gold} color={CAMPAIGN.deep} fontWeight="800" _hover={{ bg: '#ffe08f' }} onClick={onOpen}>
          立即抽奖
        </Button>
      </Box>
    </Box>
  );
});
