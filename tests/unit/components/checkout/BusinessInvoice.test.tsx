// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ChefCheckoutScreen from '../../../../components/chef/ChefCheckoutScreen';
import { BUSINESS_NAME_MAX as FIELD_MAX } from '../../../../components/checkout/businessInvoice';
import CheckoutScreen from '../../../../components/decoration/CheckoutScreen';
import FoodCheckoutScreen from '../../../../components/food/FoodCheckoutScreen';
import PhotographyCheckoutScreen from '../../../../components/photography/PhotographyCheckoutScreen';
import { BUSINESS_NAME_MAX as CONTRACT_MAX } from '../../../../lib/contracts/orderBooking';
import { readDraft, updateDraft, type DraftFlow, type Drafts } from '../../../../store/drafts';
import { DRAFT_SCHEMAS } from '../../../../store/drafts/schemas';
import { StoreHost } from '../../../../store/StoreHost';
import { failure, fakeApi } from '../gallery/fakeGallery';
import { servedPincode, slotsAnswer } from '../common/fakeSlots';
import { CHEF_SLOTS } from '../../../../lib/booking';

/** "Add GSTIN for a business invoice" on each of the five checkouts: checked in the page, kept in the draft, sent. */

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('../../../../components/common/ConfirmOrderActions', () => ({
  default: ({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) => (
    <button type="button" disabled={busy} onClick={onConfirm}>
      Confirm Order
    </button>
  ),
}));
vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/checkout', pathname: '/checkout', query: {}, isReady: true, push: () => Promise.resolve(true) }),
}));
vi.mock('../../../../components/auth/SessionUi', () => ({
  useSessionUi: () => ({ openLogin: () => undefined, logout: () => undefined, logoutEnded: () => undefined }),
}));

const ORDER_ADD = 'POST /api/order/add';
const DATE = '2099-01-10';
const PINCODE = '201309';
const GSTIN = '27AAPFU0939F1ZV';

const booking = {
  eventDate: DATE,
  address: { name: 'Asha Verma', line1: 'House 12, Sector 62', landmark: '', pincode: PINCODE },
  area: { city: 'Noida', locality: 'Sector 62' },
  note: '',
};
const attribution = { source: 'organic' as const, utm: {} };
const foodDish = {
  _id: 'f1',
  name: 'Paneer Tikka',
  is_dish: 1,
  image: null,
  platePrice: 120,
  perPersonQty: 150,
  unit: 'gram' as const,
  qualifying: true,
};
const foodDraft = (guests: number) => ({
  nonVeg: false,
  packageId: null,
  dishes: [foodDish, { ...foodDish, _id: 'f2', name: 'Dal Makhani' }],
  guests,
  extras: { disposables: false, tables: false },
  slotId: '12-13',
  citySlug: null,
  attribution,
  ...booking,
});

/** Each flow: its draft (complete, up to Confirm) and its screen. */
const FLOWS: { [F in DraftFlow]: { draft: Omit<Drafts[F], 'idempotencyKey'>; screen: ReactElement } } = {
  chef: {
    draft: {
      nonVeg: false,
      cuisineIds: [],
      dishes: [{ _id: 'd1', name: 'Paneer Tikka', dish_rate: 450, is_dish: 1, image: null }],
      people: 10,
      slotId: '19-20',
      ...booking,
    },
    screen: <ChefCheckoutScreen />,
  },
  decoration: {
    draft: {
      product: {
        _id: 'p1',
        slug: 'pastel-arch',
        name: 'Pastel Arch',
        price: 2999,
        image: null,
        category: 'birthday',
        categoryName: 'Birthday Decoration',
        path: '/balloon-decoration/birthday/pastel-arch',
      },
      addons: [],
      slotId: '16-19',
      attribution,
      ...booking,
    },
    screen: <CheckoutScreen />,
  },
  foodDelivery: { draft: foodDraft(20), screen: <FoodCheckoutScreen service="delivery" /> },
  buffet: { draft: foodDraft(30), screen: <FoodCheckoutScreen service="buffet" /> },
  photography: {
    draft: {
      package: {
        _id: 'g1',
        slug: 'birthday-basic',
        name: 'Birthday Basic',
        price: 5999,
        hours: 3,
        editedPhotos: 50,
        image: null,
        path: '/photography-page/birthday-basic',
      },
      addons: [],
      extraHours: 0,
      slotId: '16-17',
      citySlug: null,
      attribution,
      ...booking,
    },
    screen: <PhotographyCheckoutScreen />,
  },
};

