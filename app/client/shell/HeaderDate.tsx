import { useEffect, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { formatHeaderDate, msUntilMidnight } from './date';

/** Today as `YYYY/MM/DD 星期X`; rolls over at midnight. */
export function HeaderDate() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setTimeout(() => setNow(new Date()), msUntilMidnight(now));
    return () => window.clearTimeout(timer);
  }, [now]);
  return (
    <Text as="span" data-testid="header-date" fontSize="13px" color="page.muted" whiteSpace="nowrap">
      {formatHeaderDate(now)}
    </Text>
  );
}
