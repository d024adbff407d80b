import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far above or below the visible area a part starts loading. */
const AHEAD = '200px 0px 200px 0px';

interface Props {
  /** Shown (in an observed wrapper) until the part is near the visible area. */
  placeholder?: ReactNode;
  /**
   * Start watching only once the document has loaded and the browser is idle. For parts of the
   * shell such as the footer, which is in view for a moment while a page's code is loading.
   */
  afterPageLoad?: boolean;
  children: ReactNode;
}

/**
 * Renders `children` once its place comes near the visible area, `placeholder` until then. For
 * parts below the fold whose code is loaded lazily: their chunks are not part of the page's first
 * load and download when the reader scrolls towards them. Without IntersectionObserver the
 * children render at once.
 */
export function NearViewport({ placeholder = null, afterPageLoad = false, children }: Props) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: AHEAD,
    });
    if (!afterPageLoad) {
      observer.observe(element);
      return () => observer.disconnect();
    }
    let cancelled = false;
    const observeWhenIdle = () => {
      const start = () => !cancelled && observer.observe(element);
      if (typeof requestIdleCallback === 'function') requestIdleCallback(start);
      else setTimeout(start, 200);
    };
    if (document.readyState === 'complete') observeWhenIdle();
    else window.addEventListener('load', observeWhenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', observeWhenIdle);
      observer.disconnect();
    };
  }, [near, afterPageLoad]);
  if (near) return <>{children}</>;
  // A near-empty wrapper still intersects when its position enters the area.
  return <div ref={ref} style={{ minHeight: 1 }}>{placeholder}</div>;
}
