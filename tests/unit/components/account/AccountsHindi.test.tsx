// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NotificationSettingsScreen from '../../../../components/account/NotificationSettings';
import PrivacyPanel from '../../../../components/account/PrivacyPanel';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import type { AccountRefund } from '../../../../lib/contracts/accountRefunds';
import type { SavedAddress } from '../../../../lib/contracts/addresses';
import type { NotificationSettings } from '../../../../lib/contracts/privacy';
import type { UserPublic } from '../../../../lib/contracts/users';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import AccountsPage from '../../../../pages/accounts';
import { withMessages } from '../../../../server/i18n/messages';
import { fakeApi, failure, WithStore, type SeenRequest } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  head: [] as ReactNode[],
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('../../../../components/auth/SessionUi', () => ({
  useSessionUi: () => ({ openLogin: () => undefined, logout: () => undefined, logoutEnded: () => undefined }),
}));
// the page's <Head> children, kept to read the title and description
vi.mock('next/head', () => ({
  default: ({ children }: { children: ReactNode }) => {
    mocks.head.push(children);
    return null;
  },
}));

const USER_ID = '0b6f2c1e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';
// the customer's own name, number and address: theirs, in Latin letters, and left out of the Latin-letter scan
const PROFILE: UserPublic = { _id: USER_ID, phone: '9891234567', name: 'Asha Verma', avatar: null, city: { slug: 'noida', name: 'Noida' } };
const ADDRESSES: SavedAddress[] = [
  {
    _id: '00000000-0000-4000-8000-000000000001',
    label: 'Home',
    name: 'Asha Verma',
    line1: 'House 1, Road 2',
    landmark: null,
    pincode: '201309',
    city: 'Noida',
    locality: 'Sector 62',
    served: true,
    notice: null,
    isDefault: true,
  },
  {
    _id: '00000000-0000-4000-8000-000000000002',
    label: 'Work',
    name: 'Asha Verma',
    line1: 'Tower B, Cyber City',
    landmark: null,
    pincode: '999999',
    city: null,
    locality: null,
    served: false,
    notice: "We don't serve this pincode yet",
    isDefault: false,
  },
];
const REFUND: AccountRefund = {
  _id: '44444444-4444-4444-8444-444444444444',
  orderId: '55555555-5555-4555-8555-555555555555',
  orderNumber: 'PS-7K3P9Q2M',
  service: 'Chef for Party',
  amount: 125000,
  status: 'processed',
  statusLabel: 'Refunded',
  bankReference: 'SBXARN12345',
  gatewayReference: 'rfnd_ABC',
  createdAt: '2026-11-02T09:00:00.000Z',
  processedAt: '2026-11-03T09:00:00.000Z',
};
const topics = { bookings: true, invites: true, chat: true, offers: false };
const SETTINGS: NotificationSettings = { whatsapp: topics, sms: topics, push: topics };

