import { useEffect, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck, LuCircleX, LuClock3, LuRefreshCw } from 'react-icons/lu';
import { useSearch } from 'wouter';
import { withQuery } from '@kernel/core/route-refs';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useLanding, useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { EmptyCard } from '@kernel/client/views/EmptyCard';
import { PageContainer, RouterLink } from '@kernel/client/views/PageContainer';
import { SkeletonBlock } from '@kernel/client/views/Section';
import { bidNodeRoutes } from '@plugins/bid-node/shared/routes';
import { membershipRoutes, USER_CENTER_TAB_PARAM } from '@plugins/membership/shared/contract';
import { planById, type PlanProduct } from '@plugins/membership/shared/plans';
import { policyRoutes } from '@plugins/policy/shared/routes';
import { projectCostRoutes } from '@plugins/project-cost/shared/routes';
import { unitPriceRoutes } from '@plugins/unit-price/shared/routes';
import { ordersRoutes, type OrderView } from '../../shared/contract';
import { formatDate, formatDateTime, RIGHT_LABELS, SERVICE_HOTLINE, yuan } from '../format';
import { OrderResultStore } from '../tokens';

/** The user centre's 我的订单 tab. */
export const myOrdersHref = () => withQuery(membershipRoutes.userCenter(), { [USER_CENTER_TAB_PARAM]: 'orders' });

/** Where 立即使用 goes: the column the plan opens (全站通: the policy documents, a VIP column). */
const COLUMN_OF: Readonly<Record<PlanProduct, { href: () => string; label: string }>> = {
  singleProject: { href: () => bidNodeRoutes.list(), label: '单项工程指标' },
  unitPrice: { href: () => unitPriceRoutes.list(), label: '综合单价指标' },
  projectCost: { href: () => projectCostRoutes.list(), label: '项目造价指标' },
  site: { href: () => policyRoutes.index(), label: '政策文件' },
};

/** Starts asking for the order as soon as the page's code is there. */
export function prepare({ get, search }: PagePrepareContext): void {
  const orderNo = new URLSearchParams(search).get('orderNo');
  if (orderNo) void get<OrderResultStore>(OrderResultStore).watch(orderNo);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex as="div" fontSize="14px" py="2" gap="4" borderBottomWidth="1px" borderColor="page.border" _last={{ borderBottomWidth: 0 }}>
      <Text as="dt" color="gray.500" w="88px" flexShrink={0}>
        {label}
      </Text>
      <Box as="dd" color="gray.800" minW="0" fontVariantNumeric="tabular-nums">
        {children}
      </Box>
    </Flex>
  );
}

function OrderFacts({ order }: { order: OrderView }) {
  return (
    <Box as="dl" bg="gray.50" borderRadius="8px" px="5" py="2" textAlign="left">
      <Fact label="订单号">{order.orderNo}</Fact>
      <Fact label="套餐">{order.planName}</Fact>
      <Fact label={order.status === 'granted' || order.status === 'paid' ? '实付金额' : '应付金额'}>
        <Text as="span" fontWeight="600" color={order.status === 'pending' ? '#e0402a' : 'gray.800'}>
          ¥{yuan(order.amountFen)}
        </Text>
      </Fact>
      <Fact label="下单时间">{formatDateTime(order.createdAt)}</Fact>
      {order.paidAt ? <Fact label="支付时间">{formatDateTime(order.paidAt)}</Fact> : null}
      {order.status === 'pending' ? <Fact label="支付截止">{formatDateTime(order.payDeadline)}</Fact> : null}
      {order.closedAt && (order.status === 'closed' || order.status === 'cancelled') ? (
        <Fact label={order.status === 'closed' ? '关闭时间' : '取消时间'}>{formatDateTime(order.closedAt)}</Fact>
      ) : null}
    </Box>
  );
}

