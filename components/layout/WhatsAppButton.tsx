import { useEffect, useRef, useState } from 'react';
import { whatsappLink } from '../../lib/site';
import { useT } from '../i18n/I18nProvider';
import { useServiceName } from './serviceName';
import { Icon } from '../common/icons';
import { KEEP_CLEAR_SELECTOR } from '../common/keepClear';

/** The button's size and its gap to the bottom edge (or to a page's own bottom bar), px. */
export const WHATSAPP_BUTTON_SIZE = 56;
export const WHATSAPP_BUTTON_GAP = 16;

/** Whether any of a few points of the button lies on marked content (components/common/keepClear). */
function coversKeptContent(link: HTMLElement): boolean {
  const box = link.getBoundingClientRect();
  const inset = 4;
  const points: [number, number][] = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((element) => !link.contains(element) && element.closest(KEEP_CLEAR_SELECTOR) !== null),
  );
}

/**
 * Spec 2: the floating WhatsApp button; opens a chat with a message naming the page's service.
 * Renders nothing when no WhatsApp number is configured. While it would sit on content marked `KEEP_CLEAR`
 * (an amount, a quantity, a confirmation) it steps aside (hidden, not clickable) and comes back once that content has
 * scrolled on; checked at most once a frame, on scroll, resize and when the page grows.
 * @param service the service's name (`serviceNameForPath`), shown in the page's language (`useServiceName`).
 * @param bottom distance from the bottom edge, px (above a page's own bottom bar).
 */
export default function WhatsAppButton({ service: serviceName, bottom = WHATSAPP_BUTTON_GAP }: { service: string; bottom?: number }) {
  const t = useT('common');
  const service = useServiceName(serviceName);
  const href = whatsappLink(t('whatsapp.message', { service }));
  const ref = useRef<HTMLAnchorElement>(null);
  const [stepAside, setStepAside] = useState(false);

  useEffect(() => {
    const link = ref.current;
    if (!link || typeof document.elementsFromPoint !== 'function') return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      setStepAside(coversKeptContent(link));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // content that appears without a scroll (a bill, a confirmation) changes the page's size
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resized?.observe(document.body);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
    };
  }, [href]);

  if (!href) return null;
  return (
    <a
      ref={ref}
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={t('whatsapp.buttonLabel', { service })}
      data-testid="whatsapp-button"
      data-stepped-aside={stepAside ? 'true' : undefined}
      style={{
        position: 'fixed',
        right: 16,
        // above a phone's home indicator too (0 where the browser keeps the page inside the safe area)
        bottom: `calc(${bottom}px + env(safe-area-inset-bottom, 0px))`,
        zIndex: 1050,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: WHATSAPP_BUTTON_SIZE,
        height: WHATSAPP_BUTTON_SIZE,
        borderRadius: '50%',
        background: '#1a7f45',
        color: '#fff',
        boxShadow: '0 3px 10px rgba(0,0,0,0.3)',
        opacity: stepAside ? 0 : 1,
        visibility: stepAside ? 'hidden' : 'visible',
        transition: 'opacity 150ms ease, visibility 150ms',
      }}
    >
      <Icon name="whatsapp" size={32} />
    </a>
  );
}
