import { describe, expect, it } from 'vitest';
import { tooManyRequests } from '../../../../server/http/rateLimit';

const NOW = new Date('2026-11-23T10:00:00+05:30');

describe('tooManyRequests', () => {
  it('says when to try again in whole minutes rounded up, and sends the exact seconds in Retry-After', () => {
    const nearlyAnHour = tooManyRequests('You can place at most 10 orders an hour.', 3570, NOW);
    expect([nearlyAnHour.status, nearlyAnHour.message]).toEqual([
      429,
      'You can place at most 10 orders an hour. Please try again in 1 hour.',
    ]);
    expect(nearlyAnHour.options.headers).toEqual({ 'Retry-After': '3570' });
    expect(tooManyRequests('Slow down.', 2950, NOW).message).toBe('Slow down. Please try again in 50 minutes.');
    expect(tooManyRequests('Slow down.', 61, NOW).message).toBe('Slow down. Please try again in 2 minutes.');
    expect(tooManyRequests('Slow down.', 0.2, NOW).message).toBe('Slow down. Please try again in 1 second.');
  });
});
