import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the visible area a part starts loading. */
const AHEAD = '0px 0px 200px 0px';

interface Props {
  /** Shown (in an observed wrapper) until the part is near the visible area. */
  placeholder?: ReactNode;
  /**
   * How long the place must stay near the visible area before the part renders. For parts of the
   * shell such as the footer, which is in view for a moment while a page's code is loading.
   */
  dwellMs?: number;
  children: ReactNode;
}

/**
 * Renders `children` once its place comes near the visible area, `placeholder` until then. For
 * parts below the fold whose code is loaded lazily: their chunks are not part of the page's first
 * load and download when the reader scrolls towards them. Without IntersectionObserver the
 * children render at once.
 */
export function NearViewport({ placeholder = null, dwellMs = 0, children }: Props) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const intersecting = entries[entries.length - 1]?.isIntersecting ?? false;
        clearTimeout(timer);
        if (!intersecting) return;
        if (dwellMs <= 0) setNear(true);
        else timer = setTimeout(() => setNear(true), dwellMs);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [near, dwellMs]);
  if (near) return <>{children}</>;
  // A near-empty wrapper still intersects when its position enters the area.
  return <div ref={ref} style={{ minHeight: 1 }}>{placeholder}</div>;
}
