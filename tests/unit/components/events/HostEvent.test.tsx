// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HostEventScreen from '../../../../components/events/HostEventScreen';
import LuckyDrawScreen from '../../../../components/events/LuckyDrawScreen';
import { fakeApi, failure, WithStore, type FakeRoutes } from '../gallery/fakeGallery';
import { EVENT_ID, inviteEvent } from './fakeInvite';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  download: vi.fn((_eventId: string, _name: string) => Promise.resolve()),
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
// the Plan section has its own tests (EventPlan.test.tsx); here its lazy chunk would only slow the first render
vi.mock('../../../../components/events/EventPlanPanel', () => ({ default: () => null }));
vi.mock('../../../../components/events/csvDownload', () => ({
  downloadGuestCsv: (eventId: string, name: string) => mocks.download(eventId, name),
}));

const DETAILS = `GET /api/customer/event/event-invites/${EVENT_ID}`;
const GUESTS = `GET /api/customer/event/event-guests/all/${EVENT_ID}`;
const REMOVE = 'POST /api/customer/event/event-guests/remove';
const MESSAGE = `POST /api/customer/event/event-messages/${EVENT_ID}`;
const REMINDERS = `GET /api/customer/event/event-reminders/${EVENT_ID}`;
const REMINDER_ADD = `POST /api/customer/event/event-reminders/${EVENT_ID}`;
const COHOST = `POST /api/customer/event/co-hosts/${EVENT_ID}`;
const CANCEL = `POST /api/customer/event/event-invites/${EVENT_ID}/cancel`;
const UPDATE = `PUT /api/customer/event/event-invites/${EVENT_ID}`;
const DRAW = `POST /api/customer/event/lucky-draw/${EVENT_ID}`;

const counts = { going: 5, maybe: 2, declined: 1, waitlist: 1, noReply: 3, opened: 12 };
const row = (id: string, name: string, change: object = {}) => ({
  _id: id,
  name,
  rsvpStatus: 'going',
  plusOnes: 1,
  waitlisted: false,
  answeredAt: '2026-11-26T02:00:00.000Z',
  phone: '+919876543210',
  note: 'See you!',
  whatsappOptIn: true,
  ...change,
});

