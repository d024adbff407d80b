import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';

/** The watermark's font: the site's Chinese font stack. */
const FONT_STACK = '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",Arial,sans-serif';

/** The text alpha of the page watermark (0.005: all but invisible). */
export const WATERMARK_ALPHA = 0.005;
const TILE_W = 320;
const TILE_H = 200;
const ANGLE = (-22 * Math.PI) / 180;

/** Draws one tile of the watermark (the name, rotated) and answers it as a data URL ('' without canvas). */
export function watermarkTile(text: string, alpha = WATERMARK_ALPHA): string {
  if (typeof document === 'undefined' || !text) return '';
  try {
    const canvas = document.createElement('canvas');
    const ratio = Math.min(2, typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1);
    canvas.width = TILE_W * ratio;
    canvas.height = TILE_H * ratio;
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    ctx.scale(ratio, ratio);
    ctx.translate(TILE_W / 2, TILE_H / 2);
    ctx.rotate(ANGLE);
    ctx.font = `16px ${FONT_STACK}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = `rgba(0, 0, 0, ${alpha})`;
    ctx.fillText(text, 0, 0);
    return canvas.toDataURL('image/png');
  } catch {
    return '';
  }
}

/**
 * The page watermark (popup slot): while logged in, a fixed overlay over every page repeating the
 * account name, rotated, at text alpha 0.005; it never takes a click and is hidden from assistive
 * technology.
 */
export const Watermark = observer(function Watermark() {
  const session = useService<SessionStore>(SessionStore);
  const name = session.isLogin ? (session.user?.accountName ?? '') : '';
  const tile = useMemo(() => watermarkTile(name), [name]);
  if (!name || !tile || typeof document === 'undefined') return null;
  // On the body, so it also covers pages shown outside the shell (the phone pages).
  return createPortal(
    <div
      aria-hidden="true"
      data-watermark={name}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2147483000,
        pointerEvents: 'none',
        backgroundImage: `url(${tile})`,
        backgroundRepeat: 'repeat',
        backgroundSize: `${TILE_W}px ${TILE_H}px`,
      }}
    />,
    document.body,
  );
});

export default Watermark;
