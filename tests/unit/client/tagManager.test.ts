// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

describe('page events pushed to the tag manager', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-TEST');
    delete (window as DataLayerWindow).dataLayer;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('carries the path of an ordinary page as it is', async () => {
    const { pushPageView } = await import('../../../client/tagManager');
    pushPageView('/balloon-decoration/birthday?city=delhi');
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'page_view', page_path: '/balloon-decoration/birthday?city=delhi' }]);
  });

  it('never carries a pay link’s token, a payment attempt or a gateway’s proof (a third party would hold the link)', async () => {
    const { pushPageView } = await import('../../../client/tagManager');
    pushPageView('/pay/share/sh_4Kq9ZrT2mWx8bYp1');
    pushPageView('/pay/share/result?attempt=att_77&providerPaymentId=pay_1&signature=abc');
    pushPageView('/pay/sandbox/att_77#top');
    pushPageView('/pay/result?order=o1&providerOrderId=order_1&signature=abc');
    const pushed = JSON.stringify((window as DataLayerWindow).dataLayer);
    for (const secret of ['sh_4Kq9ZrT2mWx8bYp1', 'att_77', 'pay_1', 'signature', 'order_1', 'o1']) expect(pushed).not.toContain(secret);
    expect((window as DataLayerWindow).dataLayer!.map((event) => event.page_path)).toEqual([
      '/pay/share/[token]',
      '/pay/share/result',
      '/pay/sandbox/[attemptId]',
      '/pay/result',
    ]);
  });

  it('does not load on a page whose address holds a secret (pay links, payment pages, the co-host link), and loads on the next ordinary page', async () => {
    vi.useFakeTimers();
    try {
      const { startTagManager } = await import('../../../client/tagManager');
      expect(startTagManager('/pay/share/sh_4Kq9ZrT2mWx8bYp1')).toBe(false);
      expect(startTagManager('/pay/sandbox/att_77')).toBe(false);
      expect(startTagManager('/pay/result?order=o1&signature=abc')).toBe(false);
      expect(startTagManager('/wonderland/co-host?token=ch_secret')).toBe(false);
      expect(startTagManager('/balloon-decoration')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
