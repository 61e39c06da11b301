import { builtSiteMode } from '../../lib/siteMode';
import { validateGstin } from '../../lib/tax/gstin';
import { testNumbers } from '../auth/otp';
import { getConfig, PLACEHOLDER_BUSINESS, type ServerConfig } from '../config';
import { logger } from '../logger';
import { mediaStartupProblems } from '../media/storage';
import { pushStartupProblems } from '../notify/push';
import { configuredSmsProvider, SMS_NOTICE_TEMPLATE_SETTINGS } from '../notify/sms';
import { hindiTemplateProblems } from '../notify/templates';
import { paymentStartupProblems } from '../payments';
import { payoutLiveSiteProblems, payoutStartupProblems } from '../earnings';

/** What the start-up check found: problems stop the server, warnings are logged. */
export interface StartupReport {
  problems: string[];
  warnings: string[];
}

/**
 * The public settings a build shows on its pages. NEXT_PUBLIC_* values are inlined when the server is
 * built, so these are the build's values (what customers see), not the start environment's; outside a
 * build (unit tests, scripts) they are read from the environment.
 */
export interface PublicSettings {
  NEXT_PUBLIC_SITE_URL?: string;
  NEXT_PUBLIC_CONTACT_PHONE?: string;
  NEXT_PUBLIC_WHATSAPP_NUMBER?: string;
  NEXT_PUBLIC_CONTACT_EMAIL?: string;
  NEXT_PUBLIC_FSSAI_LICENCE?: string;
}

/** This build's public settings (each written out in full, so the bundler inlines it). */
export function builtPublicSettings(): PublicSettings {
  return {
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_CONTACT_PHONE: process.env.NEXT_PUBLIC_CONTACT_PHONE,
    NEXT_PUBLIC_WHATSAPP_NUMBER: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER,
    NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
    NEXT_PUBLIC_FSSAI_LICENCE: process.env.NEXT_PUBLIC_FSSAI_LICENCE,
  };
}

/** A number whose digits, after an optional country code 91, are all zeros (`+91 00000 00000`, `910000000000`). */
function isZeroNumber(value: string | undefined): boolean {
  const digits = (value ?? '').replace(/\D/g, '');
  return /^(?:91)?0+$/.test(digits);
}

/** A host name on a documentation domain: `example.com`, `www.example.in`, `example.co.in`, `*.example` (RFC 2606). */
function isExampleHost(host: string): boolean {
  return /(?:^|\.)example(?:\.[a-z]{2,3})?\.[a-z]{2,}$/i.test(host) || /(?:^|\.)example$/i.test(host);
}

/** The host of an absolute URL, or '' when it is not one. */
function hostOf(url: string | undefined): string {
  try {
    return new URL(url ?? '').hostname;
  } catch {
    return '';
  }
}

/**
 * What is wrong with the supplier's GSTIN, one entry per problem: a GSTIN that fails validateGstin (its message),
 * or a BUSINESS_STATE_CODE other than the GSTIN's first two digits (the state of registration; CGST Rules, rule
 * 10: the GSTIN begins with it), which would charge CGST + SGST for the wrong state.
 */
function supplierGstinProblems(config: ServerConfig): string[] {
  const check = validateGstin(config.BUSINESS_GSTIN);
  if (!check.ok) return [`BUSINESS_GSTIN is not a valid GSTIN: ${check.message}`];
  if (check.stateCode !== config.BUSINESS_STATE_CODE) {
    return [
      `BUSINESS_STATE_CODE=${config.BUSINESS_STATE_CODE} but BUSINESS_GSTIN is registered in state ${check.stateCode} (its first two digits)`,
    ];
  }
  return [];
}

/**
 * What a live site must not run, one entry per offending setting: the sandbox gateway
 * (anyone can mark an attempt paid through its API), the sandbox payouts gateway (it pays nobody), demo providers (DEMO_PROVIDERS), the placeholder contact details of the committed
 * `.env` (`+91 00000 00000`, `wa.me/910000000000`, `example.com` e-mails), the all-zero FSSAI licence,
 * a site URL on an `example.*` domain, and a supplier on its tax documents (CGST Act section 31, CGST Rules rule
 * 46(a)) with the test site's placeholder name, address or GSTIN, an invalid GSTIN, or a state code that is not
 * the GSTIN's.
 */
