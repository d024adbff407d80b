import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Flex, Text, chakra, type BoxProps, type FlexProps, type TextProps } from '@chakra-ui/react';
import { LuChevronDown, LuChevronUp, LuX } from 'react-icons/lu';
import { isMonthKey } from '../../core/months';
import { FilterChip } from './FilterChip';
import { MonthInput } from './MonthInput';
import { RegionSelector, type RegionLike } from './RegionSelector';

/**
 * The filter panel of a list page: a white card of filter rows, each a label then its choices (chips,
 * a region, a month range), with dashed rules between rows. `density` sets the rhythm of every row
 * inside: `normal` (labels 84 px, rows 8 px apart), `compact` (labels 72 px, rows 6 px apart) for
 * a panel with more rows.
 */
export type FilterDensity = 'normal' | 'compact';

const DensityContext = createContext<FilterDensity>('normal');

const LABEL_WIDTH: Record<FilterDensity, string> = { normal: '84px', compact: '72px' };
const ROW_PY: Record<FilterDensity, string> = { normal: '2', compact: '1.5' };
/** The region row is a little taller (its selector is a 32 px button). */
const REGION_ROW_PY: Record<FilterDensity, string> = { normal: '2.5', compact: '2' };

/** The size of the small inputs in a filter row (area bounds, months). */
export const filterInputProps = { size: 'sm', h: '28px', bg: 'white', borderColor: 'gray.300', fontSize: '13px' } as const;

export function FilterPanel({ density = 'normal', children, ...rest }: { density?: FilterDensity; children: ReactNode } & BoxProps) {
  return (
    <DensityContext.Provider value={density}>
      <Box
        bg="white"
        borderWidth="1px"
        borderColor="page.border"
        borderRadius="8px"
        px="5"
        pt={density === 'compact' ? '1.5' : '2'}
        pb={density === 'compact' ? '2' : '3'}
        boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)"
        {...rest}
      >
        {children}
      </Box>
    </DensityContext.Provider>
  );
}

export interface FilterRowProps extends Omit<FlexProps, 'children'> {
  /** The row's label (also the group's accessible name). */
  label: string;
  /** A `group` named by the label (default); false for a row whose control names itself. */
  group?: boolean;
  /** The dashed rule under the row (default); false for the last row. */
  divider?: boolean;
  /** Props of the label's text (e.g. a line height matching the chips'). */
  labelProps?: TextProps;
  children: ReactNode;
}

/** One row of a `FilterPanel`: the label in the panel's label column, then `children`. */
export function FilterRow({ label, group = true, divider = true, labelProps, children, ...rest }: FilterRowProps) {
  const density = useContext(DensityContext);
  return (
    <Flex
      align="center"
      py={ROW_PY[density]}
      {...(divider ? { borderBottomWidth: '1px', borderColor: 'gray.100', borderStyle: 'dashed' } : {})}
      {...(group ? { role: 'group', 'aria-label': label } : {})}
      {...rest}
    >
      <Text flex={`0 0 ${LABEL_WIDTH[density]}`} fontSize="13px" color="gray.500" {...labelProps}>
        {label}
      </Text>
      {children}
    </Flex>
  );
}

/** A choice of a filter row: a 26 px chip button with aria-pressed. */
export function FilterTag({ selected, children, onClick, title }: { selected: boolean; children: ReactNode; onClick(): void; title?: string }) {
  return (
    <FilterChip selected={selected} title={title} onClick={onClick} h="26px" lineHeight="26px" mr="1.5" mb="1">
      {children}
    </FilterChip>
  );
}

/** A tag row collapses to 30 px with a 更多 toggle when it overflows (`collapsible`). */
export const TAG_ROW_COLLAPSED_HEIGHT = 30;

export interface TagOption {
  value: string;
  label: string;
}

export interface TagRowProps {
  label: string;
  /** The choices: values shown as they are, or value/label pairs. */
  options: readonly (string | TagOption)[];
  /** Selected values; empty means 不限. */
  value: readonly string[];
  onChange(value: string[]): void;
  /** When the chips wrap past one line, collapse the row to one line with 更多 / 收起. */
  collapsible?: boolean;
}

const optionOf = (o: string | TagOption): TagOption => (typeof o === 'string' ? { value: o, label: o } : o);

