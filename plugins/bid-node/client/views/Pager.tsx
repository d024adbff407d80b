import { Pager as ListPager, pageWindow } from '@kernel/client/views/Pager';
import { PAGE_SIZES } from '../../shared/contract';

export { pageWindow };

export interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** The list's paging row (the kernel's Pager with the list's page sizes). */
export function Pager(props: PagerProps) {
  return <ListPager {...props} sizes={PAGE_SIZES} />;
}
