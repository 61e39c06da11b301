// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountDetails from '../../../../components/account/AccountDetails';
import { ACCOUNT_LINKS } from '../../../../components/account/AccountLinks';
import UserAvatar, { avatarColour, initialsOf } from '../../../../components/account/UserAvatar';
import AddressFields from '../../../../components/common/AddressFields';
import type { AccountRefund } from '../../../../lib/contracts/accountRefunds';
import type { SavedAddress } from '../../../../lib/contracts/addresses';
import type { UserPublic } from '../../../../lib/contracts/users';
import { EMPTY_ADDRESS, type AddressForm } from '../../../../store/drafts';
import { StoreHost } from '../../../../store/StoreHost';
import { fakeApi, failure, WithStore, type SeenRequest } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('../../../../components/auth/SessionUi', () => ({
  useSessionUi: () => ({ openLogin: () => undefined, logout: () => undefined, logoutEnded: () => undefined }),
}));

const USER_ID = '0b6f2c1e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';
const PROFILE: UserPublic = { _id: USER_ID, phone: '9891234567', name: 'Asha Verma', avatar: null };

const saved = (n: number, change: Partial<SavedAddress> = {}): SavedAddress => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  label: 'Home',
  name: 'Asha Verma',
  line1: `House ${n}, Road 2`,
  landmark: null,
  pincode: '201309',
  city: 'Noida',
  locality: 'Sector 62',
  served: true,
  notice: null,
  isDefault: n === 1,
  ...change,
});

const REFUND: AccountRefund = {
  _id: '44444444-4444-4444-8444-444444444444',
  orderId: '55555555-5555-4555-8555-555555555555',
  orderNumber: 'PS-7K3P9Q2M',
  service: 'Chef for Party',
  amount: 1250,
  status: 'processed',
  statusLabel: 'Refunded',
  bankReference: 'SBXARN12345',
  gatewayReference: 'rfnd_ABC',
  createdAt: '2026-11-02T09:00:00.000Z',
  processedAt: '2026-11-03T09:00:00.000Z',
};

