import { type ReactNode } from 'react';
import { Box, Button, Flex, Heading, Skeleton, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';

/** A white section card with a heading bar (left accent) and optional actions. */
export function SectionCard({ id, title, extra, children, ...rest }: { id?: string; title: ReactNode; extra?: ReactNode; children: ReactNode } & Omit<BoxProps, 'title'>) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="page.border"
      borderRadius="8px"
      boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)"
      scrollMarginTop="72px"
      minW="0"
      {...rest}
    >
      <Flex align="center" justify="space-between" px="5" minH="48px" py="2" borderBottomWidth="1px" borderColor="page.border" gap="3" wrap="wrap">
        <Heading as="h2" id={headingId} fontSize="16px" fontWeight="600" color="gray.800" display="flex" alignItems="center" gap="2">
          <Box as="span" w="3px" h="15px" bg="brand.600" borderRadius="2px" aria-hidden="true" />
          {title}
        </Heading>
        {extra ? (
          <Flex align="center" gap="2" fontSize="12px" color="gray.500" wrap="wrap">
            {extra}
          </Flex>
        ) : null}
      </Flex>
      <Box p="5">{children}</Box>
    </Box>
  );
}

/** 暂无数据 with an optional action. */
export function EmptyState({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <Flex direction="column" align="center" justify="center" py="12" color="gray.500" textAlign="center" role="status">
      <Flex w="60px" h="60px" borderRadius="full" bg="gray.50" align="center" justify="center" fontSize="26px" color="gray.400" mb="3" aria-hidden="true">
        <LuInbox />
      </Flex>
      <Text fontSize="15px" color="gray.700" fontWeight="500">
        {title}
      </Text>
      {description ? (
        <Text fontSize="13px" mt="1" maxW="480px">
          {description}
        </Text>
      ) : null}
      {action ? <Box mt="4">{action}</Box> : null}
    </Flex>
  );
}

/** Loading placeholder lines. */
export function SkeletonBlock({ lines = 4, height = '18px' }: { lines?: number; height?: string }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label="加载中">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} h={height} w={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

/** A failed section with 重新加载. */
export function LoadError({ onRetry, text = '数据加载失败' }: { onRetry?: () => void; text?: string }) {
  return (
    <Flex direction="column" align="center" py="8" color="gray.500" gap="3" role="alert">
      <Text fontSize="14px">{text}</Text>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          重新加载
        </Button>
      ) : null}
    </Flex>
  );
}
