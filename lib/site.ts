/**
 * Public site settings (NEXT_PUBLIC_*, inlined at build time) and helpers built on them.
 * Nothing secret lives here.
 */

/** Brand name shown in titles and the header. */
export const BRAND = 'Party Services';

/** Canonical origin without a trailing slash, from NEXT_PUBLIC_SITE_URL. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** Customer-care phone shown in the footer and contact page (display form, e.g. "+91 98765 43210"). */
export const CONTACT_PHONE = process.env.NEXT_PUBLIC_CONTACT_PHONE || '';
/** Customer-care e-mail. */
export const CONTACT_EMAIL = process.env.NEXT_PUBLIC_CONTACT_EMAIL || '';
/**
 * the FSSAI licence number of the kitchen that cooks party food (14 digits), shown on the food
 * checkout as the law requires of food sold online. `.env` holds an all-zero placeholder until it is set.
 */
export const FSSAI_LICENCE = (process.env.NEXT_PUBLIC_FSSAI_LICENCE || '').replace(/\D/g, '');
/** WhatsApp number in international form without "+" (e.g. 919876543210); empty hides WhatsApp links. */
export const WHATSAPP_NUMBER = (process.env.NEXT_PUBLIC_WHATSAPP_NUMBER || '').replace(/\D/g, '');

/**
 * Absolute URL of a site path as given (query and hash dropped): the English page's URL. A page's own canonical and
 * JSON-LD URLs are in its language: lib/i18n/urls.ts `absoluteUrl(path, locale)`.
 */
export function canonicalUrl(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return `${SITE_URL}${clean === '/' ? '' : clean}` || SITE_URL;
}

/** `tel:` link of a display phone number (digits and a leading +). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A WhatsApp chat link with a prefilled message, or null when no number is configured.
 * @param text the message, e.g. "Hi! I would like to book Chef for Party."
 */
export function whatsappLink(text: string): string | null {
  if (!WHATSAPP_NUMBER) return null;
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(text)}`;
}

/** The prefilled WhatsApp message naming a service. */
export function whatsappMessageFor(service: string): string {
  return `Hi! I would like to book ${service}. Please help me with the details.`;
}

/** Our social profiles (footer, Organization `sameAs`); unset ones are not shown. */
export const SOCIAL_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Instagram', href: process.env.NEXT_PUBLIC_INSTAGRAM_URL || '' },
  { label: 'YouTube', href: process.env.NEXT_PUBLIC_YOUTUBE_URL || '' },
  { label: 'Facebook', href: process.env.NEXT_PUBLIC_FACEBOOK_URL || '' },
  { label: 'X', href: process.env.NEXT_PUBLIC_X_URL || '' },
].filter((link) => link.href !== '');
