import { Box, Flex, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { LuArrowUpRight, LuChevronRight, LuUsers } from 'react-icons/lu';
import { Link } from 'wouter';
import { useRegistry } from '@kernel/client/react';
import { HOME_COLUMNS, type HomeColumn } from '../columns';
import { useColumnLink } from '../useColumnLink';
import { SectionHeading } from './SectionHeading';

const CardAnchor = chakra('a', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    h: 'full',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'page.border',
    borderRadius: '10px',
    p: '6',
    color: 'inherit',
    textDecoration: 'none',
    transition: 'transform 0.2s, box-shadow 0.2s, border-color 0.2s',
    _hover: { transform: 'translateY(-3px)', boxShadow: '0 10px 28px rgba(15, 35, 80, 0.10)', borderColor: 'brand.200' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
});

const RECRUITING_PATH = '/static/recruitingExperts';

/** The site's columns as cards (only those whose plugin is enabled). */
export function ColumnsSection() {
  const { tab } = useColumnLink();
  const routes = useRegistry().routes;
  const columns = HOME_COLUMNS.filter((c) => tab(c.path));
  const hasRecruiting = routes.some((r) => r.path === RECRUITING_PATH);
  if (columns.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="home-columns-title" mt="10">
      <SectionHeading id="home-columns-title" title="核心栏目" subtitle="从单项工程到综合单价，从劳务价格到政策文件，一站查齐" />
      <SimpleGrid columns={4} gap="5" as="ul" listStyleType="none" m="0" p="0">
        {columns.map((c) => (
          <li key={c.path}>
            <ColumnCard column={c} />
          </li>
        ))}
        {columns.length % 4 !== 0 && hasRecruiting ? (
          <li>
            <RecruitingCard />
          </li>
        ) : null}
      </SimpleGrid>
    </Box>
  );
}

function ColumnCard({ column }: { column: HomeColumn }) {
  const { tab, onClick } = useColumnLink();
  const t = tab(column.path);
  const Icon = column.icon;
  const body = (
    <>
      <Flex justify="space-between" align="flex-start" mb="4">
        <Flex w="48px" h="48px" borderRadius="12px" align="center" justify="center" fontSize="24px" style={{ background: column.tint.bg, color: column.tint.fg }}>
          <Icon aria-hidden="true" />
        </Flex>
        {t?.badge ? (
          <Box as="span" px="2" lineHeight="20px" fontSize="12px" color="white" bg="accent.500" borderRadius="10px 10px 10px 0">
            {t.badge}
          </Box>
        ) : null}
      </Flex>
      <Heading as="h3" fontSize="17px" fontWeight="600" color="page.fg" mb="2">
        {column.title}
      </Heading>
      <Text fontSize="13px" color="gray.600" lineHeight="1.8" flex="1">
        {column.description}
      </Text>
      <Flex align="center" gap="1" mt="4" fontSize="13px" color="brand.600" fontWeight="500">
        {t?.newWindow ? '新窗口打开' : '进入栏目'}
        {t?.newWindow ? <LuArrowUpRight aria-hidden="true" /> : <LuChevronRight aria-hidden="true" />}
      </Flex>
    </>
  );
  if (t?.newWindow) {
    return (
      <CardAnchor href={column.path} target="_blank" rel="noopener noreferrer" onClick={onClick(column.path)}>
        {body}
      </CardAnchor>
    );
  }
  return (
    <Link href={column.path} onClick={onClick(column.path)} asChild>
      <CardAnchor>{body}</CardAnchor>
    </Link>
  );
}

/** Fills the last cell of the grid: an invitation to join the expert pool. */
function RecruitingCard() {
  return (
    <Link href={RECRUITING_PATH} asChild>
      <CardAnchor bgGradient="to-br" gradientFrom="brand.600" gradientTo="brand.800" color="white" borderColor="transparent" _hover={{ transform: 'translateY(-3px)', boxShadow: '0 10px 28px rgba(15, 69, 163, 0.30)' }}>
        <Flex w="48px" h="48px" borderRadius="12px" align="center" justify="center" fontSize="24px" bg="rgba(255,255,255,0.16)" mb="4">
          <LuUsers aria-hidden="true" />
        </Flex>
        <Heading as="h3" fontSize="17px" fontWeight="600" mb="2">
          招募数据审核专家
        </Heading>
        <Text fontSize="13px" lineHeight="1.8" opacity={0.85} flex="1">
          诚邀注册造价工程师及劳务、分包价格专家加入专家库，共建可信的造价指标体系。
        </Text>
        <Flex align="center" gap="1" mt="4" fontSize="13px" fontWeight="500" color="accent.300">
          了解详情
          <LuChevronRight aria-hidden="true" />
        </Flex>
      </CardAnchor>
    </Link>
  );
}
