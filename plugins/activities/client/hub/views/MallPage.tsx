import { useEffect, useState } from 'react';
import { Box, Button, Flex, Grid, Heading, Input, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck, LuCrown, LuDownload, LuFileText, LuPackage } from 'react-icons/lu';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { DialogCloseAction, DialogShell } from '@kernel/client/views/DialogShell';
import { FilterTag } from '@kernel/client/views/FilterPanel';
import { FormField } from '@kernel/client/views/FormField';
import { PageContainer, RouterLink } from '@kernel/client/views/PageContainer';
import { Pager } from '@kernel/client/views/Pager';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { EmptyState, LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { ToneBadge } from '@kernel/client/views/ToneBadge';
import { activitiesRoutes } from '../../../shared/routes';
import { EXCHANGE_PAGE_SIZE, MALL_LIMITS, MallMessages, PRODUCT_KIND_TEXT, PRODUCT_STATE_TEXT, pointsText, productState, type ExchangeRecord, type ProductItem, type ProductKind, type ShippingAddress } from '../model';
import { HubStore } from '../tokens';
import { CAMPAIGN_RED, HUB_SAMPLE_NOTE, HubBanner, HubNav, POINTS_UNIT } from './parts';

/** Starts the products' and the member's exchanges' requests as soon as the page's code is there. */
export function prepare({ get }: PagePrepareContext): void {
  const store = get<HubStore>(HubStore);
  void store.loadProducts();
  void store.loadExchanges(1);
}

const KIND_COVER: Record<ProductKind, { icon: typeof LuFileText; bg: string; fg: string }> = {
  report: { icon: LuFileText, bg: 'linear-gradient(135deg, #1456c8 0%, #0b2c63 100%)', fg: '#d0e0fa' },
  vip: { icon: LuCrown, bg: 'linear-gradient(135deg, #f5a623 0%, #b56d0a 100%)', fg: '#fff3c4' },
  gift: { icon: LuPackage, bg: 'linear-gradient(135deg, #e8462b 0%, #9c1f12 100%)', fg: '#ffe1d6' },
};

/** 积分商城: the products (stock, points, 立即兑换 / 积分不足 / 已兑完), the confirm dialog, 我的兑换 with 下载报告. */
const MallPage = observer(function MallPage() {
  const store = useService<HubStore>(HubStore);
  useEffect(() => {
    if (store.products.status === 'idle') void store.loadProducts();
    if (store.exchanges.status === 'idle') void store.loadExchanges(1);
  }, [store]);
  const balance = store.products.data?.points ?? null;
  return (
    <PageContainer breadcrumb={[{ label: '会员活动', href: activitiesRoutes.hub() }, { label: '积分商城' }]}>
      <HubBanner
        title="积分商城"
        subtitle="用积分兑换造价指标报告（PDF）、会员权益与实物礼品；数量有限，兑完即止。"
        aside={
          <Box bg="rgba(255,255,255,0.96)" color="gray.800" borderRadius="12px" px="6" py="4" w="220px" role="region" aria-label="我的积分">
            <Text fontSize="13px" color="gray.500">
              我的积分
            </Text>
            <Text fontSize="30px" fontWeight="700" color={CAMPAIGN_RED} fontVariantNumeric="tabular-nums" data-testid="mall-balance">
              {balance === null ? '—' : pointsText(balance)}
              <Text as="span" fontSize="13px" fontWeight="500" color="gray.500" ml="1">
                {POINTS_UNIT}
              </Text>
            </Text>
            <Flex gap="3" fontSize="12px" mt="1">
              <RouterLink href={activitiesRoutes.points()} color="gray.500" _hover={{ color: CAMPAIGN_RED }}>
                积分明细 ›
              </RouterLink>
              <RouterLink href={activitiesRoutes.attendance()} color="gray.500" _hover={{ color: CAMPAIGN_RED }}>
                签到赚积分 ›
              </RouterLink>
            </Flex>
          </Box>
        }
      />
      <HubNav current={activitiesRoutes.mall()} />
      <Products />
      <Exchanges />
      <SampleDataNote mt="5">{HUB_SAMPLE_NOTE}</SampleDataNote>
      {store.draft ? <ExchangeDialog /> : null}
    </PageContainer>
  );
});

export default MallPage;

type KindFilter = ProductKind | 'all';
const KIND_FILTERS: readonly { value: KindFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'report', label: PRODUCT_KIND_TEXT.report },
  { value: 'vip', label: PRODUCT_KIND_TEXT.vip },
  { value: 'gift', label: PRODUCT_KIND_TEXT.gift },
];

