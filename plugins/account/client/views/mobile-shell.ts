import { useEffect } from 'react';

/**
 * The site is a desktop layout (html and body have a min-width of 1240px, so a phone's layout
 * viewport grows to the page's width). The few screens a phone sees (the QR confirmation page, the
 * login dialog opened on a phone) set the shell aside while they show: the page under them is
 * hidden and the min-width lifted, so they lay out at the phone's own width.
 */

/** A touch device with a phone-sized screen. */
export function isPhoneScreen(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  const coarse = window.matchMedia('(pointer: coarse)').matches;
  return coarse && Math.min(window.screen?.width ?? Infinity, window.screen?.height ?? Infinity) < 768;
}

let holders = 0;
let saved: [string, string, string] | null = null;

/** While `active`: hides #root and lifts the min-width of html and body. */
export function useMobileShell(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.getElementById('root');
    const html = document.documentElement;
    const body = document.body;
    if (holders++ === 0) {
      saved = [root?.style.display ?? '', html.style.minWidth, body.style.minWidth];
      if (root) root.style.display = 'none';
      html.style.minWidth = '0';
      body.style.minWidth = '0';
    }
    return () => {
      if (--holders > 0 || !saved) return;
      if (root) root.style.display = saved[0];
      [html.style.minWidth, body.style.minWidth] = [saved[1], saved[2]];
      saved = null;
    };
  }, [active]);
}
