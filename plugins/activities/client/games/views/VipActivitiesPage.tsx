import { useEffect } from 'react';
import { Box, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import { LuCrown } from 'react-icons/lu';
import { useLocation, useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { activitiesRoutes } from '../../../shared/routes';
import { GamesStore } from '../tokens';
import { CardsTab } from './CardsTab';
import { FestivalTab, GiftBoxTab } from './DrawTabs';
import { CAMPAIGN, CampaignHero, useMemberReload } from './parts';
import { QuizTab } from './QuizTab';

/** The page's tabs, by their `tab` address parameter. */
export const VIP_TABS = [
  { id: 'cards', label: '集卡活动' },
  { id: 'festival', label: '节日礼盒' },
  { id: 'giftBox', label: '礼盒任务' },
  { id: 'quiz', label: '答题活动' },
] as const;
export type VipTab = (typeof VIP_TABS)[number]['id'];

export function tabOf(search: string): VipTab {
  const tab = new URLSearchParams(search).get('tab');
  return VIP_TABS.some((t) => t.id === tab) ? (tab as VipTab) : 'cards';
}

/** Starts the open tab's request as soon as the page's code is there. */
export function prepare({ get, search }: PagePrepareContext): void {
  const store = get<GamesStore>(GamesStore);
  loadTab(store, tabOf(search));
  visitShare(store, search);
}

/** A friend's gift-box share link carries `code`: its visit is recorded (again once logged in). */
function visitShare(store: GamesStore, search: string): void {
  const code = new URLSearchParams(search).get('code')?.trim().slice(0, 64);
  if (code && tabOf(search) === 'giftBox') void store.giftBox.visitShare(code);
}

function loadTab(store: GamesStore, tab: VipTab): void {
  if (tab === 'cards') void store.loadCards();
  else if (tab === 'festival') void store.festival.load();
  else if (tab === 'giftBox') void store.giftBox.load();
  else void store.loadQuiz();
}

/** 会员专享活动 (public; acting needs login): 集卡活动, 节日礼盒, 礼盒任务, 答题活动. */
const VipActivitiesPage = observer(function VipActivitiesPage() {
  const store = useService<GamesStore>(GamesStore);
  useMemberReload(store);
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabOf(search);
  // After a login on this page, the friend's visit counts as a member's help.
  useEffect(() => visitShare(store, search), [store, search, store.isMember]);
  const select = (next: string) => {
    const params = new URLSearchParams(search);
    params.set('tab', next);
    navigate(`${activitiesRoutes.vip()}?${params.toString()}`, { replace: true });
    loadTab(store, next as VipTab);
  };
  return (
    <PageContainer breadcrumb={[{ label: '会员活动', href: activitiesRoutes.hub() }, { label: '会员专享活动' }]}>
      <CampaignHero
        title="会员专享活动"
        icon={<LuCrown aria-hidden="true" size={28} />}
        summary="集齐八张造价主题卡赢积分与VIP，节日翻牌开礼盒，每日打卡学习拆会员礼盒，每周答题巩固造价知识。参与需登录，奖励实时到账。"
        aside={
          !store.isMember ? (
            <Box as="button" onClick={() => store.requireLogin()} px="6" lineHeight="40px" borderRadius="20px" bg={CAMPAIGN.gold} color={CAMPAIGN.deep} fontWeight="700" fontSize="15px" _hover={{ bg: '#ffe08f' }}>
              登录参与活动
            </Box>
          ) : undefined
        }
      />
      <Tabs.Root recipe={tabsSlotRecipe} value={tab} onValueChange={(e) => select(e.value)} variant="plain" mt="5" lazyMount unmountOnExit>
        <Tabs.List bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" px="3" py="2" mb="5" gap="2" aria-label="会员专享活动">
          {VIP_TABS.map((t) => (
            <Tabs.Trigger
              key={t.id}
              value={t.id}
              px="6"
              h="40px"
              fontSize="15px"
              color="gray.600"
              borderRadius="8px"
              _hover={{ color: CAMPAIGN.red, bg: '#fff4ee' }}
              _selected={{ color: 'white', bg: CAMPAIGN.red, fontWeight: '600', _hover: { color: 'white', bg: CAMPAIGN.red } }}
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="cards" p="0">
          <CardsTab />
        </Tabs.Content>
        <Tabs.Content value="festival" p="0">
          <FestivalTab />
        </Tabs.Content>
        <Tabs.Content value="giftBox" p="0">
          <GiftBoxTab />
        </Tabs.Content>
        <Tabs.Content value="quiz" p="0">
          <QuizTab />
        </Tabs.Content>
      </Tabs.Root>
      <SampleDataNote mt="5">
        <Text as="span">活动奖品、概率、卡片与题库为演示生成的数据，抽卡与抽奖结果由服务器随机产生，仅供体验。</Text>
      </SampleDataNote>
    </PageContainer>
  );
});

export default VipActivitiesPage;
