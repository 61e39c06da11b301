/**
 * The messages of an assignment (the customer and the provider are told by WhatsApp
 * through the outbox). The customer learns the provider's first name only; the provider learns the date,
 * slot, service and area, never the customer's phone (nor, this early, their name or address). Each in its
 * recipient's language (the customer's account, the provider's `providers.language`).
 */
import { eq } from 'drizzle-orm';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { firstName } from '../../lib/providers';
import { providers, type Order, type Provider } from '../db/schema';
import type { Db } from '../db/types';
import { mayNotify } from '../notify/preferences';
import { greetingIn, serviceDate, serviceName, slotText } from '../notify/texts';
import { sendPlaceholderWhatsApp } from '../notify/whatsapp';
import { userLanguage } from '../notify/recipientLanguage';
import { findProvider } from './repository';
import { findOrderById, findOrderWithCustomer } from '../orders';

/** The WhatsApp template telling a customer who is coming (once the provider accepted). */
export const PROVIDER_ASSIGNED_TEMPLATE = 'provider_assigned';
/** The WhatsApp template telling a provider of a new job. */
export const JOB_ASSIGNED_TEMPLATE = 'job_assigned';
/** The WhatsApp template telling a provider that a job of theirs went to someone else. */
export const JOB_UNASSIGNED_TEMPLATE = 'job_unassigned';
/** The WhatsApp template telling a provider that an offer they did not answer in time went to someone else. */
export const JOB_OFFER_LAPSED_TEMPLATE = 'job_offer_lapsed';

/**
 * The service, date and slot of an order in words, in a language ("Chef for Party", "23 Nov 2026",
 * "07:00 PM - 08:00 PM"; Hindi "पार्टी के लिए शेफ", "सोम, 23 नवंबर", "शाम 7 बजे से रात 8 बजे").
 */
function when(order: Order, locale: Locale) {
  return { service: serviceName(order.orderType, locale), date: serviceDate(order.eventDate, locale), slot: slotText(order, locale) };
}

/**
 * The customer's placeholders, in order: their name, the order number, service, date and slot, the provider's
 * first name; in `locale` (English by default).
 */
export function customerAssignmentPlaceholders(order: Order, provider: Pick<Provider, 'name'>, locale: Locale = 'en'): string[] {
  const { service, date, slot } = when(order, locale);
  return [greetingIn(order, locale), order.orderNumber, service, `${date}, ${slot}`, firstName(provider.name)];
}

/**
 * The provider's placeholders, in order: their first name, the order number, service, date, slot and area
 * (locality and city, or the pincode). Nothing of the customer: no name, address or phone.
 */
export function providerAssignmentPlaceholders(order: Order, provider: Pick<Provider, 'name'>, locale: Locale = 'en'): string[] {
  const { service, date, slot } = when(order, locale);
  const address = order.address as { locality?: string; city?: string; pincode?: string };
  const area = [address.locality, address.city].filter(Boolean).join(', ') || address.pincode || '';
  return [firstName(provider.name), order.orderNumber, service, date, slot, area];
}

/**
 * Tells the provider of a new job offered to them (recorded in the outbox: sent, failed or skipped without a
 * WhatsApp key), unless the order has another provider by now (moved on before the job ran: nobody is told of an
 * offer that no longer holds). The customer hears of the provider once they accept (`notifyAcceptance`).
 */
export async function notifyAssignment(db: Db, { orderId, providerId }: { orderId: string; providerId: string }): Promise<void> {
  const row = await findOrderWithCustomer(db, orderId);
  if (!row || row.order.providerId !== providerId) return;
  const provider = await findProvider(db, providerId);
  if (!provider) return;
  const language = localeOr(provider.language);
  await sendPlaceholderWhatsApp(db, provider.phone, {
    template: JOB_ASSIGNED_TEMPLATE,
    placeholders: providerAssignmentPlaceholders(row.order, provider, language),
    englishPlaceholders: providerAssignmentPlaceholders(row.order, provider),
    language,
    outboxPayload: { orderId, orderNumber: row.order.orderNumber, providerId },
  });
}

/**
 * Tells the customer who is coming once the provider accepted the job (their first name only), by their choice for
 * booking messages on WhatsApp; skipped when the order has another provider by now.
 */
export async function notifyAcceptance(db: Db, { orderId, providerId }: { orderId: string; providerId: string }): Promise<void> {
  const row = await findOrderWithCustomer(db, orderId);
  if (!row || row.order.providerId !== providerId || !row.order.providerAcceptedAt) return;
  const provider = await findProvider(db, providerId);
  if (!provider || !(await mayNotify(db, row.userId, 'whatsapp', 'bookings'))) return;
  const language = await userLanguage(db, row.userId);
  await sendPlaceholderWhatsApp(db, row.phone, {
    template: PROVIDER_ASSIGNED_TEMPLATE,
    placeholders: customerAssignmentPlaceholders(row.order, provider, language),
    englishPlaceholders: customerAssignmentPlaceholders(row.order, provider),
    language,
    outboxPayload: { orderId, orderNumber: row.order.orderNumber, providerFirstName: firstName(provider.name) },
  });
}

/**
 * Tells a provider that a job was reassigned away from them, or with `lapsed` that the offer they did not answer in
 * time went to someone else: their first name, the order number, service, date and slot (nothing of the
 * customer). Skipped when the job is theirs again by the time this runs.
 */
export async function notifyUnassignment(
  db: Db,
  { orderId, providerId, lapsed = false }: { orderId: string; providerId: string; lapsed?: boolean },
): Promise<void> {
  const order = await findOrderById(db, orderId);
  if (!order || order.providerId === providerId) return;
  const provider = await findProvider(db, providerId);
  if (!provider) return;
  const language = localeOr(provider.language);
  const placeholders = (locale: Locale) => {
    const { service, date, slot } = when(order, locale);
    return [firstName(provider.name), order.orderNumber, service, date, slot];
  };
  await sendPlaceholderWhatsApp(db, provider.phone, {
    template: lapsed ? JOB_OFFER_LAPSED_TEMPLATE : JOB_UNASSIGNED_TEMPLATE,
    placeholders: placeholders(language),
    englishPlaceholders: placeholders('en'),
    language,
    outboxPayload: { orderId, orderNumber: order.orderNumber, providerId },
  });
}

/**
 * Sets the language of a provider's messages (`providers.language`): the partner app's page language at sign-in,
 * so a provider who works in the Hindi app gets their job messages in Hindi.
 */
export async function setProviderLanguage(db: Db, providerId: string, language: Locale): Promise<void> {
  await db.update(providers).set({ language, updatedAt: new Date() }).where(eq(providers.id, providerId));
}
