import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, Flex, Popover, Portal, Text, chakra } from '@chakra-ui/react';
import { LuChevronDown, LuChevronLeft, LuMapPin } from 'react-icons/lu';
// The popover's recipe loads with the selector, not with the site's theme (app/client/shell/theme.ts).
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { FilterChip } from './FilterChip';

/**
 * A region as the selector needs it (structurally the Region of the plugin that owns the regions): 全国 or a
 * province with its cities. The kernel never imports plugins, so the shape is declared here.
 */
export interface RegionLike {
  readonly areaid: number;
  readonly name: string;
  readonly subList?: readonly RegionLike[];
}

export interface RegionSelectorProps {
  /** 全国 first (areaid 1), then the provinces in display order (already sorted by the rules). */
  regions: readonly RegionLike[];
  /** The selected areaid: 1 for 全国, a province, or (with `allowCities`) a city. */
  value: number;
  onChange(areaid: number): void;
  /** Offer the cities of a province after choosing it (plus 全省 for the whole province). */
  allowCities?: boolean;
  /** The word before the current name on the trigger (default 地区). */
  label?: string;
}

const NATIONAL_AREA_ID = 1;
const NATIONAL_LABEL = '全国';

/** Initial-letter groups of the province grid, as Chinese address pickers show them. */
const LETTER_GROUPS: ReadonlyArray<{ readonly label: string; readonly letters: string }> = [
  { label: 'A - G', letters: 'ABCDEFG' },
  { label: 'H - K', letters: 'HIJK' },
  { label: 'L - S', letters: 'LMNOPQRS' },
  { label: 'T - Z', letters: 'TUVWXYZ' },
];
const LETTERS = 'ABCDEFGHJKLMNOPQRSTWXYZ';
/** Place-name readings of polyphonic first characters (重庆 chóng, 长沙 cháng, 厦门 xià …). */
const PLACE_READINGS: Readonly<Record<string, string>> = { 重: 'C', 长: 'C', 厦: 'X', 蚌: 'B', 六: 'L', 乐: 'L', 单: 'S' };

let collator: Intl.Collator | null | undefined;

/** The pinyin initial of a name's first character ('#' when the browser cannot tell). */
export function pinyinInitial(name: string): string {
  const first = name.charAt(0);
  if (!first) return '#';
  if (PLACE_READINGS[first]) return PLACE_READINGS[first];
  if (/[A-Za-z]/.test(first)) return first.toUpperCase();
  if (collator === undefined) {
    try {
      collator = new Intl.Collator('zh-Hans-CN-u-co-pinyin');
    } catch {
      collator = null;
    }
  }
  if (!collator) return '#';
  // The pinyin collation places an index marker U+FDD0 + letter before each letter's characters.
  let initial = '#';
  for (const letter of LETTERS) {
    if (collator.compare(first, `\uFDD0${letter}`) >= 0) initial = letter;
  }
  return initial;
}

interface Located {
  /** The province (top-level entry) of the value, or null for 全国 / unknown. */
  province: RegionLike | null;
  /** The city, when the value is one. */
  city: RegionLike | null;
}

function locate(regions: readonly RegionLike[], areaid: number): Located {
  for (const r of regions) {
    if (r.areaid === areaid) return { province: r.areaid === NATIONAL_AREA_ID ? null : r, city: null };
    const city = r.subList?.find((c) => c.areaid === areaid);
    if (city) return { province: r, city };
  }
  return { province: null, city: null };
}

/** Moves the focus among the buttons of a grid with the arrow keys, Home and End. */
function onGridKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-region-option]'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || buttons.length === 0) return;
  event.preventDefault();
  let next = index;
  if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = Math.min(buttons.length - 1, index + 1);
  if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = Math.max(0, index - 1);
  if (event.key === 'Home') next = 0;
  if (event.key === 'End') next = buttons.length - 1;
  buttons[next]?.focus();
}

function Option({ selected, children, onSelect }: { selected: boolean; children: ReactNode; onSelect(): void }) {
  return (
    <FilterChip selected={selected} data-region-option="" onClick={onSelect} minW="56px" lineHeight="28px">
      {children}
    </FilterChip>
  );
}

/**
 * The region picker of the index pages: a trigger showing the current region (全国 by default)
 * opening a popover with the provinces grouped by initial letter; with `allowCities`, choosing a
 * province shows its cities plus 全省. Buttons are real buttons (Tab, Enter, arrow keys move
 * between them); Escape closes and returns the focus to the trigger.
 */
