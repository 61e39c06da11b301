/**
 * The one place that says, per notice and language, what each channel sends: the WhatsApp template (its name and
 * language code), the SMS DLT template setting, and the push's text keys (`messages/<locale>/notify.json`).
 *
 * A notice has one WhatsApp template name for both languages (the Hindi version is the same template approved in
 * Hindi, chosen by WHATSAPP_TEMPLATE_LANGUAGE_HI) and one DLT template per language (DLT registers each text, so
 * the Hindi one is its own id: the English setting's `_HI` twin). When a Hindi template is not configured the
 * English one is sent with English texts, and the outbox row says which language went out and why
 * (`payload.language`, `payload.languageFallback`): a customer never gets a template in one language filled with
 * texts in another.
 */
import type { Locale } from '../../lib/i18n/locales';
import { getConfig, type ServerConfig } from '../config';

/**
 * The DLT template setting of each SMS notice kind in English; the Hindi one is the same name with `_HI`.
 * India's DLT rules allow only registered templates with variables, so each kind needs its own approved id.
 */
export const SMS_NOTICE_TEMPLATE_SETTINGS = {
  invite_reminder: 'SMS_TEMPLATE_INVITE_REMINDER',
  invite_host_message: 'SMS_TEMPLATE_INVITE_HOST_MESSAGE',
  invite_cancelled: 'SMS_TEMPLATE_INVITE_CANCELLED',
  invite_rescheduled: 'SMS_TEMPLATE_INVITE_RESCHEDULED',
  // the order notices' SMS fallback (server/notify/notice.ts), each its own DLT template
  order_cancelled: 'SMS_TEMPLATE_ORDER_CANCELLED',
  job_cancelled: 'SMS_TEMPLATE_JOB_CANCELLED',
  refund_processed: 'SMS_TEMPLATE_REFUND_PROCESSED',
  goodwill_refund: 'SMS_TEMPLATE_GOODWILL_REFUND',
  job_started: 'SMS_TEMPLATE_JOB_STARTED',
  job_completed: 'SMS_TEMPLATE_JOB_COMPLETED',
  rating_request: 'SMS_TEMPLATE_RATING_REQUEST',
  // a staff member's message about an order (the console's order page): the text is the last variable, kept whole
  customer_message: 'SMS_TEMPLATE_CUSTOMER_MESSAGE',
  // an issued tax invoice or credit note (server/taxdocs/notices.ts): the document page's link last
  tax_document_issued: 'SMS_TEMPLATE_TAX_DOCUMENT_ISSUED',
} as const;

/** An SMS notice kind with a DLT template. */
export type SmsNoticeKind = keyof typeof SMS_NOTICE_TEMPLATE_SETTINGS;
type EnglishSmsSetting = (typeof SMS_NOTICE_TEMPLATE_SETTINGS)[SmsNoticeKind];
/** A DLT template setting of the configuration, in either language. */
export type SmsTemplateSetting = EnglishSmsSetting | `${EnglishSmsSetting}_HI`;

/** The Hindi DLT template settings, one per SMS notice kind (production needs each with a real SMS provider). */
export const HINDI_SMS_NOTICE_TEMPLATE_SETTINGS = Object.fromEntries(
  Object.entries(SMS_NOTICE_TEMPLATE_SETTINGS).map(([kind, setting]) => [kind, `${setting}_HI`]),
) as Record<SmsNoticeKind, `${EnglishSmsSetting}_HI`>;

/** The DLT template setting of the login code in each language. */
export const OTP_SMS_TEMPLATE_SETTING: Record<Locale, 'SMS_TEMPLATE_ID' | 'SMS_TEMPLATE_ID_HI'> = {
  en: 'SMS_TEMPLATE_ID',
  hi: 'SMS_TEMPLATE_ID_HI',
};

/**
 * The push text keys of the notices that push (`notify.json`: `<key>.title` and `<key>.body`), by WhatsApp template.
 * A push is free text, so it is always in the recipient's language.
 */
export const PUSH_TEXT_KEYS = {
  order_cancelled: 'push.orderCancelled',
  job_started: 'push.jobStarted',
  job_completed: 'push.jobCompleted',
  rating_request: 'push.ratingRequest',
  refund_processed: 'push.refundProcessed',
  goodwill_refund: 'push.goodwillRefund',
  customer_message: 'push.customerMessage',
  tax_document_issued: 'push.taxDocumentIssued',
} as const;

/** What a channel sends for a notice wanted in `wanted`: the language that goes out, and why when it is another. */
export interface TemplateChoice {
  /** The language of the template and of its texts. */
  language: Locale;
  /** Why English went out to a Hindi recipient (the missing setting), else undefined. */
  fallback?: string;
}

