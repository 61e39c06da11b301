/**
 * The notice path (server/notify/notice.ts): a notice WhatsApp does not deliver goes by SMS, and the outbox keeps
 * what support may see of it (ids, amounts, the notice key), never the message's texts: they hold names, phones
 * and bank references.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../../../../server/config';
import { deliverNotice } from '../../../../server/notify/notice';
import { listOutbox } from '../../../../server/notify/outbox';
import { describeEachDatabase } from '../../../helpers/testDatabases';

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

const PERSONAL = ['Meera Sharma', '9876501234', 'UTR4455667788'];

describeEachDatabase('a notice that falls back to SMS', (getDb) => {
  it('stores no name, phone or bank reference in the outbox, only what the notice gives support', async () => {
    vi.stubEnv('SMS_PROVIDER', 'console');
    resetConfigForTests();
    const outcome = await deliverNotice(
      getDb(),
      { userId: null, phone: '9811100071' },
      {
        key: 'refund-processed:r1',
        template: 'refund_processed',
        placeholders: [...PERSONAL, 'https://www.partyservices.in/order-details?id=o1'],
        payload: { orderId: 'o1', refundId: 'r1', amountPaise: 150_000 },
        topic: 'bookings',
        required: 'refund',
      },
    );
    expect(outcome.text).toBe('recorded');
    const rows = await listOutbox(getDb(), '9811100071', 'sms');
    expect(rows.map((row) => row.payload)).toEqual([
      { orderId: 'o1', refundId: 'r1', amountPaise: 150_000, noticeKey: 'refund-processed:r1', language: 'en' },
    ]);
    const stored = JSON.stringify(await listOutbox(getDb(), '+919811100071', 'whatsapp')) + JSON.stringify(rows);
    for (const text of PERSONAL) expect(stored).not.toContain(text);
  });
});