export function liveSiteProblems(config: ServerConfig, site: PublicSettings): string[] {
  const found: string[] = [];
  if (config.BUSINESS_LEGAL_NAME === PLACEHOLDER_BUSINESS.legalName) found.push('BUSINESS_LEGAL_NAME is the test site placeholder');
  if (config.BUSINESS_ADDRESS === PLACEHOLDER_BUSINESS.address) found.push('BUSINESS_ADDRESS is the test site placeholder');
  if (config.BUSINESS_GSTIN === PLACEHOLDER_BUSINESS.gstin) {
    found.push(`BUSINESS_GSTIN is the test site placeholder ${PLACEHOLDER_BUSINESS.gstin} (tax documents need the real GSTIN)`);
  } else {
    found.push(...supplierGstinProblems(config));
  }
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    found.push('PAYMENT_PROVIDER=sandbox (the test gateway lets anyone mark a payment paid; choose razorpay or phonepe)');
  }
  found.push(...payoutLiveSiteProblems(config));
  if (isZeroNumber(site.NEXT_PUBLIC_CONTACT_PHONE)) found.push('NEXT_PUBLIC_CONTACT_PHONE is the placeholder +91 00000 00000');
  if (isZeroNumber(site.NEXT_PUBLIC_WHATSAPP_NUMBER)) {
    found.push('NEXT_PUBLIC_WHATSAPP_NUMBER is the placeholder 910000000000 (wa.me/910000000000)');
  }
  const emailHost = (site.NEXT_PUBLIC_CONTACT_EMAIL ?? '').split('@')[1] ?? '';
  if (isExampleHost(emailHost)) found.push(`NEXT_PUBLIC_CONTACT_EMAIL is a placeholder on ${emailHost}`);
  const licence = (site.NEXT_PUBLIC_FSSAI_LICENCE ?? '').replace(/\D/g, '');
  if (/^0+$/.test(licence)) found.push('NEXT_PUBLIC_FSSAI_LICENCE is the all-zero placeholder');
  if ((config.DEMO_PROVIDERS ?? 0) > 0) {
    found.push(`DEMO_PROVIDERS=${config.DEMO_PROVIDERS} (demo providers would sell services nobody delivers)`);
  }
  const siteHost = hostOf(site.NEXT_PUBLIC_SITE_URL);
  if (siteHost && isExampleHost(siteHost)) found.push(`NEXT_PUBLIC_SITE_URL is on the documentation domain ${siteHost}`);
  return found;
}

/**
 * The start-up check of a production server. Outside production it finds no problem (the
 * console SMS provider and the development JWT key stay the defaults there).
 * Problems in production: `SMS_PROVIDER` not set explicitly (with the default, codes would be logged and
 * no SMS sent), `JWT_SECRET` unset (found now, not as a 500 at the first login), a real SMS provider
 * without its settings or a Hindi DLT template (`SMS_TEMPLATE_ID_HI`, `SMS_TEMPLATE_*_HI`), WHATSAPP_API_KEY without
 * WHATSAPP_TEMPLATE_LANGUAGE_HI, `PAYMENT_PROVIDER` or `PAYOUT_PROVIDER` not set explicitly. Everywhere: a payment or payouts
 * gateway chosen without its keys. Warnings: how many `OTP_TEST_NUMBERS` are configured (a count, never the
 * numbers), the console provider or the sandbox gateway chosen in production, a placeholder FSSAI licence, and
 * on a test site an invalid BUSINESS_GSTIN or one of another state than BUSINESS_STATE_CODE.
 * A `live` site (SITE_MODE) refuses the sandbox gateways, placeholder public details and supplier, naming
 * each in one problem; a server whose SITE_MODE differs from its build's is refused in either mode.
 * @param env the raw environment, to tell an explicit `SMS_PROVIDER` from the default.
 * @param site the public settings the pages were built with.
 */
