// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ChefCheckoutScreen from '../../../../components/chef/ChefCheckoutScreen';
import CheckoutScreen from '../../../../components/decoration/CheckoutScreen';
import { SLOT_TAKEN_MESSAGE } from '../../../../lib/contracts/availabilityText';
import type { ApiFailure } from '../../../../services/errors';
import { readDraft, updateDraft, type ChefDraft, type DecorationDraft } from '../../../../store/drafts';
import { StoreHost } from '../../../../store/StoreHost';
import { failure, fakeApi } from '../gallery/fakeGallery';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('../../../../components/common/ConfirmOrderActions', () => ({
  default: ({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) => (
    <button type="button" disabled={busy} onClick={onConfirm}>
      Confirm Order
    </button>
  ),
}));

const ORDER_ADD = 'POST /api/order/add';
const DATE = '2099-01-10';

/** The 409 of a slot just taken, with its next free slots, as the transport gives it. */
const slotTaken = (nextFreeSlots: { date: string; slotId: string; label: string }[]): { failure: ApiFailure } => ({
  failure: { status: 409, message: SLOT_TAKEN_MESSAGE, errors: [], retryAfterSeconds: null, details: { nextFreeSlots } },
});

const decorationDraft = (): Omit<DecorationDraft, 'idempotencyKey'> => ({
  product: {
    _id: 'p1',
    slug: 'pastel-arch',
    name: 'Pastel Arch',
    price: 2999,
    image: null,
    category: 'birthday',
    categoryName: 'Birthday Decoration',
    path: '/balloon-decoration/birthday/pastel-arch',
  },
  addons: [{ slug: 'led', name: 'LED lights', price: 499, quantity: 2 }],
  eventDate: DATE,
  slotId: '16-19',
  address: { name: 'Asha Verma', line1: 'House 12, Green Park', landmark: 'Near the park', pincode: '110016' },
  area: { city: 'Delhi', locality: 'Green Park' },
  note: 'Gate 2, please',
  attribution: { source: 'organic', utm: {} },
});

describe('a slot taken between choosing it and paying', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the message and the next free slots; picking one changes only the date and slot, and Confirm books it', async () => {
    const choices = [
      { date: DATE, slotId: '19-22', label: '07:00 PM - 10:00 PM' },
      { date: '2099-01-11', slotId: '16-19', label: '04:00 PM - 07:00 PM' },
    ];
    let attempts = 0;
    const server = fakeApi({ [ORDER_ADD]: () => (++attempts === 1 ? slotTaken(choices) : failure(503, 'Down for a moment')) });
    mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
    updateDraft('decoration', decorationDraft);
    const before = readDraft('decoration')!;
    render(
      <StoreHost>
        <CheckoutScreen />
      </StoreHost>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    const notice = await screen.findByTestId('slot-taken', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent(SLOT_TAKEN_MESSAGE);
    expect(
      within(notice)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10 Jan 2099, 07:00 PM - 10:00 PM', '11 Jan 2099, 04:00 PM - 07:00 PM']);

    fireEvent.click(within(notice).getByRole('button', { name: '11 Jan 2099, 04:00 PM - 07:00 PM' }));
    await waitFor(() => expect(screen.queryByTestId('slot-taken')).toBeNull());
    const after = readDraft('decoration')!;
    const { idempotencyKey: _old, eventDate: _d, ...kept } = before;
    expect(after).toMatchObject({ ...kept, eventDate: '2099-01-11', slotId: '16-19' });
    // a changed booking is a new request, never the answer kept for the old key
    expect(after.idempotencyKey).not.toBe(before.idempotencyKey);
    expect(screen.getByTestId('checkout-summary')).toHaveTextContent('11 Jan 2099');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(server.calls(ORDER_ADD)).toHaveLength(2));
    expect(server.calls(ORDER_ADD)[1]?.body).toMatchObject({
      eventDate: '2099-01-11',
      slotId: '16-19',
      note: 'Gate 2, please',
      addons: [{ slug: 'led', quantity: 2 }],
    });
  });

  it('with no free slot to offer, says so; another 409 (the price changed) keeps its own answer', async () => {
    mocks.apiRequest = fakeApi({ [ORDER_ADD]: () => slotTaken([]) }).apiRequest as typeof mocks.apiRequest;
    updateDraft('decoration', decorationDraft);
    const { unmount } = render(
      <StoreHost>
        <CheckoutScreen />
      </StoreHost>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByTestId('slot-taken', {}, { timeout: 5000 })).toHaveTextContent(
      `${SLOT_TAKEN_MESSAGE}No other time is free soon. Please go back and choose another date.`,
    );
    unmount();

    mocks.apiRequest = fakeApi({ [ORDER_ADD]: () => failure(409, 'The price has changed. Please review your dishes.') })
      .apiRequest as typeof mocks.apiRequest;
    const chef: Omit<ChefDraft, 'idempotencyKey'> = {
      nonVeg: false,
      cuisineIds: [],
      dishes: [{ _id: 'd1', name: 'Paneer Tikka', dish_rate: 450, is_dish: 1, image: null }],
      people: 10,
      eventDate: DATE,
      slotId: '19-20',
      address: decorationDraft().address,
      area: decorationDraft().area,
      note: '',
    };
    updateDraft('chef', () => chef);
    render(
      <StoreHost>
        <ChefCheckoutScreen />
      </StoreHost>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The price has changed. Please review your dishes.');
    expect(within(alert).getByRole('link', { name: 'Review dishes' })).toBeInTheDocument();
    expect(screen.queryByTestId('slot-taken')).toBeNull();
  });
});
