import { expect, it } from 'vitest';
import { listOutbox, recordOutbox } from '../../../../server/notify/outbox';
import { describeEachDatabase } from '../../../helpers/testDatabases';

describeEachDatabase(
  'outbox',
  (getDb) => {
    it('records notifications and lists them newest first per recipient and channel', async () => {
      await recordOutbox(getDb(), {
        channel: 'sms',
        provider: 'console',
        recipient: '9876543210',
        status: 'recorded',
        payload: { purpose: 'otp' },
      });
      await new Promise((r) => setTimeout(r, 5));
      await recordOutbox(getDb(), {
        channel: 'sms',
        provider: 'console',
        recipient: '9876543210',
        status: 'recorded',
        payload: { purpose: 'otp', n: 2 },
      });
      await recordOutbox(getDb(), {
        channel: 'whatsapp',
        provider: 'doubletick',
        recipient: '+919876543210',
        status: 'skipped',
        payload: {},
      });
      const sms = await listOutbox(getDb(), '9876543210', 'sms');
      expect(sms).toHaveLength(2);
      expect(sms[0]?.payload).toEqual({ purpose: 'otp', n: 2 });
      expect(await listOutbox(getDb(), '+919876543210', 'whatsapp')).toHaveLength(1);
    });
  },
  { seed: false },
);
