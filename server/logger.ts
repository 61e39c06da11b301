import pino from 'pino';

/**
 * The server's one pino logger. JSON lines on stdout; level from `LOG_LEVEL` (default info,
 * silent under Vitest unless LOG_LEVEL is set).
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'party-services' },
  redact: ['req.headers.authorization', '*.otp', '*.token', '*.apiKey'],
});
