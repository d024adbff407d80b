import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Flex, Input, Text } from '@chakra-ui/react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { LuCoins, LuCrown, LuGift, LuPackageOpen, LuSmile } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { DialogCloseAction, DialogShell } from '@kernel/client/views/DialogShell';
import { FormField } from '@kernel/client/views/FormField';
import { ToneBadge, type BadgeTone } from '@kernel/client/views/ToneBadge';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { DRAW_STATUS_TEXT, type DrawStatus } from '../../../shared/contract';
import { MallMessages } from '../../../shared/mall';
import type { GamesStore } from '../tokens';
import { type DeliveryAddress, type DrawRecord, type DrawRecordPage, type DrawResult, type PrizeKind, type PrizeView } from '../../../shared/draws';

// ── Look of the campaign pages ──

/** The festive red of the campaign boards and the gold of their lights. */
export const CAMPAIGN = {
  red: '#d93a26',
  deep: '#a61d12',
  gold: '#ffd36b',
  cream: '#fff6e0',
  band: 'linear-gradient(125deg, #a61d12 0%, #d93a26 48%, #f0652f 100%)',
} as const;

/** China Standard Time `YYYY-MM-DD HH:mm` of epoch milliseconds. */
export function timeText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** China Standard Time `YYYY-MM-DD` of epoch milliseconds. */
export function dayText(ms: number | null | undefined): string {
  return timeText(ms).slice(0, 10);
}

/** An activity's period: 2026-11-01 至 2026-12-31. */
export function periodText(startsAt: number, endsAt: number): string {
  // The end is exclusive (the next day's 00:00): show the last day.
  return `${dayText(startsAt)} 至 ${dayText(endsAt - 1)}`;
}

/** Whether the user asked for less motion (then the grid jumps to its result). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A campaign page's head band: the title, what it is, its period, and the page's own figures. */
export function CampaignHero({ title, summary, period, aside, icon }: { title: string; summary: ReactNode; period?: string; aside?: ReactNode; icon?: ReactNode }) {
  return (
    <Flex as="header" borderRadius="12px" overflow="hidden" color="white" bg={CAMPAIGN.band} px="8" py="7" gap="8" align="center" position="relative">
      <Box
        position="absolute"
        inset="0"
        opacity={0.14}
        aria-hidden="true"
        style={{ backgroundImage: 'radial-gradient(circle at 12px 12px, #ffe9a8 2px, transparent 2.5px)', backgroundSize: '28px 28px' }}
      />
      <Box flex="1" minW="0" position="relative">
        <Flex align="center" gap="2.5" mb="2">
          {icon}
          <Text as="h1" fontSize="28px" fontWeight="700" letterSpacing="2px" textShadow="0 2px 0 rgba(120,10,0,0.35)">
            {title}
          </Text>
        </Flex>
        <Text fontSize="14px" opacity={0.95} lineHeight="1.8" maxW="640px">
          {summary}
        </Text>
        {period ? (
          <Box as="p" display="inline-block" mt="3" px="3" lineHeight="26px" fontSize="13px" borderRadius="13px" bg="rgba(255,255,255,0.16)" borderWidth="1px" borderColor="rgba(255,230,160,0.5)">
            活动时间：{period}
          </Box>
        ) : null}
      </Box>
      {aside ? (
        <Box flexShrink={0} position="relative">
          {aside}
        </Box>
      ) : null}
    </Flex>
  );
}

/** 活动规则: one sentence a line, numbered. */
export function RuleList({ rules }: { rules: readonly string[] }) {
  if (rules.length === 0) return <Text color="gray.500" fontSize="13px">暂无规则说明</Text>;
  return (
    <Box as="ol" pl="5" fontSize="13px" color="gray.700" lineHeight="1.9" listStyleType="decimal">
      {rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </Box>
  );
}

const KIND_ICONS: Record<PrizeKind, typeof LuCoins> = { points: LuCoins, vip: LuCrown, gift: LuGift, none: LuSmile };

/** The icon of a prize kind. */
export function PrizeIcon({ kind, size = 28 }: { kind: PrizeKind; size?: number }) {
  const Icon = KIND_ICONS[kind] ?? LuPackageOpen;
  return <Icon aria-hidden="true" size={size} />;
}

// ── The 3×3 grid ──

/** The grid's cells clockwise from the top left (row, column); the centre holds the button. */
const RING: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 3],
  [3, 3],
  [3, 2],
  [3, 1],
  [2, 1],
];

