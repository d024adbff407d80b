import { type ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { LoadStatus } from '../load-state';
import { Pager } from './Pager';
import { EmptyState, LoadError } from './Section';

/**
 * What the result area reads of a list page's store (an `AddressQueryList` of
 * `@kernel/client/address-query` has all of it).
 */
export interface PagedListView {
  /** The status of the list's newest load. */
  readonly state: LoadStatus;
  /** The page of results on screen (kept while the next one loads or fails), or null. */
  readonly page: unknown;
  /** How many results the query has. */
  readonly total: number;
  readonly query: { readonly pageNum: number; readonly pageSize: number };
  load(): unknown;
  setPage(pageNum: number): unknown;
  setPageSize(size: number): unknown;
}

export interface ListResultsProps {
  list: PagedListView;
  /** The page sizes offered. */
  sizes?: readonly number[];
  /** The failure text (e.g. 单项工程列表加载失败); 重新加载 loads the list again. */
  errorText: string;
  /** 暂无符合条件的…: the title and the hint of an empty result. */
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** Offers 清空筛选条件 on an empty result (pass it only while filters are set). */
  onClearFilters?: () => void;
  /** The table of the current page. */
  children: ReactNode;
  /** Below the paging row (a note on the data). */
  footer?: ReactNode;
}

/**
 * The result area of a list page: a failed first load (重新加载), an empty result (with 清空筛选条件
 * while filters are set), or the table and, when there are results, the paging row under it. An
 * observer: it follows the list's state, total and page itself, whatever its parent reads.
 */
export const ListResults = observer(function ListResults({
  list,
  sizes,
  errorText,
  emptyTitle,
  emptyDescription,
  onClearFilters,
  children,
  footer,
}: ListResultsProps) {
  if (list.state === 'error' && !list.page) return <LoadError onRetry={() => void list.load()} text={errorText} />;
  if (list.state === 'ready' && list.total === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        description={emptyDescription}
        action={
          onClearFilters ? (
            <Button size="sm" variant="outline" onClick={onClearFilters}>
              清空筛选条件
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <>
      {children}
      {list.total > 0 ? (
        <Box px="5" py="4" borderTopWidth="1px" borderColor="page.border">
          <Pager total={list.total} page={list.query.pageNum} pageSize={list.query.pageSize} sizes={sizes} onPage={(p) => void list.setPage(p)} onPageSize={(s) => void list.setPageSize(s)} />
        </Box>
      ) : null}
      {footer}
    </>
  );
});
