// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HostEventScreen from '../../../../components/events/HostEventScreen';
import EventPlanPanel, { PLAN_REFRESH_MS } from '../../../../components/events/EventPlanPanel';
import type { EventPlanView } from '../../../../lib/contracts/events/plan';
import { readDraft, readEventBooking } from '../../../../store/drafts';
import { fakeApi, WithStore, type FakeRoutes } from '../gallery/fakeGallery';
import { EVENT_ID, inviteEvent } from './fakeInvite';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

const PLAN = `GET /api/customer/event/${EVENT_ID}/plan`;
const ATTACH = `POST /api/customer/event/${EVENT_ID}/attach-order`;
const DECO = '11111111-1111-4111-8111-111111111111';
const PHOTO = '22222222-2222-4222-8222-222222222222';
const FOOD = '33333333-3333-4333-8333-333333333333';

function plan(change: Partial<EventPlanView> = {}): EventPlanView {
  return {
    eventId: EVENT_ID,
    date: '2026-12-12',
    partyStartsAt: '2026-12-12T13:00:00.000Z',
    timeline: [
      {
        orderId: DECO,
        service: 'decoration',
        title: 'Decoration set-up',
        startsAt: '2026-12-12T07:30:00.000Z',
        endsAt: '2026-12-12T10:30:00.000Z',
        status: 'started',
        statusLabel: 'Decorator arrived 1:02 PM',
      },
      {
        orderId: PHOTO,
        service: 'photography',
        title: 'Photography coverage',
        startsAt: '2026-12-12T10:30:00.000Z',
        endsAt: '2026-12-12T13:30:00.000Z',
        status: 'booked',
        statusLabel: 'Booked',
      },
      {
        orderId: null,
        service: 'party',
        title: 'Party starts',
        startsAt: '2026-12-12T13:00:00.000Z',
        endsAt: '2026-12-12T13:00:00.000Z',
        status: null,
        statusLabel: null,
      },
    ],
    conflicts: [
      {
        rule: 'decoration-before-photography',
        message: 'Decoration (1:00 PM - 4:00 PM) must be finished at least 30 minutes before photography starts at 4:00 PM.',
        orderIds: [DECO, PHOTO],
      },
    ],
    headcount: 34,
    attachable: [
      { orderId: FOOD, orderNumber: 'PS-7K3P9Q', service: 'Party Food Delivery', slotLabel: '05:00 PM - 06:00 PM', statusLabel: 'Booked' },
    ],
    ...change,
  };
}

function serve(routes: FakeRoutes = {}) {
  const server = fakeApi({ [PLAN]: { data: plan() }, ...routes });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

const stayHere = (e: Event) => e.preventDefault();

const show = (event = inviteEvent({ role: 'owner', startsAt: '2099-12-12T13:00:00.000Z' })) =>
  render(<EventPlanPanel event={event} />, { wrapper: WithStore });

describe('the Plan section of the host’s event page', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    document.removeEventListener('click', stayHere);
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a section of the host’s event page, loaded lazily', async () => {
    serve({
      [`GET /api/customer/event/event-invites/${EVENT_ID}`]: { data: inviteEvent({ role: 'cohost' }) },
      [`GET /api/customer/event/event-guests/all/${EVENT_ID}`]: { data: { guests: [], counts: inviteEvent().counts } },
      [`GET /api/customer/event/event-reminders/${EVENT_ID}`]: { data: [] },
    });
    render(<HostEventScreen eventId={EVENT_ID} />, { wrapper: WithStore });
    expect(await screen.findByRole('heading', { name: 'Plan' })).toBeInTheDocument();
    expect(await screen.findByText(/Your invite says/)).toHaveTextContent('Your invite says 34 guests');
  });

  it('shows the headcount, the day timeline with statuses and the conflicts with their reasons', async () => {
    serve();
    show();
    expect(await screen.findByText(/Your invite says/)).toHaveTextContent('Your invite says 34 guests');
    const timeline = screen.getByRole('list', { name: 'Day timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1:00 PM - 4:00 PM Decoration set-up · Decorator arrived 1:02 PM',
      '4:00 PM - 7:00 PM Photography coverage · Booked',
      '6:30 PM Party starts',
    ]);
    expect(within(screen.getByRole('list', { name: 'Conflicts' })).getByText(/must be finished at least 30 minutes/)).toBeInTheDocument();
  });

  it('books a service for the event: the chef draft gets the date, venue and headcount, and the booking remembers the event', async () => {
    serve();
    show();
    const link = await screen.findByRole('link', { name: 'Book a chef for this event' });
    expect(link).toHaveAttribute('href', '/book-chef-cook-for-party');
    // the click's handler runs as it would before the page changes; jsdom cannot navigate, so the test stays here
    document.addEventListener('click', stayHere);
    fireEvent.click(link);
    expect(readEventBooking()).toEqual({
      eventId: EVENT_ID,
      title: "Riya's 5th Birthday",
      date: '2026-12-12',
      venue: 'Green Park, New Delhi',
      guests: 34,
    });
    expect(readDraft('chef')).toMatchObject({ eventDate: '2026-12-12', people: 34, address: { line1: 'Green Park, New Delhi' } });
    fireEvent.click(screen.getByRole('link', { name: 'Book food delivery for this event' }));
    expect(readDraft('foodDelivery')).toMatchObject({ eventDate: '2026-12-12', guests: 34 });
    for (const name of ['Book decoration for this event', 'Book a live buffet for this event', 'Book photography for this event']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('offers no booking or attaching for a past or cancelled event, and still shows its plan', async () => {
    serve();
    show(inviteEvent({ role: 'owner', startsAt: '2020-12-12T13:00:00.000Z' }));
    await screen.findByText(/Your invite says/);
    expect(screen.queryByRole('link', { name: /for this event/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Attach' })).toBeNull();
    cleanup();
    show(inviteEvent({ role: 'owner', startsAt: '2099-12-12T13:00:00.000Z', status: 'cancelled' }));
    await screen.findByText(/Your invite says/);
    expect(screen.queryByRole('link', { name: /for this event/ })).toBeNull();
  });

  it('attaches an order of the same date and shows the answer', async () => {
    const server = serve({ [ATTACH]: { message: 'The order is now part of this event.', data: plan({ attachable: [] }) } });
    show();
    const list = await screen.findByRole('list', { name: 'Your orders on this date' });
    expect(list).toHaveTextContent('Party Food Delivery · 05:00 PM - 06:00 PM · Booked (PS-7K3P9Q)');
    fireEvent.click(within(list).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is now part of this event.');
    expect(server.calls(ATTACH)[0]?.body).toEqual({ orderId: FOOD });
  });

  it('reads the plan again when the tab comes back and every minute while it is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = serve();
    show();
    await screen.findByText(/Your invite says/);
    const before = server.calls(PLAN).length;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(server.calls(PLAN).length).toBe(before + 1));
    act(() => {
      vi.advanceTimersByTime(PLAN_REFRESH_MS);
    });
    await waitFor(() => expect(server.calls(PLAN).length).toBe(before + 2));
  });
});
