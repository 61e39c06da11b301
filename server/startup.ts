import { testNumbers } from './auth/otp';
import { getConfig, type ServerConfig } from './config';
import { logger } from './logger';
import { mediaStartupProblems } from './media/storage';
import { configuredSmsProvider } from './notify/sms';
import { paymentStartupProblems } from './payments/registry';

/** What the start-up check found: problems stop the server, warnings are logged. */
export interface StartupReport {
  problems: string[];
  warnings: string[];
}

/**
 * The start-up check of a production server (issue 11). Outside production it finds no problem (the
 * console SMS provider and the development JWT key stay the defaults there).
 * Problems in production: `SMS_PROVIDER` not set explicitly (with the default, codes would be logged and
 * no SMS sent), `JWT_SECRET` unset (found now, not as a 500 at the first login), a real SMS provider
 * without its settings, `PAYMENT_PROVIDER` not set explicitly (issue 12). Everywhere: a payment gateway
 * chosen without its keys. Warnings: how many `OTP_TEST_NUMBERS` are configured (a count, never the
 * numbers), the console provider or the sandbox gateway chosen in production, and a placeholder FSSAI licence
 * (issue 13).
 * @param env the raw environment, to tell an explicit `SMS_PROVIDER` from the default.
 */
export function checkStartup(config: ServerConfig = getConfig(), env: NodeJS.ProcessEnv = process.env): StartupReport {
  const problems: string[] = [];
  const warnings: string[] = [];
  const testNumberCount = testNumbers().size;
  if (testNumberCount > 0) {
    warnings.push(
      `OTP_TEST_NUMBERS: ${testNumberCount} test ${testNumberCount === 1 ? 'number logs' : 'numbers log'} in with a fixed code and no SMS`,
    );
  }
  // issue 12: a gateway chosen without its keys is refused everywhere; production must also choose one explicitly
  problems.push(...paymentStartupProblems(config, env));
  // issue 14: a partly configured media bucket is refused everywhere, naming what is missing
  problems.push(...mediaStartupProblems(config));
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
  }
  if (!config.JWT_SECRET) problems.push('JWT_SECRET must be set in production (at least 32 characters)');
  // issue 13: food sold online shows the kitchen's 14-digit FSSAI licence; the committed default is a placeholder
  const licence = env.NEXT_PUBLIC_FSSAI_LICENCE ?? '';
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