function serve() {
  const server = fakeApi({
    [ORDER_ADD]: failure(503, 'Down for a moment'),
    [`GET /api/serviceability/${PINCODE}`]: servedPincode(PINCODE),
    'GET /api/serviceability/slots': (request) => ({ data: slotsAnswer(CHEF_SLOTS, { date: String(request.query.date) }) }),
  });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

const show = <F extends DraftFlow>(flow: F) => {
  updateDraft(flow, () => FLOWS[flow].draft as Omit<Drafts[F], 'idempotencyKey'>);
  return render(<StoreHost>{FLOWS[flow].screen}</StoreHost>);
};
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));

describe.each(Object.keys(FLOWS) as DraftFlow[])('the %s checkout', (flow) => {
  beforeEach(() => sessionStorage.clear());

  it('offers the business invoice collapsed; a bad GSTIN holds Confirm and says why; a good one is kept, shown and sent', async () => {
    const server = serve();
    show(flow);
    const toggle = await screen.findByRole('button', { name: '+ Add GSTIN for a business invoice' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('GSTIN')).toBeNull();
    fireEvent.click(toggle);
    // (the focus moves in the effect after the render that opens the fields: allow a loaded machine its time)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Registered business name')), { timeout: 5000 });

    fireEvent.change(screen.getByLabelText('Registered business name'), { target: { value: 'Acme Events Pvt Ltd' } });
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: '27aapfu0939f1zw' } });
    confirm();
    const gstin = screen.getByLabelText('GSTIN');
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(/last character does not match/);
    expect(document.activeElement).toBe(gstin);
    expect(screen.queryByTestId('checkout-business')).toBeNull();
    // nothing was sent
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls(ORDER_ADD)).toHaveLength(0);

    // as pasted from an e-mail: spaces and small letters
    fireEvent.change(gstin, { target: { value: ` ${GSTIN.slice(0, 7).toLowerCase()} ${GSTIN.slice(7)}` } });
    expect(screen.getByLabelText('GSTIN')).toHaveValue(GSTIN);
    expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'false');
    expect(within(screen.getByTestId('checkout-summary')).getByTestId('checkout-business')).toHaveTextContent(
      `Business invoice: Acme Events Pvt Ltd · GSTIN ${GSTIN}`,
    );
    // kept in the draft (sessionStorage: a reload shows it again)
    expect(readDraft(flow)?.business).toEqual({ open: true, name: 'Acme Events Pvt Ltd', gstin: GSTIN });

    confirm();
    await waitFor(() => expect(server.calls(ORDER_ADD)).toHaveLength(1), { timeout: 5000 });
    expect(server.calls(ORDER_ADD)[0]?.body).toMatchObject({ business: { name: 'Acme Events Pvt Ltd', gstin: GSTIN } });
  });

  it('an opened but empty one asks for both fields; Remove closes it and the booking carries none', async () => {
    const server = serve();
    show(flow);
    fireEvent.click(await screen.findByRole('button', { name: '+ Add GSTIN for a business invoice' }));
    confirm();
    expect(screen.getByLabelText('Registered business name')).toHaveAccessibleDescription('Please enter the registered business name');
    expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription('Please enter the GSTIN');
    expect(document.activeElement).toBe(screen.getByLabelText('Registered business name'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove business invoice' }));
    expect(screen.queryByLabelText('GSTIN')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Add GSTIN for a business invoice' })), {
      timeout: 5000,
    });
    expect(readDraft(flow)?.business).toEqual({ open: false, name: '', gstin: '' });
    confirm();
    await waitFor(() => expect(server.calls(ORDER_ADD)).toHaveLength(1), { timeout: 5000 });
    expect(server.calls(ORDER_ADD)[0]?.body).not.toHaveProperty('business');
  });

  it('reads a saved draft back with its business invoice, and one saved before the field existed', () => {
    const saved = { ...FLOWS[flow].draft, idempotencyKey: 'k-1', business: { open: true, name: 'Acme', gstin: GSTIN } };
    const schema = DRAFT_SCHEMAS[flow];
    expect(schema.safeParse(JSON.parse(JSON.stringify(saved)))).toMatchObject({ success: true, data: { business: saved.business } });
    const { business: _none, ...older } = saved;
    expect(schema.safeParse(older).success).toBe(true);
    expect(schema.safeParse({ ...saved, business: { open: 'yes' } }).success).toBe(false);
  });
});

it('the field allows the registered name the contract allows', () => {
  expect(FIELD_MAX).toBe(CONTRACT_MAX);
});