export function checkStartup(
  config: ServerConfig = getConfig(),
  env: NodeJS.ProcessEnv = process.env,
  site: PublicSettings = builtPublicSettings(),
): StartupReport {
  const problems: string[] = [];
  const warnings: string[] = [];
  // the pages were built for one mode (their ribbon, their public details); the server must run the same
  const built = builtSiteMode();
  if (built && built !== config.SITE_MODE) {
    problems.push(
      `SITE_MODE=${config.SITE_MODE} but this build was built with SITE_MODE=${built}: build and start with the same SITE_MODE`,
    );
  }
  if (config.SITE_MODE === 'live') {
    const found = liveSiteProblems(config, site);
    if (found.length > 0) {
      problems.push(
        `SITE_MODE=live refuses test settings: ${found.join('; ')}. Set the real values (see .env.example), or run a test site with SITE_MODE=test on both build and start (every page then says "Test site: no real payments")`,
      );
    }
  }
  // a test site's documents may carry the placeholder supplier, but not a GSTIN that contradicts itself
  if (config.SITE_MODE !== 'live') warnings.push(...supplierGstinProblems(config));
  const testNumberCount = testNumbers().size;
  if (testNumberCount > 0) {
    warnings.push(
      `OTP_TEST_NUMBERS: ${testNumberCount} test ${testNumberCount === 1 ? 'number logs' : 'numbers log'} in with a fixed code and no SMS`,
    );
  }
  // a gateway chosen without its keys is refused everywhere; production must also choose one explicitly
  problems.push(...paymentStartupProblems(config, env));
  // the same for the payouts gateway: RazorpayX without a setting is refused everywhere, naming it
  problems.push(...payoutStartupProblems(config, env));
  // a partly configured media bucket is refused everywhere, naming what is missing
  problems.push(...mediaStartupProblems(config));
  // FCM chosen without its key is refused everywhere; production must choose a push provider explicitly
  problems.push(...pushStartupProblems(config, env));
  if (config.NODE_ENV !== 'production') return { problems, warnings };

  if (!env.SMS_PROVIDER) {
    problems.push(
      'SMS_PROVIDER must be set explicitly in production: fast2sms or msg91 (with SMS_API_KEY and SMS_TEMPLATE_ID), or console for a staging server that sends no SMS',
    );
  } else if (config.SMS_PROVIDER === 'console') {
    warnings.push('SMS_PROVIDER=console: login codes are not sent by SMS (staging only); the outbox keeps masked codes');
  } else {
    try {
      configuredSmsProvider();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    // hosts may message guests by SMS and order notices fall back to SMS; DLT allows only registered templates, one per kind
    for (const setting of Object.values(SMS_NOTICE_TEMPLATE_SETTINGS)) {
      if (!config[setting]) problems.push(`SMS_PROVIDER=${config.SMS_PROVIDER} needs ${setting} (the DLT template id of that SMS notice)`);
    }
  }
  // Hindi customers' SMS need their own DLT templates, their WhatsApp the Hindi templates' language code
  problems.push(...hindiTemplateProblems(config));
  if (!config.JWT_SECRET) problems.push('JWT_SECRET must be set in production (at least 32 characters)');
  // food sold online shows the kitchen's 14-digit FSSAI licence; the committed default is a placeholder
  const licence = site.NEXT_PUBLIC_FSSAI_LICENCE ?? '';
  if (!/^\d{14}$/.test(licence) || /^0+$/.test(licence)) {
    warnings.push('NEXT_PUBLIC_FSSAI_LICENCE is not a real 14-digit licence: set the kitchen FSSAI licence before selling party food');
  }
  if (config.PAYMENT_PROVIDER === 'sandbox' && env.PAYMENT_PROVIDER) {
    warnings.push('PAYMENT_PROVIDER=sandbox: payments go to the test gateway and no money moves (staging only)');
  }
  return { problems, warnings };
}

/**
 * Runs the start-up check, logs its warnings, and throws when the server must not start.
 * @throws Error listing every problem (each names its variable); an invalid configuration also throws here.
 */
export function assertStartupReady(): void {
  const { problems, warnings } = checkStartup();
  for (const warning of warnings) logger.warn(warning);
  if (problems.length > 0) throw new Error(`Refusing to start: ${problems.join('; ')}`);
}
