import { whatsappLink, whatsappMessageFor } from '../../lib/site';
import { Icon } from '../common/icons';

/**
 * Spec 2: the floating WhatsApp button; opens a chat with a message naming the page's service.
 * Renders nothing when no WhatsApp number is configured.
 * @param bottom distance from the bottom edge, px (above a page's own bottom bar).
 */
export default function WhatsAppButton({ service, bottom = 16 }: { service: string; bottom?: number }) {
  const href = whatsappLink(whatsappMessageFor(service));
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={`Chat with us on WhatsApp about ${service}`}
      data-testid="whatsapp-button"
      style={{
        position: 'fixed',
        right: 16,
        bottom,
        zIndex: 1050,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 56,
        height: 56,
        borderRadius: '50%',
        background: '#1a7f45',
        color: '#fff',
        boxShadow: '0 3px 10px rgba(0,0,0,0.3)',
      }}
    >
      <Icon name="whatsapp" size={32} />
    </a>
  );
}
