import { COUNTRY_CODE } from '../../lib/constants';
import { getConfig } from '../config';
import type { Db } from '../db/types';
import { logger } from '../logger';
import type { Locale } from '../../lib/i18n/locales';
import { deliveryFailureSummary, ProviderDeliveryError, recordOutbox, type OutboxStatus } from './outbox';
import { languageRecord, whatsappTemplate, type WhatsAppTemplateChoice } from './templates';

/** Milliseconds before the WhatsApp provider call is abandoned. */
export const WHATSAPP_TIMEOUT_MS = 10_000;

/** Settings of the DoubleTick template-message API. */
export interface WhatsAppSettings {
  apiKey?: string;
  templateName?: string;
  language: string;
  /** The language code of the templates' Hindi versions (WHATSAPP_TEMPLATE_LANGUAGE_HI); unset: English for everyone. */
  hindiLanguage?: string;
  from?: string;
  headerImageUrl?: string;
  baseUrl: string;
}

/** The settings from the environment (`WHATSAPP_*`). */
export function whatsappSettings(): WhatsAppSettings {
  const c = getConfig();
  return {
    apiKey: c.WHATSAPP_API_KEY,
    templateName: c.WHATSAPP_TEMPLATE,
    language: c.WHATSAPP_LANGUAGE,
    hindiLanguage: c.WHATSAPP_TEMPLATE_LANGUAGE_HI,
    from: c.WHATSAPP_FROM,
    headerImageUrl: c.WHATSAPP_HEADER_IMAGE_URL,
    baseUrl: c.WHATSAPP_API_URL,
  };
}

/**
 * The DoubleTick request body of the spec's post-login template message (spec 4, 7): to `+91`+number,
 * an image header and the service name as the body placeholder.
 */
export function loginTemplateBody(settings: WhatsAppSettings, phone: string, serviceName: string) {
  return {
    messages: [
      {
        from: settings.from ?? '',
        to: `${COUNTRY_CODE}${phone}`,
        content: {
          templateName: settings.templateName ?? '',
          language: settings.language,
          templateData: {
            header: { type: 'IMAGE', mediaUrl: settings.headerImageUrl ?? '' },
            body: { placeholders: [serviceName] },
          },
        },
      },
    ],
  };
}

/** The order confirmation template (the original product's `order_confirmation_message__v3`). */
export const ORDER_CONFIRMATION_TEMPLATE = 'order_confirmation_message__v3';

/** What the order confirmation says: its body placeholders in order (no address, nothing but the booking). */
export interface OrderConfirmationFacts {
  customerName: string;
  orderNumber: string;
  service: string;
  /** "Sat, 28 Nov 2026, 01:00 PM - 02:00 PM" (IST). */
  when: string;
  /** "₹253". */
  paid: string;
}

/**
 * The DoubleTick request body of the order confirmation: to `+91`+number, the fixed template, the
 * customer's name, order number, service, date and slot, and the amount paid as placeholders.
 */
export function orderConfirmationBody(settings: WhatsAppSettings, phone: string, facts: OrderConfirmationFacts) {
  const body = loginTemplateBody(settings, phone, facts.service);
  const message = body.messages[0]!;
  message.content.templateName = ORDER_CONFIRMATION_TEMPLATE;
  message.content.templateData.body.placeholders = [facts.customerName, facts.orderNumber, facts.service, facts.when, facts.paid];
  return body;
}

/** The provider's error code in a JSON answer (`code`, `errorCode` or `error.code`), else undefined. */
function providerErrorCode(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { code?: unknown; errorCode?: unknown; error?: { code?: unknown } };
    const code = body.code ?? body.errorCode ?? body.error?.code;
    return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Posts one template message and records it in the outbox: `sent`, `failed` (logged without the
 * recipient; never thrown) or `skipped` when `ready` is false (no key or template configured).
 */
async function sendTemplate(
  db: Db,
  {
    settings,
    phone,
    template,
    body,
    ready,
    outboxPayload,
    choice,
  }: {
    settings: WhatsAppSettings;
    phone: string;
    template: string;
    body: ReturnType<typeof loginTemplateBody>;
    ready: boolean;
    outboxPayload: Record<string, unknown>;
    /** The language the template goes out in (English when absent). */
    choice?: WhatsAppTemplateChoice;
  },
): Promise<OutboxStatus> {
  const recipient = `${COUNTRY_CODE}${phone}`;
  if (choice) body.messages[0]!.content.language = choice.code;
  const payload = { ...outboxPayload, ...languageRecord(choice ?? { language: 'en' }) };
  const record = (status: OutboxStatus, error?: string) =>
    recordOutbox(db, { channel: 'whatsapp', provider: 'doubletick', recipient, template, status, error, payload });

  if (!ready || !settings.apiKey) {
    await record('skipped', settings.apiKey ? 'WHATSAPP_TEMPLATE not set' : 'WHATSAPP_API_KEY not set');
    return 'skipped';
  }
  try {
    const response = await fetch(`${settings.baseUrl}/whatsapp/message/template`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: settings.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WHATSAPP_TIMEOUT_MS),
    });
    if (!response.ok) {
      const text = (await response.text()).slice(0, 200);
      throw new ProviderDeliveryError(`DoubleTick answered ${response.status}: ${text}`, response.status, providerErrorCode(text));
    }
    await record('sent');
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The outbox row keeps the recipient and the provider's answer; the log line only a summary, since
    // the answer can echo the number (personal data never reaches a log line).
    const outboxId = await record('failed', message).then(
      (row) => row.id,
      (recordError: unknown) => {
        logger.error({ err: deliveryFailureSummary(recordError) }, 'could not record WhatsApp failure');
        return undefined;
      },
    );
    logger.warn({ ...deliveryFailureSummary(error), template, outboxId }, 'WhatsApp template message failed');
    return 'failed';
  }
}

