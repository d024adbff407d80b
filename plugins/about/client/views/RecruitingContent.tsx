import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuMail } from 'react-icons/lu';
import { RouterLink } from '@kernel/client/views/PageContainer';
import { AboutSection, P } from './AboutLayout';

export const EXPERT_EMAIL = 'expert@zaojiazhibiao.cn';

export interface RecruitingContentProps {
  intro: string;
  requirements: readonly string[];
  duties: readonly string[];
  benefits: readonly { title: string; text: string }[];
  /** Mail subject, e.g. 专家招募-姓名-专业-所在城市. */
  subject: string;
  materials: readonly string[];
  /** A link to the other recruiting variant. */
  other: { label: string; href: string; text: string };
}

/** The body of a 专家招募 page: intro, requirements, duties, benefits and how to apply. */
export function RecruitingContent({ intro, requirements, duties, benefits, subject, materials, other }: RecruitingContentProps) {
  return (
    <>
      <AboutSection title="招募说明">
        <P>{intro}</P>
      </AboutSection>
      <AboutSection title="招募条件">
        <CheckList items={requirements} />
      </AboutSection>
      <AboutSection title="工作内容">
        <CheckList items={duties} />
      </AboutSection>
      <AboutSection title="专家权益">
        <SimpleGrid columns={2} gap="4">
          {benefits.map((b) => (
            <Box key={b.title} borderWidth="1px" borderColor="page.border" borderRadius="8px" p="4">
              <Text fontWeight="600" color="brand.700" mb="1">
                {b.title}
              </Text>
              <Text fontSize="13px" color="gray.600" lineHeight="1.8">
                {b.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </AboutSection>
      <AboutSection title="报名方式">
        <Box bg="brand.50" borderRadius="8px" px="6" py="5">
          <Flex align="center" gap="2" mb="2" color="brand.700">
            <LuMail aria-hidden="true" />
            <Text fontWeight="600">
              请将报名材料发送至：
              <a href={`mailto:${EXPERT_EMAIL}?subject=${encodeURIComponent(subject)}`}>{EXPERT_EMAIL}</a>
            </Text>
          </Flex>
          <Text fontSize="13px" color="gray.600" mb="2">
            邮件标题请注明：{subject}
          </Text>
          <Text fontSize="13px" color="gray.700" mb="1">
            报名材料：
          </Text>
          <Stack as="ol" gap="0.5" ps="5" fontSize="13px" color="gray.700" listStyleType="decimal">
            {materials.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </Stack>
          <Text fontSize="13px" color="gray.600" mt="3">
            我们将在收到材料后 5 个工作日内完成初审，并通过邮件或电话与您联系。您提交的个人信息仅用于专家遴选，不会对外提供。
          </Text>
        </Box>
        <Text fontSize="13px" color="gray.600" mt="4">
          {other.text}
          <RouterLink href={other.href} color="brand.600" ms="1">
            {other.label}
          </RouterLink>
        </Text>
      </AboutSection>
    </>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Flex as="li" key={item} gap="2.5" align="flex-start">
          <Box as="span" color="brand.600" mt="6px" flexShrink={0}>
            <LuCircleCheck aria-hidden="true" />
          </Box>
          <Text>{item}</Text>
        </Flex>
      ))}
    </Stack>
  );
}
