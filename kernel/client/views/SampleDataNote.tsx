import { type ReactNode } from 'react';
import { Box, Flex, Text, type FlexProps } from '@chakra-ui/react';
import { LuInfo } from 'react-icons/lu';

/**
 * The notice every page about data carries while the site shows generated data: 示例数据： in bold,
 * then `children` (how the column's figures were made and that they are no pricing basis).
 */
export function SampleDataNote({ children, ...rest }: { children: ReactNode } & Omit<FlexProps, 'children'>) {
  return (
    <Flex align="flex-start" gap="2" px="3" py="2" bg="#fff8e6" borderWidth="1px" borderColor="#f5dfa6" borderRadius="6px" fontSize="12px" color="#7a5b12" lineHeight="1.7" {...rest}>
      <Box as="span" mt="0.5" flex="0 0 auto" aria-hidden="true">
        <LuInfo />
      </Box>
      <Text>
        <Text as="strong" fontWeight="600">
          示例数据：
        </Text>
        {children}
      </Text>
    </Flex>
  );
}
