import { useEffect, useState } from 'react';
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { BQ_STANDARD_NAMES, type BqTradeNode } from '../../shared/contract';
import { UnitPriceListStore } from '../list-store';
import { SkeletonBlock } from './parts';

/** The nodes on the way to a code (its discipline and chapter), to open them. */
function ancestorsOf(code: string | undefined): string[] {
  if (!code) return [];
  return [code.slice(0, 2), code.slice(0, 4)].filter((c) => c.length < code.length);
}

/** 清单分类: discipline → chapter → section of the shown standard, with the sample counts of the filtered set. */
export const TradeTree = observer(function TradeTree() {
  const store = useService<UnitPriceListStore>(UnitPriceListStore);
  const selected = store.query.tradeCode;
  const nodes = store.tree.data ?? [];
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(ancestorsOf(selected)));
  useEffect(() => {
    // Open the way to the selected node, and the first discipline when nothing is open.
    setExpanded((prev) => {
      const next = new Set(prev);
      for (const c of ancestorsOf(selected)) next.add(c);
      if (next.size === 0 && nodes[0]) next.add(nodes[0].code);
      return next.size === prev.size ? prev : next;
    });
  }, [selected, nodes]);
  const toggle = (code: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const choose = (code: string | undefined) => void store.update({ tradeCode: code === selected ? undefined : code });
  const total = nodes.reduce((n, d) => n + d.sampleCount, 0);

  return (
    <Box as="nav" aria-labelledby="unit-price-tree-title" bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)" position="sticky" top="12px">
      <Flex align="center" justify="space-between" px="4" h="48px" borderBottomWidth="1px" borderColor="page.border">
        <Text as="h2" id="unit-price-tree-title" fontSize="15px" fontWeight="600" color="gray.800" display="flex" alignItems="center" gap="2">
          <Box as="span" w="3px" h="14px" bg="brand.600" borderRadius="2px" aria-hidden="true" />
          清单分类
        </Text>
        <Text fontSize="11px" color="gray.400">
          {BQ_STANDARD_NAMES[store.standard]}
        </Text>
      </Flex>
      <Box maxH="calc(100vh - 140px)" overflowY="auto" py="2" px="2">
        {store.tree.status === 'loading' && nodes.length === 0 ? (
          <Box p="2">
            <SkeletonBlock lines={8} height="16px" />
          </Box>
        ) : store.tree.status === 'error' && nodes.length === 0 ? (
          <Text fontSize="13px" color="gray.500" p="3" role="alert">
            清单分类加载失败
          </Text>
        ) : (
          <chakra.ul listStyleType="none" m="0" p="0">
            <li>
              <NodeButton label="全部分类" count={total} active={!selected} depth={0} onClick={() => void store.update({ tradeCode: undefined })} />
            </li>
            {nodes.map((n) => (
              <TreeNode key={n.code} node={n} depth={0} expanded={expanded} selected={selected} onToggle={toggle} onChoose={choose} />
            ))}
          </chakra.ul>
        )}
      </Box>
    </Box>
  );
});

function TreeNode({
  node,
  depth,
  expanded,
  selected,
  onToggle,
  onChoose,
}: {
  node: BqTradeNode;
  depth: number;
  expanded: Set<string>;
  selected: string | undefined;
  onToggle(code: string): void;
  onChoose(code: string): void;
}) {
  const open = expanded.has(node.code);
  const hasChildren = node.children.length > 0;
  const groupId = `trade-${node.code}`;
  return (
    <li>
      <Flex align="center">
        {hasChildren ? (
          <chakra.button
            type="button"
            aria-expanded={open}
            aria-controls={groupId}
            aria-label={`${open ? '收起' : '展开'} ${node.name}`}
            onClick={() => onToggle(node.code)}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            w="20px"
            h="28px"
            ml={`${depth * 14}px`}
            color="gray.400"
            cursor="pointer"
            borderRadius="3px"
            _hover={{ color: 'brand.600' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
          >
            {open ? <LuChevronDown /> : <LuChevronRight />}
          </chakra.button>
        ) : (
          <Box w="20px" ml={`${depth * 14}px`} flex="0 0 auto" />
        )}
        <NodeButton label={node.name} code={node.code} count={node.sampleCount} active={selected === node.code} depth={depth} onClick={() => onChoose(node.code)} />
      </Flex>
      {hasChildren && open ? (
        <chakra.ul id={groupId} listStyleType="none" m="0" p="0">
          {node.children.map((c) => (
            <TreeNode key={c.code} node={c} depth={depth + 1} expanded={expanded} selected={selected} onToggle={onToggle} onChoose={onChoose} />
          ))}
        </chakra.ul>
      ) : null}
    </li>
  );
}

function NodeButton({ label, code, count, active, depth, onClick }: { label: string; code?: string; count: number; active: boolean; depth: number; onClick(): void }) {
  return (
    <chakra.button
      type="button"
      aria-pressed={active}
      title={code ? `${code} ${label}` : label}
      onClick={onClick}
      flex="1"
      minW="0"
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="2"
      h="28px"
      px="2"
      fontSize={depth === 0 ? '13px' : '12.5px'}
      fontWeight={depth === 0 ? '600' : '400'}
      color={active ? 'brand.700' : count === 0 ? 'gray.400' : 'gray.700'}
      bg={active ? 'brand.50' : 'transparent'}
      borderRadius="4px"
      cursor="pointer"
      textAlign="left"
      _hover={{ bg: active ? 'brand.50' : 'gray.50', color: 'brand.700' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
    >
      <Text as="span" truncate>
        {code && depth > 0 ? (
          <Text as="span" fontVariantNumeric="tabular-nums" letterSpacing="0.02em" fontSize="11px" color="gray.400" mr="1">
            {code}
          </Text>
        ) : null}
        {label}
      </Text>
      <Text as="span" fontSize="11px" color={active ? 'brand.600' : 'gray.400'} fontVariantNumeric="tabular-nums" flex="0 0 auto">
        {count.toLocaleString('zh-CN')}
      </Text>
    </chakra.button>
  );
}
