import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export interface FilterChipProps extends HTMLChakraProps<'button'> {
  selected: boolean;
  /** Shown greyed (e.g. an option without data), still clickable. */
  muted?: boolean;
}

/**
 * The selectable chip of the index pages' filter rows and the region picker: a real button with
 * aria-pressed, filled in the brand colour when selected. Sizes and spacing can be overridden.
 */
export function FilterChip({ selected, muted = false, children, ...rest }: FilterChipProps) {
  return (
    <chakra.button
      type="button"
      aria-pressed={selected}
      h="28px"
      px="2.5"
      borderRadius="4px"
      fontSize="13px"
      whiteSpace="nowrap"
      cursor="pointer"
      color={selected ? 'white' : muted ? 'gray.400' : 'gray.700'}
      bg={selected ? 'brand.600' : 'transparent'}
      fontWeight={selected ? '600' : '400'}
      transition="background 0.12s, color 0.12s"
      _hover={{ bg: selected ? 'brand.700' : 'brand.50', color: selected ? 'white' : 'brand.700' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      {...rest}
    >
      {children}
    </chakra.button>
  );
}
