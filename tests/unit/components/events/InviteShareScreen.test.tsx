// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import InviteMissing from '../../../../components/events/InviteMissing';
import InviteShareScreen from '../../../../components/events/InviteShareScreen';
import { text } from '../../../helpers/messages';
import type { InviteEvent } from '../../../../lib/contracts/events';
import { STORAGE_KEYS } from '../../../../lib/constants';
import { StoreHost } from '../../../../store/StoreHost';
import { failure, fakeApi, type FakeRoutes } from '../gallery/fakeGallery';
import { EVENT_ID, inviteEvent } from './fakeInvite';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  openLogin: (_then?: () => void) => undefined as void,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('../../../../components/auth/SessionUi', () => ({
  useSessionUi: () => ({ openLogin: (then?: () => void) => mocks.openLogin(then) }),
}));

const RSVP = 'PUT /api/customer/event/event-guest';
const DETAILS = `GET /api/customer/event/event-invites/${EVENT_ID}`;
const GUESTS = `GET /api/customer/event/event-guests/all/${EVENT_ID}`;
const WALL = `GET /api/customer/event/event-images/${EVENT_ID}`;

function logIn() {
  window.localStorage.setItem(STORAGE_KEYS.IS_LOGGED_IN, 'true');
  window.localStorage.setItem(STORAGE_KEYS.TOKEN, 'token');
  window.dispatchEvent(new Event('login-state-change'));
}

const guest = (change: object = {}) => ({
  _id: 'g1',
  name: 'Asha',
  rsvpStatus: 'going',
  plusOnes: 1,
  note: null,
  whatsappOptIn: false,
  luckyDrawOptOut: false,
  waitlisted: false,
  answeredAt: '2026-11-26T02:00:00.000Z',
  ...change,
});

