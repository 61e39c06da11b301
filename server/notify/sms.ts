import { getConfig } from '../config';
import type { Db } from '../db/types';
import type { Logger } from 'pino';
import { logger } from '../logger';
import type { Locale } from '../../lib/i18n/locales';
import { recordOutbox } from './outbox';
import { languageRecord, otpSmsTemplate, smsNoticeTemplate } from './templates';

/** Delivers one-time codes by SMS. Implementations throw `SmsDeliveryError` when the provider refuses. */
export interface SmsProvider {
  readonly name: string;
  /**
   * Sends `code` to the 10-digit Indian mobile number `phone`, through the DLT template `templateId` when given
   * (the Hindi login code's), else the provider's own (SMS_TEMPLATE_ID).
   */
  sendOtp(phone: string, code: string, templateId?: string): Promise<{ providerMessageId?: string }>;
  /**
   * Sends the DLT-registered template `templateId` with its variables in order (India's DLT rules: no free text).
   * Absent on the console provider, which sends nothing.
   */
  sendTemplate?(phone: string, templateId: string, variables: readonly string[]): Promise<{ providerMessageId?: string }>;
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
 * explicitly (`SMS_PROVIDER=console`, a staging server). It never writes a code at info or
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
    async sendOtp(phone, code, templateId) {
      const body = (await postJson(`${baseUrl}/dev/bulkV2`, {
        headers: { authorization: apiKey },
        body: { route: 'dlt', sender_id: senderId, message: templateId ?? messageId, variables_values: code, numbers: phone, flash: 0 },
      })) as { return?: boolean; request_id?: string; message?: unknown };
      if (body?.return !== true) throw new SmsDeliveryError(`Fast2SMS refused the message: ${JSON.stringify(body?.message ?? body)}`);
      return { providerMessageId: body.request_id };
    },
    async sendTemplate(phone, templateId, variables) {
      const body = (await postJson(`${baseUrl}/dev/bulkV2`, {
        headers: { authorization: apiKey },
        body: { route: 'dlt', sender_id: senderId, message: templateId, variables_values: variables.join('|'), numbers: phone, flash: 0 },
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
    async sendOtp(phone, code, otpTemplateId) {
      const query = new URLSearchParams({ template_id: otpTemplateId ?? templateId, mobile: `91${phone}`, otp: code });
      const body = (await postJson(`${baseUrl}/api/v5/otp?${query}`, { headers: { authkey: authKey } })) as {
        type?: string;
        request_id?: string;
        message?: string;
      };
      if (body?.type !== 'success') throw new SmsDeliveryError(`MSG91 refused the message: ${body?.message ?? JSON.stringify(body)}`);
      return { providerMessageId: body.request_id };
    },
    /** MSG91 Flow API: `POST {base}/api/v5/flow` with the template and the variables as `var1`, `var2`, ... */
    async sendTemplate(phone, flowTemplateId, variables) {
      const recipient: Record<string, string> = { mobiles: `91${phone}` };
      variables.forEach((value, i) => (recipient[`var${i + 1}`] = value));
      const body = (await postJson(`${baseUrl}/api/v5/flow`, {
        headers: { authkey: authKey },
        body: { template_id: flowTemplateId, short_url: '0', recipients: [recipient] },
      })) as { type?: string; message?: string };
      if (body?.type !== 'success') throw new SmsDeliveryError(`MSG91 refused the message: ${body?.message ?? JSON.stringify(body)}`);
      return { providerMessageId: typeof body.message === 'string' ? body.message : undefined };
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
 * @param language the page's language: Hindi goes through SMS_TEMPLATE_ID_HI (English with the reason when it is
 *   not set; the outbox row records `language`).
 * @throws SmsDeliveryError when the provider fails (recorded as failed first).
 */
export async function deliverOtp(db: Db, provider: SmsProvider, phone: string, code: string, language: Locale = 'en'): Promise<void> {
  const choice = provider.name === 'console' ? { language } : otpSmsTemplate(language);
  const languageFields = languageRecord(choice);
  try {
    const { providerMessageId } = await provider.sendOtp(
      phone,
      code,
      choice.language === 'hi' ? otpSmsTemplate('hi').templateId : undefined,
    );
    await recordOutbox(db, {
      channel: 'sms',
      provider: provider.name,
      recipient: phone,
      template: 'login-otp',
      status: provider.name === 'console' ? 'recorded' : 'sent',
      payload: {
        ...(provider.name !== 'console'
          ? { providerMessageId: providerMessageId ?? null }
          : inProduction()
            ? { code: maskCode(code) }
            : { code }),
        ...languageFields,
      },
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
      payload: languageFields,
    });
    throw error instanceof SmsDeliveryError ? error : new SmsDeliveryError(message, { cause: error });
  }
}

/** The DLT template settings of the SMS notices (English; the Hindi ones are their `_HI` twins): ./templates.ts. */
export { SMS_NOTICE_TEMPLATE_SETTINGS } from './templates';

/** Characters a DLT variable may hold (the registries' usual limit); a longer text is cut with an ellipsis. */
export const DLT_VARIABLE_MAX_CHARS = 30;

/**
 * The variables of a notice as DLT takes them: one line each, without the `|` that separates them, each at most
 * DLT_VARIABLE_MAX_CHARS characters except the last (the invite's or order's link, whole).
 */
export function dltVariables(placeholders: readonly string[]): string[] {
  return placeholders.map((text, i) => {
    const plain = text.replace(/[|\s]+/g, ' ').trim();
    if (i === placeholders.length - 1 || [...plain].length <= DLT_VARIABLE_MAX_CHARS) return plain;
    return `${[...plain].slice(0, DLT_VARIABLE_MAX_CHARS - 1).join('')}…`;
  });
}

/**
 * Sends an SMS notice (invite reminders, host messages, cancel and reschedule notices) through the DLT
 * template of its kind (SMS_NOTICE_TEMPLATE_SETTINGS) and records it in the outbox: `recorded` with the console
 * provider (nothing is sent), `sent` with the provider's id, `failed` with the provider's reason, or `skipped` when
 * the kind has no template id (production refuses to start so, see server/app/startup.ts). Never throws for a provider
 * problem: one guest's failed SMS does not stop the others'. The outbox row keeps `payload` (ids and amounts), never
 * the texts: they hold names, phones and bank references (a retry rebuilds the message, server/ops/outboxResend.ts).
 * A Hindi notice goes through the kind's `_HI` template; without one, through the English template with
 * `englishPlaceholders` (the outbox row records the language sent and why: ./templates.ts).
 * @param placeholders the notice's texts in template order, the invite's link last.
 */
export async function sendSmsNotice(
  db: Db,
  phone: string,
  {
    template,
    placeholders,
    payload,
    language = 'en',
    englishPlaceholders,
  }: {
    template: string;
    placeholders: readonly string[];
    payload: Record<string, unknown>;
    /** The language of `placeholders` (the recipient's); English when absent. */
    language?: Locale;
    /** The same texts in English, sent with the English template when the Hindi one is not configured. */
    englishPlaceholders?: readonly string[];
  },
): Promise<'recorded' | 'sent' | 'failed' | 'skipped'> {
  const config = getConfig();
  // the console provider sends nothing, so no template is needed in either language
  const choice = config.SMS_PROVIDER === 'console' ? { language } : smsNoticeTemplate(template, language, config);
  const texts = choice.language === language ? placeholders : (englishPlaceholders ?? placeholders);
  const record = (status: 'recorded' | 'sent' | 'failed' | 'skipped', extra: { error?: string; providerMessageId?: string } = {}) =>
    recordOutbox(db, {
      channel: 'sms',
      provider: config.SMS_PROVIDER,
      recipient: phone,
      template,
      status,
      error: extra.error,
      payload: {
        ...payload,
        ...languageRecord(choice),
        ...(extra.providerMessageId ? { providerMessageId: extra.providerMessageId } : {}),
      },
    }).then(() => status);
  if (config.SMS_PROVIDER === 'console') return record('recorded');
  const { setting, templateId } = choice as ReturnType<typeof smsNoticeTemplate>;
  if (!templateId) return record('skipped', { error: `no DLT template for ${template}${setting ? ` (set ${setting})` : ''}` });
  try {
    const provider = configuredSmsProvider();
    if (!provider.sendTemplate) return record('skipped', { error: `${provider.name} sends no templates` });
    const { providerMessageId } = await provider.sendTemplate(phone, templateId, dltVariables(texts));
    return record('sent', { providerMessageId });
  } catch (error) {
    return record('failed', { error: error instanceof Error ? error.message : String(error) });
  }
}
