import { useEffect } from 'react';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck, LuReceipt, LuRefreshCw, LuShoppingBag } from 'react-icons/lu';
import { DialogService } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { RouterLink } from '@kernel/client/views/PageContainer';
import { Pager } from '@kernel/client/views/Pager';
import { EmptyState } from '@kernel/client/views/Section';
import { ToneBadge } from '@kernel/client/views/ToneBadge';
import { ordersRoutes, type OrderView } from '../../shared/contract';
import { OrdersDialogs } from '../dialogs';
import { formatDate, formatDateTime, STATUS_TONE, yuan } from '../format';
import { MyOrdersStore } from '../tokens';

const PAGE_SIZES = [10, 20, 50] as const;

const Actions = observer(function Actions({ order }: { order: OrderView }) {
  const store = useService<MyOrdersStore>(MyOrdersStore);
  const dialogs = useService<DialogService>(DialogService);
  const busy = store.isBusy(order.orderNo);
  if (order.status === 'pending') {
    return (
      <Flex gap="1" justify="center">
        <Button size="xs" colorPalette="brand" aria-label={`继续支付 ${order.orderNo}`} loading={store.isBusy(order.orderNo, 'pay')} disabled={busy} onClick={() => void store.pay(order.orderNo)}>
          继续支付
        </Button>
        <Button size="xs" variant="ghost" colorPalette="gray" aria-label={`取消订单 ${order.orderNo}`} loading={store.isBusy(order.orderNo, 'cancel')} disabled={busy} onClick={() => void store.cancel(order.orderNo)}>
          取消订单
        </Button>
      </Flex>
    );
  }
  if (order.status === 'granted') {
    if (order.invoice) {
      return (
        <Flex justify="center" align="center" gap="1" fontSize="13px" color="#1f7a5a" title={`${order.invoice.title} · ${order.invoice.email}`}>
          <LuCircleCheck aria-hidden="true" />
          {order.invoice.status === 'issued' ? '发票已开具' : '发票已申请'}
        </Flex>
      );
    }
    return (
      <Flex justify="center">
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          aria-label={`申请发票 ${order.orderNo}`}
          disabled={busy}
          onClick={() => dialogs.open(OrdersDialogs.invoice, { orderNo: order.orderNo, planName: order.planName, amount: yuan(order.amountFen) })}
        >
          <LuReceipt aria-hidden="true" />
          申请发票
        </Button>
      </Flex>
    );
  }
  return (
    <Text textAlign="center" color="gray.400">
      —
    </Text>
  );
});

/** The state, with the new expiry of an opened order or the deadline of an unpaid one. */
function Status({ order }: { order: OrderView }) {
  const until = order.rights.reduce((max, r) => Math.max(max, r.until), 0);
  return (
    <Box>
      <ToneBadge tone={STATUS_TONE[order.status]}>{order.statusText}</ToneBadge>
      {order.status === 'granted' && until ? (
        <Text fontSize="12px" color="gray.500" mt="1" whiteSpace="nowrap">
          有效期至 {formatDate(until)}
        </Text>
      ) : order.status === 'pending' ? (
        <Text fontSize="12px" color="gray.500" mt="1" whiteSpace="nowrap">
          {formatDateTime(order.payDeadline).slice(11)} 前支付
        </Text>
      ) : null}
    </Box>
  );
}

/** 我的订单 (the user centre's tab): every order of the member, newest first, with its actions. */
const MyOrders = observer(function MyOrders() {
  const store = useService<MyOrdersStore>(MyOrdersStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const view = store.page;
  const page = view.data;
  const columns: DataColumn<OrderView>[] = [
    {
      key: 'orderNo',
      header: '订单号',
      rowHeader: true,
      cellProps: { fontSize: '13px', color: 'gray.700', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: '400' },
      cell: (o) => o.orderNo,
    },
    {
      key: 'plan',
      header: '套餐',
      cell: (o) => (
        <Text fontWeight="600" color="gray.800" whiteSpace="nowrap">
          {o.planName}
        </Text>
      ),
    },
    {
      key: 'amount',
      header: '金额',
      unit: '元',
      align: 'right',
      cellProps: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: '600', color: 'gray.800' },
      cell: (o) => `¥${yuan(o.amountFen)}`,
    },
    { key: 'status', header: '状态', cell: (o) => <Status order={o} /> },
    { key: 'createdAt', header: '下单时间', cellProps: { whiteSpace: 'nowrap', color: 'gray.600', fontVariantNumeric: 'tabular-nums' }, cell: (o) => formatDateTime(o.createdAt) },
    { key: 'actions', header: '操作', align: 'center', width: '170px', cell: (o) => <Actions order={o} /> },
  ];

  return (
    <Box as="section" aria-labelledby="my-orders-title" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" boxShadow="0 1px 3px rgba(16, 24, 40, 0.05)" overflow="hidden">
      <Flex align="center" gap="2.5" px="5" pt="6" pb="4" borderBottomWidth="1px" borderColor="page.border">
        <Box w="4px" h="18px" bg="brand.600" borderRadius="2px" />
        <Heading id="my-orders-title" as="h2" fontSize="18px" fontWeight="600" color="page.fg" display="flex" alignItems="center" gap="2">
          <Box as="span" color="brand.600" display="inline-flex">
            <LuShoppingBag aria-hidden="true" />
          </Box>
          我的订单
        </Heading>
        <Text fontSize="13px" color="gray.500" ml="2">
          会员开通订单与发票申请，金额单位：元
        </Text>
        <Button asChild size="sm" colorPalette="brand" ml="auto">
          <RouterLink href={ordersRoutes.buy()} color="white" _hover={{ color: 'white', textDecoration: 'none' }}>
            开通会员
          </RouterLink>
        </Button>
      </Flex>
      {view.status === 'error' && !page ? (
        <Flex direction="column" align="center" gap="3" py="10" role="alert">
          <Text fontSize="14px" color="gray.500">
            {view.error || '订单加载失败，请稍后重试'}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void store.load()}>
            <LuRefreshCw aria-hidden="true" />
            重新加载
          </Button>
        </Flex>
      ) : (
        <>
          <Box px="2">
            <DataTable
              label="我的订单"
              columns={columns}
              rows={page?.list ?? []}
              rowKey={(o) => o.orderNo}
              loading={!page && view.status !== 'error'}
              skeletonRows={4}
              empty={
                <EmptyState
                  title="暂无订单"
                  description="开通会员后，订单与发票申请会显示在这里。"
                  action={
                    <Button asChild size="sm" colorPalette="brand">
                      <RouterLink href={ordersRoutes.buy()} color="white" _hover={{ color: 'white' }}>
                        去开通会员
                      </RouterLink>
                    </Button>
                  }
                />
              }
            />
          </Box>
          {page && page.total > 0 ? (
            <Box px="5" py="3" borderTopWidth="1px" borderColor="page.border">
              <Pager
                label="订单分页"
                total={page.total}
                page={store.pageNum}
                pageSize={store.pageSize}
                sizes={PAGE_SIZES}
                onPage={(n) => void store.load(n)}
                onPageSize={(n) => void store.setPageSize(n)}
              />
            </Box>
          ) : null}
          <Text fontSize="12px" color="gray.500" px="5" pb="4" pt={page && page.total > 0 ? '0' : '3'} lineHeight="1.7">
            待支付订单超过30分钟未支付将自动关闭；已开通的订单可申请增值税电子普通发票，每个订单限申请一次。
          </Text>
        </>
      )}
    </Box>
  );
});

export default MyOrders;