function serve(routes: FakeRoutes) {
  const server = fakeApi({
    [GUESTS]: { data: { guests: [], counts: null } },
    [WALL]: { data: { items: [], nextCursor: null } },
    ...routes,
  });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

function show(event: InviteEvent, imageUrl: string | null = null) {
  return render(
    <StoreHost>
      <InviteShareScreen event={event} imageUrl={imageUrl} />
    </StoreHost>,
  );
}

function fillAndSend(name = 'Asha') {
  fireEvent.click(screen.getByRole('button', { name: 'Going' }));
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Guests with you (+1s)'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
}

describe('the share page as a guest sees it', () => {
  beforeEach(() => window.localStorage.clear());

  it('a link that names no invite says so, and offers a logged-in customer their own events', async () => {
    render(<InviteMissing />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This invite does not exist or was removed');
    expect(screen.queryByRole('link', { name: 'Your events' })).toBeNull();
    logIn();
    expect(await screen.findByRole('link', { name: 'Your events' })).toHaveAttribute('href', '/wonderland');
  });

  it('shows the invite: picture, title, hosts, day and time in IST, venue, directions and Add to calendar', () => {
    render(<InviteShareScreen event={inviteEvent()} imageUrl="/api/photo/templates/birthday-balloon-pop/preview?size=share" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Riya's 5th Birthday");
    expect(screen.getByRole('img', { name: "Invitation: Riya's 5th Birthday" })).toHaveAttribute(
      'src',
      '/api/photo/templates/birthday-balloon-pop/preview?size=share',
    );
    expect(screen.getByText('Hosted by Priya & Rahul')).toBeInTheDocument();
    expect(screen.getByText('Sat, 12 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('6:30 PM IST')).toBeInTheDocument();
    expect(screen.getByText('Green Park, New Delhi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', 'https://maps.app.goo.gl/abc123');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/customer/event/event-invites/${EVENT_ID}/ics`,
    );
    expect(screen.getByTestId('invite-counts')).toHaveTextContent('3 going · 1 maybe (people, +1s included)');
    // reminders on WhatsApp are unticked by default
    expect(screen.getByRole('checkbox', { name: 'Send me reminders and updates about this event on WhatsApp' })).not.toBeChecked();
  });

  it('draws a card when no design is chosen, and shows a name as text, never as HTML', () => {
    show(inviteEvent({ title: '<b>Party</b>', templateId: null }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<b>Party</b>');
    expect(document.querySelector('b')).toBeNull();
  });

  it('checks the form before asking anything: name 2-40 characters, an answer picked', () => {
    const server = serve({});
    const login = vi.fn();
    mocks.openLogin = login;
    show(inviteEvent());
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(screen.getByText('Please enter your name (at least 2 characters).')).toBeInTheDocument();
    expect(screen.getByText('Please choose Going, Maybe or Can’t go.')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
    expect(server.seen).toHaveLength(0);
  });

  it('logged out: opens the OTP login, then sends the answer by itself (Going with a +1)', async () => {
    const server = serve({
      [RSVP]: { data: { guest: guest(), waitlisted: false } },
      [DETAILS]: { data: inviteEvent({ role: 'guest', myRsvp: guest() as never }) },
    });
    mocks.openLogin = (then) => {
      logIn();
      then?.();
    };
    show(inviteEvent());
    fillAndSend();
    expect(await screen.findByText(text('invite', 'saved'))).toBeInTheDocument();
    expect(server.calls(RSVP)[0]!.body).toEqual({
      eventId: EVENT_ID,
      name: 'Asha',
      rsvpStatus: 'going',
      plusOnes: 1,
      note: null,
      whatsappOptIn: false,
      luckyDrawOptOut: false,
    });
    expect(screen.getByTestId('my-answer')).toHaveTextContent('Your answer: Going (+1)');
    expect(screen.getByRole('button', { name: 'Update my answer' })).toBeInTheDocument();
  });

  it('after the login popup closes, scrolls the thank-you into view and focuses it', async () => {
    serve({
      [RSVP]: { data: { guest: guest(), waitlisted: false } },
      [DETAILS]: { data: inviteEvent({ role: 'guest', myRsvp: guest() as never }) },
    });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    // the popup stays open over the page after the login (its "Welcome" step) until the guest closes it
    const popup = document.createElement('div');
    popup.setAttribute('role', 'dialog');
    popup.setAttribute('aria-modal', 'true');
    mocks.openLogin = (then) => {
      document.body.append(popup);
      logIn();
      then?.();
    };
    show(inviteEvent());
    fillAndSend();
    const thanks = await screen.findByText(text('invite', 'saved'));
    expect(scrolled).not.toHaveBeenCalled();
    popup.remove();
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(thanks);
    // smooth or a jump as the page's CSS says: a guest who asked for less motion gets the jump (globals.css)
    expect(scrolled.mock.calls[0]).toEqual([{ block: 'center' }]);
    expect(document.activeElement).toBe(thanks);
  });

  it('shows the waitlist when the event is full', async () => {
    logIn();
    let answered = false;
    serve({
      [DETAILS]: () => ({ data: inviteEvent(answered ? { role: 'guest', myRsvp: guest({ waitlisted: true }) as never } : {}) }),
      [RSVP]: () => {
        answered = true;
        return { data: { guest: guest({ waitlisted: true }), waitlisted: true } };
      },
    });
    show(inviteEvent());
    fillAndSend();
    expect(await screen.findByText(text('invite', 'waitlisted'))).toBeInTheDocument();
    expect(screen.getByTestId('my-answer')).toHaveTextContent('Your answer: Waitlist');
  });

  it('shows the API’s field message under the field (a name with a link: 400)', async () => {
    logIn();
    serve({
      [DETAILS]: { data: inviteEvent() },
      [RSVP]: {
        failure: {
          status: 400,
          message: 'Invalid request',
          errors: [{ path: 'name', message: 'Name is not allowed' }],
          retryAfterSeconds: null,
        },
      },
    });
    show(inviteEvent());
    fillAndSend('Asha Verma');
    expect(await screen.findByText('Name is not allowed')).toBeInTheDocument();
  });

  it('says "RSVPs are closed" when the deadline passed (409), and hides the form', async () => {
    logIn();
    // the deadline passes while the guest types: the server's event says so from then on
    let closed = false;
    serve({
      [DETAILS]: () => ({ data: inviteEvent({ rsvpOpen: !closed }) }),
      [RSVP]: () => {
        closed = true;
        return failure(409, 'RSVPs are closed');
      },
    });
    show(inviteEvent());
    fillAndSend();
    expect(await screen.findByText('RSVPs are closed')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'RSVP' })).toBeNull();
  });

  it('prefills a logged-in guest’s earlier answer to change it, and lists who is coming when the host shows it', async () => {
    logIn();
    serve({
      [DETAILS]: { data: inviteEvent({ role: 'guest', myRsvp: guest({ name: 'Asha V', rsvpStatus: 'maybe', plusOnes: 0 }) as never }) },
      [GUESTS]: {
        data: {
          guests: [
            { _id: 'g2', name: 'Kabir', rsvpStatus: 'going', plusOnes: 2, waitlisted: false, answeredAt: '2026-11-26T02:00:00.000Z' },
          ],
          counts: null,
        },
      },
    });
    show(inviteEvent());
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Asha V'));
    expect(screen.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'true');
    const list = await screen.findByRole('region', { name: 'Who is coming' });
    expect(within(list).getByText('Kabir +2')).toBeInTheDocument();
  });

  it('a guest going may leave themselves out of lucky draws, and sees the latest draw’s result', async () => {
    logIn();
    const server = serve({
      [DETAILS]: { data: inviteEvent() },
      [RSVP]: { data: { guest: guest({ luckyDrawOptOut: true }), waitlisted: false } },
    });
    const draw = {
      _id: 'd1',
      prize: 'a gift hamper',
      winnersWanted: 1,
      entrants: 7,
      winners: [{ guestId: 'g9', name: 'Meera' }],
      drawnAt: '2026-12-12T15:00:00.000Z',
    };
    show(inviteEvent({ luckyDraw: draw }));
    expect(screen.getByRole('region', { name: 'Lucky draw' })).toHaveTextContent('Prize: a gift hamper');
    expect(screen.getByRole('region', { name: 'Lucky draw' })).toHaveTextContent('Meera');
    expect(screen.queryByRole('checkbox', { name: "Leave me out of the host's lucky draws" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Going' }));
    fireEvent.click(screen.getByRole('checkbox', { name: "Leave me out of the host's lucky draws" }));
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    await screen.findByText(text('invite', 'saved'));
    expect(server.calls(RSVP)[0]!.body).toMatchObject({ rsvpStatus: 'going', luckyDrawOptOut: true });
  });

  it('a closed or cancelled event takes no answer', () => {
    show(inviteEvent({ rsvpOpen: false }));
    expect(screen.getByText('RSVPs are closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    cleanup();
    show(inviteEvent({ status: 'cancelled', rsvpOpen: false }));
    expect(screen.getByText(text('invite', 'cancelled'))).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('says a moved event’s new day and time above the details; nothing for one never moved', () => {
    show(inviteEvent());
    expect(screen.queryByText(/This event was moved/)).toBeNull();
    cleanup();
    show(inviteEvent({ movedAt: '2026-12-01T10:00:00.000Z' }));
    expect(screen.getByRole('status')).toHaveTextContent('This event was moved to Sat, 12 Dec 2026, 6:30 PM IST.');
  });
});