function StatusHead({ tone, icon, title, text }: { tone: 'green' | 'accent' | 'gray' | 'brand'; icon: ReactNode; title: string; text: ReactNode }) {
  const colors = { green: ['#e8f6f1', '#1f9d6b'], accent: ['accent.50', 'accent.600'], gray: ['gray.100', 'gray.500'], brand: ['brand.50', 'brand.600'] }[tone];
  return (
    <Stack align="center" gap="2" textAlign="center">
      <Flex w="64px" h="64px" borderRadius="full" bg={colors[0]} color={colors[1]} align="center" justify="center" fontSize="34px" aria-hidden="true">
        {icon}
      </Flex>
      <Heading as="h1" fontSize="22px" fontWeight="600" color="gray.800" mt="2">
        {title}
      </Heading>
      <Text fontSize="14px" color="gray.600" maxW="520px" lineHeight="1.7">
        {text}
      </Text>
    </Stack>
  );
}

/** 支付成功: the rights the order opened and their new expiries. */
function GrantedRights({ order }: { order: OrderView }) {
  const rights = order.rights.length
    ? order.rights
    : (planById(order.planId)?.rights ?? []).map((right) => ({ right, label: RIGHT_LABELS[right] ?? right, from: 0, until: 0 }));
  return (
    <Box as="section" aria-label="已开通权益" borderWidth="1px" borderColor="#bfe5d4" bg="#f3fbf7" borderRadius="8px" px="5" py="3">
      <Text fontSize="13px" fontWeight="600" color="#1f7a5a" mb="1">
        已开通权益
      </Text>
      <Box as="ul" listStyleType="none">
        {rights.map((r) => (
          <Flex as="li" key={r.right} justify="space-between" align="center" py="1.5" fontSize="14px" gap="4">
            <Flex align="center" gap="2" color="gray.800" fontWeight="600">
              <Box as="span" color="#1f9d6b" aria-hidden="true" display="inline-flex">
                <LuCircleCheck />
              </Box>
              {r.label}
            </Flex>
            {r.until ? (
              <Text color="gray.700" fontVariantNumeric="tabular-nums">
                有效期至 <Text as="span" fontWeight="600">{formatDate(r.until)}</Text>
              </Text>
            ) : null}
          </Flex>
        ))}
      </Box>
    </Box>
  );
}