/** The products by kind, each a card with its state. */
const Products = observer(function Products() {
  const store = useService<HubStore>(HubStore);
  const [kind, setKind] = useState<KindFilter>('all');
  const { products } = store;
  const data = products.data;
  const shown = (data?.products ?? []).filter((p) => kind === 'all' || p.kind === kind);
  return (
    <SectionCard
      id="products"
      title="积分兑换"
      extra={
        <Flex role="group" aria-label="商品类型" align="center">
          {KIND_FILTERS.map((k) => {
            const count = k.value === 'all' ? data?.products.length : data?.categories.find((c) => c.kind === k.value)?.count;
            return (
              <FilterTag key={k.value} selected={kind === k.value} onClick={() => setKind(k.value)}>
                {k.label}
                {count !== undefined ? `（${count}）` : ''}
              </FilterTag>
            );
          })}
        </Flex>
      }
    >
      {products.status === 'error' && !data ? (
        <LoadError onRetry={() => void store.loadProducts()} text="商品加载失败" />
      ) : !data ? (
        <SkeletonBlock lines={5} height="28px" />
      ) : shown.length === 0 ? (
        <EmptyState title="暂无可兑换的商品" description="新的兑换商品即将上架，敬请关注。" />
      ) : (
        <Grid as="ul" listStyleType="none" templateColumns="repeat(4, 1fr)" gap="4" aria-label="兑换商品">
          {shown.map((p) => (
            <ProductCard key={p.code} product={p} balance={data.points} />
          ))}
        </Grid>
      )}
      {data && data.rules.length ? (
        <Box mt="5" pt="4" borderTopWidth="1px" borderColor="page.border" borderStyle="dashed">
          <Text fontSize="13px" fontWeight="600" color="gray.700" mb="1">
            兑换规则
          </Text>
          <Box as="ol" pl="5" listStyleType="decimal" fontSize="12px" color="gray.500" lineHeight="1.9">
            {data.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </Box>
        </Box>
      ) : null}
    </SectionCard>
  );
});

const ProductCard = observer(function ProductCard({ product, balance }: { product: ProductItem; balance: number | null }) {
  const store = useService<HubStore>(HubStore);
  const state = productState(product, balance);
  const cover = KIND_COVER[product.kind] ?? KIND_COVER.gift;
  const Icon = cover.icon;
  const active = state === 'available' || state === 'login';
  return (
    <Flex as="li" direction="column" borderWidth="1px" borderColor="page.border" borderRadius="10px" overflow="hidden" bg="white" aria-label={product.title}>
      <Flex position="relative" h="112px" bg={cover.bg} color={cover.fg} direction="column" justify="center" px="4" gap="1.5">
        <Box fontSize="28px" aria-hidden="true">
          <Icon />
        </Box>
        <Text fontSize="13px" color="white" fontWeight="600" lineClamp={2} lineHeight="1.5">
          {product.tags.join(' · ')}
        </Text>
        <Box position="absolute" top="2" right="2">
          <ToneBadge tone={product.tone}>{product.kindText || PRODUCT_KIND_TEXT[product.kind]}</ToneBadge>
        </Box>
        {state === 'soldOut' ? (
          <Flex position="absolute" inset="0" bg="rgba(0,0,0,0.45)" align="center" justify="center" color="white" fontSize="18px" fontWeight="700" letterSpacing="0.2em" aria-hidden="true">
            已兑完
          </Flex>
        ) : null}
      </Flex>
      <Flex direction="column" flex="1" p="4" gap="2">
        <Heading as="h3" fontSize="15px" fontWeight="600" color="gray.800" lineClamp={2} minH="44px" lineHeight="1.5">
          {product.title}
        </Heading>
        <Text fontSize="12px" color="gray.500" lineClamp={2} minH="36px" lineHeight="1.5">
          {product.summary}
        </Text>
        <Flex align="baseline" justify="space-between" mt="auto">
          <Text fontSize="20px" fontWeight="700" color={CAMPAIGN_RED} fontVariantNumeric="tabular-nums" data-testid="product-points">
            {pointsText(product.points)}
            <Text as="span" fontSize="12px" fontWeight="500" ml="0.5">
              {POINTS_UNIT}
            </Text>
          </Text>
          <Text fontSize="12px" color={product.stock > 0 && product.stock <= 10 ? CAMPAIGN_RED : 'gray.500'}>
            {product.stock > 0 ? `剩余 ${product.stock} 件` : '库存 0 件'}
          </Text>
        </Flex>
        <Button
          size="sm"
          w="full"
          bg={active ? CAMPAIGN_RED : 'gray.100'}
          color={active ? 'white' : 'gray.500'}
          _hover={active ? { bg: '#b92a17' } : {}}
          disabled={!active}
          aria-label={`${PRODUCT_STATE_TEXT[state]}：${product.title}`}
          onClick={() => void store.startExchange(product)}
        >
          {PRODUCT_STATE_TEXT[state]}
        </Button>
      </Flex>
    </Flex>
  );
});

const EMPTY_ADDRESS: ShippingAddress = { name: '', phone: '', region: '', detail: '' };

/** The address's errors (the server's rules and words). */
function addressErrors(a: ShippingAddress): Partial<Record<keyof ShippingAddress, string>> {
  const e: Partial<Record<keyof ShippingAddress, string>> = {};
  const name = a.name.trim();
  if (!name || name.length > MALL_LIMITS.nameMax) e.name = MallMessages.badName;
  if (!/^1\d{10}$/.test(a.phone.trim())) e.phone = MallMessages.badPhone;
  const region = a.region.trim();
  if (region.length < MALL_LIMITS.regionMin || region.length > MALL_LIMITS.regionMax) e.region = MallMessages.badRegion;
  const detail = a.detail.trim();
  if (detail.length < MALL_LIMITS.detailMin || detail.length > MALL_LIMITS.detailMax) e.detail = MallMessages.badDetail;
  return e;
}

/** The confirmation of an exchange: the product, its points, the balance after (a gift's address); then the result. */
const ExchangeDialog = observer(function ExchangeDialog() {
  const store = useService<HubStore>(HubStore);
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS);
  const [shown, setShown] = useState(false);
  const draft = store.draft;
  if (!draft) return null;
  const { product, check, result, error, sending } = draft;
  const balance = store.products.data?.points ?? null;
  const close = () => store.closeExchange();
  if (result) {
    const ex = result.exchange;
    return (
      <DialogShell
        title="兑换成功"
        role="alertdialog"
        width="440px"
        icon={<LuCircleCheck />}
        onClose={close}
        footer={
          <>
            {ex.kind === 'report' ? (
              <Button size="sm" variant="outline" borderColor={CAMPAIGN_RED} color={CAMPAIGN_RED} loading={store.downloading === ex.exchangeId} onClick={() => void store.download(ex)}>
                <LuDownload aria-hidden="true" />
                下载报告
              </Button>
            ) : null}
            <Button size="sm" bg={CAMPAIGN_RED} color="white" _hover={{ bg: '#b92a17' }} onClick={close}>
              知道了
            </Button>
          </>
        }
      >
        <Text fontSize="14px" color="gray.700" lineHeight="1.8">
          {result.message || MallMessages.exchanged}
        </Text>
        <Box as="dl" mt="3" fontSize="13px" color="gray.600" bg="#f7f8fa" borderRadius="8px" px="4" py="3" lineHeight="2">
          <Flex justify="space-between">
            <dt>兑换商品</dt>
            <dd>{ex.title}</dd>
          </Flex>
          <Flex justify="space-between">
            <dt>消耗积分</dt>
            <dd>{pointsText(ex.points)} 积分</dd>
          </Flex>
          <Flex justify="space-between">
            <dt>剩余积分</dt>
            <Text as="dd" fontWeight="600" color={CAMPAIGN_RED}>
              {pointsText(result.balance)} 积分
            </Text>
          </Flex>
          {ex.downloads ? (
            <Flex justify="space-between">
              <dt>可下载次数</dt>
              <dd>{ex.downloads.remaining} 次</dd>
            </Flex>
          ) : null}
          {ex.vip ? (
            <Flex justify="space-between">
              <dt>有效期至</dt>
              <dd>{ex.vip.until ?? `${ex.vip.days}天`}</dd>
            </Flex>
          ) : null}
        </Box>
      </DialogShell>
    );
  }
  const needsAddress = check?.needsAddress ?? product.kind === 'gift';
  const refused = check && !check.canExchange ? check.reason || '暂时无法兑换' : '';
  const after = balance === null ? null : balance - product.points;
  const errors = shown && needsAddress ? addressErrors(address) : {};
  const submit = () => {
    if (needsAddress) {
      setShown(true);
      if (Object.keys(addressErrors(address)).length) return;
      const clean = { name: address.name.trim(), phone: address.phone.trim(), region: address.region.trim(), detail: address.detail.trim() };
      void store.confirmExchange(clean);
      return;
    }
    void store.confirmExchange();
  };
  const field = (key: keyof ShippingAddress, label: string, placeholder: string, max: number, inputMode?: 'tel') => (
    <FormField label={label} required error={errors[key]} orientation="horizontal" labelWidth="72px">
      <Input size="sm" value={address[key]} maxLength={max} placeholder={placeholder} inputMode={inputMode} onChange={(e) => setAddress({ ...address, [key]: e.target.value })} />
    </FormField>
  );
  return (
    <DialogShell
      title="确认兑换"
      width={needsAddress ? '500px' : '440px'}
      onClose={close}
      modal
      onSubmit={submit}
      footer={
        <>
          <DialogCloseAction asChild>
            <Button variant="outline" size="sm">
              取消
            </Button>
          </DialogCloseAction>
          <Button type="submit" size="sm" bg={CAMPAIGN_RED} color="white" _hover={{ bg: '#b92a17' }} disabled={!check || !!refused} loading={sending}>
            确认兑换
          </Button>
        </>
      }
    >
      <Flex gap="3" align="center">
        <Flex w="52px" h="52px" borderRadius="10px" bg={(KIND_COVER[product.kind] ?? KIND_COVER.gift).bg} color="white" align="center" justify="center" fontSize="24px" aria-hidden="true">
          {product.kind === 'report' ? <LuFileText /> : product.kind === 'vip' ? <LuCrown /> : <LuPackage />}
        </Flex>
        <Box>
          <Text fontSize="15px" fontWeight="600" color="gray.800">
            {product.title}
          </Text>
          <Text fontSize="12px" color="gray.500">
            {product.kindText || PRODUCT_KIND_TEXT[product.kind]} · 剩余 {check?.stock ?? product.stock} 件{product.tags.length ? ` · ${product.tags.join(' · ')}` : ''}
          </Text>
        </Box>
      </Flex>
      <Box as="dl" mt="4" fontSize="13px" color="gray.600" bg="#f7f8fa" borderRadius="8px" px="4" py="3" lineHeight="2">
        <Flex justify="space-between">
          <dt>所需积分</dt>
          <Text as="dd" fontWeight="700" color={CAMPAIGN_RED}>
            {pointsText(product.points)} 积分
          </Text>
        </Flex>
        <Flex justify="space-between">
          <dt>当前积分</dt>
          <dd>{balance === null ? '—' : `${pointsText(check?.balance ?? balance)} 积分`}</dd>
        </Flex>
        <Flex justify="space-between">
          <dt>兑换后积分</dt>
          <dd>{after === null || after < 0 ? '—' : `${pointsText(after)} 积分`}</dd>
        </Flex>
      </Box>
      {needsAddress ? (
        <Box mt="4" display="grid" gap="2">
          <Text fontSize="13px" fontWeight="600" color="gray.700">
            收货地址
          </Text>
          {field('name', '收货人', '请输入收货人姓名', MALL_LIMITS.nameMax)}
          {field('phone', '手机号', '请输入11位手机号', 11, 'tel')}
          {field('region', '所在地区', '如：浙江省杭州市西湖区', MALL_LIMITS.regionMax)}
          {field('detail', '详细地址', '街道、门牌号等', MALL_LIMITS.detailMax)}
        </Box>
      ) : product.kind === 'report' ? (
        <Text fontSize="12px" color="gray.500" mt="3">
          兑换后可在「我的兑换」中下载 PDF 报告，下载次数有限，请妥善保存。
        </Text>
      ) : (
        <Text fontSize="12px" color="gray.500" mt="3">
          会员权益兑换后立即生效，与已有同类权益的有效期顺延叠加。
        </Text>
      )}
      {!check ? (
        <Text fontSize="12px" color="gray.500" mt="2" role="status">
          正在确认兑换条件…
        </Text>
      ) : null}
      {refused || error ? (
        <Text fontSize="13px" color={CAMPAIGN_RED} mt="2" role="alert">
          {error || refused}
        </Text>
      ) : null}
    </DialogShell>
  );
});

