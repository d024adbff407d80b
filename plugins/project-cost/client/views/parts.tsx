import type { ReactNode } from 'react';
import { Box, ButtonGroup, Flex, IconButton, Pagination, Text, type BoxProps } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { FilterChip } from '@kernel/client/views/FilterChip';

/** A filter row: a fixed-width label on the left, the controls on the right. */
export function FilterRow({ label, children, id }: { label: string; children: ReactNode; id?: string }) {
  return (
    <Flex align="flex-start" gap="3" py="2" borderBottomWidth="1px" borderStyle="dashed" borderColor="page.border" _last={{ borderBottomWidth: 0 }}>
      <Text id={id} flex="0 0 72px" fontSize="13px" color="gray.500" lineHeight="28px">
        {label}
      </Text>
      <Flex flex="1" wrap="wrap" gap="1.5" align="center" minH="28px">
        {children}
      </Flex>
    </Flex>
  );
}

/** A toggle chip of a filter row (a real button with aria-pressed). */
export function Chip({ selected, onClick, children, muted = false }: { selected: boolean; onClick(): void; children: ReactNode; muted?: boolean }) {
  return (
    <FilterChip selected={selected} muted={muted} onClick={onClick} px="3">
      {children}
    </FilterChip>
  );
}

/** A titled section of a card: a left accent bar, the title, an optional note and actions. */
export function SectionTitle({ title, note, actions, id }: { title: string; note?: ReactNode; actions?: ReactNode; id?: string }) {
  return (
    <Flex align="center" justify="space-between" mb="4" gap="4">
      <Flex align="center" gap="2.5">
        <Box w="4px" h="16px" bg="brand.600" borderRadius="2px" aria-hidden="true" />
        <Text as="h2" id={id} fontSize="16px" fontWeight="600" color="gray.800">
          {title}
        </Text>
        {note ? (
          <Text as="span" fontSize="12px" color="gray.500">
            {note}
          </Text>
        ) : null}
      </Flex>
      {actions ? <Flex gap="2" align="center">{actions}</Flex> : null}
    </Flex>
  );
}

/** A key figure: a caption, a big number and its unit. */
export function KeyFigure({ label, value, unit, accent = false, ...rest }: { label: string; value: string; unit?: string; accent?: boolean } & BoxProps) {
  return (
    <Box {...rest}>
      <Text fontSize="13px" color="gray.500" mb="1">
        {label}
      </Text>
      <Text fontSize={accent ? '28px' : '22px'} fontWeight="700" color={accent ? 'accent.600' : 'gray.800'} lineHeight="1.2" fontVariantNumeric="tabular-nums">
        {value}
        {unit ? (
          <Text as="span" fontSize="13px" fontWeight="400" color="gray.500" ms="1">
            {unit}
          </Text>
        ) : null}
      </Text>
    </Box>
  );
}

/** The list's pagination: previous, pages with ellipses, next. */
export function Pager({ total, pageSize, page, onChange }: { total: number; pageSize: number; page: number; onChange(page: number): void }) {
  if (total <= pageSize) return null;
  return (
    <Pagination.Root count={total} pageSize={pageSize} page={page} siblingCount={1} onPageChange={(e) => onChange(e.page)} aria-label="分页">
      <ButtonGroup variant="outline" size="sm" attached={false} gap="1">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label="上一页" minW="32px" h="32px">
            <LuChevronLeft />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(p) => (
            <IconButton
              aria-label={`第${p.value}页`}
              minW="32px"
              h="32px"
              fontSize="13px"
              variant={{ base: 'outline', _selected: 'solid' }}
              colorPalette={p.value === page ? 'brand' : 'gray'}
            >
              {p.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label="下一页" minW="32px" h="32px">
            <LuChevronRight />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
