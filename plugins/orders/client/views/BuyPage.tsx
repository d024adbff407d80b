import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, chakra, Checkbox, Flex, Grid, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
// The checkbox's recipe loads with this page, not with the site's theme (app/client/shell/theme.ts).
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import {
  LuBadgeCheck,
  LuBuilding2,
  LuCalculator,
  LuCheck,
  LuCrown,
  LuFileText,
  LuHeadset,
  LuLayers,
  LuListChecks,
  LuLockKeyhole,
  LuReceipt,
  LuShieldCheck,
  LuZap,
} from 'react-icons/lu';
import type { IconType } from 'react-icons';
import { useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { aboutRoutes } from '@plugins/about/shared/routes';
import { membershipRoutes } from '@plugins/membership/shared/routes';
import { PLAN_PERIOD_LABELS, type PlanPeriod, type PlanProduct, type VipPlan } from '@plugins/membership/shared/plans';
import { ORDER_PAY_MINUTES } from '../../shared/contract';
import { durationText, formatDate, PERIOD_UNIT, SERVICE_HOTLINE, SERVICE_HOURS, shortYuan, yuan } from '../format';
import { OrderBuyStore } from '../tokens';


const PRODUCT_ICONS: Readonly<Record<PlanProduct, IconType>> = {
  singleProject: LuBuilding2,
  unitPrice: LuListChecks,
  projectCost: LuCalculator,
  site: LuCrown,
};

const PERIODS: readonly PlanPeriod[] = ['month', 'year'];

/** Starts the catalogue and the member's rights as soon as the page's code is there. */
export function prepare({ get, search }: PagePrepareContext): void {
  void get<OrderBuyStore>(OrderBuyStore).open(new URLSearchParams(search).get('plan'));
}

/** 月度 / 年度: a radio group of two segments. */
const PeriodSwitch = observer(function PeriodSwitch() {
  const store = useService<OrderBuyStore>(OrderBuyStore);
  const move = (current: PlanPeriod) => store.setPeriod(current === 'month' ? 'year' : 'month');
  return (
    <Flex role="radiogroup" aria-label="开通时长" bg="gray.100" borderRadius="8px" p="1" gap="1">
      {PERIODS.map((period) => {
        const checked = store.period === period;
        return (
          <chakra.button
            key={period}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => store.setPeriod(period)}
            onKeyDown={(e: KeyboardEvent) => {
              if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) {
                e.preventDefault();
                move(period);
                const group = (e.currentTarget as HTMLElement).parentElement;
                requestAnimationFrame(() => group?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus());
              }
            }}
            px="4"
            h="32px"
            borderRadius="6px"
            fontSize="14px"
            fontWeight={checked ? '600' : '400'}
            color={checked ? 'brand.700' : 'gray.600'}
            bg={checked ? 'white' : 'transparent'}
            boxShadow={checked ? '0 1px 2px rgba(16, 24, 40, 0.12)' : 'none'}
            cursor="pointer"
            display="inline-flex"
            alignItems="center"
            gap="1.5"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
          >
            {PLAN_PERIOD_LABELS[period]}
            {period === 'year' ? (
              <Box as="span" fontSize="11px" fontWeight="600" color="accent.800" bg="accent.100" px="1.5" borderRadius="4px" lineHeight="18px">
                省2个月
              </Box>
            ) : null}
          </chakra.button>
        );
      })}
    </Flex>
  );
});

/** The yearly price against twelve months of the monthly one. */
function yearSaving(plan: VipPlan, all: readonly VipPlan[]): { perMonth: number; saved: number } | null {
  if (plan.period !== 'year') return null;
  const month = all.find((p) => p.product === plan.product && p.period === 'month');
  if (!month) return null;
  return { perMonth: Math.round(plan.priceFen / 12), saved: month.priceFen * 12 - plan.priceFen };
}

