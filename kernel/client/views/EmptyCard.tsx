import { type ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { RouterLink } from './PageContainer';
import { EmptyState } from './Section';

/** A link shown as a button under an empty state: 返回列表, 前往单项工程指标 … */
export interface EmptyCardLink {
  readonly href: string;
  readonly label: string;
  /** A filled brand button (the way on) instead of an outlined one (the way back). */
  readonly primary?: boolean;
}

/** The link of an empty state as a small button: outlined, or filled in the brand colour when `primary`. */
export function EmptyCardAction({ href, label, primary = false }: EmptyCardLink) {
  return primary ? (
    <Button asChild size="sm" colorPalette="brand">
      <RouterLink href={href} color="white" _hover={{ color: 'white' }}>
        {label}
      </RouterLink>
    </Button>
  ) : (
    <Button asChild size="sm" variant="outline">
      <RouterLink href={href}>{label}</RouterLink>
    </Button>
  );
}

/**
 * A whole page's empty state on a white card (nothing chosen yet, a record that does not exist):
 * the `EmptyState` with its title and description, and a `link` (or any `action`) below.
 */
export function EmptyCard({ title, description, link, action }: { title: string; description?: ReactNode; link?: EmptyCardLink; action?: ReactNode }) {
  return (
    <Box bg="white" borderRadius="8px" borderWidth="1px" borderColor="page.border">
      <EmptyState title={title} description={description} action={link ? <EmptyCardAction {...link} /> : action} />
    </Box>
  );
}
