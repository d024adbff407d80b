import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuDatabase } from 'react-icons/lu';
import { useLanding } from '../react';
import { ContentCard, PageContainer, RouterLink } from './PageContainer';

export interface SectionPendingProps {
  /** The column's name, e.g. 劳务分包指数. */
  title: string;
  /** One or two sentences; defaults to 该栏目正在接入数据，敬请期待。 */
  description?: string;
  /** What the column will offer once its data is loaded. */
  features: readonly string[];
}

/** A polished "数据整理中" panel for a column whose data is not loaded yet. */
export function SectionPending({ title, description, features }: SectionPendingProps) {
  const landing = useLanding();
  return (
    <PageContainer breadcrumb={[{ label: title }]}>
      <ContentCard as="section" aria-labelledby="section-pending-title" px="12" py="14">
        <Flex direction="column" align="center" textAlign="center" maxW="720px" mx="auto">
          <Flex
            w="72px"
            h="72px"
            borderRadius="full"
            bg="blue.50"
            color="#1456c8"
            align="center"
            justify="center"
            fontSize="32px"
            mb="5"
            boxShadow="0 0 0 10px rgba(20, 86, 200, 0.05)"
          >
            <LuDatabase aria-hidden="true" />
          </Flex>
          <Box
            as="span"
            px="2.5"
            py="0.5"
            mb="3"
            fontSize="12px"
            color="#b56d0a"
            bg="#fff7e8"
            borderWidth="1px"
            borderColor="#fcd58a"
            borderRadius="full"
          >
            栏目建设中 · 数据整理中
          </Box>
          <Heading as="h1" id="section-pending-title" fontSize="22px" fontWeight="600" color="gray.800" mb="2">
            {title}
          </Heading>
          <Text fontSize="14px" color="gray.600" mb="8">
            {description ?? '该栏目正在接入数据，敬请期待。数据经脱敏、校核后将陆续上线。'}
          </Text>
          {features.length > 0 ? (
            <Box w="full" textAlign="left" bg="#f8fafd" borderWidth="1px" borderColor="#e5e9f0" borderRadius="8px" p="5" mb="8">
              <Text fontSize="13px" fontWeight="600" color="gray.700" mb="3">
                栏目上线后将提供：
              </Text>
              <SimpleGrid as="ul" columns={features.length > 3 ? 2 : 1} gap="2.5" listStyleType="none" m="0" p="0">
                {features.map((feature) => (
                  <Flex as="li" key={feature} align="flex-start" gap="2" fontSize="14px" color="gray.700">
                    <Box as="span" color="#1456c8" mt="3px" flexShrink={0}>
                      <LuCircleCheck aria-hidden="true" />
                    </Box>
                    {feature}
                  </Flex>
                ))}
              </SimpleGrid>
            </Box>
          ) : null}
          <RouterLink
            href={landing}
            display="inline-flex"
            alignItems="center"
            h="40px"
            px="6"
            borderRadius="6px"
            bg="#1456c8"
            color="white"
            fontSize="14px"
            textDecoration="none"
            _hover={{ bg: '#0f45a3', textDecoration: 'none' }}
          >
            返回首页
          </RouterLink>
        </Flex>
      </ContentCard>
    </PageContainer>
  );
}
