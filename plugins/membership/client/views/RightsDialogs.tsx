import { useState } from 'react';
import { Badge, Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { IconType } from 'react-icons';
import { LuArrowRight, LuCheck, LuCrown, LuLock, LuPhone, LuShieldCheck, LuShoppingCart, LuSparkles } from 'react-icons/lu';
import { DialogService, type DialogProps } from '@kernel/client/dialogs';
import { Navigator } from '@kernel/client/navigator';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { DialogDescription, DialogShell, DialogTitle } from '@kernel/client/views/DialogShell';
import { MembershipDialogs, TRIAL_DAYS } from '../../shared/contract';
import { planForRight } from '../../shared/held-rights';
import { planById, VIP_PLANS, type PlanPeriod, type VipPlan } from '../../shared/plans';
import { MembershipRights } from '../../shared/rights';
import { periodUnit, priceText, SERVICE_HOTLINE, SERVICE_HOURS, usePurchase } from '../purchase';
import { MembershipStore } from '../store';

export { SERVICE_HOTLINE, SERVICE_HOURS } from '../purchase';

function RoundIcon({ icon: Icon, bg, color }: { icon: IconType; bg: string; color: string }) {
  return (
    <Flex mx="auto" w="64px" h="64px" borderRadius="full" bg={bg} color={color} align="center" justify="center" fontSize="30px" mb="4">
      <Icon aria-hidden="true" />
    </Flex>
  );
}

/** What 暂无权限 says for each refused right. */
function refusalText(right: string | undefined): string {
  switch (right) {
    case MembershipRights.singleProjectVip:
      return '该内容为单项工程指标VIP专享，开通单项工程指标VIP或全站通VIP后即可查看。';
    case MembershipRights.unitPriceVip:
      return '该内容为综合单价指标VIP专享，开通综合单价指标VIP或全站通VIP后即可查看。';
    case MembershipRights.projectCostVip:
      return '该内容为项目造价指标VIP专享，开通项目造价指标VIP或全站通VIP后即可查看。';
    default:
      return '该内容为VIP会员专享，开通VIP会员后即可查看。';
  }
}

/**
 * 暂无权限 (`membership.noRights`, opened when a route or an action needing a right refuses a
 * member; `props.right` names it): 购买服务 goes straight to the order page with the plan of that
 * right (单项工程指标 → singleProject.year …) while a plugin sells plans, else to the price sheet;
 * 申请试用 applies for the trial (VIP rights, which imply every column's).
 */
export const NoRightsDialog = observer(function NoRightsDialog({ props, onClose }: DialogProps<'membership.noRights'>) {
  const store = useService<MembershipStore>(MembershipStore);
  const navigator = useService<Navigator>(Navigator);
  const purchase = usePurchase();
  const right = props ? props.right : undefined;
  const plan = planById(planForRight(right))!;
  const buy = () => {
    onClose();
    if (purchase) navigator.navigate(purchase(plan.id));
    else store.openBuyService();
  };
  const trial = () => {
    onClose();
    void store.requestTrial();
  };
  return (
    <DialogShell
      title="暂无权限"
      onClose={onClose}
      width="440px"
      contentProps={{ borderRadius: '12px', overflow: 'hidden' }}
      bodyPadding="0"
      header={
        <Box textAlign="center" px="8" pt="9">
          <RoundIcon icon={LuLock} bg="accent.50" color="accent.600" />
          <DialogTitle fontSize="20px" fontWeight="600" color="gray.800">
            暂无权限
          </DialogTitle>
          <DialogDescription fontSize="14px" color="gray.600" mt="2" lineHeight="1.8">
            {refusalText(right)}
            <br />
            新用户可免费试用{TRIAL_DAYS}天。
          </DialogDescription>
        </Box>
      }
    >
      <Box px="8" pb="7">
        <Flex mt="5" align="center" justify="space-between" gap="3" px="4" py="3" bg="brand.50" borderRadius="8px" borderWidth="1px" borderColor="brand.100">
          <Box minW="0">
            <Text fontSize="12px" color="gray.500">
              推荐开通
            </Text>
            <Text fontSize="14px" fontWeight="600" color="gray.800">
              {plan.name}（{plan.periodLabel}）
            </Text>
          </Box>
          <Text flexShrink={0} color="brand.700">
            <Text as="span" fontSize="20px" fontWeight="700">
              {priceText(plan.priceFen)}
            </Text>
            <Text as="span" fontSize="13px" color="gray.500">
              {periodUnit(plan)}
            </Text>
          </Text>
        </Flex>
        <Flex gap="3" mt="5">
          <Button flex="1" h="42px" variant="outline" colorPalette="brand" onClick={buy}>
            <LuShoppingCart />
            购买服务
          </Button>
          <Button flex="1" h="42px" bg="accent.500" color="white" _hover={{ bg: 'accent.600' }} onClick={trial}>
            <LuCrown />
            申请试用
          </Button>
        </Flex>
        <Text mt="4" fontSize="12px" color="gray.500" textAlign="center">
          企业采购或开通咨询：{SERVICE_HOTLINE}（{SERVICE_HOURS}）
        </Text>
      </Box>
    </DialogShell>
  );
});

const PERIODS: readonly { value: PlanPeriod; label: string }[] = [
  { value: 'month', label: '月度' },
  { value: 'year', label: '年度' },
];

/**
 * 购买服务 (`membership.buyService`): the price sheet of `VIP_PLANS` with a 月度 / 年度 switch; each
 * card's 立即开通 leads to the order page for that plan (closing the dialog) while a plugin sells
 * plans (`membership.purchase`); the hotline stays as a second line, and is the only way without
 * online payment.
 */
export const BuyServiceDialog = observer(function BuyServiceDialog({ onClose }: DialogProps<'membership.buyService'>) {
  const navigator = useService<Navigator>(Navigator);
  const purchase = usePurchase();
  const [period, setPeriod] = useState<PlanPeriod>('year');
  const plans = VIP_PLANS.filter((p) => p.period === period);
  const open = (plan: VipPlan) => {
    if (!purchase) return;
    onClose();
    navigator.navigate(purchase(plan.id));
  };
  return (
    <DialogShell
      title="购买服务"
      onClose={onClose}
      width="1000px"
      closeOnDark
      initialFocus="content"
      contentProps={{ borderRadius: '12px', overflow: 'hidden' }}
      bodyPadding="0"
      header={
        <Flex bgGradient="to-r" gradientFrom="navy.800" gradientTo="brand.800" color="white" pl="8" pr="16" pt="6" pb="5" align="flex-end" justify="space-between" gap="6">
          <Box>
            <DialogTitle fontSize="20px" fontWeight="600" display="flex" alignItems="center" gap="2">
              <Box as="span" color="accent.300" display="inline-flex">
                <LuCrown aria-hidden="true" />
              </Box>
              购买服务
            </DialogTitle>
            <DialogDescription fontSize="13px" mt="1" color="whiteAlpha.800">
              选择适合您的会员套餐，开通后立即生效；已开通的权益续费后有效期自动顺延
            </DialogDescription>
          </Box>
          <Flex role="radiogroup" aria-label="计费周期" bg="whiteAlpha.200" p="1" borderRadius="full" gap="1" flexShrink={0}>
            {PERIODS.map((p) => (
              <Button
                key={p.value}
                role="radio"
                aria-checked={period === p.value}
                size="sm"
                h="32px"
                px="5"
                borderRadius="full"
                fontSize="14px"
                bg={period === p.value ? 'white' : 'transparent'}
                color={period === p.value ? 'brand.800' : 'white'}
                fontWeight={period === p.value ? '600' : '400'}
                _hover={{ bg: period === p.value ? 'white' : 'whiteAlpha.300' }}
                onClick={() => setPeriod(p.value)}
              >
                {p.label}
                {p.value === 'year' ? (
                  <Box as="span" fontSize="11px" color={period === 'year' ? 'accent.600' : 'accent.200'} ml="1">
                    更优惠
                  </Box>
                ) : null}
              </Button>
            ))}
          </Flex>
        </Flex>
      }
    >
      <Box px="8" py="6">
        <SimpleGrid columns={4} gap="4">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onOpen={purchase ? () => open(plan) : null} />
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
          <Text fontSize="13px" color="gray.600" textAlign="right" maxW="460px" lineHeight="1.7">
            {purchase ? (
              <>
                <Box as="span" display="inline-flex" verticalAlign="-2px" color="green.600" mr="1">
                  <LuShieldCheck aria-hidden="true" />
                </Box>
                支持在线支付，支付成功后权益立即生效，可在会员中心申请发票。企业多账号采购、对公转账请致电咨询。
              </>
            ) : (
              '在线支付暂未开通，请致电客服开通；企业多账号采购可享专属优惠。'
            )}
          </Text>
        </Flex>
      </Box>
    </DialogShell>
  );
});

function PlanCard({ plan, onOpen }: { plan: VipPlan; onOpen: (() => void) | null }) {
  const month = planById(`${plan.product}.month`)!;
  const saving = plan.period === 'year' ? month.priceFen * 12 - plan.priceFen : 0;
  const titleId = `plan-${plan.product}-${plan.period}`;
  return (
    <Flex
      as="section"
      aria-labelledby={titleId}
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
      <Text id={titleId} fontSize="16px" fontWeight="600" color="gray.800" textAlign="center">
        {plan.name}
      </Text>
      <Text textAlign="center" mt="2" color={plan.recommended ? 'accent.700' : 'brand.700'}>
        <Text as="span" fontSize="28px" fontWeight="700">
          {priceText(plan.priceFen)}
        </Text>
        <Text as="span" fontSize="14px" color="gray.500">
          {periodUnit(plan)}
        </Text>
      </Text>
      <Text textAlign="center" fontSize="12px" color="gray.500" mb="4" minH="18px">
        {saving > 0 ? `折合${priceText(Math.round(plan.priceFen / 12))}/月，立省${priceText(saving)}` : `有效期${plan.days}天，可随时续费`}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" fontSize="13px" color="gray.700" flex="1">
        {plan.features.map((f) => (
          <Flex as="li" key={f} gap="2" align="flex-start">
            <Box as="span" color="green.500" mt="3px" flexShrink={0}>
              <LuCheck aria-hidden="true" />
            </Box>
            {f}
          </Flex>
        ))}
      </Stack>
      {onOpen ? (
        <Button
          mt="5"
          h="40px"
          w="full"
          aria-label={`立即开通${plan.name}（${plan.periodLabel}）`}
          colorPalette={plan.recommended ? 'accent' : 'brand'}
          variant={plan.recommended ? 'solid' : 'outline'}
          onClick={onOpen}
        >
          立即开通
          <LuArrowRight />
        </Button>
      ) : null}
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
