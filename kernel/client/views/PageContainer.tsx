import { Fragment, type ReactNode } from 'react';
import { Box, Breadcrumb, Flex, Heading, Link as ChakraLink, type BoxProps, type LinkProps } from '@chakra-ui/react';
import { Link as WouterLink } from 'wouter';
import { useLanding } from '../react';

/** Width of the centred content column of every page. */
export const PAGE_WIDTH = 1200;

/** A Chakra-styled link that navigates inside the app (wouter). */
export function RouterLink({ href, children, ...props }: Omit<LinkProps, 'href'> & { href: string; children: ReactNode }) {
  return (
    <ChakraLink asChild {...props}>
      <WouterLink href={href}>{children}</WouterLink>
    </ChakraLink>
  );
}

export interface BreadcrumbEntry {
  label: string;
  /** Omit for the current page (the last entry). */
  href?: string;
}

export interface PageContainerProps extends Omit<BoxProps, 'title'> {
  /** Page heading (an h1), shown under the breadcrumb. */
  title?: ReactNode;
  /** Trail shown above the title; 首页 is prepended unless `homeCrumb` is false. */
  breadcrumb?: readonly BreadcrumbEntry[];
  homeCrumb?: boolean;
  /** Right side of the title row (buttons, filters). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The 1200px centred column of a page, with an optional breadcrumb and title row. */
export function PageContainer({ title, breadcrumb, homeCrumb = true, actions, children, ...rest }: PageContainerProps) {
  const landing = useLanding();
  const trail = breadcrumb ? [...(homeCrumb ? [{ label: '首页', href: landing }] : []), ...breadcrumb] : null;
  return (
    <Box w={`${PAGE_WIDTH}px`} mx="auto" py="5" {...rest}>
      {trail ? <PageBreadcrumb entries={trail} /> : null}
      {title || actions ? (
        <Flex align="center" justify="space-between" mb="4" gap="4">
          {title ? (
            <Heading as="h1" fontSize="22px" fontWeight="600" color="gray.800" lineHeight="1.4">
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions ? <Flex gap="3" align="center">{actions}</Flex> : null}
        </Flex>
      ) : null}
      {children}
    </Box>
  );
}

export function PageBreadcrumb({ entries }: { entries: readonly BreadcrumbEntry[] }) {
  return (
    <Breadcrumb.Root size="sm" mb="3" aria-label="面包屑导航">
      <Breadcrumb.List fontSize="13px" color="gray.500">
        {entries.map((entry, i) => {
          const last = i === entries.length - 1;
          return (
            <Fragment key={`${entry.label}-${i}`}>
              <Breadcrumb.Item>
                {last || !entry.href ? (
                  <Breadcrumb.CurrentLink color="gray.800">{entry.label}</Breadcrumb.CurrentLink>
                ) : (
                  <RouterLink href={entry.href} color="gray.500" _hover={{ color: 'blue.600' }}>
                    {entry.label}
                  </RouterLink>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/** A white content card with the site's subtle border and shadow. */
export function ContentCard({ children, ...rest }: BoxProps) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="#e5e9f0"
      borderRadius="8px"
      boxShadow="0 1px 3px rgba(16, 24, 40, 0.04)"
      p="6"
      {...rest}
    >
      {children}
    </Box>
  );
}
