// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CreateInvitePage from '../../../../pages/wonderland/create-invite-template';
import WonderlandPage from '../../../../pages/wonderland/index';
import { STORAGE_KEYS } from '../../../../lib/constants';
import { addIstDays, istDate } from '../../../../lib/dates';
import { OCCASIONS } from '../../../../lib/events/occasions';
import { StoreHost } from '../../../../store/StoreHost';
import { fakeApi, type FakeRoutes } from '../gallery/fakeGallery';
import { EVENT_ID, inviteEvent } from './fakeInvite';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  push: vi.fn(),
  openLogin: vi.fn(),
  query: {} as Record<string, string>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('../../../../components/auth/SessionUi', () => ({ useSessionUi: () => ({ openLogin: mocks.openLogin }) }));
vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/wonderland', asPath: '/wonderland', query: mocks.query, isReady: true, push: mocks.push }),
}));

const LIST = 'GET /api/customer/event/event-invites/all';
const CREATE = 'POST /api/customer/event/create-event-invite';

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

function show() {
  return render(
    <StoreHost>
      <WonderlandPage />
    </StoreHost>,
  );
}

function logIn() {
  window.localStorage.setItem(STORAGE_KEYS.IS_LOGGED_IN, 'true');
  window.localStorage.setItem(STORAGE_KEYS.TOKEN, 'token');
}

const inTenDays = () => addIstDays(istDate(new Date()), 10);

function fill() {
  fireEvent.change(screen.getByLabelText('Occasion'), { target: { value: 'griha-pravesh' } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Our new home' } });
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: inTenDays() } });
  fireEvent.change(screen.getByLabelText('Time (IST)'), { target: { value: '18:30' } });
  fireEvent.change(screen.getByLabelText('Venue'), { target: { value: 'Flat 402, Sector 62, Noida' } });
  fireEvent.change(screen.getByLabelText('Host name'), { target: { value: 'Asha' } });
  fireEvent.click(screen.getByRole('button', { name: 'हिन्दी (Hindi)' }));
  fireEvent.change(screen.getByLabelText('+1s each guest may bring'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Capacity (optional, 1-1000 people)'), { target: { value: '40' } });
}

describe('/wonderland', () => {
  beforeEach(() => {
    window.localStorage.clear();
    mocks.push.mockReset();
    mocks.openLogin.mockReset();
    mocks.query = {};
  });

  it('logged out: a landing that explains invites, with login', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Event Invites' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Login to create an invite' }));
    expect(mocks.openLogin).toHaveBeenCalled();
  });

  it('logged in: my events and invitations, and a create form whose answer opens the design step', async () => {
    logIn();
    const server = serve({
      [LIST]: {
        data: {
          hostedEvents: [inviteEvent({ role: 'owner' })],
          asAGuestEvents: [
            inviteEvent({ _id: 'other', shortCode: 'Zx9Zx9Zx', title: 'Kitty at Neha’s', myRsvp: null }),
            inviteEvent({ _id: 'moved', shortCode: 'Mv9Mv9Mv', title: 'Moved party', myRsvp: null, movedAt: '2026-12-01T10:00:00.000Z' }),
          ],
        },
      },
      [CREATE]: { status: 201, data: inviteEvent({ role: 'owner' }) },
    });
    show();
    const mine = await screen.findByRole('region', { name: 'My events' });
    expect(within(mine).getByRole('link', { name: "Riya's 5th Birthday" })).toHaveAttribute('href', `/wonderland/event?id=${EVENT_ID}`);
    const invited = screen.getByRole('region', { name: 'Invitations' });
    expect(within(invited).getByRole('link', { name: 'Kitty at Neha’s' })).toHaveAttribute('href', '/smartinvite/share/Zx9Zx9Zx');
    // a guest's list says which invitation was moved (to the day and time shown beside it)
    expect(within(invited).getByRole('link', { name: 'Moved party' }).closest('li')).toHaveTextContent(/· Moved/);
    expect(within(invited).getByRole('link', { name: 'Kitty at Neha’s' }).closest('li')).not.toHaveTextContent(/Moved/);

    expect(within(screen.getByLabelText('Occasion')).getAllByRole('option')).toHaveLength(OCCASIONS.length);
    fill();
    expect(screen.getByText('12/30')).toBeInTheDocument(); // the title's counter
    fireEvent.click(screen.getByRole('button', { name: 'Create and choose a design' }));
    await vi.waitFor(() => expect(mocks.push).toHaveBeenCalledWith(`/wonderland/create-invite-template?eventId=${EVENT_ID}`));
    expect(server.calls(CREATE)[0]!.body).toEqual({
      occasion: 'griha-pravesh',
      title: 'Our new home',
      date: inTenDays(),
      time: '18:30',
      venue: 'Flat 402, Sector 62, Noida',
      mapsUrl: null,
      hostNames: ['Asha'],
      templateId: null,
      language: 'hi',
      rsvp: { deadline: null, capacity: 40, plusOnesAllowed: 2, showGuestList: true, showCount: true },
    });
  });

  it('keeps a design picked on /templates through the event’s creation', async () => {
    logIn();
    // the design step without an event sends the host to create one, with the design they picked
    mocks.query = { templateId: 'birthday-golden-glow' };
    const step = render(<CreateInvitePage />);
    expect(screen.getByRole('link', { name: 'Create an event' })).toHaveAttribute('href', '/wonderland?templateId=birthday-golden-glow');
    step.unmount();

    mocks.query = { templateId: 'birthday-golden-glow' };
    const server = serve({
      [LIST]: { data: { hostedEvents: [], asAGuestEvents: [] } },
      [CREATE]: { status: 201, data: inviteEvent({ role: 'owner', templateId: 'birthday-golden-glow' }) },
    });
    show();
    await screen.findByText('You have not created an invite yet.');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create and choose a design' }));
    await vi.waitFor(() => expect(mocks.push).toHaveBeenCalledWith(`/wonderland/create-invite-template?eventId=${EVENT_ID}`));
    expect(server.calls(CREATE)[0]!.body).toMatchObject({ templateId: 'birthday-golden-glow' });
  });

  it('checks the title first and shows the API’s field messages under their fields', async () => {
    logIn();
    const server = serve({
      [LIST]: { data: { hostedEvents: [], asAGuestEvents: [] } },
      [CREATE]: {
        failure: {
          status: 400,
          message: 'Invalid request',
          errors: [
            { path: 'mapsUrl', message: 'mapsUrl must be an https link to Google Maps' },
            { path: 'date', message: 'The date must be today or within 365 days' },
          ],
          retryAfterSeconds: null,
        },
      },
    });
    show();
    await screen.findByText('You have not created an invite yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Create and choose a design' }));
    expect(screen.getByText('Please enter a title')).toBeInTheDocument();
    expect(server.calls(CREATE)).toHaveLength(0);
    fill();
    fireEvent.change(screen.getByLabelText('Google Maps link (optional)'), { target: { value: 'https://example.com/map' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and choose a design' }));
    expect(await screen.findByText('mapsUrl must be an https link to Google Maps')).toBeInTheDocument();
    expect(screen.getByText('The date must be today or within 365 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Google Maps link (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(mocks.push).not.toHaveBeenCalled();
  });
});
