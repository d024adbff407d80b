import type { MouseEvent } from 'react';
import { Box, Flex, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChevronRight, LuLock, LuMapPin } from 'react-icons/lu';
import { useRegistry, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import type { RecommendItem } from '../../../shared/contract';
import { HomeStore } from '../../store';
import { formatNumber } from '../links';
import { SectionHeading } from './SectionHeading';

const Card = chakra('a', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    h: 'full',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'page.border',
    borderRadius: '10px',
    p: '5',
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'transform 0.2s, box-shadow 0.2s, border-color 0.2s',
    _hover: { transform: 'translateY(-2px)', boxShadow: '0 10px 24px rgba(15, 35, 80, 0.10)', borderColor: 'brand.200' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
});

const STAGE_TINT: Record<string, { bg: string; fg: string }> = {
  招标控制价: { bg: '#eaf1fd', fg: '#1456c8' },
  中标价: { bg: '#e8f7f1', fg: '#0f8a5f' },
  结算价: { bg: '#fff7e8', fg: '#b56d0a' },
};

/**
 * 最新指标推荐: the latest single projects (opening one needs login; the detail needs VIP), shown
 * while the plugin serving their links contributes `home.recommendation` (where 查看全部 goes).
 */
export const RecommendSection = observer(function RecommendSection() {
  const store = useService<HomeStore>(HomeStore);
  const session = useService<SessionStore>(SessionStore);
  const more = useRegistry().contributions('home.recommendation')[0];
  if (!more || store.recommendations.length === 0) return null;
  const open = (path: string) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    store.openProtected(path);
  };
  return (
    <Box as="section" aria-labelledby="home-recommend-title" mt="12">
      <SectionHeading
        id="home-recommend-title"
        title="最新指标推荐"
        subtitle="近期入库的单项工程样本，按工程用途精选"
        action={
          <chakra.a href={more.moreRoute} onClick={open(more.moreRoute)} display="flex" alignItems="center" gap="1" fontSize="14px" color="brand.600" _hover={{ color: 'brand.700' }}>
            {more.moreText}
            <LuChevronRight aria-hidden="true" />
          </chakra.a>
        }
      />
      <SimpleGrid columns={4} gap="5" as="ul" listStyleType="none" m="0" p="0">
        {store.recommendations.map((item) => (
          <li key={item.id}>
            <Card href={item.link} onClick={open(item.link)} aria-label={`${item.name}，${item.buildingUse}，单方造价 ${formatNumber(item.unitCost, 2)} 元/m²`}>
              <ProjectCard item={item} />
            </Card>
          </li>
        ))}
      </SimpleGrid>
      {!session.isLogin && more.visitorNote ? (
        <Text fontSize="13px" color="gray.500" mt="3" display="flex" alignItems="center" gap="1.5">
          <LuLock aria-hidden="true" />
          {more.visitorNote}
        </Text>
      ) : null}
    </Box>
  );
});

function ProjectCard({ item }: { item: RecommendItem }) {
  const tint = STAGE_TINT[item.pricingStage] ?? { bg: '#f1f5f9', fg: '#475569' };
  const storeys = [item.floorsAbove > 0 ? `地上${item.floorsAbove}层` : '', item.floorsBelow > 0 ? `地下${item.floorsBelow}层` : ''].filter(Boolean).join('/');
  return (
    <>
      <Flex justify="space-between" align="center" mb="3">
        <Box as="span" px="2" lineHeight="22px" fontSize="12px" borderRadius="4px" style={{ background: tint.bg, color: tint.fg }}>
          {item.pricingStage}
        </Box>
        <Text fontSize="12px" color="gray.500">
          {item.priceMonth}
        </Text>
      </Flex>
      <Text fontSize="15px" fontWeight="600" color="page.fg" lineClamp={1} title={item.name} mb="2">
        {item.name}
      </Text>
      <Flex gap="1.5" wrap="wrap" mb="4">
        {[item.buildingUse, item.structure, storeys].filter(Boolean).map((tag) => (
          <Box key={tag} as="span" px="1.5" fontSize="12px" lineHeight="20px" color="gray.600" bg="gray.100" borderRadius="3px">
            {tag}
          </Box>
        ))}
      </Flex>
      <Box mt="auto">
        <Text fontSize="12px" color="gray.500">
          单方造价
        </Text>
        <Flex align="baseline" gap="1" mb="3">
          <Text fontSize="24px" fontWeight="700" color="brand.700" fontVariantNumeric="tabular-nums">
            {formatNumber(item.unitCost, 2)}
          </Text>
          <Text fontSize="12px" color="gray.500">
            元/m²
          </Text>
        </Flex>
        <Flex justify="space-between" gap="2" fontSize="12px" color="gray.500" pt="3" borderTopWidth="1px" borderColor="page.border">
          <Flex as="span" align="center" gap="1" minW="0">
            <LuMapPin aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text as="span" lineClamp={1} title={item.region}>
              {item.region}
            </Text>
          </Flex>
          <Text as="span" flexShrink={0}>
            建筑面积 {formatNumber(item.buildingArea)} m²
          </Text>
        </Flex>
      </Box>
    </>
  );
}
