import { useMemo, useState, type ReactNode } from 'react';
import { Box, Flex, Skeleton, Table, Text, chakra, type TableCaptionProps, type TableCellProps, type TableColumnHeaderProps, type TableRootProps, type TableRowProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuInbox } from 'react-icons/lu';
// The table's recipe loads with the pages that show tables, not with the site's theme (app/client/shell/theme.ts).
import { tableSlotRecipe } from '@chakra-ui/react/theme';

/**
 * The site's data table (Chakra's Table): column headers (a unit on a second line, sortable ones
 * as buttons with `aria-sort`), skeleton rows on the first load, dimmed rows while a newer answer
 * loads (`aria-busy`), and an empty state. Real `<table>` markup named by `label`.
 *
 * Sorting is either the owner's (controlled: pass `sort` and `onSortChange`, e.g. a store that
 * sorts on the server) or the table's own (uncontrolled: columns with `sortValue`, sorted in the
 * browser). A header click on a new column sorts descending, then ascending, then back to the
 * rows' own order. The table is a MobX observer, so cells may read observable state.
 *
 *   <DataTable label="单项工程列表" rows={rows} rowKey={(r) => r.id} loading={store.state === 'loading'}
 *     columns={[
 *       { key: 'name', header: '名称', cell: (r) => r.name },
 *       { key: 'unitCost', header: '单方造价', unit: '元/m²', align: 'right', sortValue: (r) => r.unitCost, cell: (r) => fmt(r.unitCost) },
 *     ]} />
 *
 * Other layouts with the same markup rules:
 * - Row headers: a column with `rowHeader` renders its cells as `<th scope="row">` (the name of
 *   the row: an indicator, a field); `sticky` keeps the first column in view while the table
 *   scrolls sideways.
 * - Side by side (a comparison): the rows are the compared fields, one column per compared item
 *   (its header any node), the first column the fields' row headers; `rowGroup` sections the
 *   fields, each section a `<tbody>` under a header row spanning the table (`scope="rowgroup"`).
 * - Key / value (a record's fields): `columnHeaders={false}` and row-header columns for the
 *   names, e.g. two name/value pairs a row.
 */

export type SortOrder = 'asc' | 'desc';

export interface SortState {
  readonly key: string;
  readonly order: SortOrder;
}

export interface DataColumn<Row> {
  /** Unique among the columns; the sort key of a sortable column. */
  readonly key: string;
  /** The header text (or any node: e.g. a select-all checkbox). */
  readonly header: ReactNode;
  /** A unit shown small under the header (元/m²). */
  readonly unit?: string;
  readonly align?: 'left' | 'right' | 'center';
  readonly width?: string;
  /** The cell of a row. */
  readonly cell: (row: Row, index: number) => ReactNode;
  /** The column sorts: by the owner (controlled `sort`) or, uncontrolled, by this value. */
  readonly sortable?: boolean;
  /** The value the table sorts by itself (numbers before strings; null/undefined last). */
  readonly sortValue?: (row: Row) => number | string | null | undefined;
  /** Extra props of every cell of the column (or per row). */
  readonly cellProps?: TableCellProps | ((row: Row, index: number) => TableCellProps);
  /** Extra props of the column header. */
  readonly headerProps?: TableColumnHeaderProps;
  /** The text of a skeleton cell is taller (e.g. a two-line name). */
  readonly skeletonHeight?: string;
  /**
   * The column's cells name their row: rendered as `<th scope="row">` (or only the rows the
   * predicate picks; e.g. not the empty slot of a key/value row).
   */
  readonly rowHeader?: boolean | ((row: Row, index: number) => boolean);
  /** The first column stays in view while the table scrolls sideways (its cells get a solid background). */
  readonly sticky?: boolean;
}

