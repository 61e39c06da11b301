/**
 * A fault in translating an error answer (a broken message in the apiErrors table) never turns the answer into a
 * 500: the English answer goes out, unmarked, and the fault is logged without the message's text.
 */
import type { NextApiRequest } from 'next';
import { describe, expect, it, vi } from 'vitest';
import { apiHandler } from '../../../../server/http/apiHandler';
import { HttpError } from '../../../../server/http/errors';
import { recordedResponse } from '../../../helpers/apiResponse';

vi.mock('../../../../server/i18n/apiErrors', () => ({
  localizeErrorAnswer: () => {
    throw new SyntaxError('apiErrors.slotTaken: bad ICU argument');
  },
}));

describe('an error answer whose translation fails', () => {
  it('goes out in English with its own status', async () => {
    const handler = apiHandler({
      POST: async () => {
        throw new HttpError(409, 'This slot was just booked.');
      },
    });
    const { out, res } = recordedResponse();
    await handler({ method: 'POST', url: '/api/test', headers: { 'x-locale': 'hi' } } as unknown as NextApiRequest, res);
    expect(out.status).toBe(409);
    expect(out.body).toEqual({ error: true, status: 409, message: 'This slot was just booked.' });
    expect(out.headers['content-language']).toBeUndefined();
  });
});