function serve() {
  const server = fakeApi({
    'GET /api/user/refunds': { data: [REFUND] },
    'GET /api/user/user-details': { data: PROFILE },
    'GET /api/users/address/address_list': { data: ADDRESSES },
    'GET /api/user/notification-settings': { data: SETTINGS },
    'PUT /api/user/city': (request: SeenRequest) => ({
      data: { ...PROFILE, city: { slug: (request.body as { city: string }).city, name: 'Pune' } },
      message: 'Your city has been saved.',
    }),
    [`PUT /api/user/user-details/${USER_ID}`]: { data: PROFILE, message: 'Your name has been saved.' },
    'POST /api/users/address/add': () => failure(409, 'You can save up to 10 addresses'),
    'PUT /api/user/notification-settings': { data: { ...SETTINGS, whatsapp: { ...topics, offers: true } } },
  });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

function inHindi(children: ReactNode) {
  return render(
    <I18nProvider value={withMessages('hi', ['account', 'cityNames']).i18n}>
      <WithStore>{children}</WithStore>
    </I18nProvider>,
  );
}

/** The page's text without the customer's own name, number and addresses, nor the languages each named in itself. */
function textWithoutCustomerData(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy
    .querySelectorAll('[data-testid="account-name"], [data-testid="account-avatar"], [data-testid="account-language"], input')
    .forEach((element) => element.remove());
  let text = copy.textContent ?? '';
  for (const own of [
    'Asha Verma',
    'House 1, Road 2',
    'Tower B, Cyber City',
    'Sector 62',
    'Noida',
    'PS-7K3P9Q2M',
    'SBXARN12345',
    'rfnd_ABC',
  ])
    text = text.split(own).join(' ');
  return text;
}

/** The `<title>` and description the page's `<Seo>` gave `next/head`. */
function headTexts(): { title: string; description: string } {
  const flat: { type?: unknown; props?: Record<string, unknown> }[] = [];
  const walk = (node: ReactNode) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object' && 'props' in node) flat.push(node as (typeof flat)[number]);
  };
  mocks.head.forEach(walk);
  const title = flat.find((node) => node.type === 'title');
  const description = flat.find((node) => node.props?.name === 'description');
  return { title: String(title?.props?.children ?? ''), description: String(description?.props?.content ?? '') };
}

