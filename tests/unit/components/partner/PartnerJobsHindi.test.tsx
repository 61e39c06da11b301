// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import JobChat from '../../../../components/partner/JobChat';
import JobDetails from '../../../../components/partner/JobDetails';
import PhotoUploader from '../../../../components/partner/PhotoUploader';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import type { PartnerChat } from '../../../../lib/contracts/partnerChat';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import PartnerHomePage from '../../../../pages/partner/index';
import PartnerJobPage from '../../../../pages/partner/jobs/[id]';
import { withMessages } from '../../../../server/i18n/messages';
import { FakeEventSource } from '../../../helpers/fakeEventSource';
import { renderInConsole } from '../console/renderInConsole';
import { partnerJob } from './partnerJob';

const mocks = vi.hoisted(() => ({ answer: null as unknown, chat: null as unknown }));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), ({ path }) => {
    if (path.startsWith('/api/partner/chat/')) return { status: 200, message: 'Chat', data: mocks.chat };
    return mocks.answer as { status: number; message: string };
  }),
);
vi.mock('next/router', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/partner', pathname: '/partner', locale: 'hi' }),
}));

const PROVIDER = { _id: 'p1', firstName: 'Ramesh', photoUrl: null };
const hindi = (domains: string[] = ['partner', 'booking']) => withMessages('hi', domains).i18n;
const english = () => withMessages('en', ['partner', 'booking']).i18n;

/** The text of `element` without what the provider or customer wrote or is called (theirs, in any script). */
function ourWords(element: HTMLElement, own: string[]): string {
  let text = element.textContent ?? '';
  for (const words of own) text = text.split(words).join(' ');
  return text;
}

/** The customer's and provider's own words in the test jobs (names, area, dishes, order number). */
const OWN = [
  'Ramesh',
  'Noida Sector 62',
  'Noida',
  'PS-7K3P9Q',
  'PS-7K3P9R',
  'PS-7K3P9S',
  'Paneer Tikka',
  'Birthday Classic',
  'Asha',
  'Flat 4B, Lotus Towers',
  'Near the park',
];

