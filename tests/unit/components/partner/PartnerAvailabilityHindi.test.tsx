// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { hindiSlotLabel } from '../../../../components/partner/partnerAvailabilityTexts';
import type { AvailabilityAnswer } from '../../../../lib/contracts/availability';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import PartnerAvailabilityPage from '../../../../pages/partner/availability';
import { withMessages } from '../../../../server/i18n/messages';

const ANSWER: AvailabilityAnswer = {
  weekly: [
    { day: 1, from: '09:00', to: '13:00' },
    { day: 1, from: '17:00', to: '22:00' },
  ],
  timeOff: [{ from: '2026-12-24T00:00', to: '2026-12-26T00:00', reason: 'Family wedding' }],
  pincodes: ['201309'],
  maxJobsPerDay: 3,
  hasHours: true,
  updatedAt: null,
  pincodeChoices: [
    { pincode: '201309', locality: 'Noida Sector 62', city: 'noida' },
    { pincode: '201301', locality: 'Noida Sector 18', city: 'noida' },
  ],
  jobsOutside: [],
};

// the page makes its own store (PartnerShell): its transport answers here, in English as the API does
const mocks = vi.hoisted(() => ({ saved: null as unknown }));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), (request) => {
    if (request.method === 'PUT') return mocks.saved as { status: number; message: string };
    return { status: 200, message: 'OK', data: ANSWER };
  }),
);
vi.mock('next/router', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/partner', pathname: '/partner', locale: 'hi' }),
}));

const provider = { _id: 'p1', firstName: 'Ramesh', photoUrl: null };

/** The page's own words (each text node apart, as a field's label and its outline's copy would run together), the provider's input and names left out. */
function ourWords(own: string[]): string {
  const main = document.querySelector('main')!;
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  let text = parts.join(' ');
  for (const words of own) text = text.split(words).join(' ');
  // the labels a screen reader reads count too
  const labels = [...main.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')).join(' ');
  return `${text} ${labels}`;
}

describe('/hi/partner/availability in Hindi', () => {
  afterEach(() => {
    cleanup();
    mocks.saved = null;
  });

  it('shows the weekly hours, time off, pincodes and jobs a day in Hindi', async () => {
    render(
      <I18nProvider value={withMessages('hi', ['partner']).i18n}>
        <PartnerAvailabilityPage provider={provider} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी उपलब्धता' })).toBeTruthy();
    await screen.findByRole('region', { name: 'काम के घंटे' });
    for (const part of ['छुट्टी', 'आप किन पिनकोड में जाते हैं', 'एक दिन में काम']) expect(screen.getByRole('region', { name: part })).toBeTruthy();
    const monday = screen.getByTestId('weekly-day-1');
    expect(within(monday).getByRole('heading').textContent).toBe('सोमवार');
    expect(within(monday).getByLabelText('से, सोमवार 2')).toBeTruthy();
    expect(within(monday).getByRole('button', { name: 'सोमवार को घंटे जोड़ें' })).toBeTruthy();
    expect(within(monday).getByText('सोमवार से शुक्रवार तक कॉपी करें')).toBeTruthy();
    expect(within(screen.getByTestId('weekly-day-0')).getByText('छुट्टी का दिन')).toBeTruthy();
    expect(screen.getByText('सभी समय भारतीय समय में हैं। 00:00 पर खत्म होने का मतलब आधी रात है।')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'छुट्टी 1' })).toBeTruthy();
    expect(screen.getByLabelText('वजह (ज़रूरी नहीं), छुट्टी 1')).toBeTruthy();
    expect(screen.getByLabelText('एक दिन में ज़्यादा से ज़्यादा काम')).toBeTruthy();
    expect(screen.getByLabelText('पिनकोड खोजें')).toBeTruthy();
    expect(strayLatinWords(ourWords(['Noida Sector 62', 'Noida Sector 18', 'Ramesh']))).toEqual([]);
  });

  it('says a save and a refusal in Hindi though the API answers in English', async () => {
    render(
      <I18nProvider value={withMessages('hi', ['partner']).i18n}>
        <PartnerAvailabilityPage provider={provider} />
      </I18nProvider>,
    );
    const jobsADay = await screen.findByLabelText('एक दिन में ज़्यादा से ज़्यादा काम');
    mocks.saved = {
      status: 200,
      message: 'Your availability has been saved.',
      data: {
        ...ANSWER,
        maxJobsPerDay: 4,
        jobsOutside: [
          { orderId: 'o1', orderNumber: 'PS-7K3P9Q', date: '2026-12-25', slotLabel: '07:00 PM - 08:00 PM', reason: 'time_off' },
        ],
      },
    };
    fireEvent.change(jobsADay, { target: { value: '4' } });
    expect((await screen.findByText('सेव हो गया')).getAttribute('data-testid')).toBe('save-status-maxJobsPerDay');
    const outside = screen.getByTestId('jobs-outside');
    expect(outside.textContent).toContain('नई उपलब्धता से बाहर के काम');
    expect(outside.textContent).toContain('PS-7K3P9Q · 25 दिसंबर 2026 · शाम 7 बजे - रात 8 बजे · छुट्टी के दौरान');
    expect(outside.textContent).toContain('हमारी टीम से इन्हें किसी और को देने के लिए कहा गया है।');

    // the stub transport carries the message only: the server's English refusal reads as our own words at the part
    mocks.saved = { status: 400, message: 'Please check the form' };
    fireEvent.change(jobsADay, { target: { value: '5' } });
    await waitFor(() => expect(screen.getByTestId('save-status-maxJobsPerDay').textContent).toBe('कृपया इसे जांचें।'));
  });

  it('reads a slot label the Hindi way, and leaves any other label as it is', () => {
    expect(hindiSlotLabel('07:00 PM - 08:00 PM')).toBe('शाम 7 बजे - रात 8 बजे');
    expect(hindiSlotLabel('10:30 AM - 12:00 PM')).toBe('सुबह 10:30 बजे - दोपहर 12 बजे');
    expect(hindiSlotLabel('Lunch')).toBe('Lunch');
  });
});
