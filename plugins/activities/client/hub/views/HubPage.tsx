import { useEffect } from 'react';
import { Box, Button, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { IconType } from 'react-icons';
import {
  LuArrowRight,
  LuCalendarCheck,
  LuCircleHelp,
  LuDisc3,
  LuGift,
  LuLayers,
  LuPartyPopper,
  LuShoppingBag,
  LuSparkles,
  LuTicket,
  LuUserPlus,
} from 'react-icons/lu';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { PageContainer, RouterLink } from '@kernel/client/views/PageContainer';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { EmptyState, LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import type { ActivityKind } from '../../../shared/contract';
import { activitiesRoutes } from '../../../shared/routes';
import { SignInTexts, pointsText, type HubActivity } from '../model';
import { HubStore } from '../tokens';
import { CAMPAIGN_RED, HUB_SAMPLE_NOTE, HubBanner, HubNav, POINTS_UNIT } from './parts';

/** Starts the hub's request as soon as the page's code is there. */
export function prepare({ get }: PagePrepareContext): void {
  void get<HubStore>(HubStore).loadHub();
}

const KIND_LOOK: Record<ActivityKind, { icon: IconType; tint: string; bg: string; action: string }> = {
  signin: { icon: LuCalendarCheck, tint: '#d8341f', bg: '#fdecea', action: '去签到' },
  cards: { icon: LuLayers, tint: '#6d4bd1', bg: '#f0ecfc', action: '去集卡' },
  giftBox: { icon: LuGift, tint: '#c2410c', bg: '#fff1e6', action: '去拆礼盒' },
  festival: { icon: LuPartyPopper, tint: '#be123c', bg: '#fdebf0', action: '去翻牌' },
  newUser: { icon: LuSparkles, tint: '#0f8a5f', bg: '#e7f6ef', action: '去完成' },
  invite: { icon: LuUserPlus, tint: '#1456c8', bg: '#eaf1fd', action: '去邀请' },
  quiz: { icon: LuCircleHelp, tint: '#0e7490', bg: '#e6f4f8', action: '去答题' },
  raffle: { icon: LuTicket, tint: '#b45309', bg: '#fdf3e4', action: '去抽奖' },
  luckyDraw: { icon: LuDisc3, tint: '#b45309', bg: '#fdf3e4', action: '去抽奖' },
  mall: { icon: LuShoppingBag, tint: '#d8341f', bg: '#fdecea', action: '去兑换' },
};

/** 会员活动 (public): the banner with the member's points and today's sign-in, the running activities, how to earn points. */
const HubPage = observer(function HubPage() {
  const store = useService<HubStore>(HubStore);
  const member = store.isMember;
  useEffect(() => {
    void store.loadHub();
  }, [store, member]);
  return (
    <PageContainer breadcrumb={[{ label: '会员活动' }]}>
      <HubBanner title="会员活动" subtitle="每日签到、完成任务、参与抽奖赚取积分，积分可在积分商城兑换造价指标报告与会员权益。" aside={<MemberCard />} />
      <HubNav current={activitiesRoutes.hub()} />
      <Running />
      <EarnRules />
      <SampleDataNote mt="5">{HUB_SAMPLE_NOTE}</SampleDataNote>
    </PageContainer>
  );
});

export default HubPage;

/** The banner's card: the member's points and today's sign-in, or 登录 for a visitor. */
const MemberCard = observer(function MemberCard() {
  const store = useService<HubStore>(HubStore);
  const me = store.hub.data?.member ?? null;
  const box = { bg: 'rgba(255,255,255,0.96)', color: 'gray.800', borderRadius: '12px', px: '6', py: '5', w: '300px', boxShadow: '0 8px 24px rgba(120, 20, 10, 0.2)' } as const;
  if (!store.isMember) {
    return (
      <Box {...box} role="region" aria-label="我的积分">
        <Text fontSize="15px" fontWeight="600">
          登录后参与会员活动
        </Text>
        <Text fontSize="13px" color="gray.500" mt="1" lineHeight="1.7">
          签到领积分、查看积分明细、兑换报告与会员权益
        </Text>
        <Button mt="4" w="full" bg={CAMPAIGN_RED} color="white" _hover={{ bg: '#b92a17' }} onClick={() => store.login(activitiesRoutes.hub())}>
          登录
        </Button>
      </Box>
    );
  }
  if (!me) {
    return (
      <Box {...box}>
        <SkeletonBlock lines={3} />
      </Box>
    );
  }
  return (
    <Box {...box} role="region" aria-label="我的积分">
      <Flex align="baseline" justify="space-between">
        <Text fontSize="13px" color="gray.500">
          我的积分
        </Text>
        <RouterLink href={activitiesRoutes.points()} fontSize="12px" color="gray.500" _hover={{ color: CAMPAIGN_RED }}>
          积分明细 ›
        </RouterLink>
      </Flex>
      <Text fontSize="32px" fontWeight="700" color={CAMPAIGN_RED} lineHeight="1.3" fontVariantNumeric="tabular-nums" data-testid="hub-points">
        {pointsText(me.points)}
        <Text as="span" fontSize="13px" fontWeight="500" color="gray.500" ml="1">
          {POINTS_UNIT}
        </Text>
      </Text>
      <Text fontSize="13px" color="gray.600" mt="1">
        {me.seriesTime > 0 ? SignInTexts.series(me.seriesTime) : '今天还没有签到'}
      </Text>
      {me.todaySigned ? (
        <Button mt="3" w="full" variant="outline" borderColor="#f3c2b8" color={CAMPAIGN_RED} disabled>
          {SignInTexts.signed}
        </Button>
      ) : (
        <Button mt="3" w="full" bg={CAMPAIGN_RED} color="white" _hover={{ bg: '#b92a17' }} loading={store.signing} onClick={() => void store.signIn()}>
          {SignInTexts.signIn}
        </Button>
      )}
      <RouterLink href={activitiesRoutes.attendance()} display="block" textAlign="center" mt="2" fontSize="12px" color="gray.500" _hover={{ color: CAMPAIGN_RED }}>
        查看本周签到 ›
      </RouterLink>
    </Box>
  );
});

function period(a: HubActivity): string {
  return `活动时间：${a.period}`;
}

/** 正在进行的活动: a card per running activity, each leading to its page. */
const Running = observer(function Running() {
  const store = useService<HubStore>(HubStore);
  const { hub } = store;
  const list = hub.data?.activities ?? [];
  return (
    <SectionCard id="running" title="正在进行的活动" extra={list.length ? <Text>共 {list.length} 项</Text> : null}>
      {hub.status === 'error' && !hub.data ? (
        <LoadError onRetry={() => void store.loadHub()} text="活动加载失败" />
      ) : !hub.data ? (
        <SkeletonBlock lines={4} />
      ) : list.length === 0 ? (
        <EmptyState title="暂无进行中的活动" description="新的活动即将上线，敬请关注。" />
      ) : (
        <Grid as="ul" listStyleType="none" templateColumns="repeat(3, 1fr)" gap="4" aria-label="进行中的活动">
          {list.map((a) => {
            const look = KIND_LOOK[a.kind] ?? KIND_LOOK.signin;
            const Icon = look.icon;
            return (
              <Box
                as="li"
                key={a.id}
                position="relative"
                borderWidth="1px"
                borderColor="page.border"
                borderRadius="10px"
                p="5"
                bg="white"
                transition="box-shadow 0.15s, transform 0.15s"
                _hover={{ boxShadow: '0 8px 20px rgba(16, 24, 40, 0.08)', transform: 'translateY(-2px)' }}
              >
                <Flex align="center" gap="3">
                  <Flex w="44px" h="44px" borderRadius="10px" bg={look.bg} color={look.tint} align="center" justify="center" fontSize="22px" aria-hidden="true">
                    <Icon />
                  </Flex>
                  <Heading as="h3" fontSize="16px" fontWeight="600" color="gray.800">
                    {a.title}
                  </Heading>
                </Flex>
                <Text mt="3" fontSize="13px" color="gray.600" lineHeight="1.7" minH="44px">
                  {a.summary}
                </Text>
                <Flex mt="3" align="center" justify="space-between" gap="2">
                  <Text fontSize="12px" color="gray.400">
                    {period(a)}
                  </Text>
                  <RouterLink
                    href={a.route ?? activitiesRoutes.hub()}
                    aria-label={`${look.action}：${a.title}`}
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    fontSize="13px"
                    fontWeight="600"
                    color={look.tint}
                    whiteSpace="nowrap"
                    _hover={{ textDecoration: 'none', opacity: 0.8 }}
                  >
                    {look.action}
                    <LuArrowRight aria-hidden="true" />
                  </RouterLink>
                </Flex>
              </Box>
            );
          })}
        </Grid>
      )}
    </SectionCard>
  );
});

/** 如何赚取积分: the server's ways of the running activities (each leading to its page), then where points go. */
const EarnRules = observer(function EarnRules() {
  const store = useService<HubStore>(HubStore);
  const rules = store.hub.data?.earnRules ?? [];
  return (
    <SectionCard id="earn" title="如何赚取积分" mt="5">
      {!store.hub.data ? (
        <SkeletonBlock lines={3} />
      ) : (
        <Grid as="ul" listStyleType="none" templateColumns="repeat(3, 1fr)" gap="3" aria-label="积分获取方式">
          {rules.map((w, i) => (
            <Flex as="li" key={w.title} gap="3" borderRadius="10px" bg="#fff7f2" borderWidth="1px" borderColor="#fbe0d3" p="4">
              <Flex flex="0 0 28px" h="28px" borderRadius="full" bg={CAMPAIGN_RED} color="white" fontSize="13px" fontWeight="700" align="center" justify="center" aria-hidden="true">
                {i + 1}
              </Flex>
              <Box minW="0">
                <Flex align="center" gap="2">
                  <Text fontWeight="600" fontSize="14px" color="gray.800">
                    {w.title}
                  </Text>
                  {w.route ? (
                    <RouterLink href={w.route} fontSize="12px" color={CAMPAIGN_RED} aria-label={`前往${w.title}`}>
                      前往 ›
                    </RouterLink>
                  ) : null}
                </Flex>
                <Text mt="1" fontSize="13px" color="gray.600" lineHeight="1.7">
                  {w.detail}
                </Text>
              </Box>
            </Flex>
          ))}
        </Grid>
      )}
      <Flex mt="4" align="center" gap="1.5" fontSize="13px" color="gray.600">
        <LuShoppingBag aria-hidden="true" color="#e59b15" />
        积分用途：在
        <RouterLink href={activitiesRoutes.mall()} color={CAMPAIGN_RED}>
          积分商城
        </RouterLink>
        兑换数据报告、会员权益与实物礼品。
      </Flex>
    </SectionCard>
  );
});
