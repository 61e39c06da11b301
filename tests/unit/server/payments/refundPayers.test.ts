/**
 * One split of a refund by payer (server/payments/refundPayers.ts), read by the host's cancellation screen
 * and by every payer's cancellation message, so what the host reads and what each payer is told never differ.
 */
import { describe, expect, it } from 'vitest';
import { splitRefundsByPayer, type PayerRefundRow } from '../../../../server/payments/refundPayers';

const share = (id: string) => ({ id, phone: `98765${id.padStart(5, '0')}`, name: `Co-host ${id}` });
const sum = (split: ReturnType<typeof splitRefundsByPayer>) => split.hostRupees + split.coHosts.reduce((total, c) => total + c.rupees, 0);

describe('a refund split by payer', () => {
  it('gives the host every payment that is not a share, and each co-host the refunds of their share, in paise', () => {
    const rows: PayerRefundRow[] = [
      { amountPaise: 100_000, share: null },
      { amountPaise: 30_000, share: share('1') },
      { amountPaise: 20_000, share: share('2') },
      { amountPaise: 7_000, share: share('1') },
    ];
    const split = splitRefundsByPayer(rows);
    expect(split.hostPaise).toBe(100_000);
    expect(split.coHosts.map((c) => [c.shareId, c.paise, c.rupees])).toEqual([
      ['1', 37_000, 370],
      ['2', 20_000, 200],
    ]);
    expect(split.hostRupees).toBe(1_000);
  });

  it('rounds to whole rupees so that the parts add up to the whole refund, never below zero', () => {
    // two co-hosts' half-rupee refunds: rounding each up (₹528 + ₹528) would take a rupee from the host
    const odd = splitRefundsByPayer([
      { amountPaise: 100_000, share: null },
      { amountPaise: 52_750, share: share('1') },
      { amountPaise: 52_750, share: share('2') },
    ]);
    expect([odd.hostRupees, ...odd.coHosts.map((c) => c.rupees)]).toEqual([1_000, 528, 527]);
    expect(sum(odd)).toBe(2_055);

    const coHostsOnly = splitRefundsByPayer([
      { amountPaise: 52_750, share: share('1') },
      { amountPaise: 52_750, share: share('2') },
    ]);
    expect([coHostsOnly.hostRupees, ...coHostsOnly.coHosts.map((c) => c.rupees)]).toEqual([0, 528, 527]);
    expect(splitRefundsByPayer([])).toEqual({ hostPaise: 0, hostRupees: 0, coHosts: [] });
  });
});
