import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuFilter, LuGitCompareArrows, LuLogIn } from 'react-icons/lu';
import { SectionHeading } from './SectionHeading';

const STEPS: readonly { icon: IconType; title: string; text: string }[] = [
  { icon: LuLogIn, title: '登录账号', text: '注册或登录后即可浏览各栏目指标；VIP 会员可查看指标详情与指标区间。' },
  { icon: LuFilter, title: '检索筛选', text: '通过顶部搜索或栏目筛选，按地区、工程类型、结构形式与计价阶段定位可比样本。' },
  { icon: LuGitCompareArrows, title: '对比引用', text: '查看造价构成、单方指标与价格走势，收藏常用指标，在估算与审核中对比引用。' },
];

/** Three steps from logging in to using an index. */
export function HowToUseSection() {
  return (
    <Box as="section" aria-labelledby="home-howto-title" mt="12">
      <SectionHeading id="home-howto-title" title="三步用好指标数据" />
      <SimpleGrid columns={3} gap="5" as="ol" listStyleType="none" m="0" p="0">
        {STEPS.map((step, i) => (
          <Flex as="li" key={step.title} gap="4" align="flex-start" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" p="6" position="relative" overflow="hidden">
            <Text aria-hidden="true" position="absolute" right="4" top="-2" fontSize="72px" fontWeight="800" color="brand.50" lineHeight="1" userSelect="none">
              {i + 1}
            </Text>
            <Flex w="44px" h="44px" flexShrink={0} borderRadius="full" bg="brand.600" color="white" align="center" justify="center" fontSize="20px" position="relative">
              <step.icon aria-hidden="true" />
            </Flex>
            <Box position="relative">
              <Text fontSize="13px" color="brand.600" fontWeight="600" mb="0.5">
                第 {i + 1} 步
              </Text>
              <Text fontSize="17px" fontWeight="600" color="page.fg" mb="1.5">
                {step.title}
              </Text>
              <Text fontSize="13px" color="gray.600" lineHeight="1.8">
                {step.text}
              </Text>
            </Box>
          </Flex>
        ))}
      </SimpleGrid>
    </Box>
  );
}
