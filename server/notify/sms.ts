import { getConfig } from '../config';
import type { Db } from '../db/types';
import type { Logger } from 'pino';
import { logger } from '../logger';
import { recordOutbox } from './outbox';

/** Delivers one-time codes by SMS. Implementations throw `SmsDeliveryError` when the provider refuses. */
export interface SmsProvider {
  readonly name: string;
  /** Sends `code` to the 10-digit Indian mobile number `phone`. */
  sendOtp(phone: string, code: string): Promise<{ providerMessageId?: string }>;
}

/** The provider did not accept the message (bad key, no balance, network failure ...). */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

/** Milliseconds before a provider call is abandoned. */
export const SMS_TIMEOUT_MS = 10_000;

async function postJson(url: string, init: { headers: Record<string, string>; body?: unknown }): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmsDeliveryError('SMS provider unreachable', { cause: error });
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text for the error message
  }
  if (!response.ok) throw new SmsDeliveryError(`SMS provider answered ${response.status}: ${text.slice(0, 200)}`);
  return body;
}

/** A login code with every digit but the last masked (`4827` -> `***7`): what production may keep. */
export function maskCode(code: string): string {
  return `${'*'.repeat(Math.max(0, code.length - 1))}${code.slice(-1)}`;
}

const inProduction = () => getConfig().NODE_ENV === 'production';

/**
 * The console provider: sends no SMS. It is the development default, and in production only when chosen
 * explicitly (`SMS_PROVIDER=console`, a staging server; issue 11). It never writes a code at info or
 * above: the log line says a code was recorded, without the code or the number. Outside production the
 * code goes to the log at debug level (`LOG_LEVEL=debug`) and to the outbox (`payload.code`), so a
 * developer can log in; in production never to the log, and the outbox keeps only `maskCode(code)`.
 * @param log the logger to write to (tests pass a captured one).
 */
export function createConsoleSmsProvider(log: Logger = logger): SmsProvider {
  return {
    name: 'console',
    async sendOtp(_phone, code) {
      log.info('OTP recorded in the outbox, not sent (console SMS provider; set SMS_PROVIDER to send real SMS)');
      // Development only, below info: the message text, since the logger censors a `code` field.
      if (!inProduction()) log.debug(`console SMS provider: login code ${code}`);
      return {};
    },
  };
}

/** The console provider writing to the server's logger. */
export const consoleSmsProvider: SmsProvider = createConsoleSmsProvider();

/**
 * Fast2SMS DLT route (the original product's provider): `POST {base}/dev/bulkV2` with the API key in the
 * `authorization` header and `{route: "dlt", sender_id, message: <DLT message id>, variables_values: code, numbers}`.
 */
export function fast2smsProvider({
  apiKey,
  senderId,
  messageId,
  baseUrl = 'https://www.fast2sms.com',
}: {
  apiKey: string;
  senderId: string;
  messageId: string;
  baseUrl?: string;
}): SmsProvider {
  return {
    name: 'fast2sms',
    async sendOtp(phone, code) {
      const body = (await postJson(`${baseUrl}/dev/bulkV2`, {
        headers: { authorization: apiKey },
        body: { route: 'dlt', sender_id: senderId, message: messageId, variables_values: code, numbers: phone, flash: 0 },
      })) as { return?: boolean; request_id?: string; message?: unknown };
      if (body?.return !== true) throw new SmsDeliveryError(`Fast2SMS refused the message: ${JSON.stringify(body?.message ?? body)}`);
      return { providerMessageId: body.request_id };
    },
  };
}

/**
 * MSG91 OTP API v5: `POST {base}/api/v5/otp?template_id=&mobile=91XXXXXXXXXX&otp=` with the `authkey` header.
 */
export function msg91Provider({
  authKey,
  templateId,
  baseUrl = 'https://control.msg91.com',
}: {
  authKey: string;
  templateId: string;
  baseUrl?: string;
}): SmsProvider {
  return {
    name: 'msg91',
    async sendOtp(phone, code) {
      const query = new URLSearchParams({ template_id: templateId, mobile: `91${phone}`, otp: code });
      const body = (await postJson(`${baseUrl}/api/v5/otp?${query}`, { headers: { authkey: authKey } })) as {
        type?: string;
        request_id?: string;
        message?: string;
      };
      if (body?.type !== 'success') throw new SmsDeliveryError(`MSG91 refused the message: ${body?.message ?? JSON.stringify(body)}`);
      return { providerMessageId: body.request_id };
    },
  };
}

/**
 * The provider chosen by `SMS_PROVIDER` (default console).
 * @throws Error when a real provider is chosen without its key or template settings.
 */
export function configuredSmsProvider(): SmsProvider {
  const config = getConfig();
  if (config.SMS_PROVIDER === 'console') return consoleSmsProvider;
  if (!config.SMS_API_KEY || !config.SMS_TEMPLATE_ID) {
    throw new Error(`SMS_PROVIDER=${config.SMS_PROVIDER} needs SMS_API_KEY and SMS_TEMPLATE_ID`);
  }
  if (config.SMS_PROVIDER === 'msg91') {
    return msg91Provider({ authKey: config.SMS_API_KEY, templateId: config.SMS_TEMPLATE_ID, baseUrl: config.SMS_API_URL });
  }
  if (!config.SMS_SENDER_ID) throw new Error('SMS_PROVIDER=fast2sms needs SMS_SENDER_ID (the DLT sender id)');
  return fast2smsProvider({
    apiKey: config.SMS_API_KEY,
    senderId: config.SMS_SENDER_ID,
    messageId: config.SMS_TEMPLATE_ID,
    baseUrl: config.SMS_API_URL,
  });
}

/**
 * Sends a login code and records the attempt in the outbox. The code itself is recorded only for the
 * console provider, never for a real one: whole in development, masked to its last digit in production.
 * @throws SmsDeliveryError when the provider fails (recorded as failed first).
 */
export async function deliverOtp(db: Db, provider: SmsProvider, phone: string, code: string): Promise<void> {
  try {
    const { providerMessageId } = await provider.sendOtp(phone, code);
    await recordOutbox(db, {
      channel: 'sms',
      provider: provider.name,
      recipient: phone,
      template: 'login-otp',
      status: provider.name === 'console' ? 'recorded' : 'sent',
      payload:
        provider.name !== 'console'
          ? { providerMessageId: providerMessageId ?? null }
          : inProduction()
            ? { code: maskCode(code) }
            : { code },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordOutbox(db, {
      channel: 'sms',
      provider: provider.name,
      recipient: phone,
      template: 'login-otp',
      status: 'failed',
      error: message,
    });
    throw error instanceof SmsDeliveryError ? error : new SmsDeliveryError(message, { cause: error });
  }
}

/**
 * Records an SMS notice (issue 21: invite reminders and host messages by SMS) in the outbox. India's DLT rules
 * need a registered template per message kind, which the configured providers do not have for invites yet: with
 * the console provider the notice is `recorded` (what a developer sees), with a real one `skipped` with the
 * reason, never sent as free text. Never throws for a provider problem.
 */
export async function sendSmsNotice(
  db: Db,
  phone: string,
  { template, payload }: { template: string; payload: Record<string, unknown> },
): Promise<'recorded' | 'skipped'> {
  const provider = getConfig().SMS_PROVIDER;
  const status = provider === 'console' ? 'recorded' : 'skipped';
  await recordOutbox(db, {
    channel: 'sms',
    provider,
    recipient: phone,
    template,
    status,
    error: status === 'skipped' ? `no DLT template for ${template}` : undefined,
    payload,
  });
  return status;
}