export function RegionSelector({ regions, value, onChange, allowCities = false, label = '地区' }: RegionSelectorProps) {
  const [open, setOpen] = useState(false);
  /** The province whose cities are shown (city step), or null for the province step. */
  const [browsing, setBrowsing] = useState<RegionLike | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const national = regions.find((r) => r.areaid === NATIONAL_AREA_ID);
  const provinces = useMemo(() => regions.filter((r) => r.areaid !== NATIONAL_AREA_ID), [regions]);
  const groups = useMemo(() => {
    const byGroup = LETTER_GROUPS.map((g) => ({ ...g, items: [] as RegionLike[] }));
    const other: RegionLike[] = [];
    for (const p of provinces) {
      const initial = pinyinInitial(p.name);
      const group = byGroup.find((g) => g.letters.includes(initial));
      (group ? group.items : other).push(p);
    }
    const list = byGroup.filter((g) => g.items.length > 0);
    if (other.length > 0) list.push({ label: '其他', letters: '', items: other });
    return list;
  }, [provinces]);

  const { province: currentProvince, city: currentCity } = locate(regions, value);
  // Without a 全国 entry (e.g. a target-region picker) an unknown value reads 请选择.
  const fallbackName = national || regions.length === 0 ? national?.name || NATIONAL_LABEL : '请选择';
  const currentName = currentCity ? `${currentProvince!.name} · ${currentCity.name}` : (currentProvince?.name ?? fallbackName);

  const choose = useCallback(
    (areaid: number) => {
      setOpen(false);
      setBrowsing(null);
      if (areaid !== value) onChange(areaid);
    },
    [onChange, value],
  );

  const chooseProvince = (p: RegionLike) => {
    if (allowCities && (p.subList?.length ?? 0) > 0) setBrowsing(p);
    else choose(p.areaid);
  };

  const onOpenChange = (details: { open: boolean }) => {
    setOpen(details.open);
    // Reopening starts at the selected province's cities (when a city or province is selected).
    if (details.open) setBrowsing(allowCities && currentProvince && (currentProvince.subList?.length ?? 0) > 0 ? currentProvince : null);
  };

  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={onOpenChange}
      positioning={{ placement: 'bottom-start', gutter: 6 }}
      lazyMount
      unmountOnExit
      finalFocusEl={() => triggerRef.current}
    >
      <Popover.Trigger asChild>
        <Button
          ref={triggerRef}
          variant="outline"
          size="sm"
          h="32px"
          px="3"
          gap="1.5"
          bg="white"
          borderColor={open ? 'brand.400' : 'gray.300'}
          color="gray.700"
          fontWeight="400"
          _hover={{ borderColor: 'brand.400', color: 'brand.700' }}
          aria-label={`${label}：${currentName}，点击选择${label}`}
        >
          <LuMapPin aria-hidden="true" color="var(--chakra-colors-brand-600)" />
          <Text as="span" color="gray.500">
            {label}
          </Text>
          <Text as="span" fontWeight="600" color="gray.800" maxW="180px" truncate>
            {currentName}
          </Text>
          <Box as="span" aria-hidden="true" transition="transform 0.15s" transform={open ? 'rotate(180deg)' : undefined}>
            <LuChevronDown />
          </Box>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="520px" maxW="calc(100vw - 32px)" borderRadius="6px" boxShadow="0 8px 24px rgba(15, 35, 80, 0.14)">
            <Popover.Body p="0">
              <Flex align="center" justify="space-between" px="4" py="2.5" borderBottomWidth="1px" borderColor="page.border">
                {browsing ? (
                  <chakra.button
                    type="button"
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    fontSize="13px"
                    color="brand.700"
                    cursor="pointer"
                    _hover={{ textDecoration: 'underline' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                    onClick={() => setBrowsing(null)}
                  >
                    <LuChevronLeft aria-hidden="true" />
                    返回省份列表
                  </chakra.button>
                ) : (
                  <Popover.Title fontSize="14px" fontWeight="600" color="gray.800">
                    选择{label}
                  </Popover.Title>
                )}
                <Text fontSize="12px" color="gray.500">
                  当前：{currentName}
                </Text>
              </Flex>

              {browsing ? (
                <Box px="4" py="3" role="group" aria-label={`${browsing.name}的城市`} onKeyDown={onGridKeyDown}>
                  <Text fontSize="13px" fontWeight="600" color="gray.800" mb="2">
                    {browsing.name}
                  </Text>
                  <Flex wrap="wrap" gap="1" maxH="280px" overflowY="auto">
                    <Option selected={value === browsing.areaid} onSelect={() => choose(browsing.areaid)}>
                      全省
                    </Option>
                    {(browsing.subList ?? []).map((c) => (
                      <Option key={c.areaid} selected={value === c.areaid} onSelect={() => choose(c.areaid)}>
                        {c.name}
                      </Option>
                    ))}
                  </Flex>
                </Box>
              ) : (
                <Box px="4" py="3" onKeyDown={onGridKeyDown}>
                  {national ? (
                    <Flex mb="2" pb="2" borderBottomWidth="1px" borderStyle="dashed" borderColor="page.border">
                      <Option selected={value === NATIONAL_AREA_ID || (!currentProvince && !currentCity)} onSelect={() => choose(NATIONAL_AREA_ID)}>
                        {national.name || NATIONAL_LABEL}
                      </Option>
                    </Flex>
                  ) : null}
                  {groups.map((g) => (
                    <Flex key={g.label} role="group" aria-label={`省份 ${g.label}`} gap="2" py="1" align="flex-start">
                      <Text
                        as="span"
                        flex="0 0 44px"
                        fontSize="12px"
                        color="gray.400"
                        fontWeight="600"
                        lineHeight="28px"
                        aria-hidden="true"
                      >
                        {g.label}
                      </Text>
                      <Flex wrap="wrap" gap="1" flex="1">
                        {g.items.map((p) => (
                          <Option
                            key={p.areaid}
                            selected={currentProvince?.areaid === p.areaid}
                            onSelect={() => chooseProvince(p)}
                          >
                            {p.name}
                          </Option>
                        ))}
                      </Flex>
                    </Flex>
                  ))}
                  {provinces.length === 0 ? (
                    <Text fontSize="13px" color="gray.500" py="3" textAlign="center">
                      地区数据加载中…
                    </Text>
                  ) : null}
                </Box>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