/**
 * Sends the post-login WhatsApp template message and records it in the outbox: `sent`, `failed`
 * (logged; never thrown, a WhatsApp failure must not fail the login) or `skipped` without a key.
 * The key stays on the server.
 */
export async function sendLoginWhatsApp(
  db: Db,
  phone: string,
  serviceName: string,
  settings = whatsappSettings(),
  { language = 'en', englishServiceName }: { language?: Locale; englishServiceName?: string } = {},
): Promise<OutboxStatus> {
  const choice = whatsappTemplate(settings.templateName ?? 'login', language, settings);
  const service = choice.language === language ? serviceName : (englishServiceName ?? serviceName);
  return sendTemplate(db, {
    settings,
    phone,
    template: settings.templateName ?? 'login',
    body: loginTemplateBody(settings, phone, service),
    ready: Boolean(settings.apiKey && settings.templateName),
    outboxPayload: { serviceName: service },
    choice,
  });
}

/**
 * Sends the WhatsApp order confirmation of a paid, booked order and records it in the outbox
 * (`skipped` without WHATSAPP_API_KEY). Never throws for a provider failure.
 * @param facts the placeholders in `language` (the customer's); `englishFacts` go with the English template when
 *   the Hindi one is not configured.
 */
export async function sendOrderConfirmationWhatsApp(
  db: Db,
  phone: string,
  facts: OrderConfirmationFacts,
  settings = whatsappSettings(),
  { language = 'en', englishFacts }: { language?: Locale; englishFacts?: OrderConfirmationFacts } = {},
): Promise<OutboxStatus> {
  const choice = whatsappTemplate(ORDER_CONFIRMATION_TEMPLATE, language, settings);
  const sent = choice.language === language ? facts : (englishFacts ?? facts);
  return sendTemplate(db, {
    settings,
    phone,
    template: ORDER_CONFIRMATION_TEMPLATE,
    body: orderConfirmationBody(settings, phone, sent),
    ready: true,
    outboxPayload: { orderNumber: sent.orderNumber, service: sent.service },
    choice,
  });
}

/** The "your photos are ready" template, with the gallery link. */
export const PHOTOS_READY_TEMPLATE = 'photos_ready';

/** What the photos-ready message says: its body placeholders in order (no address, nothing but the gallery). */
export interface PhotosReadyFacts {
  customerName: string;
  orderNumber: string;
  /** How many photos the gallery holds now. */
  photoCount: number;
  /** `${SITE_URL}/photo-gallery?order={orderId}` (the page asks for the login; the link itself grants nothing). */
  galleryUrl: string;
}

/**
 * Sends the WhatsApp "photos ready" message of a photography order and records it in
 * the outbox (`skipped` without WHATSAPP_API_KEY): the customer's name, order number, photo count and the
 * gallery link as placeholders. Never throws for a provider failure.
 */
export async function sendPhotosReadyWhatsApp(
  db: Db,
  phone: string,
  facts: PhotosReadyFacts & { orderId: string },
  settings = whatsappSettings(),
  language: Locale = 'en',
): Promise<OutboxStatus> {
  const choice = whatsappTemplate(PHOTOS_READY_TEMPLATE, language, settings);
  const body = loginTemplateBody(settings, phone, '');
  const message = body.messages[0]!;
  message.content.templateName = PHOTOS_READY_TEMPLATE;
  message.content.templateData.body.placeholders = [facts.customerName, facts.orderNumber, String(facts.photoCount), facts.galleryUrl];
  return sendTemplate(db, {
    settings,
    phone,
    template: PHOTOS_READY_TEMPLATE,
    body,
    ready: true,
    outboxPayload: { orderId: facts.orderId, orderNumber: facts.orderNumber, photoCount: facts.photoCount },
    choice,
  });
}

/**
 * Sends a WhatsApp template message with body placeholders (invite reminders, host messages, waitlist
 * promotions, cancellations) and records it in the outbox (`skipped` without WHATSAPP_API_KEY). Never throws for
 * a provider failure. `outboxPayload` is what support may see of it (ids and the text, no phone); the row also
 * records the language that went out (a Hindi one falls back to English while WHATSAPP_TEMPLATE_LANGUAGE_HI is not set).
 */
export async function sendPlaceholderWhatsApp(
  db: Db,
  phone: string,
  {
    template,
    placeholders,
    outboxPayload,
    language = 'en',
    englishPlaceholders,
  }: {
    template: string;
    placeholders: string[];
    outboxPayload: Record<string, unknown>;
    /** The language of `placeholders` (the recipient's); English when absent. */
    language?: Locale;
    /** The same texts in English, sent with the English template when the Hindi one is not configured. */
    englishPlaceholders?: string[];
  },
  settings = whatsappSettings(),
): Promise<OutboxStatus> {
  const choice = whatsappTemplate(template, language, settings);
  const body = loginTemplateBody(settings, phone, '');
  const message = body.messages[0]!;
  message.content.templateName = template;
  message.content.templateData.body.placeholders = choice.language === language ? placeholders : (englishPlaceholders ?? placeholders);
  return sendTemplate(db, { settings, phone, template, body, ready: true, outboxPayload, choice });
}