/**
 * The grid's light: `spin(target)` runs it round the ring, three laps then slowing down, and stops
 * on the prize the server chose; with reduced motion it goes there at once.
 */
export function useGridSpin(cells = RING.length) {
  const [active, setActive] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const position = useRef(0);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const spin = useCallback(
    (target: number) =>
      new Promise<void>((resolve) => {
        const stop = ((target % cells) + cells) % cells;
        if (prefersReducedMotion()) {
          position.current = stop;
          setActive(stop);
          resolve();
          return;
        }
        setSpinning(true);
        const steps = 3 * cells + ((stop - position.current + cells) % cells);
        let done = 0;
        const tick = () => {
          position.current = (position.current + 1) % cells;
          setActive(position.current);
          done += 1;
          if (done >= steps) {
            setSpinning(false);
            resolve();
            return;
          }
          const left = steps - done;
          // Fast at first, slowing over the last ten cells.
          const delay = left > 10 ? 60 : 60 + (10 - left) * 35;
          timer.current = setTimeout(tick, delay);
        };
        tick();
      }),
    [cells],
  );
  return { active, spinning, spin, reset: () => setActive(null) };
}

/** A cell of the grid: the prize's icon, name and line. */
function PrizeCell({ prize, lit }: { prize: PrizeView | undefined; lit: boolean }) {
  return (
    <Flex
      role="listitem"
      direction="column"
      align="center"
      justify="center"
      textAlign="center"
      gap="1"
      px="2"
      borderRadius="12px"
      bg={lit ? CAMPAIGN.gold : CAMPAIGN.cream}
      color={lit ? CAMPAIGN.deep : '#8a3b12'}
      boxShadow={lit ? '0 0 0 3px #fff, 0 0 18px 4px rgba(255,211,107,0.9)' : 'inset 0 -4px 0 rgba(217,58,38,0.18)'}
      transform={lit ? 'scale(1.04)' : undefined}
      transition="background 0.08s, transform 0.08s"
      data-lit={lit ? 'true' : undefined}
      aria-current={lit ? 'true' : undefined}
      minH="0"
    >
      {prize ? (
        <>
          <PrizeIcon kind={prize.kind} />
          <Text fontSize="14px" fontWeight="700" lineHeight="1.3" lineClamp={2}>
            {prize.name}
          </Text>
          {prize.description ? (
            <Text fontSize="11px" opacity={0.8} lineHeight="1.3" lineClamp={1}>
              {prize.description}
            </Text>
          ) : null}
        </>
      ) : null}
    </Flex>
  );
}

/**
 * The 3×3 lucky grid: eight prizes round the 抽奖 button (剩余N次 under it). `active` is the lit cell
 * (the prize index); a visitor's button reads 登录后抽奖 under 抽奖.
 */
