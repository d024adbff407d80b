import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';

/** The heading of a home-page section (h2 + a one-line subtitle, an optional action on the right). */
export function SectionHeading({ id, title, subtitle, action }: { id: string; title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <Flex mb="6" align="flex-end" justify="space-between" gap="6">
      <Box>
        <Heading as="h2" id={id} fontSize="24px" fontWeight="700" color="page.fg" display="flex" alignItems="center" gap="3">
          <Box as="span" w="5px" h="22px" bg="brand.600" borderRadius="3px" />
          {title}
        </Heading>
        {subtitle ? (
          <Text fontSize="14px" color="gray.500" mt="1.5" ps="4">
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {action}
    </Flex>
  );
}
