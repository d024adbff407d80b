import { Box, Flex, Text } from '@chakra-ui/react';
import { Link } from 'wouter';

/** The site's mark: a rising index line over cost bars, in a rounded blue square. */
export function LogoMark({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="zj-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a6fe0" />
          <stop offset="1" stopColor="#0f45a3" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="46" height="46" rx="11" fill="url(#zj-logo-bg)" />
      <rect x="11" y="27" width="6" height="11" rx="1.5" fill="#ffffff" opacity="0.55" />
      <rect x="21" y="21" width="6" height="17" rx="1.5" fill="#ffffff" opacity="0.75" />
      <rect x="31" y="15" width="6" height="23" rx="1.5" fill="#ffffff" />
      <path d="M10 22 L20 15 L27 18 L38 9" fill="none" stroke="#f5a623" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="38" cy="9" r="2.6" fill="#f5a623" />
    </svg>
  );
}

/** Logo + site name; a link home. */
export function Logo({ subtitle = '工程造价指标数据平台' }: { subtitle?: string }) {
  return (
    <Link href="/home" aria-label="造价指标网" className="zj-logo-link">
      <Flex align="center" gap="3" cursor="pointer" _focusVisible={{ outline: 'none' }}>
        <LogoMark />
        <Box lineHeight="1.2">
          <Text as="span" display="block" fontSize="24px" fontWeight="700" color="brand.700" letterSpacing="1px">
            造价指标网
          </Text>
          <Text as="span" display="block" fontSize="12px" color="page.muted" letterSpacing="2px" mt="1">
            {subtitle}
          </Text>
        </Box>
      </Flex>
    </Link>
  );
}
