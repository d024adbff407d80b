import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Flex, Input, Text, chakra } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

export interface SearchBannerProps {
  /** The search landmark's name (综合单价检索, 政策文件检索). */
  readonly label: string;
  /** The keyword box's accessible name. */
  readonly inputLabel: string;
  readonly placeholder: string;
  /** The list's current keyword: the box shows it and follows it when the address changes. */
  readonly keyword: string | undefined;
  readonly maxLength: number;
  /** The words offered under the box (热门检索, 常用检索) and their label. */
  readonly hotLabel: string;
  readonly hotKeywords: readonly string[];
  /** A submitted keyword or a chosen offered word. */
  onSearch(keyword: string): void;
  /** The box's width (default 780px). */
  readonly maxW?: string;
}

/**
 * A list page's keyword search on the brand gradient: a search landmark with the keyword box and
 * 搜索, then a row of offered words, each searching at once. The box edits freely and follows the
 * list's keyword when it changes (back, forward, a link).
 */
export function SearchBanner({ label, inputLabel, placeholder, keyword, maxLength, hotLabel, hotKeywords, onSearch, maxW = '780px' }: SearchBannerProps) {
  const [text, setText] = useState(keyword ?? '');
  useEffect(() => setText(keyword ?? ''), [keyword]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text);
  };
  return (
    <Box
      as="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      bg="linear-gradient(120deg, #0f45a3 0%, #1456c8 55%, #2f74e0 100%)"
      borderRadius="8px"
      px="6"
      py="5"
      mb="4"
      color="white"
    >
      <Flex maxW={maxW} bg="white" borderRadius="6px" overflow="hidden" boxShadow="0 2px 8px rgba(0,0,0,0.12)">
        <Input
          aria-label={inputLabel}
          placeholder={placeholder}
          value={text}
          maxLength={maxLength}
          onChange={(e) => setText(e.target.value)}
          border="none"
          h="44px"
          fontSize="15px"
          color="gray.800"
          px="4"
          _focusVisible={{ outline: 'none', boxShadow: 'none' }}
        />
        <Button type="submit" h="44px" px="7" borderRadius="0" colorPalette="accent" fontSize="15px">
          <LuSearch aria-hidden="true" />
          搜索
        </Button>
      </Flex>
      {hotKeywords.length ? (
        <Flex mt="3" gap="2" align="center" fontSize="13px" wrap="wrap">
          <Text opacity={0.85}>{hotLabel}：</Text>
          {hotKeywords.map((k) => (
            <chakra.button
              key={k}
              type="button"
              onClick={() => {
                setText(k);
                onSearch(k);
              }}
              px="2.5"
              h="24px"
              borderRadius="12px"
              bg="whiteAlpha.200"
              cursor="pointer"
              _hover={{ bg: 'whiteAlpha.300' }}
              _focusVisible={{ outline: '2px solid white' }}
            >
              {k}
            </chakra.button>
          ))}
        </Flex>
      ) : null}
    </Box>
  );
}
