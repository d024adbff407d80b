import type { MouseEvent } from 'react';
import { Box, Flex, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowUpRight, LuChevronRight } from 'react-icons/lu';
import { Link } from 'wouter';
import type { Contributed } from '@kernel/client/contributions';
import { useRegistry, useService } from '@kernel/client/react';
import { HomeStore } from '../../store';
import { needsLogin } from '../links';
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

const PER_ROW = 4;

type Card = Contributed<'home.columnCard'>;

/** The cards in order: the columns, then invitations filling the empty cells of the last row. */
export function arrangeCards(cards: readonly Card[]): Card[] {
  const sorted = [...cards].sort((a, b) => a.order - b.order);
  const columns = sorted.filter((c) => (c.kind ?? 'column') === 'column');
  if (columns.length === 0) return [];
  const free = (PER_ROW - (columns.length % PER_ROW)) % PER_ROW;
  return [...columns, ...sorted.filter((c) => c.kind === 'invitation').slice(0, free)];
}

/** 核心栏目: the cards the enabled column plugins contribute (a disabled plugin has none). */
export const ColumnsSection = observer(function ColumnsSection() {
  const cards = arrangeCards(useRegistry().contributions('home.columnCard'));
  if (cards.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="home-columns-title" mt="10">
      <SectionHeading id="home-columns-title" title="核心栏目" subtitle="从单项工程到综合单价，从劳务价格到政策文件，一站查齐" />
      <SimpleGrid columns={PER_ROW} gap="5" as="ul" listStyleType="none" m="0" p="0">
        {cards.map((c) => (
          <li key={c.id}>{c.kind === 'invitation' ? <InvitationCard card={c} /> : <ColumnCard card={c} />}</li>
        ))}
      </SimpleGrid>
    </Box>
  );
});

/** A visitor clicking a column that needs login gets the login dialog (then goes there). */
function useOpen(route: string): (event: MouseEvent<HTMLElement>) => void {
  const store = useService<HomeStore>(HomeStore);
  const registry = useRegistry();
  return (event) => {
    if (!needsLogin(registry, route)) return;
    event.preventDefault();
    store.openProtected(route);
  };
}

function ColumnCard({ card }: { card: Card }) {
  const onClick = useOpen(card.route);
  const Icon = card.icon;
  const body = (
    <>
      <Flex justify="space-between" align="flex-start" mb="4">
        <Flex w="48px" h="48px" borderRadius="12px" align="center" justify="center" fontSize="24px" style={{ background: card.tint.bg, color: card.tint.fg }}>
          <Icon aria-hidden="true" />
        </Flex>
        {card.badge ? (
          <Box as="span" px="2" lineHeight="20px" fontSize="12px" color="white" bg="accent.500" borderRadius="10px 10px 10px 0">
            {card.badge}
          </Box>
        ) : null}
      </Flex>
      <Heading as="h3" fontSize="17px" fontWeight="600" color="page.fg" mb="2">
        {card.title}
      </Heading>
      <Text fontSize="13px" color="gray.600" lineHeight="1.8" flex="1">
        {card.text}
      </Text>
      <Flex align="center" gap="1" mt="4" fontSize="13px" color="brand.600" fontWeight="500">
        {card.action ?? (card.newWindow ? '新窗口打开' : '进入栏目')}
        {card.newWindow ? <LuArrowUpRight aria-hidden="true" /> : <LuChevronRight aria-hidden="true" />}
      </Flex>
    </>
  );
  if (card.newWindow) {
    return (
      <CardAnchor href={card.route} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {body}
      </CardAnchor>
    );
  }
  return (
    <Link href={card.route} onClick={onClick} asChild>
      <CardAnchor>{body}</CardAnchor>
    </Link>
  );
}

/** A highlighted card filling the last row, e.g. the invitation to join the expert pool. */
function InvitationCard({ card }: { card: Card }) {
  const onClick = useOpen(card.route);
  const Icon = card.icon;
  return (
    <Link href={card.route} onClick={onClick} asChild>
      <CardAnchor bgGradient="to-br" gradientFrom="brand.600" gradientTo="brand.800" color="white" borderColor="transparent" _hover={{ transform: 'translateY(-3px)', boxShadow: '0 10px 28px rgba(15, 69, 163, 0.30)' }}>
        <Flex w="48px" h="48px" borderRadius="12px" align="center" justify="center" fontSize="24px" mb="4" style={{ background: card.tint.bg, color: card.tint.fg }}>
          <Icon aria-hidden="true" />
        </Flex>
        <Heading as="h3" fontSize="17px" fontWeight="600" mb="2">
          {card.title}
        </Heading>
        <Text fontSize="13px" lineHeight="1.8" opacity={0.85} flex="1">
          {card.text}
        </Text>
        <Flex align="center" gap="1" mt="4" fontSize="13px" fontWeight="500" color="accent.300">
          {card.action ?? '了解详情'}
          <LuChevronRight aria-hidden="true" />
        </Flex>
      </CardAnchor>
    </Link>
  );
}
