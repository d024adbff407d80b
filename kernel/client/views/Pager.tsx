import { useState } from 'react';
import { Button, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

/** The page numbers to show: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, count: number, siblings = 2): Array<number | 'gap'> {
  if (count <= 2 * siblings + 5) return Array.from({ length: count }, (_, i) => i + 1);
  const out: Array<number | 'gap'> = [1];
  const start = Math.max(2, page - siblings);
  const end = Math.min(count - 1, page + siblings);
  if (start > 2) out.push('gap');
  for (let p = start; p <= end; p++) out.push(p);
  if (end < count - 1) out.push('gap');
  out.push(count);
  return out;
}

/**
 * A list's paging row, a `nav` landmark named by `label`: 共 N 条 · 每页 [20] 条 · ‹ 1 … 5 6 7 … 20 › · 跳至 [ ] 页
 * (the page-size choice when `sizes` and `onPageSize` are given; the jump field past 7 pages).
 */
export function Pager({
  total,
  page,
  pageSize,
  sizes,
  onPage,
  onPageSize,
  label = '分页',
  unit = '条',
}: {
  total: number;
  page: number;
  pageSize: number;
  sizes?: readonly number[];
  onPage(page: number): void;
  onPageSize?(size: number): void;
  label?: string;
  unit?: string;
}) {
  const count = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  const go = () => {
    const n = Number(jump);
    if (Number.isInteger(n) && n >= 1 && n <= count) onPage(n);
    setJump('');
  };
  const btn = { size: 'xs', h: '30px', minW: '30px', px: '2', fontSize: '13px' } as const;
  return (
    <Flex as="nav" aria-label={label} align="center" justify="flex-end" gap="3" fontSize="13px" color="gray.600" wrap="wrap">
      <Text>
        共{' '}
        <Text as="span" color="gray.800" fontWeight="600">
          {total.toLocaleString('zh-CN')}
        </Text>{' '}
        {unit}
      </Text>
      {sizes && onPageSize ? (
        <Flex align="center" gap="1.5">
          <Text>每页</Text>
          <NativeSelect.Root size="xs" w="72px">
            <NativeSelect.Field aria-label="每页条数" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} h="30px" fontSize="13px">
              {sizes.map((s) => (
                <option key={s} value={s}>
                  {s} 条
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      ) : null}
      <Flex align="center" gap="1">
        <Button {...btn} variant="outline" aria-label="上一页" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <LuChevronLeft aria-hidden="true" />
        </Button>
        {pageWindow(page, count).map((p, i) =>
          p === 'gap' ? (
            <Text key={`gap-${i}`} px="1" color="gray.400" aria-hidden="true">
              …
            </Text>
          ) : (
            <Button
              key={p}
              {...btn}
              variant={p === page ? 'solid' : 'outline'}
              colorPalette={p === page ? 'brand' : 'gray'}
              aria-label={`第 ${p} 页`}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => p !== page && onPage(p)}
            >
              {p}
            </Button>
          ),
        )}
        <Button {...btn} variant="outline" aria-label="下一页" disabled={page >= count} onClick={() => onPage(page + 1)}>
          <LuChevronRight aria-hidden="true" />
        </Button>
      </Flex>
      {count > 7 ? (
        <Flex align="center" gap="1.5">
          <Text>跳至</Text>
          <Input
            size="xs"
            w="52px"
            h="30px"
            textAlign="center"
            inputMode="numeric"
            aria-label="跳转页码"
            value={jump}
            onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
            onKeyDown={(e) => e.key === 'Enter' && go()}
          />
          <Text>页</Text>
        </Flex>
      ) : null}
    </Flex>
  );
}