/** One product of the price sheet, as a radio. */
const PlanCard = observer(function PlanCard({ plan, index }: { plan: VipPlan; index: number }) {
  const store = useService<OrderBuyStore>(OrderBuyStore);
  const checked = store.product === plan.product;
  const Icon = PRODUCT_ICONS[plan.product];
  const saving = yearSaving(plan, store.catalogue.data?.plans ?? []);
  // The member's own running right of this product (a trial or an enterprise's shared right is not renewed).
  const held = plan.rights
    .map((right) => store.held.find((h) => h.right === right && !h.trial && !h.enterprise && h.until != null && h.until > Date.now()))
    .find(Boolean);
  const products = store.plans.map((p) => p.product);
  const step = (delta: number) => {
    const next = products[(index + delta + products.length) % products.length];
    if (next) store.choose(next);
  };
  return (
    <chakra.button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-label={`${plan.name}，${PLAN_PERIOD_LABELS[plan.period]}，${shortYuan(plan.priceFen)}元/${PERIOD_UNIT[plan.period]}`}
      aria-describedby={`plan-features-${plan.product}`}
      tabIndex={checked ? 0 : -1}
      data-plan={plan.id}
      onClick={() => store.choose(plan.product)}
      onKeyDown={(e: KeyboardEvent) => {
        const delta = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
        if (!delta) return;
        e.preventDefault();
        step(delta);
        const group = (e.currentTarget as HTMLElement).parentElement;
        requestAnimationFrame(() => group?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus());
      }}
      position="relative"
      textAlign="left"
      display="flex"
      flexDirection="column"
      bg={checked ? 'brand.50' : 'white'}
      borderWidth={checked ? '2px' : '1px'}
      borderColor={checked ? 'brand.500' : 'page.border'}
      borderRadius="10px"
      p={checked ? '19px' : '20px'}
      cursor="pointer"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: checked ? 'brand.500' : 'brand.300', boxShadow: '0 4px 14px rgba(20, 86, 200, 0.08)' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      {plan.recommended ? (
        <Box position="absolute" top="-1px" right="16px" bg="accent.500" color="white" fontSize="12px" fontWeight="600" px="2.5" lineHeight="22px" borderBottomRadius="6px">
          推荐
        </Box>
      ) : null}
      <Flex align="center" gap="2.5">
        <Flex
          w="36px"
          h="36px"
          borderRadius="8px"
          align="center"
          justify="center"
          fontSize="18px"
          bg={plan.product === 'site' ? 'accent.100' : 'brand.100'}
          color={plan.product === 'site' ? 'accent.700' : 'brand.700'}
          aria-hidden="true"
        >
          <Icon />
        </Flex>
        <Text fontSize="16px" fontWeight="600" color="gray.800">
          {plan.name}
        </Text>
        {checked ? (
          <Flex ml="auto" w="20px" h="20px" borderRadius="full" bg="brand.600" color="white" align="center" justify="center" fontSize="13px" aria-hidden="true">
            <LuCheck />
          </Flex>
        ) : null}
      </Flex>
      <Flex align="baseline" gap="1" mt="4" color={plan.product === 'site' ? 'accent.700' : 'brand.700'}>
        <Text as="span" fontSize="16px" fontWeight="600">
          ¥
        </Text>
        <Text as="span" fontSize="30px" fontWeight="700" lineHeight="1" fontVariantNumeric="tabular-nums">
          {shortYuan(plan.priceFen)}
        </Text>
        <Text as="span" fontSize="13px" color="gray.500" ml="0.5">
          元/{PERIOD_UNIT[plan.period]}
        </Text>
      </Flex>
      <Text fontSize="12px" color="gray.500" mt="1.5" minH="18px">
        {saving ? `约合 ¥${shortYuan(saving.perMonth)}/月 · 比按月开通省 ¥${shortYuan(saving.saved)}` : `${plan.days}天有效，可随时续费`}
      </Text>
      <Separator my="3.5" borderColor="page.border" />
      <Stack as="ul" id={`plan-features-${plan.product}`} gap="2" listStyleType="none" fontSize="13px" color="gray.700" flex="1">
        {plan.features.map((feature) => (
          <Flex as="li" key={feature} align="flex-start" gap="2">
            <Box as="span" color="green.600" mt="0.5" flexShrink={0} aria-hidden="true">
              <LuBadgeCheck />
            </Box>
            {feature}
          </Flex>
        ))}
      </Stack>
      {held?.until ? (
        <Text fontSize="12px" color="brand.700" bg="white" borderWidth="1px" borderColor="brand.100" borderRadius="6px" px="2" py="1" mt="3.5">
          已开通，有效期至 {formatDate(held.until)}，续费后顺延
        </Text>
      ) : null}
    </chakra.button>
  );
});

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-start" gap="4" fontSize="14px">
      <Text as="dt" color="gray.500" flexShrink={0}>
        {label}
      </Text>
      <Box as="dd" color="gray.800" textAlign="right" minW="0">
        {children}
      </Box>
    </Flex>
  );
}