/** What an exchange gave: a report's downloads, the VIP days, a gift's address. */
function deliveryText(r: ExchangeRecord): string {
  if (r.vip) return `${r.vip.planName} ${r.vip.days}天${r.vip.until ? `，有效期至${r.vip.until}` : ''}`;
  if (r.address) return `${r.address.name} ${r.address.phone} ${r.address.region}${r.address.detail}`;
  if (r.downloads) return `PDF，已下载${r.downloads.used}次`;
  return '—';
}

/** 我的兑换: the member's exchanges, newest first; reports offer 下载报告 while downloads are left. */
const Exchanges = observer(function Exchanges() {
  const store = useService<HubStore>(HubStore);
  const { exchanges } = store;
  const page = exchanges.data;
  const columns: DataColumn<ExchangeRecord>[] = [
    { key: 'time', header: '兑换时间', width: '150px', cell: (r) => <Text fontVariantNumeric="tabular-nums">{r.time}</Text> },
    { key: 'name', header: '商品', rowHeader: true, cell: (r) => r.title },
    { key: 'kind', header: '类型', width: '90px', cell: (r) => PRODUCT_KIND_TEXT[r.kind] ?? '—' },
    { key: 'points', header: '消耗积分', unit: '积分', align: 'right', width: '90px', cell: (r) => <Text fontVariantNumeric="tabular-nums">{pointsText(r.points)}</Text> },
    { key: 'status', header: '状态', width: '80px', cell: (r) => <ToneBadge tone={r.status === 'pending' ? 'accent' : 'green'}>{r.statusText}</ToneBadge> },
    { key: 'detail', header: '说明', width: '210px', cell: (r) => <Text fontSize="12px" color="gray.500" lineClamp={2}>{deliveryText(r)}</Text> },
    {
      key: 'action',
      header: '操作',
      width: '190px',
      cell: (r) => {
        if (!r.downloads) return <Text color="gray.400">—</Text>;
        const left = r.downloads.remaining;
        const none = left <= 0;
        return (
          <Flex align="center" gap="2">
            <Button
              size="xs"
              variant="outline"
              borderColor={none ? 'gray.200' : CAMPAIGN_RED}
              color={none ? 'gray.400' : CAMPAIGN_RED}
              disabled={none}
              loading={store.downloading === r.exchangeId}
              aria-label={`下载报告：${r.title}`}
              onClick={() => void store.download(r)}
            >
              <LuDownload aria-hidden="true" />
              下载报告
            </Button>
            <Text fontSize="12px" color="gray.500" whiteSpace="nowrap">
              {none ? MallMessages.noDownloadsLeft : `剩余${left}次`}
            </Text>
          </Flex>
        );
      },
    },
  ];
  return (
    <SectionCard id="mine" title="我的兑换" mt="5" extra={page ? <Text>共 {page.total} 条</Text> : null}>
      {exchanges.status === 'error' && !page ? (
        <LoadError onRetry={() => void store.loadExchanges()} text="兑换记录加载失败" />
      ) : page && page.total === 0 ? (
        <EmptyState title="暂无兑换记录" description="在上方选择商品，用积分兑换报告与会员权益。" />
      ) : (
        <>
          <DataTable label="我的兑换" columns={columns} rows={page?.list ?? []} rowKey={(r) => String(r.exchangeId)} loading={!page || exchanges.status === 'loading'} skeletonRows={3} />
          {page && page.total > EXCHANGE_PAGE_SIZE ? (
            <Box pt="4">
              <Pager total={page.total} page={store.exchangePage} pageSize={EXCHANGE_PAGE_SIZE} onPage={(p) => void store.loadExchanges(p)} label="我的兑换分页" />
            </Box>
          ) : null}
        </>
      )}
    </SectionCard>
  );
});