describe('the partner app’s jobs in Hindi (/hi/partner)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    FakeEventSource.all = [];
  });

  it('lists new, upcoming and past jobs in Hindi: sections, status, date, slot, deadline and buttons', () => {
    const fresh = partnerJob({
      _id: '3d1f4c2a-0000-4000-8000-000000000002',
      orderNumber: 'PS-7K3P9R',
      statusLabel: 'New — accept or decline',
      acceptedAt: null,
      canAccept: true,
      canStart: false,
      respondBy: '2026-11-21T14:00:00.000Z',
    });
    const past = partnerJob({
      _id: '3d1f4c2a-0000-4000-8000-000000000003',
      orderNumber: 'PS-7K3P9S',
      status: ORDER_STATUS.COMPLETED,
      statusLabel: 'Completed',
      service: 'Photography',
      orderType: ORDER_TYPE.PHOTOGRAPHY,
      coverage: { hours: 3, extraHours: 0, totalHours: 3 },
    });
    const { container } = renderInConsole(
      <I18nProvider value={hindi(['partner'])}>
        <PartnerHomePage provider={PROVIDER} jobs={{ upcoming: [fresh, partnerJob()], recent: [past] }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'नए काम' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आने वाले काम' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'पिछले काम' })).toBeTruthy();
    const [newCard, upcomingCard, pastCard] = screen.getAllByTestId('partner-job');
    expect(within(newCard!).getByRole('heading').textContent).toBe('पार्टी के लिए शेफ');
    expect(within(newCard!).getByText('नया')).toBeTruthy();
    expect(within(newCard!).getByTestId('accept-by').textContent).toBe('शाम 7:30 बजे तक स्वीकार करें');
    expect(within(newCard!).getByRole('button', { name: 'स्वीकार करें' })).toBeTruthy();
    expect(within(newCard!).getByRole('button', { name: 'मना करें' })).toBeTruthy();
    expect(within(upcomingCard!).getByText('स्वीकार हो गया')).toBeTruthy();
    expect(upcomingCard!.textContent).toContain('23 नवंबर 2026 · शाम 7 बजे - रात 8 बजे');
    expect(upcomingCard!.textContent).toContain('ऑर्डर PS-7K3P9Q');
    expect(within(pastCard!).getByRole('heading').textContent).toBe('फ़ोटोग्राफ़ी');
    expect(pastCard!.textContent).toContain('3 घंटे कवरेज');
    expect(within(pastCard!).getByText('पूरा हुआ')).toBeTruthy();
    const main = container.querySelector('main')!;
    expect(strayLatinWords(ourWords(main, OWN))).toEqual([]);
  });

  it('says there are no jobs in Hindi, and asks the reason of a decline in Hindi', async () => {
    const { container } = renderInConsole(
      <I18nProvider value={hindi(['partner'])}>
        <PartnerHomePage provider={PROVIDER} jobs={{ upcoming: [partnerJob({ canAccept: true, acceptedAt: null })], recent: [] }} />
      </I18nProvider>,
    );
    expect(screen.getByText('कोई आने वाला काम नहीं है।')).toBeTruthy();
    expect(screen.getByText('पिछले 30 दिनों में कोई काम नहीं हुआ।')).toBeTruthy();
    // the offer lapsed: the server's English refusal reads in Hindi
    mocks.answer = { status: 409, message: 'The time to accept this job has passed.' };
    fireEvent.click(screen.getByRole('button', { name: 'स्वीकार करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('यह काम अब स्वीकार नहीं किया जा सकता।');
    fireEvent.click(screen.getByRole('button', { name: 'मना करें' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'यह काम मना करें?' })).toBeTruthy();
    expect(within(dialog).getByLabelText('वजह')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'काम रखें' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'काम मना करें' })).toBeTruthy();
    expect(strayLatinWords(dialog.textContent!)).toEqual([]);
    expect(strayLatinWords(ourWords(container.querySelector('main')!, OWN))).toEqual([]);
  });

  it('shows a job’s page in Hindi: facts, bill, start form, and the start code’s refusal and success in Hindi', async () => {
    const { container } = renderInConsole(
      <I18nProvider value={hindi()}>
        <PartnerJobPage
          provider={PROVIDER}
          job={partnerJob({
            canStart: false,
            billLines: [{ label: '3 dishes', amount: 700 }],
            items: [{ name: 'Paneer Tikka', quantity: 2 }],
          })}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पार्टी के लिए शेफ · PS-7K3P9Q');
    const facts = screen.getByTestId('job-facts');
    expect(facts.textContent).toContain('तारीख23 नवंबर 2026');
    expect(facts.textContent).toContain('पहुंचने का समयशाम 7 बजे - रात 8 बजे');
    expect(screen.getByTestId('job-status').textContent).toBe('स्वीकार हो गया');
    expect(facts.textContent).toContain('मेहमान10');
    expect(facts.textContent).toContain('3 डिश');
    expect(facts.textContent).toContain('ग्राहक का नाम और पूरा पता 22 नवंबर 2026, शाम 7 बजे से दिखेगा।');
    expect(screen.getByText('आप यह काम 23 नवंबर 2026, शाम 5 बजे से शुरू कर सकते हैं।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'काम शुरू करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेरे सभी काम' })).toBeTruthy();
    expect(strayLatinWords(ourWords(container.querySelector('main')!, OWN))).toEqual([]);
  });

  it('answers the provider’s actions in Hindi though the server answers in English', async () => {
    renderInConsole(
      <I18nProvider value={hindi()}>
        <JobDetails initial={partnerJob()} />
      </I18nProvider>,
    );
    mocks.answer = { status: 400, message: 'This start code is not right.' };
    fireEvent.change(screen.getByTestId('start-code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'काम शुरू करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('स्टार्ट कोड गलत है। कृपया ग्राहक से दोबारा पूछें।');

    mocks.answer = {
      status: 200,
      message: 'Job started',
      data: partnerJob({
        status: ORDER_STATUS.IN_PROGRESS,
        statusLabel: 'In progress',
        startedAt: '2026-11-23T13:20:00.000Z',
        canStart: false,
        canSayArrived: false,
        arrivedAt: '2026-11-23T13:25:00.000Z',
      }),
    };
    fireEvent.click(screen.getByRole('button', { name: 'काम शुरू करें' }));
    expect((await screen.findByRole('status')).textContent).toBe('काम शुरू हो गया');
    expect(screen.getByTestId('job-status').textContent).toBe('चल रहा है');
    expect(screen.getByText('23 नवंबर 2026, शाम 6:50 बजे पर शुरू हुआ।')).toBeTruthy();
    expect(screen.getByTestId('job-arrived-at').textContent).toBe('शाम 6:55 बजे पर पहुंचे।');
    expect((screen.getByRole('button', { name: 'काम पूरा करें' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('आप यह काम 23 नवंबर 2026, शाम 7 बजे से पूरा कर सकते हैं।')).toBeTruthy();
  });

  it('offers On my way in Hindi, and a photographer’s coverage and upload in Hindi', () => {
    const { container } = renderInConsole(
      <I18nProvider value={hindi()}>
        <JobDetails
          initial={partnerJob({
            service: 'Photography',
            orderType: ORDER_TYPE.PHOTOGRAPHY,
            people: null,
            items: [{ name: 'Birthday Classic', quantity: null }],
            coverage: { hours: 3, extraHours: 1, totalHours: 4 },
            billLines: [
              { label: 'Birthday Classic', amount: 9999 },
              { label: '1 extra hour (₹1,500 an hour)', amount: 1500 },
            ],
            canSayOnTheWay: true,
            canSayArrived: true,
            onTheWayAt: '2026-11-23T12:45:00.000Z',
            canUploadPhotos: true,
            customer: { name: 'Asha', line1: 'Flat 4B, Lotus Towers', landmark: 'Near the park' },
            note: 'Ring the bell twice',
          })}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'मैं रास्ते में हूं' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पहुंच गए' })).toBeTruthy();
    expect(screen.getByTestId('job-on-the-way-at').textContent).toBe('शाम 6:15 बजे से रास्ते में।');
    expect(screen.getByTestId('job-coverage').textContent).toBe('पहुंचने से 4 घंटे (पैकेज में 3 + 1 अतिरिक्त)');
    expect(screen.getByText('पैकेज और सामान')).toBeTruthy();
    expect(screen.getByTestId('job-facts').textContent).toContain('Birthday Classic₹9,999');
    expect(screen.getByRole('heading', { name: 'शूट की फोटो अपलोड करें' })).toBeTruthy();
    expect(screen.getByText('फोटो चुनें')).toBeTruthy();
    expect(screen.getByText('ग्राहक का नोट')).toBeTruthy();
    expect(strayLatinWords(ourWords(container, [...OWN, 'Ring the bell twice']))).toEqual([]);
  });

  it('counts an upload and says a failed photo’s problem in Hindi', async () => {
    mocks.answer = { status: 413, message: 'This file is too large.' };
    renderInConsole(
      <I18nProvider value={hindi()}>
        <PhotoUploader jobId="3d1f4c2a-0000-4000-8000-000000000001" />
      </I18nProvider>,
    );
    const file = new File(['x'], 'shot.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });
    expect(await screen.findByText('यह फोटो अपलोड नहीं हो सकी। कृपया फिर से कोशिश करें।')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 में से 0 अपलोड हुईं');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expect(screen.getByLabelText('shot.jpg अपलोड हो रही है')).toBeTruthy();
  });

  it('shows the job’s chat in Hindi: title, hidden numbers, who wrote, ticks, send', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const chat: PartnerChat = {
      roomId: 'room-1',
      title: 'Chef for Party · PS-7K3P9Q',
      closed: false,
      masked: true,
      hasMore: false,
      messages: [
        {
          id: 7,
          roomId: 'room-1',
          kind: 'text',
          text: 'Please come early',
          images: [],
          sender: { kind: 'user', name: 'Asha' },
          mine: false,
          clientId: null,
          deleted: false,
          createdAt: '2026-11-23T10:00:00.000Z',
          readBy: 0,
        },
        {
          id: 8,
          roomId: 'room-1',
          kind: 'text',
          text: 'Reaching at 6 pm',
          images: [],
          sender: { kind: 'provider', name: 'Ramesh' },
          mine: true,
          clientId: 'c-1',
          deleted: false,
          createdAt: '2026-11-23T10:05:00.000Z',
          readBy: 1,
        },
      ],
    };
    mocks.chat = chat;
    renderInConsole(
      <I18nProvider value={hindi(['partner'])}>
        <JobChat jobId="3d1f4c2a-0000-4000-8000-000000000001" />
      </I18nProvider>,
    );
    const section = await screen.findByRole('region', { name: 'ग्राहक से चैट' });
    expect(section.textContent).toContain('काम शुरू होने तक फ़ोन नंबर और ईमेल पते छिपे रहते हैं।');
    const [theirs, mine] = screen.getAllByTestId('job-chat-message');
    expect(theirs!.textContent).toContain('Asha · दोपहर 3:30 बजे');
    expect(mine!.textContent).toContain('आप · दोपहर 3:35 बजे');
    expect(mine!.textContent).toContain('✓✓ पढ़ लिया');
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeTruthy();
    expect(screen.getByLabelText('मैसेज')).toBeTruthy();
    expect(strayLatinWords(ourWords(section, [...OWN, 'Please come early', 'Reaching at 6 pm']))).toEqual([]);
  });

  it('keeps the English job list and job page as they were', () => {
    renderInConsole(
      <I18nProvider value={english()}>
        <PartnerHomePage
          provider={PROVIDER}
          jobs={{ upcoming: [partnerJob({ canAccept: true, acceptedAt: null, respondBy: '2026-11-21T14:00:00.000Z' })], recent: [] }}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'New assignments' })).toBeTruthy();
    const card = screen.getByTestId('partner-job');
    expect(card.textContent).toContain('23 Nov 2026 · 07:00 PM - 08:00 PM');
    expect(card.textContent).toContain('Noida Sector 62, Noida · Order PS-7K3P9Q');
    expect(within(card).getByTestId('accept-by').textContent).toBe('Accept by 7:30 PM');
    expect(screen.getByText('No past jobs in the last 30 days.')).toBeTruthy();
    cleanup();
    renderInConsole(
      <I18nProvider value={english()}>
        <PartnerJobPage provider={PROVIDER} job={null} />
      </I18nProvider>,
    );
    expect(screen.getByText('This job is not on your list.')).toBeTruthy();
  });
});
