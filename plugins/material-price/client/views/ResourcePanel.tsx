import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Flex, Input, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuSearch } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { FilterChip } from '@kernel/client/views/FilterChip';
import { MATERIAL_PRICE_LIMITS, RESOURCE_KINDS, type ResourceBrief } from '../../shared/contract';
import { MaterialPriceStore } from '../tokens';

/** One resource of a list: name, specification, code, type and unit; the shown one is marked. */
function ResourceButton({ resource, current, onPick }: { resource: ResourceBrief; current: boolean; onPick(r: ResourceBrief): void }) {
  return (
    <chakra.button
      type="button"
      w="100%"
      textAlign="left"
      px="3"
      py="2"
      borderRadius="6px"
      borderWidth="1px"
      borderColor={current ? 'brand.300' : 'transparent'}
      bg={current ? 'brand.50' : 'transparent'}
      cursor="pointer"
      aria-current={current ? 'true' : undefined}
      _hover={{ bg: current ? 'brand.50' : '#f5f7fb' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      onClick={() => onPick(resource)}
    >
      <Text fontSize="13px" fontWeight={current ? '600' : '500'} color={current ? 'brand.800' : 'gray.800'} lineHeight="1.5">
        {resource.name}
        {resource.spec ? (
          <Text as="span" ml="1.5" color={current ? 'brand.700' : 'gray.600'} fontWeight="400">
            {resource.spec}
          </Text>
        ) : null}
      </Text>
      <Text fontSize="12px" color="gray.500" fontVariantNumeric="tabular-nums">
        {resource.code} · {resource.kind} · 元/{resource.unit}
      </Text>
    </chakra.button>
  );
}

/** 选择材料: the search by name or specification, the type filter, the popular resources and the results. */
export const ResourcePanel = observer(function ResourcePanel() {
  const store = useService<MaterialPriceStore>(MaterialPriceStore);
  const [text, setText] = useState(store.keyword);
  useEffect(() => setText(store.keyword), [store.keyword]);
  const code = store.selection?.code;
  const results = store.results;
  const popular = store.meta.data?.popular ?? [];
  const pick = (r: ResourceBrief) => void store.selectResource(r);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.search(text);
  };
  const list = results.data?.list ?? [];
  const total = results.data?.total ?? 0;

  return (
    <Box as="aside" aria-labelledby="mp-resource-heading" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="4" alignSelf="flex-start">
      <Text as="h2" id="mp-resource-heading" fontSize="15px" fontWeight="600" color="gray.800" mb="3">
        选择材料
      </Text>
      <Flex as="form" role="search" aria-label="材料检索" onSubmit={submit} gap="2" mb="3">
        <Input
          size="sm"
          name="keyWord"
          aria-label="材料名称或规格型号"
          placeholder="名称或规格，如 螺纹钢、C30"
          value={text}
          maxLength={MATERIAL_PRICE_LIMITS.keywordMax}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" size="sm" colorPalette="brand" px="3" aria-label="搜索材料">
          <LuSearch aria-hidden="true" />
        </Button>
      </Flex>
      <Flex role="group" aria-label="类别" wrap="wrap" gap="1" mb="3">
        {['', ...RESOURCE_KINDS].map((k) => (
          <FilterChip key={k || 'all'} selected={store.kind === k} h="26px" px="2" fontSize="12px" onClick={() => void store.search(store.keyword, k)}>
            {k || '全部'}
          </FilterChip>
        ))}
      </Flex>

      {popular.length && !store.keyword && !store.kind ? (
        <Box mb="3" pb="3" borderBottomWidth="1px" borderColor="page.border">
          <Text as="h3" fontSize="12px" color="gray.500" mb="1.5">
            常用材料
          </Text>
          <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" aria-label="常用材料">
            {popular.map((r) => (
              <li key={r.code}>
                <ResourceButton resource={r} current={r.code === code} onPick={pick} />
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}

      <Flex justify="space-between" align="baseline" mb="1.5">
        <Text as="h3" fontSize="12px" color="gray.500">
          {store.keyword || store.kind ? '检索结果' : '全部材料'}
        </Text>
        <Text fontSize="12px" color="gray.500" aria-live="polite">
          {results.status === 'loading' && !results.data ? '检索中…' : `共 ${total} 项`}
        </Text>
      </Flex>
      {results.status === 'error' ? (
        <Text role="alert" fontSize="13px" color="red.600" py="3">
          {results.error}
        </Text>
      ) : !results.data ? (
        <Stack gap="2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h="40px" />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <Text fontSize="13px" color="gray.500" py="4" textAlign="center">
          未找到匹配的材料，请换个名称或规格试试
        </Text>
      ) : (
        <Box maxH="420px" overflowY="auto" mx="-1" px="1" opacity={results.status === 'loading' ? 0.6 : 1}>
          <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" aria-label="材料列表">
            {list.map((r) => (
              <li key={r.code}>
                <ResourceButton resource={r} current={r.code === code} onPick={pick} />
              </li>
            ))}
          </Stack>
          {total > list.length ? (
            <Text fontSize="12px" color="gray.500" mt="2" textAlign="center">
              仅显示前 {list.length} 项，请输入关键词缩小范围
            </Text>
          ) : null}
        </Box>
      )}
    </Box>
  );
});