export function DrawGrid({
  prizes,
  active,
  remaining,
  busy,
  disabled,
  onDraw,
  note,
  size = 'lg',
}: {
  prizes: readonly PrizeView[];
  active: number | null;
  /** Draws left; null for a visitor. */
  remaining: number | null;
  busy: boolean;
  disabled?: boolean;
  onDraw: () => void;
  /** A line under 剩余N次 (e.g. 次数用完后每次消耗50积分). */
  note?: string;
  size?: 'lg' | 'md';
}) {
  const cell = size === 'lg' ? 132 : 104;
  return (
    <Box
      bg={`linear-gradient(160deg, ${CAMPAIGN.red} 0%, ${CAMPAIGN.deep} 100%)`}
      p={size === 'lg' ? '5' : '4'}
      borderRadius="20px"
      boxShadow="0 10px 30px rgba(166,29,18,0.35), inset 0 0 0 6px rgba(255,211,107,0.55)"
      w="fit-content"
      mx="auto"
    >
      <Box display="grid" gridTemplateColumns={`repeat(3, ${cell}px)`} gridTemplateRows={`repeat(3, ${cell}px)`} gap="10px" role="list" aria-label="奖品">
        {RING.map(([row, col], i) => (
          <Box key={`${row}-${col}`} gridRow={row} gridColumn={col} display="grid">
            <PrizeCell prize={prizes[i]} lit={active === i} />
          </Box>
        ))}
        <Box gridRow={2} gridColumn={2} display="grid">
          <Button
            h="auto"
            borderRadius="14px"
            flexDirection="column"
            gap="1"
            color={CAMPAIGN.deep}
            bg="linear-gradient(180deg, #ffe7a0 0%, #ffc53d 100%)"
            boxShadow="inset 0 -6px 0 #e39a12, 0 4px 10px rgba(0,0,0,0.2)"
            _hover={{ bg: 'linear-gradient(180deg, #fff0c2 0%, #ffcf5c 100%)' }}
            _active={{ boxShadow: 'inset 0 -2px 0 #e39a12', transform: 'translateY(2px)' }}
            onClick={onDraw}
            disabled={busy || disabled}
            aria-busy={busy || undefined}
          >
            <Text as="span" fontSize={size === 'lg' ? '30px' : '24px'} fontWeight="800" letterSpacing="4px" lineHeight="1.1">
              抽奖
            </Text>
            <Text as="span" fontSize="12px" fontWeight="600">
              {remaining === null ? '登录后抽奖' : `剩余${remaining}次`}
            </Text>
          </Button>
        </Box>
      </Box>
      {note ? (
        <Text mt="3" textAlign="center" fontSize="12px" color="#ffe9b0">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}

// ── After a draw ──

/** 抽奖结果: the prize won (or 谢谢参与) and the server's sentence; 立即领取 for a gift. */
export function DrawResultDialog({ result, onClose, onClaim }: { result: DrawResult; onClose: () => void; onClaim?: (record: DrawRecord) => void }) {
  const won = result.status !== 'lost';
  return (
    <DialogShell
      title="抽奖结果"
      role="alertdialog"
      onClose={onClose}
      width="400px"
      initialFocus="content"
      footer={
        <>
          {result.record.needsAddress && onClaim ? (
            <Button colorPalette="red" bg={CAMPAIGN.red} onClick={() => onClaim(result.record)}>
              立即领取
            </Button>
          ) : null}
          <DialogCloseAction asChild>
            <Button variant={result.record.needsAddress ? 'outline' : 'solid'} colorPalette={result.record.needsAddress ? 'gray' : 'red'} bg={result.record.needsAddress ? undefined : CAMPAIGN.red}>
              {won ? '开心收下' : '知道了'}
            </Button>
          </DialogCloseAction>
        </>
      }
    >
      <Flex direction="column" align="center" textAlign="center" gap="2" py="2" aria-live="polite">
        <Flex w="72px" h="72px" borderRadius="full" align="center" justify="center" bg={won ? '#fff1d0' : 'gray.100'} color={won ? CAMPAIGN.red : 'gray.500'}>
          <PrizeIcon kind={result.prize.kind} size={36} />
        </Flex>
        <Text fontSize="20px" fontWeight="700" color={won ? CAMPAIGN.deep : 'gray.700'}>
          {won ? result.prize.name : '谢谢参与'}
        </Text>
        <Text fontSize="14px" color="gray.600">
          {result.message}
        </Text>
        <ToneBadge tone={STATUS_TONE[result.status]}>{DRAW_STATUS_TEXT[result.status]}</ToneBadge>
        {result.paidWith === 'points' && result.pointsSpent > 0 ? (
          <Text fontSize="12px" color="gray.500">
            本次抽奖消耗{result.pointsSpent}积分
          </Text>
        ) : null}
      </Flex>
    </DialogShell>
  );
}

const MOBILE = /^1\d{10}$/;

/** 领取: where a gift won is shipped (收货人, 手机号, 详细地址). */
export function AddressDialog({ record, onClose, onSubmit }: { record: DrawRecord; onClose: () => void; onSubmit: (address: DeliveryAddress) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [region, setRegion] = useState('');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof DeliveryAddress, string>>>({});
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    void event;
    // The mall's address rules (the server checks them again).
    const address = { name: name.trim(), phone: phone.trim(), region: region.trim(), detail: detail.trim() };
    const found: Partial<Record<keyof DeliveryAddress, string>> = {};
    if (address.name.length < 1 || address.name.length > 20) found.name = MallMessages.badName;
    if (!MOBILE.test(address.phone)) found.phone = MallMessages.badPhone;
    if (address.region.length < 2 || address.region.length > 40) found.region = MallMessages.badRegion;
    if (address.detail.length < 4 || address.detail.length > 100) found.detail = MallMessages.badDetail;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const ok = await onSubmit(address);
    setSending(false);
    if (ok) onClose();
  };
  return (
    <DialogShell
      title="填写收货信息"
      description={`领取奖品：${record.prizeName}`}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      modal
      width="480px"
      zIndex="var(--chakra-z-index-popover)"
      footer={
        <>
          <DialogCloseAction asChild>
            <Button variant="outline">取消</Button>
          </DialogCloseAction>
          <Button type="submit" colorPalette="red" bg={CAMPAIGN.red} loading={sending}>
            确认领取
          </Button>
        </>
      }
    >
      <Flex direction="column" gap="3">
        <FormField label="收货人" required error={errors.name} orientation="horizontal" labelWidth="72px">
          <Input name="name" value={name} maxLength={20} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="手机号" required error={errors.phone} orientation="horizontal" labelWidth="72px">
          <Input name="phone" value={phone} maxLength={11} inputMode="numeric" autoComplete="tel" onChange={(e) => setPhone(e.target.value)} />
        </FormField>
        <FormField label="所在地区" required error={errors.region} orientation="horizontal" labelWidth="72px">
          <Input name="region" value={region} maxLength={40} placeholder="省、市、区县" autoComplete="address-level1" onChange={(e) => setRegion(e.target.value)} />
        </FormField>
        <FormField label="详细地址" required error={errors.detail} orientation="horizontal" labelWidth="72px" hint="奖品将于7个工作日内寄出">
          <Input name="detail" value={detail} maxLength={100} placeholder="街道、门牌号" autoComplete="street-address" onChange={(e) => setDetail(e.target.value)} />
        </FormField>
      </Flex>
    </DialogShell>
  );
}

// ── Records ──

export const STATUS_TONE: Readonly<Record<DrawStatus, BadgeTone>> = { lost: 'gray', won: 'accent', delivered: 'green' };

/** 我的抽奖记录: time, prize, 未中奖 / 已中奖 / 已发放, and 领取 for a gift won. */
export const DrawRecordsTable = observer(function DrawRecordsTable({
  records,
  loading,
  onClaim,
  label = '我的抽奖记录',
}: {
  records: DrawRecordPage | null;
  loading: boolean;
  onClaim?: (record: DrawRecord) => void;
  label?: string;
}) {
  const columns: DataColumn<DrawRecord>[] = [
    { key: 'time', header: '抽奖时间', width: '150px', cell: (r) => timeText(r.createdAt) },
    { key: 'prize', header: '奖品', cell: (r) => r.prizeName, rowHeader: true },
    { key: 'status', header: '状态', width: '90px', cell: (r) => <ToneBadge tone={STATUS_TONE[r.status]}>{r.statusText || DRAW_STATUS_TEXT[r.status]}</ToneBadge> },
    {
      key: 'action',
      header: '说明',
      cell: (r) =>
        r.needsAddress && onClaim ? (
          <Button size="xs" colorPalette="red" bg={CAMPAIGN.red} onClick={() => onClaim(r)}>
            领取
          </Button>
        ) : (
          <Text as="span" fontSize="12px" color="gray.500">
            {r.deliveryNote ?? (r.paidWith === 'points' ? `消耗${r.pointsSpent}积分` : r.paidWith === 'free' ? '每日免费抽奖' : '')}
          </Text>
        ),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={records?.list ?? []}
      rowKey={(r) => r.drawId}
      loading={loading && !records}
      skeletonRows={3}
      empty="暂无抽奖记录，快去试试手气吧"
    />
  );
});

/** The draw flow of a page: spin to the server's prize, then the result; 领取 opens the address form. */
export function useDrawFlow(game: { draw(): Promise<DrawResult | null>; claim(drawId: number, address: DeliveryAddress): Promise<boolean> }, cells = RING.length) {
  const grid = useGridSpin(cells);
  const [result, setResult] = useState<DrawResult | null>(null);
  const [claiming, setClaiming] = useState<DrawRecord | null>(null);
  const draw = async () => {
    if (grid.spinning) return;
    const outcome = await game.draw();
    if (!outcome) return;
    await grid.spin(outcome.prizeIndex);
    setResult(outcome);
  };
  const dialogs = (
    <>
      {result ? (
        <DrawResultDialog
          result={result}
          onClose={() => setResult(null)}
          onClaim={(record) => {
            setResult(null);
            setClaiming(record);
          }}
        />
      ) : null}
      {claiming ? <AddressDialog record={claiming} onClose={() => setClaiming(null)} onSubmit={(address) => game.claim(claiming.drawId, address)} /> : null}
    </>
  );
  return { grid, draw, dialogs, claim: setClaiming, result };
}

/**
 * A row of prizes lit in turn (the gift box's and the festival's six), with the 抽奖 button and
 * 剩余N次 beside it.
 */
export function PrizeStrip({
  prizes,
  active,
  remaining,
  busy,
  disabled,
  onDraw,
  note,
}: {
  prizes: readonly PrizeView[];
  active: number | null;
  remaining: number | null;
  busy: boolean;
  disabled?: boolean;
  onDraw: () => void;
  note?: string;
}) {
  return (
    <Flex gap="5" align="stretch" bg={`linear-gradient(160deg, ${CAMPAIGN.red} 0%, ${CAMPAIGN.deep} 100%)`} p="4" borderRadius="16px" boxShadow="inset 0 0 0 5px rgba(255,211,107,0.5)">
      <Box flex="1" display="grid" gridTemplateColumns={`repeat(${Math.min(prizes.length, 6)}, 1fr)`} gridAutoRows="112px" gap="8px" role="list" aria-label="奖品">
        {prizes.map((p, i) => (
          <PrizeCell key={p.id} prize={p} lit={active === i} />
        ))}
      </Box>
      <Flex direction="column" w="132px" flexShrink={0} gap="2" justify="center">
        <Button
          h="96px"
          borderRadius="14px"
          flexDirection="column"
          gap="1"
          color={CAMPAIGN.deep}
          bg="linear-gradient(180deg, #ffe7a0 0%, #ffc53d 100%)"
          boxShadow="inset 0 -6px 0 #e39a12, 0 4px 10px rgba(0,0,0,0.2)"
          _hover={{ bg: 'linear-gradient(180deg, #fff0c2 0%, #ffcf5c 100%)' }}
          onClick={onDraw}
          disabled={busy || disabled}
          aria-busy={busy || undefined}
        >
          <Text as="span" fontSize="26px" fontWeight="800" letterSpacing="4px" lineHeight="1.1">
            抽奖
          </Text>
          <Text as="span" fontSize="12px" fontWeight="600">
            {remaining === null ? '登录后抽奖' : `剩余${remaining}次`}
          </Text>
        </Button>
        {note ? (
          <Text fontSize="12px" color="#ffe9b0" textAlign="center" lineHeight="1.5">
            {note}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** Loads the member's parts again after a login or a logout. */
export function useMemberReload(store: Pick<GamesStore, 'memberChanged'>): void {
  const session = useService<SessionStore>(SessionStore);
  useEffect(
    () =>
      reaction(
        () => session.globalId,
        () => void store.memberChanged(),
      ),
    [store, session],
  );
}


/** A key figure on a campaign hero's glass panel: the number in gold with its unit, the label below. */
export function HeroFigure({ label, value, unit }: { label: string; value: number | string; unit: string }) {
  return (
    <Box>
      <Text fontSize="22px" fontWeight="700" color={CAMPAIGN.gold} lineHeight="1.2">
        {value}
        <Text as="span" fontSize="12px" ml="0.5" color="white">
          {unit}
        </Text>
      </Text>
      <Text fontSize="12px" opacity={0.9}>
        {label}
      </Text>
    </Box>
  );
}
