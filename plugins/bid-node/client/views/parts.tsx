import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';

export { EmptyState, LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';


/** A figure with its caption: value large, unit small. */
export function StatCard({ label, value, unit, tone = 'plain', hint }: { label: string; value: string; unit?: string; tone?: 'plain' | 'brand' | 'accent'; hint?: string }) {
  const color = tone === 'brand' ? 'brand.700' : tone === 'accent' ? 'accent.700' : 'gray.800';
  const bg = tone === 'brand' ? 'brand.50' : tone === 'accent' ? 'accent.50' : 'white';
  return (
    <Box bg={bg} borderWidth="1px" borderColor={tone === 'plain' ? 'page.border' : 'transparent'} borderRadius="8px" px="3" py="2.5" minW="0">
      <Flex fontSize="13px" color="gray.500" justify="space-between" gap="1">
        <Text as="span" whiteSpace="nowrap">
          {label}
        </Text>
        {unit ? (
          <Text as="span" fontSize="11px" color="gray.400" whiteSpace="nowrap">
            {unit}
          </Text>
        ) : null}
      </Flex>
      <Text fontSize="20px" fontWeight="700" color={color} lineHeight="1.5" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {value}
      </Text>
      {hint ? (
        <Text fontSize="12px" color="gray.400">
          {hint}
        </Text>
      ) : null}
    </Box>
  );
}


/** A small 移除 (×) button of a single project in the comparison: `label` names what it does and to which project. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={onClick}
      display="inline-flex"
      p="1"
      color="gray.400"
      borderRadius="4px"
      cursor="pointer"
      _hover={{ color: 'red.500', bg: 'red.50' }}
    >
      <LuX aria-hidden="true" />
    </chakra.button>
  );
}
