import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuShieldCheck, LuTags, LuTriangleAlert } from 'react-icons/lu';
import { useRegistry } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { RouterLink } from '@kernel/client/views/PageContainer';
import { aboutRoutes } from '@plugins/about/shared/routes';
import { SectionHeading } from './SectionHeading';

const STAGES = ['招标控制价', '中标价', '结算价'] as const;

const NOTES: readonly { icon: IconType; title: string; text: string }[] = [
  {
    icon: LuShieldCheck,
    title: '示例数据，如实标注',
    text: '本站当前展示的指标为按真实造价规律生成的示例数据（项目名称均已匿名化），用于演示平台功能，不代表具体项目的真实价格。导入的真实工程数据会在去除项目名称、建设单位、具体地址等可识别信息后发布。',
  },
  {
    icon: LuTags,
    title: '按计价阶段标注',
    text: '每条数据均标明计价阶段，不同阶段的数据口径不同，对比与引用时请选择同一阶段的样本。',
  },
  {
    icon: LuTriangleAlert,
    title: '仅供专业参考',
    text: '指标反映样本在特定时期与地区的造价水平，不构成计价或定价依据，请结合项目实际独立判断。',
  },
];

/** 数据说明: where the data come from and how to read them. */
export function DataNoteSection() {
  const registry = useRegistry();
  // The statements are the about plugin's pages: links while it serves them, plain words otherwise.
  const statement = (href: string, text: string) =>
    servesPath(registry, href) ? (
      <RouterLink href={href} color="brand.600" mx="1">
        {text}
      </RouterLink>
    ) : (
      <Text as="span" mx="1">
        {text}
      </Text>
    );
  return (
    <Box as="section" aria-labelledby="home-data-note-title" mt="12">
      <SectionHeading id="home-data-note-title" title="数据说明" subtitle="了解数据口径，才能用对数据" />
      <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" p="8">
        <Flex align="center" gap="3" mb="6" wrap="wrap">
          <Text fontSize="14px" color="gray.600">
            计价阶段标签：
          </Text>
          {STAGES.map((stage) => (
            <Box key={stage} as="span" px="3" py="0.5" fontSize="13px" color="brand.700" bg="brand.50" borderWidth="1px" borderColor="brand.100" borderRadius="4px">
              {stage}
            </Box>
          ))}
        </Flex>
        <SimpleGrid columns={3} gap="8">
          {NOTES.map((note) => (
            <Box key={note.title}>
              <Flex align="center" gap="2" mb="2" color="brand.600" fontSize="18px">
                <note.icon aria-hidden="true" />
                <Text fontSize="16px" fontWeight="600" color="page.fg">
                  {note.title}
                </Text>
              </Flex>
              <Text fontSize="13px" color="gray.600" lineHeight="1.9">
                {note.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text fontSize="13px" color="gray.500" mt="6" pt="5" borderTopWidth="1px" borderColor="page.border">
          使用本站数据即表示您已阅读并同意
          {statement(aboutRoutes.statement(), '免责声明')}
          与
          {statement(aboutRoutes.copyrights(), '版权声明')}
          。
        </Text>
      </Box>
    </Box>
  );
}
