import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` whenever the returned sentinel element comes within `margin` of the viewport (an
 * IntersectionObserver: nothing runs while scrolling). Without IntersectionObserver it does nothing, and
 * the screen's visible "Load more" button remains the way on.
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean, margin = '800px') {
  const sentinel = useRef<T>(null);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);

  return sentinel;
}
