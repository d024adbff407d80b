import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far above or below the visible area a part starts loading. */
const AHEAD = '200px 0px 200px 0px';

interface Props {
  /** Shown (in an observed wrapper) until the part is near the visible area. */
  placeholder?: ReactNode;
  /**
   * Start watching only once the document has loaded, the browser is idle and the reader has
   * scrolled (at once if the document is too short to scroll). For parts of the shell such as the
   * footer, which is near the visible area for a while as a page's lazy sections arrive.
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
    const observe = () => !cancelled && observer.observe(element);
    const onScroll = () => {
      window.removeEventListener('scroll', onScroll);
      observe();
    };
    const start = () => {
      if (cancelled) return;
      const scrollable = document.documentElement.scrollHeight > window.innerHeight;
      if (!scrollable || window.scrollY > 0) observe();
      else window.addEventListener('scroll', onScroll, { passive: true });
    };
    const observeWhenIdle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(start);
      else setTimeout(start, 200);
    };
    if (document.readyState === 'complete') observeWhenIdle();
    else window.addEventListener('load', observeWhenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', observeWhenIdle);
      window.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [near, afterPageLoad]);
  if (near) return <>{children}</>;
  // A near-empty wrapper still intersects when its position enters the area.
  return <div ref={ref} style={{ minHeight: 1 }}>{placeholder}</div>;
}
