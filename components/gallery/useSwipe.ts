import { useRef, type TouchEvent } from 'react';

/** A horizontal move at least this long (px), and longer than the vertical one, is a swipe. */
export const SWIPE_MIN_PX = 50;

/**
 * Touch handlers that call `onSwipe('next')` for a swipe to the left and `onSwipe('previous')` for one to
 * the right; vertical moves and pinches are left to the browser.
 */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 'next' : 'previous');
    },
  };
}
