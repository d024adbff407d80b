import { Badge, Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { IconType } from 'react-icons';
import { LuCheck, LuCrown, LuLock, LuPhone, LuShoppingCart, LuSparkles } from 'react-icons/lu';
import { DialogService, type DialogProps } from '@kernel/client/dialogs';
import { Navigator } from '@kernel/client/navigator';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { DialogDescription, DialogShell, DialogTitle } from '@kernel/client/views/DialogShell';
import { MembershipDialogs, TRIAL_DAYS } from '../../shared/contract';
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

function RoundIcon({ icon: Icon, bg, color }: { icon: IconType; bg: string; color: string }) {
  return (
    <Flex mx="auto" w="64px" h="64px" borderRadius="full" bg={bg} color={color} align="center" justify="center" fontSize="30px" mb="4">
      <Icon aria-hidden="true" />
    </Flex>
  );
}

/**
 * 暂无权限 (`membership.noRights`, opened when a route needing VIP rights refuses a member): buy the
 * service (购买服务) or apply for the trial (申请试用).
 */
export const NoRightsDialog = observer(function NoRightsDialog({ onClose }: DialogProps<'membership.noRights'>) {
  const store = useService<MembershipStore>(MembershipStore);
  const buy = () => {
    onClose();
    store.openBuyService();
  };
  const trial = () => {
    onClose();
    void store.requestTrial();
  };
  return (
    <DialogShell
      title="暂无权限"
      onClose={onClose}
      width="420px"
      contentProps={{ borderRadius: '12px', overflow: 'hidden' }}
      bodyPadding="0"
      header={
        <Box textAlign="center" px="8" pt="9">
          <RoundIcon icon={LuLock} bg="accent.50" color="accent.600" />
          <DialogTitle fontSize="20px" fontWeight="600" color="gray.800">
            暂无权限
          </DialogTitle>
          <DialogDescription fontSize="14px" color="gray.600" mt="2" lineHeight="1.8">
            该内容为VIP会员专享，开通VIP会员后即可查看。
            <br />
            新用户可免费试用{TRIAL_DAYS}天。
          </DialogDescription>
        </Box>
      }
    >
      <Box px="8" pb="7">
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
    </DialogShell>
  );
});

/** 购买服务 (`membership.buyService`): the VIP plans and the hotline; no online payment. */
export const BuyServiceDialog = observer(function BuyServiceDialog({ onClose }: DialogProps<'membership.buyService'>) {
  return (
    <DialogShell
      title="购买服务"
      onClose={onClose}
      width="820px"
      closeOnDark
      initialFocus="content"
      contentProps={{ borderRadius: '12px', overflow: 'hidden' }}
      bodyPadding="0"
      header={
        <Box bgGradient="to-r" gradientFrom="navy.800" gradientTo="brand.800" color="white" px="8" pt="6" pb="5">
          <DialogTitle fontSize="20px" fontWeight="600" display="flex" alignItems="center" gap="2">
            <Box as="span" color="accent.300" display="inline-flex">
              <LuCrown aria-hidden="true" />
            </Box>
            购买服务
          </DialogTitle>
          <DialogDescription fontSize="13px" mt="1" color="whiteAlpha.800">
            选择适合您的VIP会员套餐，解锁完整的造价指标数据
          </DialogDescription>
        </Box>
      }
    >
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
    </DialogShell>
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

/**
 * 获取权益 (`membership.getRights`): the ways to get rights: the trial, what other plugins contribute
 * to `membership.rightsWay` (e.g. the member activities, while a plugin serves their page), purchase.
 */
export const GetRightsDialog = observer(function GetRightsDialog({ onClose }: DialogProps<'membership.getRights'>) {
  const store = useService<MembershipStore>(MembershipStore);
  const dialogs = useService<DialogService>(DialogService);
  const navigator = useService<Navigator>(Navigator);
  const registry = useRegistry();
  const close = onClose;
  const contributed = registry
    .contributions('membership.rightsWay')
    .filter((way) => servesPath(registry, way.route))
    .sort((a, b) => a.order - b.order)
    .map((way) => ({
      icon: way.icon as IconType,
      title: way.title,
      text: way.text,
      action: way.action,
      onClick: () => {
        close();
        navigator.navigate(way.route);
      },
    }));
  const ways: { icon: IconType; title: string; text: string; action: string; onClick: () => void }[] = [
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
    ...contributed,
    {
      icon: LuShoppingCart,
      title: '购买服务',
      text: '开通VIP会员，畅享全部指标数据',
      action: '购买服务',
      onClick: () => {
        close();
        dialogs.open(MembershipDialogs.buyService);
      },
    },
  ];
  return (
    <DialogShell
      title="获取权益"
      onClose={onClose}
      width="480px"
      contentProps={{ borderRadius: '12px', overflow: 'hidden' }}
      bodyPadding="0"
      header={
        <Box px="8" pt="7">
          <DialogTitle fontSize="20px" fontWeight="600" color="gray.800">
            获取权益
          </DialogTitle>
          <DialogDescription fontSize="13px" color="gray.500" mt="1">
            通过以下方式获取VIP会员权益
          </DialogDescription>
        </Box>
      }
    >
      <Box px="8" pt="5" pb="7">
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
    </DialogShell>
  );
});
