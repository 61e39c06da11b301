import { COUNTRY_CODE } from '../../lib/constants';
import { getConfig } from '../config';
import type { Db } from '../db/types';
import { logger } from '../logger';
import { recordOutbox, type OutboxStatus } from './outbox';

/** Milliseconds before the WhatsApp provider call is abandoned. */
export const WHATSAPP_TIMEOUT_MS = 10_000;

/** Settings of the DoubleTick template-message API. */
export interface WhatsAppSettings {
  apiKey?: string;
  templateName?: string;
  language: string;
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

/**
 * Sends the post-login WhatsApp template message and records it in the outbox: `sent`, `failed`
 * (logged; never thrown, a WhatsApp failure must not fail the login) or `skipped` without a key.
 * The key stays on the server.
 */
export async function sendLoginWhatsApp(db: Db, phone: string, serviceName: string, settings = whatsappSettings()): Promise<OutboxStatus> {
  const recipient = `${COUNTRY_CODE}${phone}`;
  const body = loginTemplateBody(settings, phone, serviceName);
  const record = (status: OutboxStatus, error?: string) =>
    recordOutbox(db, {
      channel: 'whatsapp',
      provider: 'doubletick',
      recipient,
      template: settings.templateName ?? 'login',
      status,
      error,
      payload: { serviceName },
    });

  if (!settings.apiKey || !settings.templateName) {
    await record('skipped', 'WHATSAPP_API_KEY or WHATSAPP_TEMPLATE not set');
    return 'skipped';
  }
  try {
    const response = await fetch(`${settings.baseUrl}/whatsapp/message/template`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: settings.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WHATSAPP_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`DoubleTick answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    await record('sent');
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // no recipient: the outbox row has it, the log carries no customer data (issue 11)
    logger.warn({ err: error }, 'WhatsApp login message failed');
    await record('failed', message).catch((recordError: unknown) =>
      logger.error({ err: recordError }, 'could not record WhatsApp failure'),
    );
    return 'failed';
  }
}
