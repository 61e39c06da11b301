// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import type { BankAccountAnswer, PartnerEarnings } from '../../../../lib/contracts/earnings';
import type { PayoutStatementView } from '../../../../lib/contracts/payouts';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import PartnerEarningsPage from '../../../../pages/partner/earnings';
import PartnerProfilePage from '../../../../pages/partner/profile';
import { withMessages } from '../../../../server/i18n/messages';

const EARNINGS: PartnerEarnings = {
  totals: { todayPaise: 4_900_050, weekPaise: 5_000_000, monthPaise: 12_345_678, duePaise: 4_900_050 },
  jobs: [
    {
      orderId: '5ef2a2a4-19aa-4852-a79c-b6b4f8e001f7',
      orderNumber: 'PS-P5YSP5',
      service: 'Chef for Party',
      eventDate: '2026-12-05',
      creditedAt: '2026-12-05T16:00:00.000Z',
      orderValuePaise: 70_000,
      commissionPaise: 14_000,
      deductionsPaise: -7_000,
      cashCollectedPaise: 20_000,
      tipsPaise: 5_000,
      tdsPaise: -70,
      netPaise: 48_930,
      paid: false,
    },
  ],
  statements: [
    {
      _id: 'b0b0b0b0-0000-4000-8000-000000000001',
      periodFrom: '2026-11-23',
      periodTo: '2026-11-29',
      paidAt: null,
      status: 'processing',
      amountPaise: 150_000,
      tdsPaise: -1_500,
    },
  ],
};

const STATEMENT: PayoutStatementView = {
  _id: 'b0b0b0b0-0000-4000-8000-000000000001',
  providerId: 'c0c0c0c0-0000-4000-8000-000000000001',
  providerName: 'Ramesh',
  periodFrom: '2026-11-23',
  periodTo: '2026-11-29',
  status: 'paid',
  amountPaise: 150_000,
  tdsPaise: -150,
  jobs: 1,
  gateway: 'sandbox',
  utr: 'UTR123456',
  failureReason: null,
  held: false,
  paidAfterFailed: false,
  createdAt: '2026-11-30T04:00:00.000Z',
  paidAt: '2026-11-30T06:00:00.000Z',
  orderValuePaise: 187_500,
  commissionPaise: 37_500,
  earningsPaise: 150_000,
  deductionsPaise: -1_000,
  tipsPaise: 1_150,
  lines: [
    {
      orderId: '5ef2a2a4-19aa-4852-a79c-b6b4f8e001f7',
      orderNumber: 'PS-P5YSP5',
      eventDate: '2026-11-25',
      orderValuePaise: 187_500,
      commissionPaise: 37_500,
      deductionsPaise: -1_000,
      tipsPaise: 1_150,
      tdsPaise: -150,
      netPaise: 150_000,
    },
  ],
  tdsNote:
    'TDS under section 194-O of the Income-tax Act, 1961 at 0.1% of the gross amount of services, deducted when each job was credited',
};

// the page makes its own store (PartnerShell): its transport answers here, in English as the API does
const mocks = vi.hoisted(() => ({
  calls: [] as { method?: string; path: string; body?: unknown }[],
  account: { account: null } as BankAccountAnswer,
  refuse: false,
}));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), (request) => {
    mocks.calls.push(request);
    if (request.path === '/api/partner/earnings') return { status: 200, message: 'Earnings', data: EARNINGS };
    if (request.path.startsWith('/api/partner/payouts/')) return { status: 200, message: 'Payout', data: STATEMENT };
    if (request.path === '/api/partner/bank-account' && request.method === 'PUT') {
      if (mocks.refuse) return { status: 400, message: 'Please check the form', errors: [] };
      mocks.account = {
        account: {
          holderName: 'Ramesh Kumar',
          accountNumberMasked: 'XXXXXX9012',
          ifsc: 'HDFC0001234',
          verified: false,
          verifiedAt: null,
          updatedAt: '2026-12-07T08:00:00.000Z',
        },
      };
      return { status: 200, message: 'Your bank account has been saved.', data: mocks.account };
    }
    if (request.path === '/api/partner/bank-account') return { status: 200, message: 'Bank account', data: mocks.account };
    return { status: 200, message: 'OK', data: { upcoming: [], recent: [] } };
  }),
);
vi.mock('next/router', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/partner', pathname: '/partner', locale: 'hi' }),
}));