const Outcome = observer(function Outcome() {
  const store = useService<OrderResultStore>(OrderResultStore);
  const registry = useRegistry();
  const landing = useLanding();
  const order = store.order.data;
  if (!order) return null;
  const plan = planById(order.planId);
  const column = plan ? COLUMN_OF[plan.product] : null;
  const useHref = column && servesPath(registry, column.href()) ? column.href() : landing;
  const again = ordersRoutes.buy(undefined, { plan: order.planId });

  if (order.status === 'granted') {
    return (
      <Stack gap="6">
        <StatusHead tone="green" icon={<LuCircleCheck />} title="支付成功" text={`您已成功开通${order.planName}，权益已即时生效。`} />
        <GrantedRights order={order} />
        <OrderFacts order={order} />
        <LinkActions primary={{ href: useHref, label: '立即使用' }} />
      </Stack>
    );
  }

  if (order.status === 'paid') {
    return (
      <Stack gap="6">
        <StatusHead
          tone="brand"
          icon={<LuClock3 />}
          title="支付成功，权益开通处理中"
          text={`我们已收到您的付款，客服将尽快为您处理权益开通；如有疑问请联系客服热线 ${SERVICE_HOTLINE}。`}
        />
        <OrderFacts order={order} />
        <LinkActions />
      </Stack>
    );
  }

  if (order.status === 'pending') {
    const waiting = store.polling && !store.timedOut;
    return (
      <Stack gap="6">
        <StatusHead
          tone="accent"
          icon={<LuClock3 />}
          title="订单待支付"
          text={`请在 ${formatDateTime(order.payDeadline)} 前完成支付，逾期订单将自动关闭。`}
        />
        <Flex
          role="status"
          align="center"
          justify="center"
          gap="2"
          fontSize="13px"
          color={waiting ? 'gray.600' : 'gray.500'}
          bg={waiting ? 'accent.50' : 'gray.50'}
          borderRadius="6px"
          py="2"
          px="4"
          mt="-2"
        >
          {waiting ? (
            <>
              <Spinner size="xs" color="accent.600" />
              已完成支付？正在确认支付结果，收到支付平台通知后本页将自动更新。
            </>
          ) : (
            <>已完成支付但仍显示待支付，请点击「刷新状态」；如有疑问请联系客服热线 {SERVICE_HOTLINE}。</>
          )}
        </Flex>
        <OrderFacts order={order} />
        <Flex justify="center" gap="3">
          <Button colorPalette="brand" h="42px" px="8" loading={store.busy === 'pay'} disabled={store.busy !== null} onClick={() => void store.pay()}>
            继续支付
          </Button>
          {!waiting ? (
            <Button variant="outline" h="42px" px="6" onClick={() => void store.refresh()}>
              <LuRefreshCw aria-hidden="true" />
              刷新状态
            </Button>
          ) : null}
          <Button variant="ghost" colorPalette="gray" h="42px" px="6" loading={store.busy === 'cancel'} disabled={store.busy !== null} onClick={() => void store.cancel()}>
            取消订单
          </Button>
        </Flex>
      </Stack>
    );
  }

  const words: Record<'closed' | 'cancelled' | 'refunded', { title: string; text: string }> = {
    closed: { title: '订单已关闭', text: '该订单超过支付时限未支付，已自动关闭。如需开通会员，请重新下单。' },
    cancelled: { title: '订单已取消', text: '该订单已取消，不会产生任何扣款。如需开通会员，请重新下单。' },
    refunded: { title: '订单已退款', text: '该订单已退款，相应会员权益已收回。如需开通会员，请重新下单。' },
  };
  const { title, text } = words[order.status];
  return (
    <Stack gap="6">
      <StatusHead tone="gray" icon={<LuCircleX />} title={title} text={text} />
      <OrderFacts order={order} />
      <LinkActions primary={{ href: again, label: '重新下单' }} />
    </Stack>
  );
});

/** The result's way on (立即使用, 重新下单) when there is one, and 查看订单 (我的订单). */
function LinkActions({ primary }: { primary?: { href: string; label: string } }) {
  return (
    <Flex justify="center" gap="3">
      {primary ? (
        <Button asChild colorPalette="brand" h="42px" px="8">
          <RouterLink href={primary.href} color="white" _hover={{ color: 'white', textDecoration: 'none' }}>
            {primary.label}
          </RouterLink>
        </Button>
      ) : null}
      <Button asChild variant="outline" h="42px" px="8">
        <RouterLink href={myOrdersHref()} _hover={{ textDecoration: 'none' }}>
          查看订单
        </RouterLink>
      </Button>
    </Flex>
  );
}

/** /order/result?orderNo= (支付结果): the order, polled every 2 s while it is 待支付. */
const ResultPage = observer(function ResultPage() {
  const store = useService<OrderResultStore>(OrderResultStore);
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  useEffect(() => {
    if (orderNo) void store.watch(orderNo);
    return () => store.stop();
  }, [store, orderNo]);
  const crumbs = [{ label: '会员中心', href: membershipRoutes.userCenter() }, { label: '我的订单', href: myOrdersHref() }, { label: '支付结果' }];
  const view = store.order;
  const missing = !orderNo || (view.status === 'error' && !view.data);

  return (
    <PageContainer breadcrumb={crumbs}>
      {missing ? (
        <EmptyCard
          title="未找到该订单"
          description={orderNo ? view.error || '订单不存在或不属于当前账号。' : '链接中缺少订单号。'}
          link={{ href: myOrdersHref(), label: '查看我的订单', primary: true }}
        />
      ) : (
        <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="12px" boxShadow="0 4px 16px rgba(16, 24, 40, 0.05)" maxW="720px" mx="auto" px="12" py="10">
          {view.data ? <Outcome /> : <SkeletonBlock lines={6} />}
        </Box>
      )}
    </PageContainer>
  );
});

export default ResultPage;
