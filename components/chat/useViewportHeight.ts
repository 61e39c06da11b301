import { useEffect, type RefObject } from 'react';

/**
 * Fits a fixed full-screen box to the visual viewport (the input stays pinned at the bottom on phones,
 * iOS Safari with the keyboard open included). CSS starts from `100dvh`; where the browser has `visualViewport`
 * (iOS Safari shrinks it, not the layout viewport, when the keyboard opens) the box takes its height and offset.
 */
export function useViewportHeight(box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = box.current;
    if (!viewport || !element) return undefined;
    const fit = () => {
      element.style.setProperty('--chat-height', `${viewport.height}px`);
      element.style.setProperty('--chat-top', `${viewport.offsetTop}px`);
    };
    fit();
    viewport.addEventListener('resize', fit);
    viewport.addEventListener('scroll', fit);
    return () => {
      viewport.removeEventListener('resize', fit);
      viewport.removeEventListener('scroll', fit);
      element.style.removeProperty('--chat-height');
      element.style.removeProperty('--chat-top');
    };
  }, [box]);
}
