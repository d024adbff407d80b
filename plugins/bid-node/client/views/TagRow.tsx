import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { FilterChip } from '@kernel/client/views/FilterChip';

/** A tag row collapses to 30 px with a 更多 toggle when it overflows. */
export const TAG_ROW_COLLAPSED_HEIGHT = 30;

export interface TagOption {
  value: string;
  label: string;
}

export interface TagRowProps {
  label: string;
  options: readonly TagOption[];
  /** Selected values; empty means 不限. */
  value: readonly string[];
  onChange(value: string[]): void;
}

/** A chip button of the filter rows (aria-pressed). */
export function Chip({ selected, children, onClick, title }: { selected: boolean; children: ReactNode; onClick(): void; title?: string }) {
  return (
    <FilterChip selected={selected} title={title} onClick={onClick} h="26px" lineHeight="26px" mr="1.5" mb="1">
      {children}
    </FilterChip>
  );
}

/**
 * One filter row: its label, 不限, then the options as multi-select chips. When the chips wrap past
 * one line the row collapses to 30 px and shows 更多 / 收起.
 */
export function TagRow({ label, options, value, onChange }: TagRowProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const listId = `tagrow-${label}`;

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollHeight > TAG_ROW_COLLAPSED_HEIGHT + 4);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [options.length]);

  const toggle = (v: string) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);

  return (
    <Flex align="flex-start" py="2" borderBottomWidth="1px" borderColor="gray.100" borderStyle="dashed" role="group" aria-label={label}>
      <Text flex="0 0 84px" fontSize="13px" color="gray.500" lineHeight="26px" mb="1">
        {label}
      </Text>
      <Box
        ref={listRef}
        id={listId}
        flex="1"
        display="flex"
        flexWrap="wrap"
        overflow="hidden"
        maxH={expanded ? 'none' : `${TAG_ROW_COLLAPSED_HEIGHT}px`}
      >
        <Chip selected={value.length === 0} onClick={() => onChange([])}>
          不限
        </Chip>
        {options.map((o) => (
          <Chip key={o.value} selected={value.includes(o.value)} onClick={() => toggle(o.value)}>
            {o.label}
          </Chip>
        ))}
      </Box>
      {overflows || expanded ? (
        <chakra.button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          flex="0 0 auto"
          display="inline-flex"
          alignItems="center"
          gap="0.5"
          h="26px"
          px="2"
          fontSize="13px"
          color="brand.700"
          cursor="pointer"
          _hover={{ color: 'brand.600' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
        >
          {expanded ? '收起' : '更多'}
          {expanded ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />}
        </chakra.button>
      ) : null}
    </Flex>
  );
}
