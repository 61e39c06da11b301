// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SchedulePicker from '../../../../components/chef/SchedulePicker';
import DateSlotFields, { type DateSlotAvailability } from '../../../../components/common/DateSlotFields';
import BookingPanel from '../../../../components/decoration/BookingPanel';
import FoodDateScreen from '../../../../components/food/FoodDateScreen';
import PhotographyCheckoutScreen from '../../../../components/photography/PhotographyCheckoutScreen';
import { CHEF_SLOTS, DECORATION_SLOTS, FOOD_SLOTS, isChefSlotBookable, type Slot } from '../../../../lib/booking';
import { FULLY_BOOKED_LABEL, PINCODE_NOT_SERVED_MESSAGE } from '../../../../lib/contracts/availabilityText';
import type { DecorationContext, ProductDetailsPublic } from '../../../../lib/contracts/decoration';
import type { ServiceKey } from '../../../../lib/services';
import { readDraft, updateDraft } from '../../../../store/drafts';
import { StoreHost } from '../../../../store/StoreHost';
import { fakeApi, type SeenRequest } from '../gallery/fakeGallery';
import { servedPincode, slotsAnswer } from './fakeSlots';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/balloon-decoration/birthday/gold-arch',
    pathname: '/[...slug]',
    query: {},
    isReady: true,
    push: () => Promise.resolve(true),
  }),
}));
vi.mock('../../../../components/auth/SessionUi', () => ({
  useSessionUi: () => ({ openLogin: () => undefined, logout: () => undefined, logoutEnded: () => undefined }),
}));

const SLOTS = 'GET /api/serviceability/slots';
const CONTACT = 'POST /api/contact';
const PINCODE = '201309';
const DATE = '2099-01-10';
const NEXT = '2099-01-12';
/** Long before DATE: the clock allows every slot of it. */
const NOW = new Date('2098-12-01T00:00:00Z');

/** A fake server: 201309 served; the slots route answers `answer` for the asked date (default: all free). */
function serve(answer: (request: SeenRequest, slots: readonly Slot[]) => ReturnType<typeof slotsAnswer>, slots: readonly Slot[]) {
  const server = fakeApi({
    [`GET /api/serviceability/${PINCODE}`]: servedPincode(PINCODE),
    [SLOTS]: (request) => ({ data: answer(request, slots) }),
  });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

const slotButton = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
const answered = () => waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });

/** DateSlotFields with its own state, as a flow holds it. */
function Picker({
  availability,
  initial = {},
}: {
  availability: Omit<DateSlotAvailability, 'onPincodeChange' | 'pincode'>;
  initial?: Partial<{ date: string; slotId: string; pincode: string }>;
}) {
  const [date, setDate] = useState(initial.date ?? DATE);
  const [slotId, setSlotId] = useState(initial.slotId ?? '');
  const [pincode, setPincode] = useState(initial.pincode ?? PINCODE);
  return (
    <>
      <DateSlotFields
        eventDate={date}
        onDateChange={setDate}
        slotId={slotId}
        onSlotChange={setSlotId}
        now={NOW}
        slots={CHEF_SLOTS}
        isBookable={isChefSlotBookable}
        earliestDate={() => '2098-12-02'}
        hint="Book at least 24 hours in advance."
        legend="Arrival time"
        errors={{}}
        availability={{ ...availability, pincode, onPincodeChange: setPincode }}
      />
      <output data-testid="chosen">{`${date} ${slotId}`}</output>
    </>
  );
}

const showPicker = (service: ServiceKey, initial?: Partial<{ date: string; slotId: string; pincode: string }>) =>
  render(
    <StoreHost>
      <Picker availability={{ service }} initial={initial} />
    </StoreHost>,
  );