/** A cell of the footer row (合计): its content, how many columns it spans, its alignment. */
export interface FooterCell {
  readonly content: ReactNode;
  readonly span?: number;
  readonly align?: 'left' | 'right' | 'center';
  readonly cellProps?: TableCellProps;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: readonly DataColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row, index: number) => string | number;
  /** A request is under way: skeleton rows when there are no rows yet, dimmed rows otherwise. */
  readonly loading?: boolean;
  /** How many skeleton rows the first load shows (default 6). */
  readonly skeletonRows?: number;
  /** What an empty, loaded table says (a text or any node); default 暂无数据. */
  readonly empty?: ReactNode;
  /** Controlled sorting: the current sort (null: the rows' own order). */
  readonly sort?: SortState | null;
  /** Controlled sorting: a sortable header was clicked. */
  readonly onSortChange?: (key: string) => void;
  /** Uncontrolled sorting: the initial sort. */
  readonly defaultSort?: SortState | null;
  /** Extra props of a row (selection highlight, data attributes). */
  readonly rowProps?: (row: Row, index: number) => TableRowProps;
  /** Chakra's table size (default sm) and variant (default line). */
  readonly size?: TableRootProps['size'];
  readonly variant?: TableRootProps['variant'];
  /** Highlights the row under the pointer. */
  readonly interactive?: boolean;
  /** The column layout is fixed (widths from `width`). */
  readonly fixedLayout?: boolean;
  /** Extra props of the table's root. */
  readonly tableProps?: Omit<TableRootProps, 'children'>;
  /** A footer row (e.g. 合计), shown with rows; its cells in column order. */
  readonly footer?: readonly FooterCell[];
  /** A visible caption above the table. */
  readonly caption?: ReactNode;
  /** Extra props of the caption (e.g. its padding inside a card). */
  readonly captionProps?: Omit<TableCaptionProps, 'children'>;
  /** The header row; false for a table whose row headers name its cells (a key/value table). Default true. */
  readonly columnHeaders?: boolean;
  /**
   * Sections of rows: the rows of a group form a `<tbody>` headed by the group's name in a header
   * cell spanning the table (`scope="rowgroup"`); the groups in the order they first occur in
   * `rows`. Sorting sorts within each group.
   */
  readonly rowGroup?: (row: Row) => string;
}

const headStyle = {
  bg: '#f5f7fb',
  color: 'gray.600',
  fontSize: '13px',
  fontWeight: '600',
  py: '2',
  px: '2.5',
  whiteSpace: 'nowrap',
  borderColor: 'page.border',
} as const;
const cellStyle = { fontSize: '13px', py: '2.5', px: '2.5', color: 'gray.700', borderColor: 'gray.100', verticalAlign: 'middle' } as const;
/** A row header (`th scope="row"`) looks like a cell of its row, a little bolder. */
const rowHeaderStyle = { ...cellStyle, fontWeight: '500', textAlign: 'left' } as const;
const groupStyle = { ...cellStyle, bg: 'brand.50', color: 'brand.800', fontWeight: '600', py: '2', textAlign: 'left' } as const;
const stickyStyle = { position: 'sticky', left: 0, zIndex: 1 } as const;

/** The next sort of a header click: a new column descending, then ascending, then none. */
export function nextSort(current: SortState | null | undefined, key: string): SortState | null {
  if (!current || current.key !== key) return { key, order: 'desc' };
  return current.order === 'desc' ? { key, order: 'asc' } : null;
}

/** The rows sorted by a column's sortValue (stable; empty values last in both orders). */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => number | string | null | undefined, order: SortOrder): Row[] {
  const indexed = rows.map((row, i) => ({ row, i, v: value(row) }));
  const dir = order === 'asc' ? 1 : -1;
  indexed.sort((a, b) => {
    const ae = a.v === null || a.v === undefined || a.v === '' || (typeof a.v === 'number' && Number.isNaN(a.v));
    const be = b.v === null || b.v === undefined || b.v === '' || (typeof b.v === 'number' && Number.isNaN(b.v));
    if (ae || be) return ae && be ? a.i - b.i : ae ? 1 : -1;
    let c: number;
    if (typeof a.v === 'number' && typeof b.v === 'number') c = a.v - b.v;
    else c = String(a.v).localeCompare(String(b.v), 'zh-CN');
    return c !== 0 ? c * dir : a.i - b.i;
  });
  return indexed.map((x) => x.row);
}

