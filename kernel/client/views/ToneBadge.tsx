import { type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** The colours of a small status badge. */
export type BadgeTone = 'brand' | 'accent' | 'green' | 'gray';

const TONES: Record<BadgeTone, { bg: string; fg: string }> = {
  brand: { bg: 'brand.50', fg: 'brand.700' },
  accent: { bg: 'accent.50', fg: 'accent.800' },
  green: { bg: '#e8f6f1', fg: '#1f7a5a' },
  gray: { bg: 'gray.100', fg: 'gray.700' },
};

/**
 * A small inline badge of a status word (计价阶段 招标控制价 / 中标价 / 结算价 …) on a light tint; a
 * plugin maps its words to tones.
 */
export function ToneBadge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  const c = TONES[tone];
  return (
    <Box as="span" display="inline-block" px="1.5" lineHeight="20px" borderRadius="3px" fontSize="12px" bg={c.bg} color={c.fg} whiteSpace="nowrap">
      {children}
    </Box>
  );
}
