import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Flex, IconButton, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { EventBus } from '@kernel/client/event-bus';
import { Navigator } from '@kernel/client/navigator';
import type { SearchScopeId } from '@kernel/client/plugin';
import { useKernel, useRegistry, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { UiStore } from '@kernel/client/ui-store';
import { SPECIAL_CHARACTERS, insertAt, runSearch } from './search';
import { useLightPopover } from './use-light-popover';

/** The header search: scope dropdown, keyword input, special characters and the 搜索 button. */
export function SearchBox() {
  const scopes = useRegistry().searchScopes;
  const kernel = useKernel();
  const bus = useService<EventBus>(EventBus);
  const navigator = useService<Navigator>(Navigator);
  const session = useService<SessionStore>(SessionStore);
  const ui = useService<UiStore>(UiStore);
  // The contributed scopes' ids (declared by their plugins); the first one until the reader picks.
  const [scope, setScope] = useState<SearchScopeId | undefined>(scopes[0]?.scope);
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const chars = useLightPopover<HTMLFormElement>();

  if (scopes.length === 0) return null;
  const current = scopes.find((s) => s.scope === scope) ?? scopes[0]!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await runSearch(
        {
          get: kernel.get,
          bus,
          scopes,
          isLogin: session.isLogin,
          current: () => navigator.current(),
          navigate: (to) => navigator.navigate(to),
          begin: () => ui.begin(),
          end: () => ui.end(),
        },
        current.scope,
        keyword,
      );
      setKeyword((k) => k.trim());
    } finally {
      setBusy(false);
    }
  };

  const insertCharacter = (ch: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? keyword.length;
    const end = input?.selectionEnd ?? start;
    const next = insertAt(keyword, ch, start, end);
    setKeyword(next.value);
    chars.close();
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Box as="form" role="search" aria-label="站内搜索" onSubmit={submit} w="500px" position="relative" ref={chars.containerRef}>
      <Flex
        h="40px"
        borderWidth="2px"
        borderColor="brand.600"
        borderRadius="6px"
        bg="white"
        overflow="hidden"
        align="stretch"
        _focusWithin={{ boxShadow: '0 0 0 3px rgba(20, 86, 200, 0.15)' }}
      >
        <NativeSelect.Root size="sm" variant="plain" w="124px" flexShrink={0} h="full">
          <NativeSelect.Field
            aria-label="搜索范围"
            value={current.scope}
            onChange={(e) => setScope(e.currentTarget.value as SearchScopeId)}
            h="full"
            fontSize="14px"
            color="page.fg"
            ps="3"
            borderRightWidth="1px"
            borderColor="page.border"
            borderRadius="0"
            cursor="pointer"
          >
            {scopes.map((s) => (
              <option key={s.scope} value={s.scope}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          ref={inputRef}
          aria-label="搜索关键词"
          placeholder={current.placeholder}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          maxLength={100}
          border="none"
          h="full"
          fontSize="14px"
          px="3"
          flex="1"
          minW="0"
          borderRadius="0"
          _focusVisible={{ outline: 'none', boxShadow: 'none' }}
        />
        <IconButton
          {...chars.triggerProps}
          aria-label="插入特殊字符"
          title="插入特殊字符"
          variant="ghost"
          size="sm"
          h="full"
          minW="36px"
          borderRadius="0"
          color="gray.500"
          fontSize="15px"
          fontWeight="600"
          _hover={{ color: 'brand.600', bg: 'brand.50' }}
        >
          Φ
        </IconButton>
        <Button
          type="submit"
          colorPalette="brand"
          h="full"
          px="5"
          borderRadius="0"
          fontSize="15px"
          loading={busy}
          flexShrink={0}
        >
          <LuSearch />
          搜索
        </Button>
      </Flex>
      {chars.open ? <SpecialCharacterPanel {...chars.panelProps} onPick={insertCharacter} /> : null}
    </Box>
  );
}

/** The grid of special characters cost engineers type in item descriptions. */
function SpecialCharacterPanel({ onPick, ...panelProps }: { onPick: (ch: string) => void; id: string; role: 'dialog' }) {
  return (
    <Box
      {...panelProps}
      aria-label="插入特殊字符"
      position="absolute"
      top="calc(100% + 8px)"
      right="88px"
      zIndex={1500}
      w="232px"
      p="3"
      bg="white"
      borderWidth="1px"
      borderColor="page.border"
      borderRadius="8px"
      boxShadow="0 10px 30px rgba(15, 35, 80, 0.16)"
    >
      <Text fontSize="12px" color="page.muted" mb="2">
        点击插入特殊字符
      </Text>
      <SimpleGrid columns={5} gap="1.5">
        {SPECIAL_CHARACTERS.map((ch) => (
          <Button key={ch} size="xs" variant="outline" h="32px" fontSize="15px" aria-label={`插入 ${ch}`} onClick={() => onPick(ch)}>
            {ch}
          </Button>
        ))}
      </SimpleGrid>
    </Box>
  );
}
