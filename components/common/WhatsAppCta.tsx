import { whatsappLink, whatsappMessageFor } from '../../lib/site';
import ButtonLink from './ButtonLink';
import { Icon } from './icons';

/** Props of `WhatsAppCta`. */
export interface WhatsAppCtaProps {
  service: string;
  label?: string;
  size?: 'small' | 'medium' | 'large';
  variant?: 'outlined' | 'contained';
}

/** A "Book on WhatsApp" button with a message naming the service; nothing when WhatsApp is not configured. */
export default function WhatsAppCta({ service, label = 'Book on WhatsApp', size = 'medium', variant = 'outlined' }: WhatsAppCtaProps) {
  const href = whatsappLink(whatsappMessageFor(service));
  if (!href) return null;
  return (
    <ButtonLink
      href={href}
      external
      size={size}
      variant={variant === 'contained' ? 'whatsapp' : 'whatsappOutlined'}
      startIcon={<Icon name="whatsapp" size={20} />}
    >
      {label}
    </ButtonLink>
  );
}
