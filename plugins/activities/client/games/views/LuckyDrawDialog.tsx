import { useEffect } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
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
 * The home page's 幸运抽奖 popup (the older lucky draw): the grid with 抽奖 / 剩余N次, the result,
 * and the member's latest draws. Offered after a login when draws remain (events.ts).
 */
const LuckyDrawDialog = observer(function LuckyDrawDialog({ onClose }: DialogProps<'activities.luckyDraw'>) {
  const store = useService<GamesStore>(GamesStore);
  const game = store.lucky;
  useEffect(() => {
    void game.load();
  }, [game]);
  const flow = useDrawFlow(game);
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