/** The WhatsApp template of a notice in a language: its name and the language code DoubleTick is told. */
export interface WhatsAppTemplateChoice extends TemplateChoice {
  name: string;
  code: string;
}

/** The WhatsApp language codes of the templates: English's, and Hindi's when the Hindi versions are approved. */
export interface WhatsAppLanguageCodes {
  language: string;
  hindiLanguage?: string;
}

/**
 * The WhatsApp template to send `template` in `wanted`: the same name with WHATSAPP_LANGUAGE (English) or
 * WHATSAPP_TEMPLATE_LANGUAGE_HI (Hindi); English with the reason when the Hindi code is not set.
 */
export function whatsappTemplate(
  template: string,
  wanted: Locale,
  codes: WhatsAppLanguageCodes = { language: getConfig().WHATSAPP_LANGUAGE, hindiLanguage: getConfig().WHATSAPP_TEMPLATE_LANGUAGE_HI },
): WhatsAppTemplateChoice {
  if (wanted === 'hi') {
    if (codes.hindiLanguage) return { name: template, code: codes.hindiLanguage, language: 'hi' };
    return { name: template, code: codes.language, language: 'en', fallback: 'WHATSAPP_TEMPLATE_LANGUAGE_HI not set' };
  }
  return { name: template, code: codes.language, language: 'en' };
}

/** The DLT template id of an SMS notice in a language, or of the English one with the reason. */
export interface SmsTemplateChoice extends TemplateChoice {
  /** The setting read (the English one after a fallback); undefined for a kind without a DLT template. */
  setting?: SmsTemplateSetting;
  /** Its value; undefined when not set. */
  templateId?: string;
}

/**
 * The DLT template of SMS notice `template` in `wanted`: the `_HI` setting for Hindi when it is set, else the
 * English setting with the reason.
 */
export function smsNoticeTemplate(template: string, wanted: Locale, config: ServerConfig = getConfig()): SmsTemplateChoice {
  const english = SMS_NOTICE_TEMPLATE_SETTINGS[template as SmsNoticeKind] as EnglishSmsSetting | undefined;
  if (!english) return { language: 'en' };
  if (wanted === 'hi') {
    const hindi = `${english}_HI` as const;
    if (config[hindi]) return { setting: hindi, templateId: config[hindi], language: 'hi' };
    return { setting: english, templateId: config[english], language: 'en', fallback: `${hindi} not set` };
  }
  return { setting: english, templateId: config[english], language: 'en' };
}

/** The DLT template id of the login code in `wanted`: SMS_TEMPLATE_ID_HI for Hindi when set, else SMS_TEMPLATE_ID with the reason. */
export function otpSmsTemplate(wanted: Locale, config: ServerConfig = getConfig()): SmsTemplateChoice {
  if (wanted === 'hi' && config.SMS_TEMPLATE_ID_HI) return { setting: undefined, templateId: config.SMS_TEMPLATE_ID_HI, language: 'hi' };
  return {
    templateId: config.SMS_TEMPLATE_ID,
    language: 'en',
    ...(wanted === 'hi' ? { fallback: `${OTP_SMS_TEMPLATE_SETTING.hi} not set` } : {}),
  };
}

/** What an outbox row records of the language: the one that went out, and the fallback's reason when there was one. */
export function languageRecord(choice: TemplateChoice): { language: Locale; languageFallback?: string } {
  return { language: choice.language, ...(choice.fallback ? { languageFallback: choice.fallback } : {}) };
}

/**
 * The start-up problems of the Hindi templates in production: with a real SMS provider every Hindi DLT template
 * (notices and the login code), with WHATSAPP_API_KEY the Hindi language code; each names its setting.
 */
export function hindiTemplateProblems(config: ServerConfig = getConfig()): string[] {
  const problems: string[] = [];
  if (config.SMS_PROVIDER !== 'console') {
    if (!config.SMS_TEMPLATE_ID_HI) {
      problems.push(`SMS_PROVIDER=${config.SMS_PROVIDER} needs SMS_TEMPLATE_ID_HI (the DLT template id of the login code in Hindi)`);
    }
    for (const setting of Object.values(HINDI_SMS_NOTICE_TEMPLATE_SETTINGS)) {
      if (!config[setting])
        problems.push(`SMS_PROVIDER=${config.SMS_PROVIDER} needs ${setting} (the DLT template id of that SMS notice in Hindi)`);
    }
  }
  if (config.WHATSAPP_API_KEY && !config.WHATSAPP_TEMPLATE_LANGUAGE_HI) {
    problems.push('WHATSAPP_API_KEY needs WHATSAPP_TEMPLATE_LANGUAGE_HI (the language code of the Hindi templates, e.g. hi)');
  }
  return problems;
}
