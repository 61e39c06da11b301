// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderSummaryCard from '../../../../components/orders/OrderSummaryCard';
import { orderDetails } from '../payments/fakeApi';

describe('the invite headcount beside the booked count', () => {
  it('says "Your invite says N guests" beside the guests booked for an order attached to an event', () => {
    render(<OrderSummaryCard order={orderDetails({ orderType: 6, people: 30, inviteGuests: 34 })} />);
    const guests = screen.getByText('Guests').nextElementSibling;
    expect(guests).toHaveTextContent('30 people');
    expect(guests).toContainElement(screen.getByTestId('invite-guests'));
    expect(screen.getByTestId('invite-guests')).toHaveTextContent('Your invite says 34 guests');
  });

  it('says nothing of an invite for an order without an event', () => {
    render(<OrderSummaryCard order={orderDetails({ people: 30, inviteGuests: null })} />);
    expect(screen.queryByTestId('invite-guests')).toBeNull();
  });
});
