import { afterEach, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../../../../server/config';
import { listOutbox } from '../../../../server/notify/outbox';
import { createConsoleSmsProvider, deliverOtp, maskCode } from '../../../../server/notify/sms';
import { capturedLogger } from '../../../helpers/capturedLogger';
import { describeEachDatabase } from '../../../helpers/testDatabases';

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

function inEnvironment(nodeEnv: 'production' | 'development') {
  vi.stubEnv('NODE_ENV', nodeEnv);
  resetConfigForTests();
}

it('masks every digit of a code but the last', () => {
  expect(maskCode('4827')).toBe('***7');
  expect(maskCode('0')).toBe('0');
});

describeEachDatabase(
  'console SMS provider',
  (getDb) => {
    it('in production: never logs the code (at any level) and keeps only the masked code in the outbox', async () => {
      inEnvironment('production');
      const { log, text, lines } = capturedLogger('trace');
      await deliverOtp(getDb(), createConsoleSmsProvider(log), '9811122233', '4827');
      expect(text()).not.toContain('4827');
      expect(text()).not.toContain('9811122233');
      expect(lines().length).toBeGreaterThan(0);
      const [entry] = await listOutbox(getDb(), '9811122233', 'sms');
      expect(entry).toMatchObject({ provider: 'console', status: 'recorded', payload: { code: '***7' } });
    });

    it('in development: the code stays readable in the outbox and goes to the log at debug only', async () => {
      inEnvironment('development');
      const { log, lines } = capturedLogger('trace');
      await deliverOtp(getDb(), createConsoleSmsProvider(log), '9811122244', '5938');
      const withCode = lines().filter((line) => JSON.stringify(line).includes('5938'));
      expect(withCode.map((line) => line.level)).toEqual([20]);
      expect(JSON.stringify(lines())).not.toContain('9811122244');
      const [entry] = await listOutbox(getDb(), '9811122244', 'sms');
      expect(entry?.payload).toEqual({ code: '5938', language: 'en' });
    });
  },
  { seed: false },
);
