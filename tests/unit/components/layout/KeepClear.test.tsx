// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KEEP_CLEAR, KEEP_CLEAR_SELECTOR } from '../../../../components/common/keepClear';

describe('content the floating WhatsApp button steps aside from', () => {
  it('is marked content and every alert (an error box), with whatever sits inside them', () => {
    render(
      <>
        <section {...KEEP_CLEAR}>
          <span>Total ₹6,000</span>
        </section>
        <div role="alert">
          <span>Could not load your bookings.</span>
        </div>
        <p>Plain text</p>
      </>,
    );
    expect(screen.getByText('Total ₹6,000').closest(KEEP_CLEAR_SELECTOR)).not.toBeNull();
    expect(screen.getByText('Could not load your bookings.').closest(KEEP_CLEAR_SELECTOR)).not.toBeNull();
    expect(screen.getByText('Plain text').closest(KEEP_CLEAR_SELECTOR)).toBeNull();
  });
});
