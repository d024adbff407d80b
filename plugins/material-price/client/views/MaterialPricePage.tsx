import { useState, type FormEvent } from 'react';
import { Box, Button, Flex, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { ContentCard, PageContainer } from '@kernel/client/views/PageContainer';
import { MATERIAL_PRICE_LIMITS } from '../../shared/contract';
import { MaterialPriceStore } from '../tokens';

/** Starts the list's request as soon as the page's code is there (before the first render). */
export function prepare({ get }: PagePrepareContext): void {
  void get<MaterialPriceStore>(MaterialPriceStore).load();
}

/** 材料价格: the list with a keyword search. */
const MaterialPricePage = observer(function MaterialPricePage() {
  const store = useService<MaterialPriceStore>(MaterialPriceStore);
  const [keyword, setKeyword] = useState(store.keyword);
  const { page } = store;
  const search = (event: FormEvent) => {
    event.preventDefault();
    void store.search(keyword);
  };
  return (
    <PageContainer breadcrumb={[{ label: '材料价格' }]} title="材料价格">
      <ContentCard p="6">
        <Flex as="form" onSubmit={search} gap="3" mb="5" role="search" aria-label="材料价格检索">
          <Input
            name="keyWord"
            value={keyword}
            maxLength={MATERIAL_PRICE_LIMITS.keywordMax}
            placeholder="请输入关键词"
            onChange={(e) => setKeyword(e.currentTarget.value)}
            maxW="360px"
          />
          <Button type="submit" colorPalette="brand">
            搜索
          </Button>
        </Flex>
        {page.status === 'error' ? (
          <Text role="alert" color="red.600">
            {page.error}
          </Text>
        ) : page.data === null ? (
          <Flex justify="center" py="10" aria-busy="true">
            <Spinner color="brand.600" />
          </Flex>
        ) : page.data.list.length === 0 ? (
          <Text color="page.muted" py="10" textAlign="center">
            暂无数据
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="材料价格列表">
            {page.data.list.map((item) => (
              <Box as="li" key={item.id} px="4" py="3" borderWidth="1px" borderColor="page.border" borderRadius="8px">
                {item.name}
              </Box>
            ))}
          </Stack>
        )}
      </ContentCard>
    </PageContainer>
  );
});

export default MaterialPricePage;
