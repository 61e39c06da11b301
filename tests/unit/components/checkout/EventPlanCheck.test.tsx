// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CheckoutScreen from '../../../../components/decoration/CheckoutScreen';
import type { EventPlanView } from '../../../../lib/contracts/events/plan';
import { readEventBooking, saveEventBooking, updateDraft, type DecorationDraft } from '../../../../store/drafts';
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

const EVENT_ID = '0b7f7b8e-5a4e-4c53-9f5e-2f4d4c1b9a10';
const PLAN = `GET /api/customer/event/${EVENT_ID}/plan`;
const ORDER_ADD = 'POST /api/order/add';
const DATE = '2026-12-12';

const conflict = {
  rule: 'decoration-before-photography' as const,
  message:
    'Decoration (4:00 PM - 7:00 PM) must be finished at least 30 minutes before photography starts at 6:00 PM. Choose a decoration slot that ends by 5:30 PM or a later photography start.',
  orderIds: ['proposed', '22222222-2222-4222-8222-222222222222'],
};

function plan(conflicts: EventPlanView['conflicts']): EventPlanView {
  return {
    eventId: EVENT_ID,
    date: DATE,
    partyStartsAt: '2026-12-12T13:30:00.000Z',
    timeline: [],
    conflicts,
    headcount: 20,
    attachable: [],
  };
}

function decorationDraft(change: Partial<DecorationDraft> = {}): Omit<DecorationDraft, 'idempotencyKey'> {
  return {
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
    addons: [],
    eventDate: DATE,
    slotId: '16-19',
    address: { name: 'Asha Verma', line1: 'Green Park, New Delhi', landmark: '', pincode: '110016' },
    area: { city: 'Delhi', locality: 'Green Park' },
    note: '',
    attribution: { source: 'organic', utm: {} },
    ...change,
  };
}

function serve(conflicts: EventPlanView['conflicts']) {
  const server = fakeApi({ [PLAN]: { data: plan(conflicts) }, [ORDER_ADD]: () => failure(409, 'The price has changed.') });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

const show = () =>
  render(
    <StoreHost>
      <CheckoutScreen />
    </StoreHost>,
  );

describe('a checkout booked from an event page checks the event plan before payment', () => {
  beforeEach(() => {
    sessionStorage.clear();
    saveEventBooking({ eventId: EVENT_ID, title: "Riya's 5th Birthday", date: DATE, venue: 'Green Park, New Delhi', guests: 20 });
  });

  it('asks the server with its proposed slot, shows the conflict with its reason, and books the order for the event', async () => {
    updateDraft('decoration', () => decorationDraft());
    const server = serve([conflict]);
    show();
    expect(await screen.findByText(/For your event/)).toHaveTextContent("For your event Riya's 5th Birthday.");
    expect(await screen.findByRole('alert', { name: 'Event plan conflicts' })).toHaveTextContent(conflict.message);
    expect(server.calls(PLAN)[0]?.query).toEqual({ proposedType: 1, proposedSlot: '16-19' });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(server.calls(ORDER_ADD)).toHaveLength(1));
    expect(server.calls(ORDER_ADD)[0]?.body).toMatchObject({ orderType: 1, eventDate: DATE, slotId: '16-19', eventId: EVENT_ID });
  });

  it('says the booking fits when the plan has no conflict with it', async () => {
    updateDraft('decoration', () => decorationDraft({ slotId: '13-16' }));
    serve([{ ...conflict, orderIds: ['11111111-1111-4111-8111-111111111111'] }]);
    show();
    expect(await screen.findByText('This fits your event plan.')).toBeInTheDocument();
  });

  it('books another date, or after "Book without the event", without the event and without the check', async () => {
    updateDraft('decoration', () => decorationDraft({ eventDate: '2026-12-13' }));
    const server = serve([conflict]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(server.calls(ORDER_ADD)).toHaveLength(1));
    expect(server.calls(ORDER_ADD)[0]?.body).not.toHaveProperty('eventId');
    expect(screen.queryByTestId('event-plan-check')).toBeNull();
    expect(server.calls(PLAN)).toHaveLength(0);
    cleanup();

    updateDraft('decoration', () => decorationDraft());
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Book without the event' }));
    expect(readEventBooking()).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('event-plan-check')).toBeNull());
  });
});
