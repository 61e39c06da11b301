// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isPushConfigured, startPushMessaging } from '../../../client/push';

describe('push messaging', () => {
  it('does nothing when Firebase is not configured', async () => {
    const saveToken = vi.fn(async () => undefined);
    expect(isPushConfigured).toBe(false);
    await expect(startPushMessaging(saveToken)).resolves.toBe(false);
    expect(saveToken).not.toHaveBeenCalled();
  });
});
