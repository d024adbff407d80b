import { Box, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { HomeStore } from '../../store';
import { SectionHeading } from './SectionHeading';

const KIND_TINT: Record<string, { bg: string; fg: string }> = {
  行业协会: { bg: '#eaf1fd', fg: '#1456c8' },
  造价站: { bg: '#e8f7f1', fg: '#0f8a5f' },
  高校: { bg: '#f1edfd', fg: '#6d4bd1' },
  企业: { bg: '#fff7e8', fg: '#b56d0a' },
};
const OTHER = { bg: '#eef2f7', fg: '#334155' };

/** 合作单位: partners as text badges, each marked with its kind. */
export const CooperationSection = observer(function CooperationSection() {
  const store = useService<HomeStore>(HomeStore);
  if (store.cooperates.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="home-cooperate-title" mt="12">
      <SectionHeading id="home-cooperate-title" title="合作单位" subtitle="与行业协会、造价管理机构、高校及企业共建数据标准" />
      <Flex as="ul" listStyleType="none" m="0" p="6" gap="3" wrap="wrap" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px">
        {store.cooperates.map((c) => {
          const tint = KIND_TINT[c.kind] ?? OTHER;
          return (
            <Flex as="li" key={c.id} align="center" gap="2" px="3.5" h="40px" borderWidth="1px" borderColor="page.border" borderRadius="8px" bg="gray.50">
              <Box as="span" px="1.5" fontSize="11px" lineHeight="18px" borderRadius="3px" style={{ background: tint.bg, color: tint.fg }}>
                {c.kind}
              </Box>
              <Text as="span" fontSize="14px" color="gray.700">
                {c.name}
              </Text>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
});
