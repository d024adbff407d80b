import { Box, Button, Flex, Grid, Progress, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck, LuRocket } from 'react-icons/lu';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { PageContainer, RouterLink } from '@kernel/client/views/PageContainer';
import { LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { activitiesRoutes } from '../../../shared/routes';
import type { NewUserTask } from '../../../shared/tasks';
import { GamesStore } from '../tokens';
import { CAMPAIGN, CampaignHero, RuleList } from './parts';

export function prepare({ get }: PagePrepareContext): void {
  void get<GamesStore>(GamesStore).loadNewUser();
}

/** 新人专享 (login): the new-user tasks, each 去完成 or 已完成, and the points they give. */
const NewUserPage = observer(function NewUserPage() {
  const store = useService<GamesStore>(GamesStore);
  const info = store.newUser.data;
  const crumbs = [{ label: '会员活动', href: activitiesRoutes.hub() }, { label: '新人专享' }];
  if (!info) {
    return (
      <PageContainer breadcrumb={crumbs}>
        {store.newUser.status === 'error' ? <LoadError text="新人任务加载失败" onRetry={() => void store.loadNewUser()} /> : <SkeletonBlock lines={8} height="28px" />}
      </PageContainer>
    );
  }
  const percent = info.tasks.length ? Math.round((info.doneCount / info.tasks.length) * 100) : 0;
  return (
    <PageContainer breadcrumb={crumbs}>
      <CampaignHero
        title="新人专享"
        icon={<LuRocket aria-hidden="true" size={28} />}
        summary="欢迎加入造价指标网！完成下面的新手任务，熟悉指标查询、签到与积分兑换，每完成一项即得积分奖励，积分可在积分商城兑换报告与会员权益。"
        aside={
          <Box w="280px" borderRadius="10px" p="5" bg="rgba(255,255,255,0.12)" borderWidth="1px" borderColor="rgba(255,230,160,0.45)">
            <Text fontSize="13px" opacity={0.9}>
              已获新人积分
            </Text>
            <Text fontSize="30px" fontWeight="800" color={CAMPAIGN.gold} lineHeight="1.2">
              {info.pointsEarned}
              <Text as="span" fontSize="14px" color="white" ml="1">
                / {info.pointsTotal} 积分
              </Text>
            </Text>
            <Progress.Root recipe={progressSlotRecipe} value={percent} size="sm" mt="3" aria-label="新人任务完成进度">
              <Progress.Track bg="rgba(255,255,255,0.25)" borderRadius="full">
                <Progress.Range bg={CAMPAIGN.gold} />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="12px" mt="2" opacity={0.9}>
              已完成 {info.doneCount}/{info.tasks.length} 项任务
            </Text>
          </Box>
        }
      />
      {info.state !== 'running' ? (
        <Box mt="4" px="4" py="3" borderRadius="8px" bg="#fff4f2" color={CAMPAIGN.deep} fontSize="14px" role="status">
          {info.state === 'ended' ? '新人任务活动已结束，感谢参与！' : '新人任务活动尚未开始。'}
        </Box>
      ) : null}
      <Grid templateColumns="1fr 340px" gap="5" mt="5" alignItems="start">
        <SectionCard title="新手任务">
          <Flex as="ol" direction="column" gap="3">
            {info.tasks.map((task, i) => (
              <TaskRow key={task.code} task={task} no={i + 1} />
            ))}
          </Flex>
        </SectionCard>
        <SectionCard title="活动规则">
          <RuleList rules={info.rules} />
        </SectionCard>
      </Grid>
    </PageContainer>
  );
});

export default NewUserPage;

function TaskRow({ task, no }: { task: NewUserTask; no: number }) {
  return (
    <Flex as="li" align="center" gap="4" p="4" borderRadius="10px" borderWidth="1px" borderColor={task.done ? '#cdebdd' : '#f6dcb4'} bg={task.done ? '#f4fbf7' : '#fffaf1'}>
      <Flex w="40px" h="40px" flexShrink={0} borderRadius="full" align="center" justify="center" fontWeight="800" fontSize="16px" bg={task.done ? '#1f7a5a' : CAMPAIGN.red} color="white" aria-hidden="true">
        {task.done ? <LuCircleCheck size={20} /> : no}
      </Flex>
      <Box flex="1" minW="0">
        <Text fontSize="15px" fontWeight="600" color="gray.800">
          {task.title}
        </Text>
        <Text fontSize="13px" color="gray.500" mt="0.5">
          {task.description}
        </Text>
      </Box>
      <Text fontSize="15px" fontWeight="700" color={CAMPAIGN.red} flexShrink={0} w="80px" textAlign="right">
        +{task.points}积分
      </Text>
      {task.done ? (
        <Button size="sm" variant="outline" disabled w="84px" flexShrink={0}>
          已完成
        </Button>
      ) : (
        <Button asChild size="sm" colorPalette="red" bg={CAMPAIGN.red} w="84px" flexShrink={0}>
          <RouterLink href={task.route} color="white" _hover={{ textDecoration: 'none' }} aria-label={`去完成：${task.title}`}>
            去完成
          </RouterLink>
        </Button>
      )}
    </Flex>
  );
}
