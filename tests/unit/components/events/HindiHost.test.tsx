// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import HostEventScreen from '../../../../components/events/HostEventScreen';
import LuckyDrawScreen from '../../../../components/events/LuckyDrawScreen';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { withMessages } from '../../../../server/i18n/messages';
import { strayOnScreen } from '../../../helpers/hindiText';
import { fakeApi, WithStore } from '../gallery/fakeGallery';
import { EVENT_ID, inviteEvent } from './fakeInvite';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('../../../../components/events/EventPlanPanel', () => ({ default: () => null }));

const DETAILS = `GET /api/customer/event/event-invites/${EVENT_ID}`;
const GUESTS = `GET /api/customer/event/event-guests/all/${EVENT_ID}`;
const REMINDERS = `GET /api/customer/event/event-reminders/${EVENT_ID}`;
const counts = { going: 5, maybe: 2, declined: 1, waitlist: 1, noReply: 3, opened: 12 };
const guest = {
  _id: 'g1',
  name: 'Asha',
  rsvpStatus: 'going',
  plusOnes: 1,
  waitlisted: false,
  answeredAt: '2026-11-26T02:00:00.000Z',
  phone: '+919876543210',
  note: 'See you!',
  whatsappOptIn: true,
};
/** The event's and the guests' own words, and the invite's link. */
const OWN = [
  "Riya's 5th Birthday",
  'Green Park, New Delhi',
  'Priya',
  'Rahul',
  'Asha',
  'See you!',
  'http://localhost',
  '/smartinvite/share/Ab3dEf7h',
];

function serve() {
  mocks.apiRequest = fakeApi({
    [DETAILS]: { data: inviteEvent({ role: 'owner', counts }) },
    [GUESTS]: { data: { guests: [guest], counts } },
    [REMINDERS]: {
      data: [
        {
          _id: 'r1',
          sendAt: '2026-12-10T13:00:00.000Z',
          segment: 'no-reply',
          channel: 'sms',
          text: null,
          isDefault: true,
          status: 'scheduled',
          recipients: null,
        },
      ],
    },
  }).apiRequest as typeof mocks.apiRequest;
}

const inHindi = (domains: string[], ui: React.ReactNode) =>
  render(
    <I18nProvider value={withMessages('hi', domains).i18n}>
      <WithStore>{ui}</WithStore>
    </I18nProvider>,
  );

describe('the host’s pages in Hindi', () => {
  it('the event page: counts, guests, messages, reminders, sharing and co-hosts in Hindi, with Hindi links', async () => {
    serve();
    const { container } = inHindi(['events', 'eventHost', 'inviteShare'], <HostEventScreen eventId={EVENT_ID} />);
    expect(await screen.findByText('Asha')).toBeInTheDocument();
    expect(await screen.findByText(/तय है/)).toBeInTheDocument();
    expect(screen.getByTestId('count-noReply')).toHaveTextContent('3जवाब नहीं आया');
    expect(screen.getByRole('link', { name: 'मेरे निमंत्रण' })).toHaveAttribute('href', '/hi/wonderland');
    expect(screen.getByRole('link', { name: 'निमंत्रण देखें' })).toHaveAttribute('href', '/hi/smartinvite/share/Ab3dEf7h');
    // an English invite is shared on its English page
    expect(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' }).getAttribute('href')).toContain(
      encodeURIComponent('/smartinvite/share/Ab3dEf7h'),
    );
    expect(strayOnScreen(container, OWN)).toEqual([]);
  });

  it('the lucky draw: the form in Hindi', async () => {
    serve();
    const { container } = inHindi(['luckyDraw'], <LuckyDrawScreen eventId={EVENT_ID} />);
    expect(await screen.findByRole('form', { name: 'ड्रॉ निकालें' })).toBeInTheDocument();
    expect(screen.getByLabelText('इनाम')).toHaveAttribute('placeholder', 'गिफ्ट हैम्पर');
    expect(strayOnScreen(container, OWN)).toEqual([]);
  });
});
