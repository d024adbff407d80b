import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A small popover without a positioning engine: the caller renders the panel while `open`,
 * absolutely positioned inside the container. Closes on Escape (focus returns to the trigger)
 * and on a pointer press outside the container. Kept light so the shell's first load stays small.
 */
export function useLightPopover<C extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<C>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close(true);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return {
    open,
    close,
    containerRef,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      'aria-haspopup': 'dialog' as const,
      onClick: () => setOpen((v) => !v),
    },
    panelProps: { id: panelId, role: 'dialog' as const },
  };
}