function serve(addresses: SavedAddress[], profile: UserPublic = PROFILE, refunds: AccountRefund[] = []) {
  const server = fakeApi({
    'GET /api/user/refunds': { data: refunds },
    'PUT /api/user/city': (request: SeenRequest) => {
      const slug = (request.body as { city: string | null }).city;
      return {
        data: { ...profile, city: slug ? { slug, name: slug[0]!.toUpperCase() + slug.slice(1) } : null },
        message: slug ? 'Your city has been saved.' : 'Your city has been removed.',
      };
    },
    'GET /api/user/user-details': { data: profile },
    'GET /api/users/address/address_list': () => ({ data: addresses }),
    [`PUT /api/user/user-details/${USER_ID}`]: (request: SeenRequest) => ({
      data: { ...profile, name: (request.body as { name: string }).name },
      message: 'Your name has been saved.',
    }),
    'POST /api/users/address/add': () => failure(409, 'You can save up to 10 addresses'),
  });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

function renderAccount() {
  render(
    <WithStore>
      <AccountDetails />
    </WithStore>,
  );
}

describe('/accounts', () => {
  beforeEach(() => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('token', 'token-1');
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows initials on a colour from the user id, the phone as +91 98912 34567 read-only, and the links', async () => {
    serve([]);
    renderAccount();
    expect(await screen.findByTestId('account-phone')).toHaveTextContent('Mobile number: +91 98912 34567');
    expect(screen.queryByRole('textbox', { name: /mobile/i })).toBeNull();
    expect(screen.getByTestId('account-avatar')).toHaveTextContent('AV');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    for (const link of ACCOUNT_LINKS)
      expect(within(nav).getByRole('link', { name: new RegExp(link.label) })).toHaveAttribute('href', link.href);
    expect(screen.getByRole('button', { name: 'Log out of all devices' })).toBeInTheDocument();
    expect(await screen.findByText('No saved addresses yet. Add one to book faster.')).toBeInTheDocument();
  });

  it('refuses a name with digits or an empty one before sending, and saves a valid one by the spec path', async () => {
    const server = serve([]);
    renderAccount();
    const field = await screen.findByLabelText('Your name');
    const save = screen.getByRole('button', { name: 'Save name' });
    fireEvent.change(field, { target: { value: 'Asha 2' } });
    fireEvent.click(save);
    expect(await screen.findByText('Name can contain letters, spaces, dots, hyphens and apostrophes only')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(save);
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(server.seen.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'आशा Verma' } });
    fireEvent.click(save);
    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    expect(server.seen.find((r) => r.method === 'PUT')).toMatchObject({
      url: `/api/user/user-details/${USER_ID}`,
      body: { name: 'आशा Verma' },
    });
  });

  it('"Refunds" links to the list of every refund: amount in rupees, status, order, date, bank and gateway references', async () => {
    serve([], PROFILE, [
      REFUND,
      {
        ...REFUND,
        _id: 'r2',
        status: 'pending',
        statusLabel: 'Refund initiated',
        amount: 400,
        bankReference: null,
        gatewayReference: null,
        processedAt: null,
      },
    ]);
    renderAccount();
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: /Refunds/ })).toHaveAttribute('href', '/accounts#refunds');
    const section = await screen.findByRole('region', { name: 'Refunds' });
    expect(section).toHaveAttribute('id', 'refunds');
    const [done, pending] = await within(section).findAllByTestId('account-refund');
    expect(done).toHaveTextContent('₹1,250');
    expect(done).toHaveTextContent('Refunded');
    expect(done).toHaveTextContent('Refunded on 3 Nov 2026');
    expect(done).toHaveTextContent('Bank reference: SBXARN12345');
    expect(done).toHaveTextContent('Gateway reference: rfnd_ABC');
    expect(within(done!).getByRole('link', { name: 'PS-7K3P9Q2M' })).toHaveAttribute('href', expect.stringContaining(REFUND.orderId));
    expect(pending).toHaveTextContent('₹400');
    expect(pending).toHaveTextContent('Refund initiated');
    expect(pending).toHaveTextContent('Requested on 2 Nov 2026');
    expect(pending).not.toHaveTextContent('Bank reference');
  });

  it('says so when there are no refunds', async () => {
    serve([]);
    renderAccount();
    expect(await screen.findByText('No refunds. When money goes back to you, it is listed here.')).toBeInTheDocument();
  });

  it('shows the saved city and saves another one at once', async () => {
    const server = serve([], { ...PROFILE, city: { slug: 'noida', name: 'Noida' } });
    renderAccount();
    const picker = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'City' });
    expect(picker.value).toBe('noida');
    fireEvent.change(picker, { target: { value: 'pune' } });
    expect(await screen.findByText('Your city has been saved.')).toBeInTheDocument();
    expect(server.seen.find((r) => r.url === '/api/user/city')).toMatchObject({ method: 'PUT', body: { city: 'pune' } });
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' }).value).toBe('pune'));
  });

  it('shows the photo from our origin when there is one', async () => {
    serve([], { ...PROFILE, avatar: `/api/user/user-avatar/${USER_ID}?v=1` });
    renderAccount();
    expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', `/api/user/user-avatar/${USER_ID}?v=1`);
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('lists saved addresses with the default and the unserved notice; a full book offers no "Add an address"', async () => {
    serve([
      saved(1),
      saved(2, { pincode: '999999', served: false, city: null, locality: null, notice: "We don't serve this pincode yet" }),
    ]);
    renderAccount();
    const cards = await screen.findAllByTestId('saved-address');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Sector 62, Noida 201309')).toBeInTheDocument();
    expect(within(cards[1]!).getByText("We don't serve this pincode yet")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeEnabled();
    cleanup();

    serve(Array.from({ length: 10 }, (_, i) => saved(i + 1)));
    renderAccount();
    expect(await screen.findByText('You can save up to 10 addresses. Remove one to add another.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an address' })).toBeNull();
  });

  it('checks a new address before sending (a 5-digit pincode) and shows the server refusal', async () => {
    const server = serve([saved(1)]);
    renderAccount();
    await screen.findByTestId('saved-address');
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Contact name'), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(within(dialog).getByLabelText('House / flat number, building and street'), { target: { value: 'Plot 7, Sector 50' } });
    fireEvent.change(within(dialog).getByLabelText('Pincode'), { target: { value: '20130' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
    expect(server.seen.filter((r) => r.url === '/api/users/address/add')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Pincode'), { target: { value: '201301' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('You can save up to 10 addresses')).toBeInTheDocument();
  });
});

describe('UserAvatar', () => {
  it('derives the same colour from the same id and takes initials of any script', () => {
    expect(avatarColour(USER_ID)).toBe(avatarColour(USER_ID));
    expect(new Set(Array.from({ length: 20 }, (_, i) => avatarColour(`user-${i}`))).size).toBeGreaterThan(3);
    expect(initialsOf('asha verma')).toBe('AV');
    expect(initialsOf('आशा')).toBe('आ');
    expect(initialsOf('  ')).toBe('?');
    render(<UserAvatar userId={USER_ID} name={null} />);
    expect(screen.getByTestId('account-avatar')).toHaveTextContent('?');
  });
});

describe('the booking address form offers saved addresses', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  function Form({ onValue }: { onValue: (value: AddressForm) => void }) {
    const [value, setValue] = useState<AddressForm>(EMPTY_ADDRESS);
    return (
      <AddressFields
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        pincode={{ area: null, message: '', onResult: () => undefined }}
        note=""
        onNoteChange={() => undefined}
        errors={{}}
      />
    );
  }

  it('fills the fields from a saved address and ticks "Save this address to my account"', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    serve([saved(1, { landmark: 'Near the park' }), saved(2, { label: 'Work' })]);
    const values: AddressForm[] = [];
    render(
      <StoreHost>
        <Form onValue={(v) => values.push(v)} />
      </StoreHost>,
    );
    const picker = await screen.findByRole('group', { name: 'Saved addresses' });
    fireEvent.click(within(picker).getByRole('button', { name: /Work: House 2, Road 2/ }));
    await waitFor(() => expect(screen.getByLabelText('House / flat number, building and street')).toHaveValue('House 2, Road 2'));
    expect(screen.getByLabelText('Contact name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Pincode')).toHaveValue('201309');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this address to my account' }));
    expect(values.at(-1)).toMatchObject({ line1: 'House 2, Road 2', save: true });
  });

  it('shows neither to a customer who is not logged in', () => {
    render(
      <StoreHost>
        <Form onValue={() => undefined} />
      </StoreHost>,
    );
    expect(screen.queryByRole('checkbox', { name: 'Save this address to my account' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Saved addresses' })).toBeNull();
  });
});