/** 订单确认: the plan, its duration, the expiries after stacking, the amount, the agreement and 提交订单. */
const Summary = observer(function Summary() {
  const store = useService<OrderBuyStore>(OrderBuyStore);
  // The service agreement is the about plugin's 用户协议 page (its membership chapter); a link only while it is served.
  const agreement = aboutRoutes.agreement();
  const agreementServed = servesPath(useRegistry(), agreement);
  const plan = store.plan;
  const payment = store.catalogue.data?.payment;
  if (!plan || !payment) return null;
  return (
    <Box as="section" aria-labelledby="order-summary-title" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" boxShadow="0 4px 16px rgba(16, 24, 40, 0.06)" overflow="hidden">
      <Flex align="center" gap="2" px="5" h="52px" borderBottomWidth="1px" borderColor="page.border" bg="gray.50">
        <Box color="brand.600" aria-hidden="true" display="inline-flex">
          <LuReceipt />
        </Box>
        <Heading as="h2" id="order-summary-title" fontSize="16px" fontWeight="600" color="gray.800">
          订单确认
        </Heading>
      </Flex>
      <Stack as="dl" gap="3" px="5" pt="4">
        <SummaryRow label="套餐">
          <Text fontWeight="600">
            {plan.name}（{plan.periodLabel}）
          </Text>
        </SummaryRow>
        <SummaryRow label="时长">{durationText(plan)}</SummaryRow>
        <SummaryRow label="到期时间">
          <Stack gap="1" align="flex-end">
            {store.expiries.map((e) => (
              <Box key={e.right} data-right={e.right}>
                <Text fontWeight="600" fontVariantNumeric="tabular-nums">
                  {store.expiries.length > 1 ? <Text as="span" fontWeight="400" color="gray.500" fontSize="12px" mr="1.5">{e.label}</Text> : null}
                  {formatDate(e.until)}
                </Text>
                {e.current ? (
                  <Text fontSize="12px" color="gray.500">
                    在原到期日 {formatDate(e.current)} 后顺延
                  </Text>
                ) : null}
              </Box>
            ))}
          </Stack>
        </SummaryRow>
        <SummaryRow label="支付方式">{payment.available ? payment.label ?? '在线支付' : '暂未开通'}</SummaryRow>
      </Stack>
      <Separator my="4" mx="5" w="auto" borderColor="page.border" borderStyle="dashed" />
      <Flex px="5" justify="space-between" align="baseline">
        <Text fontSize="14px" color="gray.700">
          应付金额
        </Text>
        <Text color="#e0402a" fontWeight="700" fontVariantNumeric="tabular-nums" aria-label={`应付金额 ${yuan(plan.priceFen)} 元`}>
          <Text as="span" fontSize="16px" mr="0.5">
            ¥
          </Text>
          <Text as="span" fontSize="28px">
            {yuan(plan.priceFen)}
          </Text>
        </Text>
      </Flex>
      <Box px="5" pb="5" pt="4">
        {payment.available ? (
          <>
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              size="sm"
              colorPalette="brand"
              checked={store.agreed}
              onCheckedChange={(e) => store.setAgreed(e.checked === true)}
              alignItems="flex-start"
              invalid={store.error !== '' && !store.agreed}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontSize="13px" color="gray.600" fontWeight="400">
                我已阅读并同意
                {agreementServed ? (
                  <Link href={agreement} target="_blank" rel="noopener" color="brand.600">
                    《会员服务协议》
                  </Link>
                ) : (
                  '《会员服务协议》'
                )}
              </Checkbox.Label>
            </Checkbox.Root>
            {store.error ? (
              <Text role="alert" fontSize="13px" color="red.600" mt="2">
                {store.error}
              </Text>
            ) : null}
            <Button
              mt="4"
              w="full"
              h="46px"
              fontSize="16px"
              colorPalette="brand"
              loading={store.submitting}
              loadingText="正在提交…"
              onClick={() => void store.submit()}
            >
              提交订单
            </Button>
            <Flex mt="3" align="center" justify="center" gap="1.5" fontSize="12px" color="gray.500">
              <LuLockKeyhole aria-hidden="true" />
              提交后请在{ORDER_PAY_MINUTES}分钟内完成支付
            </Flex>
          </>
        ) : (
          <Box role="note" bg="accent.50" borderWidth="1px" borderColor="accent.200" borderRadius="8px" px="4" py="3.5">
            <Text fontSize="14px" fontWeight="600" color="accent.900">
              在线支付暂未开通
            </Text>
            <Text fontSize="13px" color="gray.700" mt="1" lineHeight="1.7">
              请致电客服热线开通会员，我们将在核实后为您开通权益：
            </Text>
            <Flex align="center" gap="2" mt="2" color="brand.700" fontSize="20px" fontWeight="700" fontVariantNumeric="tabular-nums">
              <LuHeadset aria-hidden="true" />
              <a href={`tel:${SERVICE_HOTLINE.replace(/-/g, '')}`}>{SERVICE_HOTLINE}</a>
            </Flex>
            <Text fontSize="12px" color="gray.500" mt="1">
              {SERVICE_HOURS}
            </Text>
          </Box>
        )}
      </Box>
    </Box>
  );
});