const provider = { _id: 'p1', firstName: 'Ramesh', photoUrl: null };
const hindi = () => withMessages('hi', ['partner']).i18n;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The page's own words: the header (the provider's name, the switch to English) and the provider's input left out. */
function ourWords(own: string[] = []): string {
  const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
  main.querySelectorAll('input').forEach((input) => input.remove());
  // each text node apart: a field's label and its outline's copy of it would otherwise run together
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  let text = parts.join(' ');
  for (const words of ['PS-P5YSP5', ...own]) text = text.split(words).join(' ');
  return text;
}

describe('/hi/partner/earnings and /hi/partner/profile in Hindi', () => {
  afterEach(() => {
    cleanup();
    mocks.calls.length = 0;
    mocks.account = { account: null };
    mocks.refuse = false;
  });

  it('shows the totals, each job’s lines and the payouts in Hindi, amounts to the paisa', async () => {
    render(
      <I18nProvider value={hindi()}>
        <PartnerEarningsPage provider={provider} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी कमाई' })).toBeTruthy();
    expect((await screen.findByTestId('earnings-today')).textContent).toBe('₹49,000.50');
    const totals = screen.getByRole('region', { name: 'कुल कमाई' });
    for (const label of ['आज', 'इस हफ़्ते', 'इस महीने', 'आपका बाकी पैसा']) expect(within(totals).getByText(label)).toBeTruthy();
    const job = screen.getByTestId('earning-job');
    for (const text of [
      'पार्टी के लिए शेफ · PS-P5YSP5',
      '5 दिसंबर 2026',
      'ऑर्डर की रकम',
      'कमीशन',
      'बाकी',
      'आपने जो कैश लिया',
      'टिप',
      'TDS (धारा 194-O, 0.1%)',
    ])
      expect(within(job).getByText(text)).toBeTruthy();
    expect(within(job).getByText('देर से पहुंचने पर ग्राहक को दी गई छूट')).toBeTruthy();
    expect(within(job).getByTestId('earning-job-net').textContent).toBe('₹489.30');
    expect(screen.getByTestId('payout-statement-item').textContent).toContain('23 नवंबर 2026 से 29 नवंबर 2026 · भेजा जा रहा है');
    expect(screen.getByRole('heading', { name: 'बैंक खाता' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बैंक खाता सेव करें' })).toBeTruthy();
    expect(strayLatinWords(ourWords())).toEqual([]);
  });

  it('opens a payout statement in Hindi: the week, the jobs table, the totals and the TDS note', async () => {
    render(
      <I18nProvider value={hindi()}>
        <PartnerEarningsPage provider={provider} />
      </I18nProvider>,
    );
    fireEvent.click(within(await screen.findByTestId('payout-statement-item')).getByRole('button'));
    const statement = await screen.findByTestId('payout-statement');
    expect(statement.textContent).toContain('हफ़्ता 23 नवंबर 2026 से 29 नवंबर 2026 · भेज दिया गया, 30 नवंबर 2026 को · यूटीआर UTR123456');
    expect(within(statement).getByRole('table', { name: 'इस पेमेंट के काम' })).toBeTruthy();
    expect(within(statement).getByText('कुल भेजी गई रकम')).toBeTruthy();
    expect(statement.textContent).toContain('आयकर अधिनियम, 1961 की धारा 194-O के तहत सेवाओं की कुल रकम का 0.1% TDS');
    expect(strayLatinWords(ourWords(['UTR123456']))).toEqual([]);
  });

  it('checks the bank account in Hindi, every problem in Hindi, before sending', async () => {
    render(
      <I18nProvider value={hindi()}>
        <PartnerEarningsPage provider={provider} />
      </I18nProvider>,
    );
    await screen.findByTestId('earnings-today');
    type('खाता नंबर', '1234');
    type('IFSC', 'HDFC1001234');
    fireEvent.click(screen.getByRole('button', { name: 'बैंक खाता सेव करें' }));
    expect(await screen.findByText('खाते पर लिखा नाम डालें')).toBeTruthy();
    expect(screen.getByText('खाता नंबर 9 से 18 अंकों का होना चाहिए')).toBeTruthy();
    expect(screen.getByText('दोनों खाता नंबर एक जैसे नहीं हैं')).toBeTruthy();
    expect(screen.getByText('IFSC में पहले 4 अक्षर, फिर 0, फिर 6 अक्षर या अंक होने चाहिए')).toBeTruthy();
    expect(mocks.calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(strayLatinWords(ourWords())).toEqual([]);
  });

  it('says the saved account and the server’s refusal in Hindi though the API answers in English', async () => {
    render(
      <I18nProvider value={hindi()}>
        <PartnerEarningsPage provider={provider} />
      </I18nProvider>,
    );
    await screen.findByTestId('earnings-today');
    const fill = () => {
      type('खाताधारक का नाम', 'Ramesh Kumar');
      type('खाता नंबर', '123456789012');
      type('खाता नंबर दोबारा', '123456789012');
      type('IFSC', 'hdfc0001234');
    };
    mocks.refuse = true;
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'बैंक खाता सेव करें' }));
    expect(await screen.findByText('आपका बैंक खाता सेव नहीं हो सका। कृपया जानकारी जांचें और फिर से कोशिश करें।')).toBeTruthy();
    mocks.refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'बैंक खाता सेव करें' }));
    expect(await screen.findByText('आपका बैंक खाता सेव हो गया है।')).toBeTruthy();
    const current = await screen.findByTestId('bank-account-current');
    expect(current.textContent).toContain('आपके पहले पेमेंट से पहले हमारी टीम इसे वेरिफ़ाई करेगी।');
    expect(screen.getByText('अपना खाता बदलें (हमारी टीम इसे फिर से वेरिफ़ाई करेगी):')).toBeTruthy();
    expect(strayLatinWords(ourWords(['Ramesh Kumar', 'XXXXXX9012', 'HDFC0001234']))).toEqual([]);
  });

  it('shows the photo page and punctuality in Hindi', () => {
    render(
      <I18nProvider value={hindi()}>
        <PartnerProfilePage provider={provider} punctuality={{ onTime: 12, late: 1, noShow: 0 }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी फोटो' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फोटो चुनें' })).toBeTruthy();
    expect(screen.getByText('चेहरे की साफ़ फोटो, ज़्यादा से ज़्यादा 5 MB की।')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'समय की पाबंदी, पिछले 90 दिन' })).toBeTruthy();
    expect(screen.getByTestId('partner-punctuality').textContent).toBe('12 समय पर · 1 देर से · 0 नहीं पहुंचे');
    expect(strayLatinWords(ourWords(['R']))).toEqual([]);
  });

  it('refuses a photo over 5 MB in Hindi before sending it', () => {
    render(
      <I18nProvider value={hindi()}>
        <PartnerProfilePage provider={provider} />
      </I18nProvider>,
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('provider-photo-input'), { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('यह फोटो 5 MB से बड़ी है। कृपया छोटी फोटो चुनें।');
    expect(mocks.calls).toEqual([]);
  });

  it('keeps English punctuality as the console words it', () => {
    render(
      <I18nProvider value={withMessages('en', ['partner']).i18n}>
        <PartnerProfilePage provider={provider} punctuality={{ onTime: 12, late: 1, noShow: 0 }} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('partner-punctuality').textContent).toBe('12 on time · 1 late · 0 no-show');
    expect(screen.getByText('A clear photo of the face: JPG, PNG, WebP or HEIC, up to 5 MB.')).toBeTruthy();
    cleanup();
    render(
      <I18nProvider value={withMessages('en', ['partner']).i18n}>
        <PartnerProfilePage provider={provider} punctuality={{ onTime: 0, late: 0, noShow: 0 }} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('partner-punctuality').textContent).toBe('No jobs yet');
  });
});
