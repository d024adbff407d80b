import { useEffect, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { LuArrowUp } from 'react-icons/lu';

export const BACK_TO_TOP_OFFSET = 400;
export const SCROLL_THROTTLE_MS = 16;

/** Calls `fn` at most once per `ms`, always running the last call. */
export function throttle(fn: () => void, ms: number): (() => void) & { cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    last = Date.now();
    timer = null;
    fn();
  };
  const throttled = () => {
    const wait = ms - (Date.now() - last);
    if (wait <= 0) run();
    else if (!timer) timer = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}

/** 返回顶部: appears after scrolling 400px, scrolls smoothly to the top. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = throttle(() => setVisible(window.scrollY > BACK_TO_TOP_OFFSET), SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, []);
  if (!visible) return null;
  return (
    <IconButton
      aria-label="返回顶部"
      title="返回顶部"
      position="fixed"
      right="16px"
      bottom="48px"
      zIndex={20}
      w="68px"
      h="48px"
      bg="white"
      color="gray.600"
      borderWidth="1px"
      borderColor="page.border"
      borderRadius="10px"
      boxShadow="0 4px 20px rgba(15, 35, 80, 0.12)"
      _hover={{ color: 'brand.600', bg: 'brand.50' }}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <LuArrowUp />
    </IconButton>
  );
}