describe('the slot picker offers only what someone can serve', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps every slot disabled until the answer confirms it, then greys a full slot "Fully booked" and offers the rest', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = fakeApi({
      [SLOTS]: (request) => ({ data: slotsAnswer(CHEF_SLOTS, { date: String(request.query.date), full: ['19-20'] }) }),
    });
    mocks.apiRequest = async (config) => {
      await gate;
      return server.apiRequest(config as never);
    };
    showPicker('chef');
    // while the answer loads: the grid is there with every slot disabled (no layout shift, nothing picked unconfirmed)
    const first = await screen.findByRole('button', { name: new RegExp(`^${CHEF_SLOTS[0]!.label}`) });
    expect(first).toBeDisabled();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(CHEF_SLOTS.length);
    fireEvent.click(first);
    expect(screen.getByTestId('chosen')).toHaveTextContent(`${DATE}`);
    expect(screen.getByTestId('chosen').textContent).toBe(`${DATE} `);

    await act(async () => release());
    await answered();
    const full = slotButton(CHEF_SLOTS.find((s) => s.id === '19-20')!.label);
    expect(full).toBeDisabled();
    expect(full).toHaveTextContent(FULLY_BOOKED_LABEL);
    expect(full).toHaveAttribute('data-state', 'full');
    const free = slotButton(CHEF_SLOTS.find((s) => s.id === '18-19')!.label);
    expect(free).toBeEnabled();
    expect(free).not.toHaveTextContent(FULLY_BOOKED_LABEL);
    fireEvent.click(free);
    expect(screen.getByTestId('chosen')).toHaveTextContent(`${DATE} 18-19`);
    expect(server.calls(SLOTS)[0]?.query).toEqual({ service: 'chef', pincode: PINCODE, date: DATE });
  });

  it('a full day says so and offers the next free date as one tap, which asks again for that date', async () => {
    const server = serve(
      (request, slots) =>
        String(request.query.date) === DATE
          ? slotsAnswer(slots, { date: DATE, full: slots.map((s) => s.id), nextAvailableDate: NEXT })
          : slotsAnswer(slots, { date: String(request.query.date) }),
      CHEF_SLOTS,
    );
    showPicker('chef');
    const dayFull = await screen.findByTestId('day-full', {}, { timeout: 5000 });
    expect(dayFull).toHaveTextContent('No free time on this date.');
    for (const slot of CHEF_SLOTS) expect(slotButton(slot.label)).toBeDisabled();
    fireEvent.click(within(dayFull).getByRole('button', { name: 'Next free date: Mon, 12 Jan' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent(NEXT);
    await waitFor(() => expect(server.calls(SLOTS).some((c) => c.query.date === NEXT)).toBe(true));
    await waitFor(() => expect(slotButton(CHEF_SLOTS[0]!.label)).toBeEnabled(), { timeout: 5000 });
    expect(screen.queryByTestId('day-full')).toBeNull();
  });

  it('where nobody serves the pincode: the message and the enquiry form, no slots; the enquiry is sent for a call back', async () => {
    const server = fakeApi({
      [SLOTS]: { data: slotsAnswer(CHEF_SLOTS, { date: DATE, served: false }) },
      [CONTACT]: { status: 201, message: 'Thank you. We will call you back. Reference C-123.', data: { reference: 'C-123' } },
    });
    mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
    showPicker('chef');
    const notServed = await screen.findByTestId('pincode-not-served', {}, { timeout: 5000 });
    expect(notServed).toHaveTextContent(PINCODE_NOT_SERVED_MESSAGE);
    expect(screen.queryByRole('button', { name: new RegExp(`^${CHEF_SLOTS[0]!.label}`) })).toBeNull();
    const form = await within(notServed).findByRole('form', { name: 'Enquiry form' }, { timeout: 5000 });
    expect(within(form).getByRole('textbox', { name: 'About your party' })).toHaveValue(
      "I'd like Chef for Party at pincode 201309 on 10 Jan 2099. Please call me back.",
    );
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(within(form).getByLabelText('Mobile number'), { target: { value: '+91 98765 43210' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(
      await within(notServed).findByText('Thank you. We will call you back. Reference C-123.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.calls(CONTACT)[0]?.body).toEqual({
      name: 'Ravi Kumar',
      phone: '9876543210',
      message: "I'd like Chef for Party at pincode 201309 on 10 Jan 2099. Please call me back.",
    });
  });

  it('says a pincode nobody serves at the pincode step, before any date is chosen (the earliest date is asked)', async () => {
    const server = serve(() => slotsAnswer(CHEF_SLOTS, { date: '2098-12-02', served: false }), CHEF_SLOTS);
    showPicker('chef', { date: '' });
    expect(await screen.findByTestId('pincode-not-served', {}, { timeout: 5000 })).toHaveTextContent(PINCODE_NOT_SERVED_MESSAGE);
    expect(server.calls(SLOTS)[0]?.query).toEqual({ service: 'chef', pincode: PINCODE, date: '2098-12-02' });
    expect(await screen.findByRole('textbox', { name: 'About your party' }, { timeout: 5000 })).toHaveValue(
      "I'd like Chef for Party at pincode 201309. Please call me back.",
    );
  });

  it('with a served pincode and no date yet, offers no slot and calls no day full', async () => {
    serve(() => slotsAnswer(CHEF_SLOTS, { date: '2098-12-02' }), CHEF_SLOTS);
    showPicker('chef', { date: '' });
    await answered();
    for (const slot of CHEF_SLOTS) expect(slotButton(slot.label)).toBeDisabled();
    expect(screen.queryByTestId('day-full')).toBeNull();
    expect(screen.getByText('Choose a date to see the free times.')).toBeInTheDocument();
  });

  it('a chosen slot the answer finds full is unselected with a note', async () => {
    serve(() => slotsAnswer(CHEF_SLOTS, { date: DATE, full: ['19-20'] }), CHEF_SLOTS);
    showPicker('chef', { slotId: '19-20' });
    expect(await screen.findByText(/was just fully booked\. Please choose another time\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('chosen').textContent).toBe(`${DATE} `);
  });

  it('asks for the pincode first: no question and no slot before a full pincode; the last one typed in the tab comes back', async () => {
    const server = serve((request, slots) => slotsAnswer(slots, { date: String(request.query.date) }), CHEF_SLOTS);
    const { unmount } = showPicker('chef', { pincode: '' });
    expect(screen.getByText('Enter the pincode to see the free times.')).toBeInTheDocument();
    for (const slot of CHEF_SLOTS) expect(slotButton(slot.label)).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Party pincode'), { target: { value: '20 13a09' } });
    expect(screen.getByLabelText('Party pincode')).toHaveValue(PINCODE);
    await answered();
    expect(server.calls(SLOTS)).toHaveLength(1);
    unmount();
    showPicker('chef', { pincode: '' });
    expect(screen.getByLabelText('Party pincode')).toHaveValue(PINCODE);
  });

  it('still applies the clock: a slot the lead time refuses stays disabled without "Fully booked"', async () => {
    serve((request, slots) => slotsAnswer(slots, { date: String(request.query.date) }), CHEF_SLOTS);
    function Tomorrow() {
      const [slotId, setSlotId] = useState('');
      return (
        <DateSlotFields
          eventDate="2098-12-02"
          onDateChange={() => undefined}
          slotId={slotId}
          onSlotChange={setSlotId}
          now={new Date('2098-12-01T12:30:00Z')} // 18:00 IST: tomorrow's slots before 18:00 are under 24 hours away
          slots={CHEF_SLOTS}
          isBookable={isChefSlotBookable}
          earliestDate={() => '2098-12-02'}
          hint=""
          legend="Arrival time"
          errors={{}}
          availability={{ service: 'chef', pincode: PINCODE, onPincodeChange: () => undefined }}
        />
      );
    }
    render(
      <StoreHost>
        <Tomorrow />
      </StoreHost>,
    );
    await answered();
    const early = slotButton(CHEF_SLOTS[0]!.label);
    expect(early).toBeDisabled();
    expect(early).not.toHaveTextContent(FULLY_BOOKED_LABEL);
    expect(slotButton(CHEF_SLOTS.at(-1)!.label)).toBeEnabled();
  });
});

describe('the pincode asked first is prefilled only where the booking has none', () => {
  beforeEach(() => sessionStorage.clear());

  const foodDraft = (pincode: string) => ({
    nonVeg: false,
    packageId: null,
    dishes: [],
    guests: 20,
    extras: { disposables: false, tables: false },
    eventDate: '',
    slotId: '',
    address: { name: 'Asha Verma', line1: 'House 12, Green Park', landmark: '', pincode },
    area: null,
    note: '',
    citySlug: null,
    attribution: { source: 'organic' as const, utm: {} },
  });

  it("takes the tab's last pincode into a draft without one, keeping the rest of its address", async () => {
    serve((request, slots) => slotsAnswer(slots, { date: String(request.query.date) }), FOOD_SLOTS);
    sessionStorage.setItem('lastPincode', PINCODE);
    updateDraft('foodDelivery', () => foodDraft(''));
    render(
      <StoreHost>
        <FoodDateScreen service="delivery" />
      </StoreHost>,
    );
    await waitFor(() => expect(screen.getByLabelText('Party pincode')).toHaveValue(PINCODE));
    expect(readDraft('foodDelivery')?.address).toMatchObject({ name: 'Asha Verma', line1: 'House 12, Green Park', pincode: PINCODE });
  });

  it("never replaces the draft's own pincode", async () => {
    serve((request, slots) => slotsAnswer(slots, { date: String(request.query.date) }), FOOD_SLOTS);
    sessionStorage.setItem('lastPincode', PINCODE);
    updateDraft('foodDelivery', () => foodDraft('110016'));
    render(
      <StoreHost>
        <FoodDateScreen service="delivery" />
      </StoreHost>,
    );
    await waitFor(() => expect(screen.getByLabelText('Party pincode')).toHaveValue('110016'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(readDraft('foodDelivery')?.address.pincode).toBe('110016');
  });
});

describe("each flow's picker asks for its service", () => {
  beforeEach(() => sessionStorage.clear());

  it('chef: the arrival slots are asked with the number of dishes', async () => {
    const server = serve((request, slots) => slotsAnswer(slots, { date: String(request.query.date), full: ['12-13'] }), CHEF_SLOTS);
    render(
      <StoreHost>
        <SchedulePicker
          people={10}
          onPeopleChange={() => undefined}
          eventDate={DATE}
          onDateChange={() => undefined}
          slotId=""
          onSlotChange={() => undefined}
          now={NOW}
          errors={{}}
          availability={{ service: 'chef', pincode: PINCODE, onPincodeChange: () => undefined, dishes: 4 }}
        />
      </StoreHost>,
    );
    await answered();
    expect(server.calls(SLOTS)[0]?.query).toEqual({ service: 'chef', pincode: PINCODE, date: DATE, dishes: 4 });
    expect(slotButton(CHEF_SLOTS.find((s) => s.id === '12-13')!.label)).toHaveTextContent(FULLY_BOOKED_LABEL);
  });

  it('photography: the checkout asks with the package hours plus the extra hours, and its pincode is the address pincode', async () => {
    const server = serve((request, slots) => slotsAnswer(slots, { date: String(request.query.date), full: ['10-11'] }), CHEF_SLOTS);
    updateDraft('photography', () => ({
      package: {
        _id: 'p1',
        slug: 'birthday-basic',
        name: 'Birthday Basic',
        price: 5999,
        hours: 3,
        editedPhotos: 50,
        image: null,
        path: '/photography-page/birthday-basic',
      },
      addons: [],
      extraHours: 2,
      eventDate: DATE,
      slotId: '',
      address: { name: '', line1: '', landmark: '', pincode: PINCODE },
      area: null,
      note: '',
      citySlug: null,
      attribution: { source: 'organic' as const, utm: {} },
    }));
    render(
      <StoreHost>
        <PhotographyCheckoutScreen />
      </StoreHost>,
    );
    await waitFor(() => expect(server.calls(SLOTS)).toHaveLength(1), { timeout: 5000 });
    expect(server.calls(SLOTS)[0]?.query).toEqual({ service: 'photography', pincode: PINCODE, date: DATE, hours: 5 });
    await answered();
    expect(slotButton(CHEF_SLOTS.find((s) => s.id === '10-11')!.label)).toHaveTextContent(FULLY_BOOKED_LABEL);
    expect(screen.getByLabelText('Pincode')).toHaveValue(PINCODE);
  });

  it.each([
    ['delivery', 'food-delivery'],
    ['buffet', 'buffet'],
  ] as const)(
    'food %s: the pincode typed above the date is asked with the slots and carried into the draft address',
    async (service, key) => {
      const server = serve((request, slots) => slotsAnswer(slots, { date: String(request.query.date), full: ['19-20'] }), FOOD_SLOTS);
      render(
        <StoreHost>
          <FoodDateScreen service={service} />
        </StoreHost>,
      );
      fireEvent.change(await screen.findByLabelText('Party pincode'), { target: { value: PINCODE } });
      fireEvent.change(document.querySelector('input[type="date"]')!, { target: { value: DATE } });
      await waitFor(() => expect(server.calls(SLOTS).map((c) => c.query)).toContainEqual({ service: key, pincode: PINCODE, date: DATE }), {
        timeout: 5000,
      });
      await answered();
      expect(slotButton(FOOD_SLOTS.find((s) => s.id === '19-20')!.label)).toHaveTextContent(FULLY_BOOKED_LABEL);
      expect(readDraft(service === 'delivery' ? 'foodDelivery' : 'buffet')?.address.pincode).toBe(PINCODE);
    },
  );

  it('decoration: a full three-hour slot is greyed on the product page; a pincode nobody serves gets the enquiry', async () => {
    const product: ProductDetailsPublic = {
      _id: 'p1',
      slug: 'gold-arch',
      name: 'Gold & Black Arch',
      category: 'birthday',
      price: 2499,
      previousPrice: null,
      images: [],
      description: 'An arch.',
      inclusions: { balloonCount: 100, colours: ['Gold'], props: [] },
      setupMinutes: 60,
      tags: [],
      addons: [],
    };
    const context: DecorationContext = { source: 'organic', root: '/balloon-decoration', organicRoot: '/balloon-decoration', place: null };
    const server = serve(
      (request, slots) =>
        request.query.pincode === PINCODE
          ? slotsAnswer(slots, { date: String(request.query.date), full: ['16-19'] })
          : slotsAnswer(slots, { date: String(request.query.date), served: false }),
      DECORATION_SLOTS,
    );
    render(
      <StoreHost>
        <BookingPanel context={context} product={product} categoryName="Birthday" />
      </StoreHost>,
    );
    fireEvent.change(screen.getByLabelText('Party pincode'), { target: { value: PINCODE } });
    fireEvent.change(document.querySelector('input[type="date"]')!, { target: { value: DATE } });
    await answered();
    expect(server.calls(SLOTS).at(-1)?.query).toEqual({ service: 'decoration', pincode: PINCODE, date: DATE });
    const full = slotButton(DECORATION_SLOTS.find((s) => s.id === '16-19')!.label);
    expect(full).toBeDisabled();
    expect(full).toHaveTextContent(FULLY_BOOKED_LABEL);

    fireEvent.change(screen.getByLabelText('Party pincode'), { target: { value: '110001' } });
    expect(await screen.findByTestId('pincode-not-served', {}, { timeout: 5000 })).toHaveTextContent(PINCODE_NOT_SERVED_MESSAGE);
    // the address form shows the same pincode
    expect(screen.getByLabelText('Pincode')).toHaveValue('110001');
  });
});
