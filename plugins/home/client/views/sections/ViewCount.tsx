import { Flex } from '@chakra-ui/react';
import { LuEye } from 'react-icons/lu';
import { formatViewCount } from '../../../shared/format';

/** A view count with its eye icon, as 1w+ above 4 digits; read out as 浏览 N 次. */
export function ViewCount({ count, color = 'gray.500' }: { count: number; color?: string }) {
  const text = formatViewCount(count);
  return (
    <Flex as="span" role="img" align="center" gap="1" fontSize="12px" color={color} aria-label={`浏览 ${text} 次`} fontVariantNumeric="tabular-nums">
      <LuEye aria-hidden="true" />
      <span aria-hidden="true">{text}</span>
    </Flex>
  );
}
