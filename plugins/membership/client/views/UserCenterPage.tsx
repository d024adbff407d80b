import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Avatar, Badge, Box, Button, CloseButton, Dialog, Flex, Grid, Heading, Portal, Skeleton, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
// Recipes the site's theme leaves to the pages that use them (app/client/shell/theme.ts).
import { avatarSlotRecipe, dialogSlotRecipe, tableSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { IconType } from 'react-icons';
import {
  LuBadgeCheck,
  LuBuilding2,
  LuCalculator,
  LuClipboardList,
  LuCrown,
  LuLayers,
  LuLaptop,
  LuLogOut,
  LuMonitorSmartphone,
  LuPackageSearch,
  LuRefreshCw,
  LuSparkles,
  LuUserRound,
} from 'react-icons/lu';
import { useLocation, useSearch } from 'wouter';
import { ErrorBoundary } from '@kernel/client/error-boundary';
import { Navigator } from '@kernel/client/navigator';
import { PluginScope, useRegistry, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { PAGE_WIDTH } from '@kernel/client/views/PageContainer';
import type { DeviceSession } from '@plugins/account/shared/contract';
import { membershipRoutes, membershipStatus, TRIAL_DAYS, USER_CENTER_TAB_PARAM, type MembershipUserCenterTab, type RightsInfo } from '../../shared/contract';
import { PRODUCT_OF_RIGHT, PURCHASABLE_RIGHTS, RIGHT_LABELS } from '../../shared/held-rights';
import { planById, type PlanId } from '../../shared/plans';
import { MembershipRights, type MembershipRight } from '../../shared/rights';
import { ACCOUNT_TYPE_LABELS, daysLeft, formatDate, formatDateTime } from '../format';
import { SERVICE_HOTLINE, SERVICE_HOURS, usePurchase } from '../purchase';
import { MembershipStore } from '../store';
import { BannerPattern } from '@kernel/client/views/BannerPattern';

const LOGIN_TYPE_LABELS: Record<DeviceSession['loginType'], string> = {
  auth: '账号登录',
  sms: '手机登录',
  qr: '扫码登录',
  token: '自动登录',
  ticket: '单点登录',
};

/** The centre's own tab (profile, rights, account and devices); contributed tabs follow it. */
const OWN_TAB = 'rights';

/** One lazy component per contributed loader (the registry hands out fresh item objects). */
const tabViews = new WeakMap<MembershipUserCenterTab['load'], LazyExoticComponent<ComponentType>>();
function tabView(load: MembershipUserCenterTab['load']) {
  let view = tabViews.get(load);
  if (!view) tabViews.set(load, (view = lazy(load)));
  return view;
}

/**
 * /usercenter/index (会员中心): profile, rights and their expiry, the trial entry and the logged-in
 * devices (the 会员权益 tab), then the tabs other plugins contribute (`membership.userCenterTab`),
 * each selected by `?tab=<id>`. Without contributed tabs there is no tab bar.
 */
const UserCenterPage = observer(function UserCenterPage() {
  const store = useService<MembershipStore>(MembershipStore);
  const session = useService<SessionStore>(SessionStore);
  const contributed = [...useRegistry().contributions('membership.userCenterTab')]
    .filter((t) => !t.visible || t.visible(session.user))
    .sort((a, b) => a.order - b.order);
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get(USER_CENTER_TAB_PARAM);
  const tab = contributed.some((t) => t.id === asked) ? asked! : OWN_TAB;
  useEffect(() => {
    void store.refreshUser();
    void store.loadRights();
    void store.loadDevices();
  }, [store]);
  const select = (value: string) => {
    const query = value === OWN_TAB ? '' : `?${new URLSearchParams({ [USER_CENTER_TAB_PARAM]: value })}`;
    navigate(`${membershipRoutes.userCenter()}${query}`, { replace: true });
  };

  const own = (
    <>
      <Grid templateColumns="1.35fr 1fr" gap="5" alignItems="stretch">
        <RightsCard />
        <AccountCard />
      </Grid>
      <DevicesCard />
    </>
  );

  return (
    <Box>
      <ProfileBanner />
      <Box w={`${PAGE_WIDTH}px`} mx="auto" mt="-14" position="relative">
        {contributed.length === 0 ? (
          own
        ) : (
          <Tabs.Root recipe={tabsSlotRecipe} value={tab} onValueChange={(e) => select(e.value)} variant="plain" lazyMount unmountOnExit>
            <Tabs.List
              bg="white"
              borderWidth="1px"
              borderColor="page.border"
              borderRadius="10px"
              boxShadow="0 1px 3px rgba(16, 24, 40, 0.05)"
              px="3"
              py="2"
              mb="5"
              gap="1"
              aria-label="会员中心"
            >
              {[{ id: OWN_TAB, label: '会员权益' }, ...contributed].map((t) => (
                <Tabs.Trigger
                  key={t.id}
                  value={t.id}
                  px="5"
                  h="38px"
                  fontSize="15px"
                  color="gray.600"
                  borderRadius="8px"
                  _hover={{ color: 'brand.600', bg: 'brand.50' }}
                  _selected={{ color: 'white', bg: 'brand.600', fontWeight: '600', _hover: { color: 'white', bg: 'brand.600' } }}
                >
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value={OWN_TAB} p="0">
              {own}
            </Tabs.Content>
            {contributed.map((t) => {
              const View = tabView(t.load);
              return (
                <Tabs.Content key={t.id} value={t.id} p="0">
                  <PluginScope pluginId={t.pluginId}>
                    <ErrorBoundary name={`membership.userCenterTab:${t.id}`} fallback={<LoadFailed what={t.label} onRetry={() => window.location.reload()} />}>
                      <Suspense fallback={<Skeleton h="320px" borderRadius="10px" />}>
                        <View />
                      </Suspense>
                    </ErrorBoundary>
                  </PluginScope>
                </Tabs.Content>
              );
            })}
          </Tabs.Root>
        )}
      </Box>
    </Box>
  );
});

export default UserCenterPage;

/** The member's status: a real VIP, a running trial, or none. */
function statusOf(rights: RightsInfo | null, user: object | null) {
  if (rights) {
    if (rights.isVip) return { label: 'VIP会员', tone: 'vip' as const };
    if (rights.trailInterest) return { label: '试用VIP', tone: 'trial' as const };
    return { label: '普通会员', tone: 'plain' as const };
  }
  const member = membershipStatus(user);
  if (member.vip) return member.trial ? { label: '试用VIP', tone: 'trial' as const } : { label: 'VIP会员', tone: 'vip' as const };
  return { label: '普通会员', tone: 'plain' as const };
}

const ProfileBanner = observer(function ProfileBanner() {
  const session = useService<SessionStore>(SessionStore);
  const store = useService<MembershipStore>(MembershipStore);
  const user = session.user;
  const rights = store.rights;
  const name = user?.fullName || user?.accountName || '会员';
  const avatar = user?.avatarPath?.length ? user.avatarPath[user.avatarPath.length - 1] : undefined;
  const status = statusOf(rights, user);
  const accountType = rights?.accountType ?? user?.accountType ?? 'personal';
  const canTry = !!rights && !rights.isVip && !rights.trialUsed;

  return (
    <Box bgGradient="to-br" gradientFrom="brand.600" gradientTo="brand.900" color="white" position="relative" overflow="hidden">
      <BannerPattern />
      <Flex w={`${PAGE_WIDTH}px`} mx="auto" pt="10" pb="20" align="center" gap="6" position="relative">
        <Avatar.Root recipe={avatarSlotRecipe} size="2xl" w="88px" h="88px" colorPalette="brand" borderWidth="3px" borderColor="whiteAlpha.700" boxShadow="0 6px 20px rgba(0,0,0,0.2)">
          <Avatar.Fallback name={name} fontSize="30px" />
          {avatar ? <Avatar.Image src={avatar} alt="" /> : null}
        </Avatar.Root>
        <Box flex="1" minW="0">
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" fontSize="26px" fontWeight="700" letterSpacing="1px" truncate maxW="520px">
              {name}
            </Heading>
            <StatusBadge label={status.label} tone={status.tone} />
          </Flex>
          <Flex mt="2" gap="5" fontSize="14px" color="whiteAlpha.850" wrap="wrap">
            <Flex align="center" gap="1.5">
              <LuUserRound aria-hidden="true" />
              账号：{user?.accountName || '—'}
            </Flex>
            <Flex align="center" gap="1.5">
              <LuBadgeCheck aria-hidden="true" />
              {ACCOUNT_TYPE_LABELS[accountType]}
            </Flex>
            {rights?.enterpriseName ? (
              <Flex align="center" gap="1.5">
                <LuBuilding2 aria-hidden="true" />
                {rights.enterpriseName}
              </Flex>
            ) : null}
          </Flex>
        </Box>
        <Flex gap="3" flexShrink={0}>
          {canTry ? (
            <Button h="44px" px="6" bg="accent.500" color="white" fontSize="15px" _hover={{ bg: 'accent.600' }} onClick={() => store.openTrial()}>
              <LuCrown />
              申请试用VIP
            </Button>
          ) : null}
          <Button
            h="44px"
            px="6"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.600"
            fontSize="15px"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => store.openBuyService()}
          >
            {rights?.isVip ? '续费会员' : '开通VIP会员'}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
});

function StatusBadge({ label, tone }: { label: string; tone: 'vip' | 'trial' | 'plain' }) {
  const styles =
    tone === 'vip'
      ? { bg: 'accent.400', color: 'accent.950' }
      : tone === 'trial'
        ? { bg: 'accent.100', color: 'accent.800' }
        : { bg: 'whiteAlpha.300', color: 'white' };
  return (
    <Badge {...styles} px="2.5" py="0.5" borderRadius="full" fontSize="12px" fontWeight="600" display="inline-flex" alignItems="center" gap="1">
      {tone !== 'plain' ? <LuCrown aria-hidden="true" /> : null}
      {label}
    </Badge>
  );
}

/** A white card with the about pages' look, and a section heading. */
function Card({ title, icon: Icon, actions, children, ...rest }: { title: string; icon: IconType; actions?: ReactNode; children: ReactNode; mt?: string }) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="white"
      borderWidth="1px"
      borderColor="page.border"
      borderRadius="10px"
      boxShadow="0 1px 3px rgba(16, 24, 40, 0.05)"
      px="7"
      py="6"
      {...rest}
    >
      <Flex align="center" justify="space-between" mb="5" gap="4">
        <Flex align="center" gap="2.5">
          <Box w="4px" h="18px" bg="brand.600" borderRadius="2px" />
          <Heading as="h2" fontSize="18px" fontWeight="600" color="page.fg" display="flex" alignItems="center" gap="2">
            <Box as="span" color="brand.600" display="inline-flex">
              <Icon aria-hidden="true" />
            </Box>
            {title}
          </Heading>
        </Flex>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

interface RightLine {
  icon: IconType;
  name: string;
  active: boolean;
  state: string;
  detail: string;
  /** 续费 / 开通 with the plan it leads to; none for a right the member cannot buy for itself. */
  action?: { label: '续费' | '开通'; plan: PlanId };
}

const RIGHT_ICONS: Record<MembershipRight, IconType> = {
  vip: LuCrown,
  singleProjectVip: LuLayers,
  unitPriceVip: LuCalculator,
  projectCostVip: LuClipboardList,
  m2: LuPackageSearch,
};

const untilText = (until: number) => `有效期至 ${formatDate(until)}（剩余${daysLeft(until)}天）`;

/** One purchasable right: held (with its end and 续费) or not (what it opens, and 开通). */
function purchasableLine(right: MembershipRight, rights: RightsInfo): RightLine {
  const held = rights.rights.find((h) => h.right === right);
  const plan = planById(`${PRODUCT_OF_RIGHT[right]}.year`)!;
  const base = { icon: RIGHT_ICONS[right], name: RIGHT_LABELS[right] };
  const open = { label: '开通' as const, plan: plan.id };
  if (!held) {
    const expired = right === MembershipRights.vip && rights.vipExpireAt ? `已于 ${formatDate(rights.vipExpireAt)} 到期；` : '';
    return { ...base, active: false, state: '未开通', detail: `${expired}${plan.features.slice(0, 2).join('、')}`, action: open };
  }
  if (held.trial) return { ...base, active: true, state: '试用中', detail: `试用权益，${formatDateTime(held.until ?? 0)} 到期`, action: open };
  if (held.enterprise) {
    return { ...base, active: true, state: '企业共享', detail: held.until === null ? '企业共享权益，长期有效' : `企业共享权益，${untilText(held.until)}` };
  }
  if (held.until === null) return { ...base, active: true, state: '已开通', detail: '长期有效' };
  const vip = rights.rights.find((h) => h.right === MembershipRights.vip && !h.trial && !h.enterprise);
  const byVip = right !== MembershipRights.vip && vip?.until != null && PRODUCT_OF_RIGHT[right] !== 'projectCost' && vip.until >= held.until;
  if (byVip) return { ...base, active: true, state: '已开通', detail: `全站通VIP已包含，${untilText(held.until)}` };
  return { ...base, active: true, state: '已开通', detail: untilText(held.until), action: { label: '续费', plan: plan.id } };
}

function rightLines(rights: RightsInfo): RightLine[] {
  const trialDetail = rights.trailInterest
    ? `剩余${daysLeft(rights.trialExpireAt ?? 0)}天，${formatDateTime(rights.trialExpireAt ?? 0)} 到期`
    : rights.trialUsed
      ? rights.trialExpireAt
        ? `已于 ${formatDate(rights.trialExpireAt)} 到期，每个账号仅可试用一次`
        : '每个账号仅可试用一次'
      : rights.isVip
        ? 'VIP会员无需试用'
        : `可免费试用${TRIAL_DAYS}天全站通VIP权益`;
  const m2 = rights.rights.find((h) => h.right === MembershipRights.m2);
  return [
    ...PURCHASABLE_RIGHTS.map((right) => purchasableLine(right, rights)),
    {
      icon: LuSparkles,
      name: '试用VIP',
      active: rights.trailInterest,
      state: rights.trailInterest ? '试用中' : rights.trialUsed ? '已使用' : '未使用',
      detail: trialDetail,
    },
    {
      icon: LuPackageSearch,
      name: RIGHT_LABELS.m2,
      active: !!m2,
      state: m2 ? (m2.enterprise ? '企业共享' : '可使用') : '未开通',
      detail: '发布寻源需求，匹配优质供应商',
    },
  ];
}

const STATE_TONES: Record<string, { bg: string; color: string }> = {
  已开通: { bg: 'green.50', color: 'green.700' },
  可使用: { bg: 'green.50', color: 'green.700' },
  试用中: { bg: 'accent.50', color: 'accent.700' },
  企业共享: { bg: 'brand.50', color: 'brand.700' },
};

const RightsCard = observer(function RightsCard() {
  const store = useService<MembershipStore>(MembershipStore);
  const navigator = useService<Navigator>(Navigator);
  const purchase = usePurchase();
  const rights = store.rights;
  const act = (plan: PlanId) => {
    if (purchase) navigator.navigate(purchase(plan));
    else store.openBuyService();
  };
  return (
    <Card title="会员权益" icon={LuCrown}>
      {rights ? (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" separator={<Box as="li" aria-hidden="true" h="1px" bg="page.border" />}>
          {rightLines(rights).map((line) => {
            const tone = (line.active && STATE_TONES[line.state]) || { bg: 'gray.100', color: 'gray.500' };
            return (
              <Flex as="li" key={line.name} align="center" gap="4" py="3">
                <Flex
                  w="40px"
                  h="40px"
                  flexShrink={0}
                  borderRadius="10px"
                  align="center"
                  justify="center"
                  fontSize="18px"
                  bg={line.active ? 'accent.50' : 'gray.100'}
                  color={line.active ? 'accent.600' : 'gray.400'}
                >
                  <line.icon aria-hidden="true" />
                </Flex>
                <Box flex="1" minW="0">
                  <Flex align="center" gap="2">
                    <Text fontSize="15px" fontWeight="600" color="gray.800">
                      {line.name}
                    </Text>
                    <Badge px="2" py="0" borderRadius="full" fontSize="11px" bg={tone.bg} color={tone.color}>
                      {line.state}
                    </Badge>
                  </Flex>
                  <Text fontSize="13px" color="gray.500" truncate>
                    {line.detail}
                  </Text>
                </Box>
                {line.action ? (
                  <Button
                    size="xs"
                    h="28px"
                    px="3.5"
                    flexShrink={0}
                    variant={line.action.label === '续费' ? 'outline' : 'solid'}
                    colorPalette={line.action.label === '续费' ? 'brand' : 'accent'}
                    aria-label={`${line.action.label}${line.name}`}
                    onClick={() => act(line.action!.plan)}
                  >
                    {line.action.label}
                  </Button>
                ) : null}
              </Flex>
            );
          })}
        </Stack>
      ) : store.rightsState === 'error' ? (
        <LoadFailed what="会员权益" onRetry={() => void store.loadRights()} />
      ) : (
        <Stack gap="4">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} h="44px" />
          ))}
        </Stack>
      )}
      {rights && !purchase ? (
        <Text mt="3" fontSize="12px" color="gray.500">
          开通或续费请致电客服热线 {SERVICE_HOTLINE}（{SERVICE_HOURS}）
        </Text>
      ) : null}
    </Card>
  );
});

const AccountCard = observer(function AccountCard() {
  const session = useService<SessionStore>(SessionStore);
  const store = useService<MembershipStore>(MembershipStore);
  const user = session.user;
  const rights = store.rights;
  const accountType = rights?.accountType ?? user?.accountType ?? 'personal';
  const rows: [string, string][] = [
    ['用户名', user?.accountName || '—'],
    ['姓名', user?.fullName || '—'],
    ['账号类型', ACCOUNT_TYPE_LABELS[accountType]],
    ['所属企业', rights?.enterpriseName || (accountType === 'personal' ? '无' : '—')],
    ['会员编号', user?.globalId || '—'],
  ];
  return (
    <Card title="账号信息" icon={LuUserRound}>
      <Stack as="dl" gap="0" fontSize="14px" separator={<Box h="1px" bg="page.border" />}>
        {rows.map(([term, value]) => (
          <Flex key={term} py="3.5" gap="4">
            <Text as="dt" w="80px" flexShrink={0} color="gray.500">
              {term}
            </Text>
            <Text as="dd" m="0" color="gray.800" fontWeight="500" wordBreak="break-all">
              {value}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Card>
  );
});

const DevicesCard = observer(function DevicesCard() {
  const store = useService<MembershipStore>(MembershipStore);
  const [confirming, setConfirming] = useState(false);
  const others = store.devices.filter((d) => !d.current).length;
  return (
    <Card
      title="登录设备"
      icon={LuMonitorSmartphone}
      mt="5"
      actions={
        <Flex gap="2">
          <Button size="sm" variant="ghost" color="gray.600" onClick={() => void store.loadDevices()} loading={store.devicesState === 'loading'} aria-label="刷新设备列表">
            <LuRefreshCw />
            刷新
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={others === 0} loading={store.revoking} onClick={() => setConfirming(true)}>
            <LuLogOut />
            退出其他设备
          </Button>
        </Flex>
      }
    >
      <Text fontSize="13px" color="gray.500" mt="-3" mb="4">
        以下是当前登录您账号的设备。如发现陌生设备，请及时退出其他设备并修改密码。
      </Text>
      {store.devicesState === 'error' ? (
        <LoadFailed what="登录设备" onRetry={() => void store.loadDevices()} />
      ) : store.devicesState !== 'ready' && store.devices.length === 0 ? (
        <Stack gap="3">
          {[0, 1].map((i) => (
            <Skeleton key={i} h="40px" />
          ))}
        </Stack>
      ) : store.devices.length === 0 ? (
        <Text fontSize="14px" color="gray.500" py="6" textAlign="center">
          暂无登录设备信息
        </Text>
      ) : (
        <Table.Root recipe={tableSlotRecipe} size="md" variant="line" fontSize="14px">
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader color="gray.600" fontWeight="500">设备</Table.ColumnHeader>
              <Table.ColumnHeader color="gray.600" fontWeight="500">IP地址</Table.ColumnHeader>
              <Table.ColumnHeader color="gray.600" fontWeight="500">登录方式</Table.ColumnHeader>
              <Table.ColumnHeader color="gray.600" fontWeight="500">登录时间</Table.ColumnHeader>
              <Table.ColumnHeader color="gray.600" fontWeight="500">最近活动</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {store.devices.map((d) => (
              <Table.Row key={d.id} bg={d.current ? 'brand.50/40' : undefined}>
                <Table.Cell>
                  <Flex align="center" gap="2">
                    <Box color="gray.500" display="inline-flex">
                      <LuLaptop aria-hidden="true" />
                    </Box>
                    <Text as="span" color="gray.800">
                      {d.device || '未知设备'}
                    </Text>
                    {d.current ? (
                      <Badge colorPalette="brand" variant="solid" size="sm" borderRadius="full" px="2">
                        当前设备
                      </Badge>
                    ) : null}
                  </Flex>
                </Table.Cell>
                <Table.Cell color="gray.700">{d.ip || '—'}</Table.Cell>
                <Table.Cell color="gray.700">{LOGIN_TYPE_LABELS[d.loginType] ?? d.loginType}</Table.Cell>
                <Table.Cell color="gray.700">{formatDateTime(d.createdAt)}</Table.Cell>
                <Table.Cell color="gray.700">{formatDateTime(d.lastSeenAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <ConfirmRevoke
        open={confirming}
        count={others}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void store.revokeOtherDevices();
        }}
      />
    </Card>
  );
});

function ConfirmRevoke({ open, count, onClose, onConfirm }: { open: boolean; count: number; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" role="alertdialog" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="400px" maxW="400px" borderRadius="12px">
            <Dialog.Header pt="6" pb="2">
              <Dialog.Title fontSize="17px">退出其他设备</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description fontSize="14px" color="gray.600">
                确定要退出其他 {count} 台设备吗？这些设备需要重新登录才能继续使用。
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" px="5" onClick={onClose}>
                取消
              </Button>
              <Button colorPalette="red" size="sm" px="5" onClick={onConfirm}>
                确定退出
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Flex direction="column" align="center" py="6" gap="3">
      <Text fontSize="14px" color="gray.500">
        {what}加载失败，请稍后重试
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <LuRefreshCw />
        重新加载
      </Button>
    </Flex>
  );
}
