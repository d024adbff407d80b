import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChevronDown, LuColumns3 } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { useService } from '@kernel/client/react';
import { MAX_COMPARE } from '../../shared/contract';
import { CompareStore, compareUrl } from '../compare-store';
import { fmtUnitCost } from '../format';
import { useRightGate } from '@kernel/client/right-gate';
import { MembershipRights } from '@plugins/membership/shared/rights';
import { RemoveButton } from './parts';

/** The compare tray: a floating button with the count, expanding to the list (max 4) and 开始对比. */
export const CompareTray = observer(function CompareTray() {
  const store = useService<CompareStore>(CompareStore);
  const gate = useRightGate(MembershipRights.singleProjectVip);
  const [, navigate] = useLocation();
  if (store.count === 0) return null;
  const start = () => {
    if (store.count < 2 || !gate()) return;
    store.setOpen(false);
    navigate(compareUrl(store.items.map((i) => i.id)));
  };
  if (!store.open) {
    return (
      <Button
        position="fixed"
        right="88px"
        bottom="32px"
        zIndex="20"
        colorPalette="brand"
        size="md"
        borderRadius="full"
        boxShadow="0 6px 18px rgba(20, 86, 200, 0.3)"
        onClick={() => store.setOpen(true)}
        aria-label={`对比栏，已选 ${store.count} 个单项工程`}
      >
        <LuColumns3 aria-hidden="true" />
        对比
        <Box as="span" bg="white" color="brand.700" borderRadius="full" px="1.5" fontSize="12px" lineHeight="18px" fontWeight="700">
          {store.count}/{MAX_COMPARE}
        </Box>
      </Button>
    );
  }
  return (
    <Box
      as="aside"
      aria-label="对比栏"
      position="fixed"
      right="88px"
      bottom="24px"
      zIndex="20"
      w="360px"
      bg="white"
      borderRadius="8px"
      borderWidth="1px"
      borderColor="page.border"
      boxShadow="0 12px 32px rgba(14, 26, 49, 0.18)"
    >
      <Flex align="center" justify="space-between" px="4" h="44px" borderBottomWidth="1px" borderColor="page.border" bg="brand.50" borderTopRadius="8px">
        <Text fontWeight="600" color="brand.800" fontSize="14px">
          对比栏
          <Text as="span" fontWeight="400" color="gray.500" fontSize="12px" ml="2">
            已选 {store.count}/{MAX_COMPARE}，至少选择 2 个
          </Text>
        </Text>
        <IconButton size="xs" variant="ghost" aria-label="收起对比栏" onClick={() => store.setOpen(false)}>
          <LuChevronDown />
        </IconButton>
      </Flex>
      <Box as="ul" listStyleType="none" m="0" p="2">
        {store.items.map((item) => (
          <Flex as="li" key={item.id} align="center" gap="2" px="2" py="2" borderRadius="6px" _hover={{ bg: 'gray.50' }}>
            <Box flex="1" minW="0">
              <Text fontSize="13px" fontWeight="600" color="gray.800" truncate title={item.name}>
                {item.name}
              </Text>
              <Text fontSize="12px" color="gray.500" truncate>
                {item.provinceName} · {item.buildingUse} · {item.structure} · {fmtUnitCost(item.unitCost)} 元/m²
              </Text>
            </Box>
            <RemoveButton label={`从对比栏移除 ${item.name}`} onClick={() => store.remove(item.id)} />
          </Flex>
        ))}
      </Box>
      <Flex justify="space-between" px="4" py="3" borderTopWidth="1px" borderColor="page.border">
        <Button size="sm" variant="ghost" color="gray.500" onClick={() => store.clear()}>
          清空
        </Button>
        <Button size="sm" colorPalette="brand" disabled={store.count < 2} onClick={start}>
          开始对比
        </Button>
      </Flex>
    </Box>
  );
});