describe('/hi/accounts', () => {
  beforeEach(() => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('token', 'token-1');
    mocks.head.length = 0;
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the whole account in Hindi: profile, addresses, city, links, refunds, notifications, privacy, devices', async () => {
    serve();
    const { container } = inHindi(<AccountsPage />);
    expect(await screen.findByTestId('account-phone', {}, { timeout: 10_000 })).toHaveTextContent('मोबाइल नंबर: +91 98912 34567');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरा अकाउंट' })).toBeInTheDocument();
    expect(headTexts()).toEqual({
      title: 'मेरा अकाउंट | Party Services',
      description: 'आपका अकाउंट: आपकी फोटो, नाम, मोबाइल नंबर और सेव किए गए पते।',
    });
    expect(screen.getByRole('textbox', { name: 'आपका नाम' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नाम सेव करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फोटो लगाएं' })).toBeInTheDocument();
    expect(screen.getByTestId('account-avatar')).toHaveAttribute('aria-label', 'आपके नाम के पहले अक्षर');

    // addresses: the label and the unserved notice in Hindi
    const cards = await screen.findAllByTestId('saved-address');
    expect(within(cards[0]!).getByRole('heading', { name: 'घर' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('डिफ़ॉल्ट')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('इस पिनकोड पर हमारी सर्विस अभी नहीं है')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'पता हटाएं: ऑफ़िस' })).toBeInTheDocument();

    // the saved city by its Hindi name
    const city = screen.getByRole('combobox', { name: 'शहर' }) as HTMLSelectElement;
    expect(city.selectedOptions[0]!.textContent).toBe('नोएडा');
    expect(within(city).getByRole('option', { name: 'कोई शहर नहीं' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'आपका अकाउंट' });
    expect(within(nav).getByRole('link', { name: /मेरे ऑर्डर/ })).toHaveAttribute('href', '/orderlist');

    // a refund: the status and service in Hindi, the date in Hindi
    const refund = await screen.findByTestId('account-refund');
    expect(refund).toHaveTextContent('रिफ़ंड हो गया');
    expect(refund).toHaveTextContent('पार्टी के लिए शेफ, ऑर्डर PS-7K3P9Q2M');
    expect(refund).toHaveTextContent('3 नवंबर 2026 को रिफ़ंड हुआ');
    expect(refund).toHaveTextContent('बैंक रेफ़रेंस: SBXARN12345');

    expect(await screen.findByRole('switch', { name: 'WhatsApp पर ऑफ़र' }, { timeout: 10_000 })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'एसएमएस पर बुकिंग' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByText('डिलीट करने के बाद इरादा बदल गया? 7 दिन के अंदर फिर से लॉग इन करें, आपका अकाउंट बना रहेगा।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी डिवाइस से लॉग आउट करें' })).toBeInTheDocument();

    expect(strayLatinWords(textWithoutCustomerData(container))).toEqual([]);
  });

  it('says what each address field needs, and that the book is full, in Hindi', async () => {
    serve();
    inHindi(<AccountsPage />);
    // the button works once the saved addresses have loaded (it is disabled until then)
    const add = await screen.findByRole('button', { name: 'पता जोड़ें' }, { timeout: 10_000 });
    await waitFor(() => expect(add).toBeEnabled(), { timeout: 10_000 });
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'पता जोड़ें' });
    expect(within(dialog).getByRole('radiogroup', { name: 'पते का प्रकार' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'घर' })).toBeChecked();
    expect(within(dialog).getByText('शहर और इलाका पिनकोड से अपने आप आ जाते हैं।')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'पता सेव करें' }));
    expect(await within(dialog).findByText('कृपया संपर्क के लिए नाम लिखें')).toBeInTheDocument();
    expect(within(dialog).getByText('कृपया 6 अंकों का सही पिनकोड लिखें')).toBeInTheDocument();
    expect(strayLatinWords(dialog.textContent!)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'संपर्क के लिए नाम' }), { target: { value: 'Asha Verma' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'मकान / फ्लैट नंबर, बिल्डिंग और गली' }), { target: { value: 'House 3' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'पिनकोड' }), { target: { value: '201309' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'पता सेव करें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('आप 10 पते तक सेव कर सकते हैं');
  });

  it('refuses a name with digits in Hindi and confirms a saved name and city in Hindi', async () => {
    serve();
    inHindi(<AccountsPage />);
    const name = await screen.findByRole('textbox', { name: 'आपका नाम' }, { timeout: 10_000 });
    fireEvent.change(name, { target: { value: 'Asha 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'नाम सेव करें' }));
    expect(await screen.findByText('नाम में सिर्फ़ अक्षर, स्पेस, बिंदु, हाइफ़न और एपॉस्ट्रॉफ़ी हो सकते हैं')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Asha Verma' } });
    fireEvent.click(screen.getByRole('button', { name: 'नाम सेव करें' }));
    expect(await screen.findByText('आपका नाम सेव हो गया है।')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'शहर' }), { target: { value: 'pune' } });
    expect(await screen.findByText('आपका शहर सेव हो गया है।')).toBeInTheDocument();
  });

  it('says in Hindi that a notification choice was saved', async () => {
    serve();
    inHindi(<NotificationSettingsScreen />);
    const offers = await screen.findByRole('switch', { name: 'WhatsApp पर ऑफ़र' }, { timeout: 10_000 });
    fireEvent.click(offers);
    expect(await screen.findByText('WhatsApp पर ऑफ़र चालू। सेव हो गया।', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'WhatsApp पर ऑफ़र' })).toBeChecked();
  });

  it('asks before deleting the account and before logging out everywhere, in Hindi', async () => {
    serve();
    const { baseElement } = inHindi(<PrivacyPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपना अकाउंट डिलीट करें?' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('7 दिन बाद हम आपका नाम, फ़ोन नंबर, पते, फोटो, इनवाइट और जवाब मिटा देंगे।');
    expect(within(dialog).getByRole('button', { name: 'मेरा अकाउंट रखें' })).toBeInTheDocument();
    expect(strayLatinWords(baseElement.textContent!)).toEqual([]);
    cleanup();

    inHindi(<AccountsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'सभी डिवाइस से लॉग आउट करें' }, { timeout: 10_000 }));
    const confirm = await screen.findByRole('dialog', { name: 'सभी डिवाइस से लॉग आउट करें?' });
    expect(within(confirm).getByRole('button', { name: 'हर जगह से लॉग आउट करें' })).toBeInTheDocument();
    expect(strayLatinWords(confirm.textContent!)).toEqual([]);
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'रद्द करें' })).toBeEnabled());
  });
});
