import { whatsappLink } from '../../lib/site';
import { useT } from '../i18n/I18nProvider';
import { useServiceName } from '../layout/serviceName';
import ButtonLink from './ButtonLink';
import { Icon } from './icons';

/** Props of `WhatsAppCta`. */
export interface WhatsAppCtaProps {
  /** The service the message names: one of `serviceNameForPath`'s English names, or a name in the page's language. */
  service: string;
  /** The button's text; "Book on WhatsApp" in the page's language by default. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  variant?: 'outlined' | 'contained';
}

/** A "Book on WhatsApp" button with a message naming the service, in the page's language; nothing when WhatsApp is not configured. */
export default function WhatsAppCta({ service, label, size = 'medium', variant = 'outlined' }: WhatsAppCtaProps) {
  const t = useT('common');
  const serviceName = useServiceName(service);
  const href = whatsappLink(t('whatsapp.message', { service: serviceName }));
  if (!href) return null;
  return (
    <ButtonLink
      href={href}
      external
      size={size}
      variant={variant === 'contained' ? 'whatsapp' : 'whatsappOutlined'}
      startIcon={<Icon name="whatsapp" size={20} />}
    >
      {label ?? t('whatsapp.book')}
    </ButtonLink>
  );
}