const NOTES: readonly { icon: IconType; title: string; text: string }[] = [
  { icon: LuZap, title: '即时生效', text: '支付成功后权益立即开通，无需重新登录；已开通同类权益的，到期时间在原到期日后顺延。' },
  { icon: LuLayers, title: '全站通VIP', text: '包含单项工程指标、综合单价指标的全部VIP权益及项目造价指标VIP，另含政策文件全文与22G造价优化。' },
  { icon: LuFileText, title: '电子发票', text: '订单开通后，可在「个人中心 · 我的订单」中申请增值税电子普通发票，开具后发送至您填写的邮箱。' },
  { icon: LuShieldCheck, title: '支付安全', text: `金额以订单为准，支付结果以支付平台的通知为准；未支付的订单${ORDER_PAY_MINUTES}分钟后自动关闭。` },
];

/** /order/index (开通会员): the four products by month or year, the order summary and 提交订单. */
const BuyPage = observer(function BuyPage() {
  const store = useService<OrderBuyStore>(OrderBuyStore);
  const plan = new URLSearchParams(useSearch()).get('plan');
  useEffect(() => {
    void store.open(plan);
  }, [store, plan]);
  const view = store.catalogue;

  return (
    <PageContainer breadcrumb={[{ label: '会员中心', href: membershipRoutes.userCenter() }, { label: '开通会员' }]}>
      <Box
        position="relative"
        overflow="hidden"
        borderRadius="12px"
        bgGradient="to-r"
        gradientFrom="brand.700"
        gradientTo="brand.500"
        color="white"
        px="8"
        py="7"
        mb="5"
      >
        <Flex align="center" justify="space-between" gap="6">
          <Box>
            <Heading as="h1" fontSize="26px" fontWeight="700" display="flex" alignItems="center" gap="2.5">
              <LuCrown aria-hidden="true" />
              开通会员
            </Heading>
            <Text mt="2" fontSize="14px" color="whiteAlpha.900">
              按栏目开通或一次开通全站通，解锁指标详情、造价构成与趋势分析，支付后即时生效。
            </Text>
          </Box>
          <Flex gap="6" fontSize="13px" color="whiteAlpha.900" flexShrink={0}>
            {[
              { icon: LuZap, text: '即时开通' },
              { icon: LuShieldCheck, text: '安全支付' },
              { icon: LuReceipt, text: '电子发票' },
            ].map(({ icon: Icon, text }) => (
              <Flex key={text} align="center" gap="1.5">
                <Flex w="28px" h="28px" borderRadius="full" bg="whiteAlpha.200" align="center" justify="center" aria-hidden="true">
                  <Icon />
                </Flex>
                {text}
              </Flex>
            ))}
          </Flex>
        </Flex>
      </Box>

      {view.status === 'error' && !view.data ? (
        <Box bg="white" borderRadius="10px" borderWidth="1px" borderColor="page.border">
          <LoadError text={view.error || '会员套餐加载失败'} onRetry={() => void store.open(plan)} />
        </Box>
      ) : (
        <Grid templateColumns="minmax(0, 1fr) 360px" gap="5" alignItems="start">
          <Stack gap="5" minW="0">
            <SectionCard id="order-plans" title="选择会员套餐" extra={<PeriodSwitch />}>
              {view.data ? (
                <Grid role="radiogroup" aria-label="会员套餐" templateColumns="repeat(2, minmax(0, 1fr))" gap="4">
                  {store.plans.map((p, i) => (
                    <PlanCard key={p.id} plan={p} index={i} />
                  ))}
                </Grid>
              ) : (
                <SkeletonBlock lines={6} height="28px" />
              )}
            </SectionCard>
            <SectionCard id="order-notes" title="购买须知">
              <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="5">
                {NOTES.map(({ icon: Icon, title, text }) => (
                  <Flex key={title} gap="3" align="flex-start">
                    <Flex w="32px" h="32px" borderRadius="8px" bg="brand.50" color="brand.600" align="center" justify="center" flexShrink={0} aria-hidden="true">
                      <Icon />
                    </Flex>
                    <Box>
                      <Text fontSize="14px" fontWeight="600" color="gray.800">
                        {title}
                      </Text>
                      <Text fontSize="13px" color="gray.600" mt="1" lineHeight="1.7">
                        {text}
                      </Text>
                    </Box>
                  </Flex>
                ))}
              </Grid>
              <Text fontSize="12px" color="gray.500" mt="5" pt="4" borderTopWidth="1px" borderColor="page.border">
                如有疑问请致电客服热线 {SERVICE_HOTLINE}（{SERVICE_HOURS}）。
              </Text>
            </SectionCard>
          </Stack>
          <Box position="sticky" top="84px">
            {view.data ? <Summary /> : <SkeletonBlock lines={8} />}
          </Box>
        </Grid>
      )}
    </PageContainer>
  );
});

export default BuyPage;
