import { useEffect, useState, type ReactNode } from 'react';
import { Box, Flex, Grid, Text, chakra } from '@chakra-ui/react';
import { EmptyCard, type EmptyCardLink } from './EmptyCard';
import { PageContainer, type BreadcrumbEntry } from './PageContainer';
import { SkeletonBlock } from './Section';

/** One entry of a detail page's in-page navigation: the id of a `SectionCard` and its label. */
export interface DetailSectionLink {
  readonly id: string;
  readonly label: string;
}

export interface SectionNavProps {
  sections: readonly DetailSectionLink[];
  /** The landmark's name (default 页内导航). */
  label?: string;
  /** `compact` narrows the links (14 px padding instead of 16) so that seven or more fit one row. */
  density?: 'normal' | 'compact';
  /** Mark the section in view (`aria-current="location"`, brand colour) while the page scrolls. */
  highlightActive?: boolean;
}

/** Where a section counts as the one in view: its top has passed this line (px from the viewport's top). */
const ACTIVE_LINE = 120;

/**
 * The id of the last section whose top has scrolled past `ACTIVE_LINE` (the first one before any
 * has), or null when `enabled` is false. Follows scrolling and resizing.
 */
export function useActiveSection(ids: readonly string[], enabled = true): string | null {
  const [active, setActive] = useState<string | null>(enabled ? (ids[0] ?? null) : null);
  const key = ids.join(' ');
  useEffect(() => {
    if (!enabled || ids.length === 0) {
      setActive(null);
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current = ids[0];
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= ACTIVE_LINE) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  return active;
}

/**
 * A detail page's sticky bar of section anchors (a `nav` landmark): a click scrolls smoothly to the
 * section (the anchor keeps its `#id` address for a new tab or a copied link).
 */
export function SectionNav({ sections, label = '页内导航', density = 'normal', highlightActive = false }: SectionNavProps) {
  const active = useActiveSection(
    sections.map((s) => s.id),
    highlightActive,
  );
  return (
    <Box as="nav" aria-label={label} position="sticky" top="0" zIndex="5" bg="page.bg" py="3" mb="1">
      <Flex bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" px="2" h="44px" align="center" gap="1">
        {sections.map((sec) => {
          const current = active === sec.id;
          return (
            <chakra.a
              key={sec.id}
              href={`#${sec.id}`}
              aria-current={current ? 'location' : undefined}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(sec.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              px={density === 'compact' ? '3.5' : '4'}
              h="32px"
              lineHeight="32px"
              fontSize="14px"
              color={current ? 'brand.700' : 'gray.700'}
              bg={current ? 'brand.50' : undefined}
              fontWeight={current ? '600' : undefined}
              borderRadius="4px"
              _hover={{ bg: 'brand.50', color: 'brand.700' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
            >
              {sec.label}
            </chakra.a>
          );
        })}
      </Flex>
    </Box>
  );
}

export interface DetailFrameProps extends Omit<SectionNavProps, 'label'> {
  /** The trail after 首页 (the list, then the record's name). */
  breadcrumb: readonly BreadcrumbEntry[];
  /** The header card above the navigation (see `DetailHeaderCard`). */
  header: ReactNode;
  /** The landmark's name of the navigation (default 页内导航). */
  navLabel?: string;
  /** The sections (`SectionCard`s whose ids the navigation names), stacked 16 px apart. */
  children: ReactNode;
  /** Rendered after the sections inside the page (a floating tray, a dialog). */
  overlay?: ReactNode;
}

/**
 * The frame of a record's detail page: breadcrumb, the header card, the sticky in-page navigation
 * of its sections, then the sections.
 */
export function DetailFrame({ breadcrumb, header, sections, navLabel, density, highlightActive, children, overlay }: DetailFrameProps) {
  return (
    <PageContainer breadcrumb={breadcrumb}>
      {header}
      <SectionNav sections={sections} label={navLabel} density={density} highlightActive={highlightActive} />
      <Flex direction="column" gap="4">
        {children}
      </Flex>
      {overlay}
    </PageContainer>
  );
}

/**
 * A detail page whose record does not exist (or may not be shown): the breadcrumb and an empty
 * card with a way back (default 返回列表).
 */
export function DetailNotFound({ breadcrumb, title, description, back }: { breadcrumb: readonly BreadcrumbEntry[]; title: string; description?: ReactNode; back: EmptyCardLink }) {
  return (
    <PageContainer breadcrumb={breadcrumb}>
      <EmptyCard title={title} description={description} link={back} />
    </PageContainer>
  );
}

/**
 * The header card of a detail: the record's name, tags, facts and actions on the left (`children`,
 * padded 24 px), its key figures on the brand gradient panel on the right (`aside`, `asideWidth`
 * px wide). While `loading`, a skeleton of `skeletonLines` lines stands in its place.
 */
export function DetailHeaderCard({ children, aside, asideWidth = 280, loading = false, skeletonLines = 4 }: { children?: ReactNode; aside?: ReactNode; asideWidth?: number; loading?: boolean; skeletonLines?: number }) {
  if (loading) {
    return (
      <Box bg="white" borderRadius="8px" borderWidth="1px" borderColor="page.border" p="6">
        <SkeletonBlock lines={skeletonLines} height="20px" />
      </Box>
    );
  }
  return (
    <Box bg="white" borderRadius="8px" borderWidth="1px" borderColor="page.border" boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)" overflow="hidden">
      <Flex>
        <Box flex="1" p="6" minW="0">
          {children}
        </Box>
        {aside ? (
          <Flex
            direction="column"
            justify="center"
            gap="3"
            w={`${asideWidth}px`}
            flex={`0 0 ${asideWidth}px`}
            px="6"
            bg="linear-gradient(135deg, #0f45a3 0%, #1456c8 60%, #2265d6 100%)"
            color="white"
          >
            {aside}
          </Flex>
        ) : null}
      </Flex>
    </Box>
  );
}

export interface LabelledValue {
  readonly label: string;
  readonly value: ReactNode;
}

/** The header's facts: label/value pairs in a four-column definition list, each value on one line (truncated). */
export function HeaderFacts({ items }: { items: readonly LabelledValue[] }) {
  return (
    <Grid as="dl" templateColumns="repeat(4, 1fr)" columnGap="6" rowGap="2" mt="4" fontSize="13px">
      {items.map((m) => (
        <Flex key={m.label} gap="2" minW="0">
          <Text as="dt" color="gray.500" flex="0 0 auto">
            {m.label}
          </Text>
          <Text as="dd" color="gray.800" truncate>
            {m.value}
          </Text>
        </Flex>
      ))}
    </Grid>
  );
}

/**
 * Label/value pairs in a grid of `columns` columns (基本信息, 所属工程), a dashed rule under each
 * pair; the labels `labelWidth` px wide; a missing value shows —.
 */
export function InfoGrid({ items, columns = 3, labelWidth = 96 }: { items: readonly LabelledValue[]; columns?: number; labelWidth?: number }) {
  return (
    <Grid as="dl" templateColumns={`repeat(${columns}, 1fr)`} columnGap="6" rowGap="0" fontSize="14px">
      {items.map((it) => (
        <Flex key={it.label} py="2.5" borderBottomWidth="1px" borderColor="gray.100" borderStyle="dashed" gap="3" minW="0">
          <Text as="dt" color="gray.500" flex={`0 0 ${labelWidth}px`}>
            {it.label}
          </Text>
          <Text as="dd" color="gray.800" fontWeight="500" minW="0" wordBreak="break-all">
            {it.value ?? '—'}
          </Text>
        </Flex>
      ))}
    </Grid>
  );
}
