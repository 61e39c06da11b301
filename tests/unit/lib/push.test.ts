// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isPushConfigured, startPushMessaging } from '../../../lib/push';

describe('push messaging', () => {
  it('does nothing when Firebase is not configured', async () => {
    expect(isPushConfigured).toBe(false);
    await expect(startPushMessaging()).resolves.toBe(false);
  });
});