function serve(routes: FakeRoutes) {
  const server = fakeApi({
    [DETAILS]: { data: inviteEvent({ role: 'owner', counts }) },
    [GUESTS]: {
      data: { guests: [row('g1', 'Asha'), row('g2', 'Kabir', { rsvpStatus: 'maybe', plusOnes: 0, phone: '+919876500000' })], counts },
    },
    [REMINDERS]: {
      data: [
        {
          _id: 'r1',
          sendAt: '2026-12-10T13:00:00.000Z',
          segment: 'no-reply',
          channel: 'whatsapp',
          text: null,
          isDefault: true,
          status: 'scheduled',
          recipients: null,
        },
      ],
    },
    ...routes,
  });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

const show = (node: React.ReactNode) => render(<WithStore>{node}</WithStore>);

describe('the host’s event page', () => {
  beforeEach(() => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    mocks.download.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the six counts and every guest with answer, +1s, phone and note; removes a guest; exports the CSV', async () => {
    const server = serve({ [REMOVE]: { message: 'Guest removed' } });
    show(<HostEventScreen eventId={EVENT_ID} />);
    const tiles = await screen.findByRole('list', { name: 'Guest counts' });
    for (const [key, label, value] of [
      ['going', 'Going', 5],
      ['maybe', 'Maybe', 2],
      ['declined', "Can't go", 1],
      ['waitlist', 'Waitlist', 1],
      ['noReply', 'No reply', 3],
      ['opened', 'Opened', 12],
    ] as const) {
      expect(within(tiles).getByTestId(`count-${key}`)).toHaveTextContent(`${value}${label}`);
    }
    // the waitlist counts people as "going" does, and the screen says so
    expect(screen.getByText('Going, Maybe, Can’t go and Waitlist count people, +1s included.')).toBeInTheDocument();
    const guests = await screen.findByRole('list', { name: 'Guests' });
    expect(within(guests).getAllByRole('listitem')).toHaveLength(2);
    expect(guests).toHaveTextContent('Asha +1 · Going');
    expect(guests).toHaveTextContent('+919876543210');
    expect(guests).toHaveTextContent('“See you!”');

    fireEvent.click(within(guests).getAllByRole('button', { name: 'Remove' })[1]!);
    await vi.waitFor(() => expect(server.calls(REMOVE)).toHaveLength(1));
    expect(server.calls(REMOVE)[0]!.body).toEqual({ eventId: EVENT_ID, guestId: 'g2' });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(mocks.download).toHaveBeenCalledWith(EVENT_ID, 'guests-Ab3dEf7h.csv');

    // the share panel downloads the 1080x1350 invite as an attachment (named by the API)
    const image = screen.getByRole('link', { name: 'Download image' });
    expect(image).toHaveAttribute('href', `${inviteEvent().imageUrl.share}&download=1`);
    expect(image).toHaveAttribute('download');
  });

  it('messages a segment, lists and adds reminders, makes a co-host link and cancels the event', async () => {
    const server = serve({
      [MESSAGE]: { status: 202, data: { messageId: 'm1', recipients: 4 } },
      [REMINDER_ADD]: failure(409, 'Reminders must be at least an hour apart.'),
      [COHOST]: { status: 201, data: { url: '/wonderland/cohost?token=abc', expiresAt: '2026-12-03T00:00:00.000Z' } },
      [CANCEL]: { data: inviteEvent({ role: 'owner', status: 'cancelled', rsvpOpen: false }) },
    });
    show(<HostEventScreen eventId={EVENT_ID} />);
    await screen.findByRole('list', { name: 'Guests' });

    const messages = screen.getByRole('region', { name: 'Message guests' });
    fireEvent.change(within(messages).getByLabelText('To'), { target: { value: 'no-reply' } });
    fireEvent.change(within(messages).getByLabelText('By'), { target: { value: 'sms' } });
    fireEvent.change(within(messages).getByLabelText('Message'), { target: { value: 'Please reply by Friday' } });
    fireEvent.click(within(messages).getByRole('button', { name: 'Send message' }));
    expect(await within(messages).findByText('Sending to 4 guests who asked for messages.')).toBeInTheDocument();
    expect(server.calls(MESSAGE)[0]!.body).toEqual({ segment: 'no-reply', channel: 'sms', text: 'Please reply by Friday' });

    const reminders = screen.getByRole('region', { name: 'Reminders' });
    expect(within(reminders).getByRole('list', { name: 'Reminders' })).toHaveTextContent('No reply · WhatsApp · default');
    fireEvent.change(within(reminders).getByLabelText('Send at (IST)'), { target: { value: '2026-12-11T10:00' } });
    fireEvent.click(within(reminders).getByRole('button', { name: 'Add reminder' }));
    expect(await within(reminders).findByRole('alert')).toHaveTextContent('Reminders must be at least an hour apart.');
    expect(server.calls(REMINDER_ADD)[0]!.body).toEqual({
      sendAt: '2026-12-11T10:00:00+05:30',
      segment: 'no-reply',
      channel: 'whatsapp',
      text: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Invite a co-host' }));
    expect(await screen.findByRole('textbox', { name: 'Co-host link' })).toHaveValue(
      `${window.location.origin}/wonderland/cohost?token=abc`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    await vi.waitFor(() => expect(server.calls(CANCEL)).toHaveLength(1));
  });

  it('says whom a message reaches before sending, refuses a group nobody in which asked for messages, and keeps the text unless sent', async () => {
    const hostOnly = { cohosts: 0, createdAt: '2026-11-20T10:00:00.000Z', audience: { all: 2, going: 1, maybe: 0, 'no-reply': 1 } };
    const server = serve({
      [DETAILS]: { data: inviteEvent({ role: 'owner', counts, hostOnly }) },
      [MESSAGE]: failure(409, 'No guest in this group asked for messages yet, so this message was not sent.'),
    });
    show(<HostEventScreen eventId={EVENT_ID} />);
    await screen.findByRole('list', { name: 'Guests' });
    const messages = screen.getByRole('region', { name: 'Message guests' });
    const audience = within(messages).getByTestId('message-audience');
    expect(audience).toHaveTextContent('Goes to 2 guests in “All guests” who asked for messages.');
    fireEvent.change(within(messages).getByLabelText('Message'), { target: { value: 'Parking is at gate 2' } });
    fireEvent.change(within(messages).getByLabelText('To'), { target: { value: 'maybe' } });
    expect(audience).toHaveTextContent('Nobody in “Maybe” asked for messages yet: there is no one to send this to.');
    expect(within(messages).getByRole('button', { name: 'Send message' })).toBeDisabled();
    fireEvent.change(within(messages).getByLabelText('To'), { target: { value: 'going' } });
    expect(audience).toHaveTextContent('Goes to 1 guest in “Going” who asked for messages.');
    // the server counts again when sending: nobody any more, nothing sent, the text stays
    fireEvent.click(within(messages).getByRole('button', { name: 'Send message' }));
    expect(await within(messages).findByRole('status')).toHaveTextContent(
      'No guest in this group asked for messages yet, so this message was not sent.',
    );
    expect(within(messages).getByLabelText('Message')).toHaveValue('Parking is at gate 2');
    expect(server.calls(MESSAGE)).toHaveLength(1);
  });

  it('reschedules: the form holds the event, the design is kept, and the host is told guests will hear of it', async () => {
    const server = serve({ [UPDATE]: { data: inviteEvent({ role: 'owner', date: '2026-12-13' }) } });
    show(<HostEventScreen eventId={EVENT_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details or reschedule' }));
    const edit = screen.getByRole('region', { name: 'Edit event' });
    expect(within(edit).getByLabelText('Title')).toHaveValue("Riya's 5th Birthday");
    expect(within(edit).getByLabelText('Second host name (optional)')).toHaveValue('Rahul');
    fireEvent.change(within(edit).getByLabelText('Date'), { target: { value: '2026-12-13' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Guests who answered will hear about the new date and time.')).toBeInTheDocument();
    expect(server.calls(UPDATE)[0]!.body).toMatchObject({
      date: '2026-12-13',
      time: '18:30',
      templateId: 'birthday-balloon-pop',
      hostNames: ['Priya', 'Rahul'],
      rsvp: { capacity: 50, plusOnesAllowed: 2, deadline: null },
    });
  });

  it('a co-host sees the list but not the owner’s actions; a guest is sent to the invite', async () => {
    serve({ [DETAILS]: { data: inviteEvent({ role: 'cohost', counts }) } });
    show(<HostEventScreen eventId={EVENT_ID} />);
    await screen.findByRole('list', { name: 'Guests' });
    expect(screen.queryByRole('button', { name: 'Cancel event' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite a co-host' })).toBeNull();
    cleanup();
    serve({ [DETAILS]: { data: inviteEvent({ role: 'guest' }) } });
    show(<HostEventScreen eventId={EVENT_ID} />);
    expect(await screen.findByText('Only the hosts of this event can see this page.')).toBeInTheDocument();
  });
});

describe('the lucky draw', () => {
  const draw = (id: string, winners: string[]) => ({
    _id: id,
    prize: 'a gift hamper',
    winnersWanted: winners.length,
    entrants: 9,
    winners: winners.map((name, i) => ({ guestId: `g${i}`, name })),
    drawnAt: '2026-12-12T15:00:00.000Z',
  });

  it('a host writes the prize and the number of winners, runs the draw and sees the recorded results; a re-draw is a new one', async () => {
    let n = 0;
    const server = serve({
      [DETAILS]: { data: inviteEvent({ role: 'owner', luckyDraw: draw('d0', ['Meera']) }) },
      [DRAW]: () => ({ status: 201, data: draw(`d${++n}`, n === 1 ? ['Asha', 'Kabir'] : ['Neha', 'Ravi']) }),
    });
    show(<LuckyDrawScreen eventId={EVENT_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Draw again' }));
    expect(await screen.findByText('Please describe the prize')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Prize'), { target: { value: 'a gift hamper' } });
    fireEvent.change(screen.getByLabelText('Number of winners'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    await within(results).findByText('Asha');
    expect(server.calls(DRAW)[0]!.body).toEqual({ prize: 'a gift hamper', winners: 2 });
    expect(results).toHaveTextContent('among 9 guests');
    fireEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    await within(results).findByText('Neha');
    expect(within(results).getAllByRole('article')).toHaveLength(3); // both draws of this visit and the earlier recorded one
  });

  it('a guest sees the latest result and no form; no entrants is the API’s 409 message', async () => {
    serve({ [DETAILS]: { data: inviteEvent({ role: 'guest', luckyDraw: draw('d0', ['Meera']) }) } });
    show(<LuckyDrawScreen eventId={EVENT_ID} />);
    expect(await screen.findByText('Meera')).toBeInTheDocument();
    expect(screen.queryByLabelText('Prize')).toBeNull();
    cleanup();
    serve({ [DETAILS]: { data: inviteEvent({ role: 'owner' }) }, [DRAW]: failure(409, 'Nobody has answered Going yet.') });
    show(<LuckyDrawScreen eventId={EVENT_ID} />);
    fireEvent.change(await screen.findByLabelText('Prize'), { target: { value: 'a cake' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run the draw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nobody has answered Going yet.');
  });
});