function HeaderContent({ header, unit, align }: { header: ReactNode; unit?: string; align: 'left' | 'right' | 'center' }) {
  if (!unit) return <>{header}</>;
  return (
    <Box as="span" display="inline-block" textAlign={align} lineHeight="1.3">
      {header}
      <Text as="span" display="block" fontSize="11px" fontWeight="400" color="gray.500">
        {unit}
      </Text>
    </Box>
  );
}

function headerText(header: ReactNode): string {
  return typeof header === 'string' || typeof header === 'number' ? String(header) : '';
}

function DataTableView<Row>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    rows,
    rowKey,
    loading = false,
    skeletonRows = 6,
    empty,
    sort: controlledSort,
    onSortChange,
    defaultSort = null,
    rowProps,
    size = 'sm',
    variant,
    interactive = true,
    fixedLayout = false,
    tableProps,
    footer,
    caption,
    captionProps,
    columnHeaders = true,
    rowGroup,
  } = props;
  const controlled = onSortChange !== undefined;
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const sort = controlled ? (controlledSort ?? null) : ownSort;

  const shown = useMemo(() => {
    if (controlled || !sort) return rows;
    const column = columns.find((c) => c.key === sort.key);
    return column?.sortValue ? sortRows(rows, column.sortValue, sort.order) : rows;
  }, [controlled, sort, rows, columns]);

  const clickSort = (key: string) => {
    if (controlled) onSortChange(key);
    else setOwnSort((current) => nextSort(current, key));
  };

  const first = loading && rows.length === 0;
  const isEmpty = !loading && rows.length === 0;

  /** With `rowGroup`: the groups in the order they first occur, each with its rows (and their index in `shown`). */
  const sections = useMemo(() => {
    if (!rowGroup) return [];
    const indexed = shown.map((row, i) => ({ row, i, group: rowGroup(row) }));
    const order: string[] = [];
    for (const row of rows) {
      const name = rowGroup(row);
      if (!order.includes(name)) order.push(name);
    }
    return order.map((name) => ({ name, rows: indexed.filter((x) => x.group === name) })).filter((g) => g.rows.length > 0);
  }, [shown, rows, rowGroup]);

  const renderRow = (row: Row, i: number) => (
    <Table.Row key={rowKey(row, i)} opacity={loading ? 0.55 : 1} {...rowProps?.(row, i)}>
      {columns.map((c) => {
        const extra = typeof c.cellProps === 'function' ? c.cellProps(row, i) : c.cellProps;
        const header = typeof c.rowHeader === 'function' ? c.rowHeader(row, i) : !!c.rowHeader;
        const sticky = c.sticky ? { ...stickyStyle, bg: 'white' } : undefined;
        if (header) {
          // A cell of the row (the variant's cell borders and padding) in a <th>.
          return (
            <Table.Cell key={c.key} asChild {...rowHeaderStyle} textAlign={c.align ?? 'left'} {...sticky} {...extra}>
              <th scope="row">{c.cell(row, i)}</th>
            </Table.Cell>
          );
        }
        return (
          <Table.Cell key={c.key} {...cellStyle} textAlign={c.align} {...sticky} {...extra}>
            {c.cell(row, i)}
          </Table.Cell>
        );
      })}
    </Table.Row>
  );

  return (
    // The outline variant draws its frame as a box-shadow, which the scroll wrapper would clip:
    // the wrapper carries the frame instead.
    <Box overflowX="auto" {...(variant === 'outline' ? { borderWidth: '1px', borderColor: 'border', borderRadius: 'l2' } : {})}>
      <Table.Root
        recipe={tableSlotRecipe}
        size={size}
        variant={variant}
        aria-label={label}
        aria-busy={loading}
        interactive={interactive && !loading && rows.length > 0}
        css={{
          ...(fixedLayout ? { tableLayout: 'fixed' } : {}),
          ...(interactive ? { '& tbody tr:hover td': { background: '#f8faff' } } : {}),
          ...(variant === 'outline' ? { boxShadow: 'none' } : {}),
        }}
        {...tableProps}
      >
        {caption ? (
          <Table.Caption captionSide="top" textAlign="left" color="gray.500" fontSize="12px" mb="2" mt="0" {...captionProps}>
            {caption}
          </Table.Caption>
        ) : null}
        {columnHeaders ? (
          <Table.Header>
            <Table.Row>
              {columns.map((c) => {
                const align = c.align ?? 'left';
                const sortable = c.sortable || (!controlled && !!c.sortValue);
                const active = sort?.key === c.key;
                const order = active ? sort?.order : undefined;
                const common = { ...headStyle, textAlign: align, w: c.width, ...(c.sticky ? { ...stickyStyle, zIndex: 2 } : {}), ...c.headerProps } as const;
                if (!sortable) {
                  return (
                    <Table.ColumnHeader key={c.key} scope="col" {...common}>
                      <HeaderContent header={c.header} unit={c.unit} align={align} />
                    </Table.ColumnHeader>
                  );
                }
                const Icon = !active ? LuArrowUpDown : order === 'asc' ? LuArrowUp : LuArrowDown;
                const next = !active ? '降序' : order === 'desc' ? '升序' : '默认顺序';
                const name = headerText(c.header);
                return (
                  <Table.ColumnHeader key={c.key} scope="col" {...common} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    <chakra.button
                      type="button"
                      onClick={() => clickSort(c.key)}
                      display="inline-flex"
                      alignItems="center"
                      gap="1"
                      cursor="pointer"
                      color={active ? 'brand.700' : 'inherit'}
                      fontWeight="600"
                      _hover={{ color: 'brand.600' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                      aria-label={name ? `${name}${c.unit ? `（${c.unit}）` : ''}，点击按${name}${next}排列` : undefined}
                    >
                      <HeaderContent header={c.header} unit={c.unit} align={align} />
                      <Box as="span" fontSize="12px" opacity={active ? 1 : 0.45} aria-hidden="true">
                        <Icon />
                      </Box>
                    </chakra.button>
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
        ) : null}
        {rowGroup && !first && !isEmpty ? null : (
          <Table.Body>
            {first
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  <Table.Row key={`skeleton-${i}`} aria-hidden="true">
                    {columns.map((c) => (
                      <Table.Cell key={c.key} {...cellStyle}>
                        <Skeleton h={c.skeletonHeight ?? '14px'} />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              : null}
            {isEmpty ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} {...cellStyle} py="10" textAlign="center">
                  {typeof empty === 'string' || empty === undefined ? (
                    <Flex direction="column" align="center" gap="2" color="gray.500" role="status">
                      <LuInbox size="28" aria-hidden="true" />
                      <Text fontSize="14px">{empty ?? '暂无数据'}</Text>
                    </Flex>
                  ) : (
                    empty
                  )}
                </Table.Cell>
              </Table.Row>
            ) : null}
            {rowGroup ? null : shown.map(renderRow)}
          </Table.Body>
        )}
        {sections.map((g) => (
          <Table.Body key={g.name}>
            <Table.Row>
              <Table.ColumnHeader scope="rowgroup" colSpan={columns.length} {...groupStyle}>
                {g.name}
              </Table.ColumnHeader>
            </Table.Row>
            {g.rows.map((x) => renderRow(x.row, x.i))}
          </Table.Body>
        ))}
        {footer && rows.length > 0 && !first ? (
          <Table.Footer>
            <Table.Row bg="gray.50">
              {footer.map((f, i) => (
                <Table.Cell key={i} {...cellStyle} fontWeight="600" colSpan={f.span} textAlign={f.align} {...f.cellProps}>
                  {f.content}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        ) : null}
      </Table.Root>
    </Box>
  );
}

/** An observer: cells that read MobX state (a selection, a store's values) re-render on change. */
export const DataTable = observer(DataTableView) as typeof DataTableView;