/** A filter row of multi-select chips: its label, 不限 (nothing selected), then the options. */
export function TagRow({ label, options, value, onChange, collapsible = false }: TagRowProps) {
  const toggle = (v: string) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  const chips = (
    <>
      <FilterTag selected={value.length === 0} onClick={() => onChange([])}>
        不限
      </FilterTag>
      {options.map(optionOf).map((o) => (
        <FilterTag key={o.value} selected={value.includes(o.value)} onClick={() => toggle(o.value)}>
          {o.label}
        </FilterTag>
      ))}
    </>
  );
  return (
    <FilterRow label={label} align="flex-start" labelProps={{ lineHeight: '26px', mb: collapsible ? '1' : undefined }}>
      {collapsible ? (
        <CollapsibleChips label={label} count={options.length}>
          {chips}
        </CollapsibleChips>
      ) : (
        <Flex flex="1" wrap="wrap">
          {chips}
        </Flex>
      )}
    </FilterRow>
  );
}

function CollapsibleChips({ label, count, children }: { label: string; count: number; children: ReactNode }) {
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
  }, [count]);

  return (
    <>
      <Box ref={listRef} id={listId} flex="1" display="flex" flexWrap="wrap" overflow="hidden" maxH={expanded ? 'none' : `${TAG_ROW_COLLAPSED_HEIGHT}px`}>
        {children}
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
    </>
  );
}

/** The keyword a list was searched with, as a tag with 清除关键词 (×). */
export function KeywordTag({ keyword, onClear }: { keyword: string; onClear(): void }) {
  return (
    <Flex align="center" gap="1" ml="2" px="2" h="26px" bg="accent.50" color="accent.800" borderRadius="4px" fontSize="13px">
      关键词：
      <Text as="span" fontWeight="600">
        {keyword}
      </Text>
      <chakra.button type="button" aria-label="清除关键词" onClick={onClear} display="inline-flex" p="0.5" cursor="pointer" borderRadius="2px" _hover={{ bg: 'accent.100' }}>
        <LuX aria-hidden="true" />
      </chakra.button>
    </Flex>
  );
}

/** What the region row reads and changes of a list's store: its region (absent = 全国) and keyword. */
export interface RegionFilterList {
  readonly query: { readonly areaId?: number; readonly keyWord?: string };
  update(patch: { areaId?: number; keyWord?: string }): unknown;
}

/** The areaid of 全国 (the selector's first entry), kept out of a list's query. */
const NATIONAL_AREA_ID = 1;

/**
 * The region row of a list's filters: the region selector (provinces and their cities, 地区：… on
 * its button; 全国 clears the region) and, when the list was searched, the keyword tag with
 * 清除关键词.
 */
export function RegionFilterRow({ label = '工程地区', regions, list }: { label?: string; regions: readonly RegionLike[]; list: RegionFilterList }) {
  const density = useContext(DensityContext);
  const { areaId, keyWord } = list.query;
  return (
    <FilterRow label={label} group={false} py={REGION_ROW_PY[density]} gap="3">
      <RegionSelector regions={regions} value={areaId ?? NATIONAL_AREA_ID} onChange={(id) => void list.update({ areaId: id > NATIONAL_AREA_ID ? id : undefined })} allowCities label="地区" />
      {keyWord ? <KeywordTag keyword={keyWord} onClear={() => void list.update({ keyWord: undefined })} /> : null}
    </FilterRow>
  );
}

/**
 * A month range (YYYY-MM 至 YYYY-MM) for a filter row: two month fields named `${label}起（年-月）` and
 * `${label}止（年-月）`; what is not a month is passed on as undefined. `hint` follows the fields.
 */
export function MonthRangeInputs({
  label,
  from,
  to,
  onFrom,
  onTo,
  inputWidth = 96,
  hint,
  ...rest
}: {
  label: string;
  from: string | undefined;
  to: string | undefined;
  onFrom(month: string | undefined): void;
  onTo(month: string | undefined): void;
  inputWidth?: number;
  hint?: string;
} & Omit<FlexProps, 'children'>) {
  const w = `${inputWidth}px`;
  return (
    <Flex align="center" gap="1.5" ml="3" {...rest}>
      <MonthInput {...filterInputProps} w={w} aria-label={`${label}起（年-月）`} placeholder="起始年月" value={from} onChange={(v) => onFrom(isMonthKey(v) ? v : undefined)} />
      <Text color="gray.400">至</Text>
      <MonthInput {...filterInputProps} w={w} aria-label={`${label}止（年-月）`} placeholder="截止年月" value={to} onChange={(v) => onTo(isMonthKey(v) ? v : undefined)} />
      {hint ? (
        <Text fontSize="12px" color="gray.400">
          {hint}
        </Text>
      ) : null}
    </Flex>
  );
}
