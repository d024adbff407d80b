import type { ComponentType } from 'react';
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { LuHeadphones } from 'react-icons/lu';
import { Link } from 'wouter';
import { DialogService, type DialogId, type DialogMap } from '@kernel/client/dialogs';
import { useRegistry, useService } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { HOTLINE, SERVICE_EMAIL, SERVICE_HOURS } from './site';
import { useLightPopover } from './use-light-popover';

/** The dialogs opened without props. */
type PlainDialogId = { [K in DialogId]: DialogMap[K] extends void | undefined ? K : never }[DialogId];

/**
 * An entry of the side widget, below 在线客服: a page of the contributing plugin (e.g. 会员活动,
 * 学习专区; shown only while a plugin serves it) or one of its dialogs (意见反馈; shown only while an
 * active plugin contributes that dialog).
 */
export interface SideEntry {
  readonly id: string;
  /** Entries show in `order` (ascending). */
  readonly order: number;
  readonly text: string;
  /** An icon component the contributing plugin bundles (react-icons' IconType fits). */
  readonly icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' | 'false' }>;
  /** Where it goes (the contributing plugin's route ref)… */
  readonly route?: string;
  /** …or the dialog it opens through the DialogService (a dialog without props). */
  readonly dialog?: PlainDialogId;
}

declare module '@kernel/client/contributions' {
  interface ContributionMap {
    /** Entries of the floating side widget. */
    'shell.sideEntry': SideEntry;
  }
}

const entryStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  w: '68px',
  h: '68px',
  color: 'gray.600',
  bg: 'white',
  fontSize: '12px',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'color 0.2s, background 0.2s',
  _hover: { color: 'brand.600', bg: 'brand.50', textDecoration: 'none' },
  _expanded: { color: 'brand.600', bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  '& svg': { fontSize: '22px' },
} as const;

const EntryButton = chakra('button', { base: entryStyle });
const EntryAnchor = chakra('a', { base: entryStyle });

/**
 * The floating widget at the right: 在线客服, then the entries plugins contribute to
 * `shell.sideEntry` (意见反馈 from the feedback plugin; a page entry only while a plugin serves the
 * page, never a link to the 404 page), plus `side` slots.
 */
export function SideWidget() {
  const dialogs = useService<DialogService>(DialogService);
  const registry = useRegistry();
  const sideSlots = registry.slots('side');
  const entries = [...registry.contributions('shell.sideEntry')]
    .filter((e) => (e.route ? servesPath(registry, e.route) : !!e.dialog && registry.dialogs.some((d) => d.id === e.dialog)))
    .sort((a, b) => a.order - b.order);
  const service = useLightPopover<HTMLElement>();
  return (
    <Box
      as="aside"
      aria-label="快捷服务"
      position="fixed"
      right="16px"
      top="50%"
      transform="translateY(-50%)"
      zIndex={20}
      ref={service.containerRef}
    >
      <Stack
        gap="0"
        bg="white"
        borderRadius="10px"
        overflow="hidden"
        boxShadow="0 4px 20px rgba(15, 35, 80, 0.12)"
        borderWidth="1px"
        borderColor="page.border"
        separator={<Box h="1px" bg="page.border" mx="2" />}
      >
        <EntryButton {...service.triggerProps}>
          <LuHeadphones aria-hidden="true" />
          在线客服
        </EntryButton>
        {entries.map(({ id, text, icon: Icon, route, dialog }) =>
          route ? (
            <Link key={id} href={route} asChild>
              <EntryAnchor>
                <Icon aria-hidden="true" />
                {text}
              </EntryAnchor>
            </Link>
          ) : (
            <EntryButton key={id} type="button" onClick={() => dialog && dialogs.open(dialog)}>
              <Icon aria-hidden="true" />
              {text}
            </EntryButton>
          ),
        )}
      </Stack>
      {service.open ? <CustomerServicePanel {...service.panelProps} /> : null}
      {sideSlots.map(({ id, component: Slot }) => (
        <Box key={id} mt="3">
          <Slot />
        </Box>
      ))}
    </Box>
  );
}

/** 在线客服: the hotline and service hours, to the left of the widget. */
function CustomerServicePanel(props: { id: string; role: 'dialog' }) {
  return (
    <Box
      {...props}
      aria-label="在线客服"
      position="absolute"
      top="0"
      right="calc(100% + 12px)"
      w="288px"
      p="4"
      bg="white"
      borderWidth="1px"
      borderColor="page.border"
      borderRadius="10px"
      boxShadow="0 10px 30px rgba(15, 35, 80, 0.16)"
    >
      <Text fontSize="15px" fontWeight="600" mb="3">
        在线客服
      </Text>
      <Text fontSize="12px" color="page.muted">
        客服热线
      </Text>
      <Text fontSize="20px" fontWeight="700" color="brand.600" letterSpacing="0.5px" mb="2">
        {HOTLINE}
      </Text>
      <Text fontSize="13px" color="page.fg">
        服务时间：{SERVICE_HOURS}
      </Text>
      <Text fontSize="13px" color="page.fg">
        客服邮箱：{SERVICE_EMAIL}
      </Text>
      <Text fontSize="12px" color="page.muted" mt="2">
        非工作时间可通过“意见反馈”留言，我们将在下一个工作日内回复。
      </Text>
    </Box>
  );
}
