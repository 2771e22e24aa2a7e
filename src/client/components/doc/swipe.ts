/**
 * Swipes for the mobile sidebar: a drag from the left edge opens it, a drag to the left closes
 * it. A drag counts when it moves more than 20px sideways with a slope under 0.8; while opening,
 * the sidebar follows the finger up to 295px, beyond which it is simply open. Loaded as its own
 * chunk on narrow screens only.
 */

export const SWIPE = {
  /** px a drag must move sideways to toggle the sidebar. */
  threshold: 20,
  /** |dy| / |dx| must stay under this, or the drag is a scroll. */
  maxSlope: 0.8,
  /** px: an opening drag shorter than this moves the sidebar with the finger. */
  openerLimit: 295,
  /** px from the screen's left edge where an opening drag may start. */
  edge: 40,
} as const;

export interface Drag {
  startX: number;
  startY: number;
  x: number;
  y: number;
}

const slopeOk = (dx: number, dy: number) => dx !== 0 && Math.abs(dy) / Math.abs(dx) < SWIPE.maxSlope;

/** What a finished drag does to the sidebar. */
export function swipeResult(drag: Drag, open: boolean): 'open' | 'close' | null {
  const dx = drag.x - drag.startX;
  const dy = drag.y - drag.startY;
  if (Math.abs(dx) <= SWIPE.threshold || !slopeOk(dx, dy)) return null;
  if (!open && dx > 0 && drag.startX <= SWIPE.edge) return 'open';
  if (open && dx < 0) return 'close';
  return null;
}

/**
 * How far the closed sidebar is pulled out while an opening drag goes on, in px from closed; the
 * full width once the drag reaches 295px; null when the drag does not count (wrong start, a
 * scroll, or leftwards).
 */
export function openerOffset(drag: Drag): number | null {
  const dx = drag.x - drag.startX;
  const dy = drag.y - drag.startY;
  if (drag.startX > SWIPE.edge || dx <= 0 || !slopeOk(dx, dy)) return null;
  return Math.min(dx, SWIPE.openerLimit);
}

export interface SwipeTarget {
  /** The sidebar: gets `--drawer-pull` and the `is-dragging` class while it follows a finger. */
  drawer: HTMLElement;
  isOpen: () => boolean;
  setOpen: (open: boolean) => void;
}

/** Listens to touches on the document; returns a function that stops listening. */
export function attachSwipe({ drawer, isOpen, setOpen }: SwipeTarget): () => void {
  let drag: Drag | null = null;
  const reset = () => {
    drawer.classList.remove('is-dragging');
    drawer.style.removeProperty('--drawer-pull');
  };
  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    drag =
      touch && event.touches.length === 1
        ? { startX: touch.clientX, startY: touch.clientY, x: touch.clientX, y: touch.clientY }
        : null;
  };
  const onMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!drag || !touch) return;
    drag.x = touch.clientX;
    drag.y = touch.clientY;
    if (isOpen()) return;
    const pull = openerOffset(drag);
    if (pull === null || Math.abs(drag.x - drag.startX) <= SWIPE.threshold) return reset();
    drawer.classList.add('is-dragging');
    drawer.style.setProperty('--drawer-pull', pull >= SWIPE.openerLimit ? '100%' : `${pull}px`);
  };
  const onEnd = () => {
    if (!drag) return;
    const result = swipeResult(drag, isOpen());
    drag = null;
    reset();
    if (result) setOpen(result === 'open');
  };
  document.addEventListener('touchstart', onStart, { passive: true });
  document.addEventListener('touchmove', onMove, { passive: true });
  document.addEventListener('touchend', onEnd);
  document.addEventListener('touchcancel', onEnd);
  return () => {
    document.removeEventListener('touchstart', onStart);
    document.removeEventListener('touchmove', onMove);
    document.removeEventListener('touchend', onEnd);
    document.removeEventListener('touchcancel', onEnd);
    reset();
  };
}
