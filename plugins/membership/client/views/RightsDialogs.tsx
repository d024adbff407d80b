import type { ReactNode } from 'react';
import { Badge, Box, Button, CloseButton, Dialog, Flex, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { IconType } from 'react-icons';
import { LuCheck, LuCrown, LuGift, LuLock, LuPhone, LuShoppingCart, LuSparkles } from 'react-icons/lu';
import { Navigator } from '@kernel/client/navigator';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { SessionStore, type SessionFlag } from '@kernel/client/session-store';
import { TRIAL_DAYS } from '../../shared/contract';
import { MembershipStore } from '../store';

/** The service hotline of the buy-service dialog. */
export const SERVICE_HOTLINE = '400-860-2026';
export const SERVICE_HOURS = '工作日 9:00-18:00';

export interface VipPlan {
  name: string;
  price: string;
  unit: string;
  features: readonly string[];
  recommended?: boolean;
}

/** The VIP plans of the buy-service dialog (no online payment: the hotline opens them). */
export const VIP_PLANS: readonly VipPlan[] = [
  {
    name: '单项工程指标VIP',
    price: '¥1,980',
    unit: '/年',
    features: ['单项工程指标详情与指标区间', '造价构成与技术经济指标', '指标价格趋势分析'],
  },
  {
    name: '综合单价指标VIP',
    price: '¥1,580',
    unit: '/年',
    features: ['综合单价明细与人材机组成', '清单特征检索与相关清单', '定额与价格构成参考'],
  },
  {
    name: '全站通VIP',
    price: '¥3,980',
    unit: '/年',
    features: ['包含全部指标栏目的VIP权益', '项目造价指标VIP', '政策文件全文与智能检索'],
    recommended: true,
  },
];

/** A dialog driven by one session flag. */
function FlagDialog({ flag, width, darkTop, children }: { flag: SessionFlag; width: string; darkTop?: boolean; children: ReactNode }) {
  const session = useService<SessionStore>(SessionStore);
  return (
    <Dialog.Root
      open={session[flag]}
      onOpenChange={(e) => (e.open ? undefined : session.setFlag(flag, false))}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w={width} maxW={width} borderRadius="12px" overflow="hidden">
            {children}
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="关闭" {...(darkTop ? { color: 'white', _hover: { bg: 'whiteAlpha.300' } } : {})} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RoundIcon({ icon: Icon, bg, color }: { icon: IconType; bg: string; color: string }) {
  return (
    <Flex mx="auto" w="64px" h="64px" borderRadius="full" bg={bg} color={color} align="center" justify="center" fontSize="30px" mb="4">
      <Icon aria-hidden="true" />
    </Flex>
  );
}

/**
 * 暂无权限 (session flag `showNoRightsTips`): a member without the product right may buy the
 * service (购买服务) or apply for the trial (申请试用).
 */
export const NoRightsDialog = observer(function NoRightsDialog() {
  const session = useService<SessionStore>(SessionStore);
  const store = useService<MembershipStore>(MembershipStore);
  const close = () => session.setFlag('showNoRightsTips', false);
  const buy = () => {
    close();
    session.setFlag('showBuyService', true);
  };
  const trial = () => {
    close();
    void store.requestTrial();
  };
  return (
    <FlagDialog flag="showNoRightsTips" width="420px">
      <Box textAlign="center" px="8" pt="9" pb="7">
        <RoundIcon icon={LuLock} bg="accent.50" color="accent.600" />
        <Dialog.Title fontSize="20px" fontWeight="600" color="gray.800">
          暂无权限
        </Dialog.Title>
        <Dialog.Description fontSize="14px" color="gray.600" mt="2" lineHeight="1.8">
          该内容为VIP会员专享，开通VIP会员后即可查看。
          <br />
          新用户可免费试用{TRIAL_DAYS}天。
        </Dialog.Description>
        <Flex gap="3" mt="7">
          <Button flex="1" h="42px" variant="outline" colorPalette="brand" onClick={buy}>
            <LuShoppingCart />
            购买服务
          </Button>
          <Button flex="1" h="42px" bg="accent.500" color="white" _hover={{ bg: 'accent.600' }} onClick={trial}>
            <LuCrown />
            申请试用
          </Button>
        </Flex>
      </Box>
    </FlagDialog>
  );
});

/** 购买服务 (session flag `showBuyService`): the VIP plans and the hotline; no online payment. */
export const BuyServiceDialog = observer(function BuyServiceDialog() {
  return (
    <FlagDialog flag="showBuyService" width="820px" darkTop>
      <Box bgGradient="to-r" gradientFrom="navy.800" gradientTo="brand.800" color="white" px="8" pt="6" pb="5">
        <Dialog.Title fontSize="20px" fontWeight="600" display="flex" alignItems="center" gap="2">
          <Box as="span" color="accent.300" display="inline-flex">
            <LuCrown aria-hidden="true" />
          </Box>
          购买服务
        </Dialog.Title>
        <Dialog.Description fontSize="13px" mt="1" color="whiteAlpha.800">
          选择适合您的VIP会员套餐，解锁完整的造价指标数据
        </Dialog.Description>
      </Box>
      <Box px="8" py="6">
        <SimpleGrid columns={3} gap="4">
          {VIP_PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </SimpleGrid>
        <Flex mt="6" align="center" justify="space-between" gap="4" px="5" py="4" bg="brand.50" borderRadius="10px" borderWidth="1px" borderColor="brand.100">
          <Flex align="center" gap="3">
            <Flex w="40px" h="40px" borderRadius="full" bg="white" color="brand.600" align="center" justify="center" fontSize="18px">
              <LuPhone aria-hidden="true" />
            </Flex>
            <Box>
              <Text fontSize="13px" color="gray.600">
                咨询热线（{SERVICE_HOURS}）
              </Text>
              <Text fontSize="20px" fontWeight="700" color="brand.700" letterSpacing="0.5px">
                {SERVICE_HOTLINE}
              </Text>
            </Box>
          </Flex>
          <Text fontSize="13px" color="gray.600" textAlign="right" maxW="360px">
            暂不支持在线支付，请致电客服开通；企业多账号采购可享专属优惠。
          </Text>
        </Flex>
      </Box>
    </FlagDialog>
  );
});

function PlanCard({ plan }: { plan: VipPlan }) {
  return (
    <Flex
      direction="column"
      position="relative"
      borderWidth={plan.recommended ? '2px' : '1px'}
      borderColor={plan.recommended ? 'accent.400' : 'page.border'}
      borderRadius="10px"
      px="5"
      pt="6"
      pb="5"
      bg={plan.recommended ? 'accent.50' : 'white'}
    >
      {plan.recommended ? (
        <Badge position="absolute" top="-11px" left="50%" transform="translateX(-50%)" bg="accent.500" color="white" px="2.5" borderRadius="full" fontSize="11px">
          推荐
        </Badge>
      ) : null}
      <Text fontSize="16px" fontWeight="600" color="gray.800" textAlign="center">
        {plan.name}
      </Text>
      <Text textAlign="center" mt="2" mb="4" color={plan.recommended ? 'accent.700' : 'brand.700'}>
        <Text as="span" fontSize="28px" fontWeight="700">
          {plan.price}
        </Text>
        <Text as="span" fontSize="14px" color="gray.500">
          {plan.unit}
        </Text>
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" fontSize="13px" color="gray.700">
        {plan.features.map((f) => (
          <Flex as="li" key={f} gap="2" align="flex-start">
            <Box as="span" color="green.500" mt="3px" flexShrink={0}>
              <LuCheck aria-hidden="true" />
            </Box>
            {f}
          </Flex>
        ))}
      </Stack>
    </Flex>
  );
}

/** Where 参与会员活动 leads: offered only while a plugin serves that page. */
const MEMBER_ACTIVITIES = '/memberActivity/activityHome';

/** 获取权益 (session flag `showGetRights`): the ways to get rights: trial, activities (when built), purchase. */
export const GetRightsDialog = observer(function GetRightsDialog() {
  const session = useService<SessionStore>(SessionStore);
  const store = useService<MembershipStore>(MembershipStore);
  const navigator = useService<Navigator>(Navigator);
  const activities = servesPath(useRegistry(), MEMBER_ACTIVITIES);
  const close = () => session.setFlag('showGetRights', false);
  const all: { icon: IconType; title: string; text: string; action: string; onClick: () => void; shown?: boolean }[] = [
    {
      icon: LuSparkles,
      title: '申请试用VIP',
      text: `免费体验${TRIAL_DAYS}天VIP会员权益，每个账号仅限一次`,
      action: '申请试用',
      onClick: () => {
        close();
        void store.requestTrial();
      },
    },
    {
      icon: LuGift,
      title: '参与会员活动',
      text: '签到、集卡、抽奖赢取积分，兑换会员权益与资料',
      action: '去看看',
      shown: activities,
      onClick: () => {
        close();
        navigator.navigate(MEMBER_ACTIVITIES);
      },
    },
    {
      icon: LuShoppingCart,
      title: '购买服务',
      text: '开通VIP会员，畅享全部指标数据',
      action: '购买服务',
      onClick: () => {
        close();
        session.setFlag('showBuyService', true);
      },
    },
  ];
  const ways = all.filter((w) => w.shown !== false);
  return (
    <FlagDialog flag="showGetRights" width="480px">
      <Box px="8" pt="7" pb="7">
        <Dialog.Title fontSize="20px" fontWeight="600" color="gray.800">
          获取权益
        </Dialog.Title>
        <Dialog.Description fontSize="13px" color="gray.500" mt="1" mb="5">
          通过以下方式获取VIP会员权益
        </Dialog.Description>
        <Stack gap="3">
          {ways.map(({ icon: Icon, title, text, action, onClick }) => (
            <Flex key={title} align="center" gap="4" p="4" borderWidth="1px" borderColor="page.border" borderRadius="10px">
              <Flex w="44px" h="44px" flexShrink={0} borderRadius="10px" bg="brand.50" color="brand.600" align="center" justify="center" fontSize="20px">
                <Icon aria-hidden="true" />
              </Flex>
              <Box flex="1" minW="0">
                <Text fontSize="15px" fontWeight="600" color="gray.800">
                  {title}
                </Text>
                <Text fontSize="12px" color="gray.500">
                  {text}
                </Text>
              </Box>
              <Button size="sm" variant="outline" colorPalette="brand" onClick={onClick}>
                {action}
              </Button>
            </Flex>
          ))}
        </Stack>
      </Box>
    </FlagDialog>
  );
});
