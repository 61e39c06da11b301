// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import BookingPanel from '../../../../components/decoration/BookingPanel';
import type { DecorationContext, ProductDetailsPublic } from '../../../../lib/contracts/decoration';
import { readDraft, saveEventBooking } from '../../../../store/drafts';
import { StoreHost } from '../../../../store/StoreHost';
import { DECORATION_SLOTS } from '../../../../lib/booking';
import { servedPincode, slotsAnswer } from '../common/fakeSlots';
import { fakeApi } from '../gallery/fakeGallery';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  push: (() => Promise.resolve(true)) as (url: string) => Promise<boolean>,
  openLogin: (() => undefined) as (afterLogin?: () => void) => void,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/balloon-decoration/birthday/gold-arch', pathname: '/[...slug]', query: {}, push: mocks.push }),
}));
vi.mock('../../../../components/auth/SessionUi', () => ({
  useSessionUi: () => ({ openLogin: mocks.openLogin, logout: () => undefined, logoutEnded: () => undefined }),
}));

const PRODUCT: ProductDetailsPublic = {
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
const CONTEXT: DecorationContext = { source: 'organic', root: '/balloon-decoration', organicRoot: '/balloon-decoration', place: null };

const scrolled: Element[] = [];

function renderPanel() {
  render(
    <StoreHost>
      <BookingPanel context={CONTEXT} product={PRODUCT} categoryName="Birthday" />
    </StoreHost>,
  );
}

/** A server where 201309 is served and every decoration slot is free. */
const freeSlotsServer = () =>
  fakeApi({
    'GET /api/serviceability/201309': servedPincode('201309'),
    'GET /api/serviceability/slots': (request) => ({ data: slotsAnswer(DECORATION_SLOTS, { date: String(request.query.date) }) }),
  });

/** The first slot the slots answer confirmed free (enabled). */
const firstFreeSlot = () =>
  waitFor(
    () => {
      const free = screen.getAllByRole('button', { pressed: false }).find((b) => b.getAttribute('data-state') === 'open');
      expect(free).toBeDefined();
      return free!;
    },
    { timeout: 5000 },
  );

const bookNow = () => fireEvent.click(screen.getByRole('button', { name: /Book Now/ }));

describe('decoration BookingPanel field errors', () => {
  beforeEach(() => {
    sessionStorage.clear();
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });

  it('Book Now with errors scrolls to the first field in error (the pincode, asked above the date) and focuses it', async () => {
    renderPanel();
    bookNow();
    const pincode = await waitFor(
      () => {
        const input = document.querySelector<HTMLInputElement>('#slot-pincode');
        expect(input).toHaveAttribute('aria-invalid', 'true');
        return input!;
      },
      { timeout: 5000 },
    );
    expect(document.querySelector('input[type="date"]')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toBe(pincode), { timeout: 5000 });
    expect(scrolled[0]).toBe(pincode);
  });

  it('drops each red error as soon as its field is fixed', async () => {
    mocks.apiRequest = freeSlotsServer().apiRequest as typeof mocks.apiRequest;
    renderPanel();
    bookNow();
    await screen.findByText('Please choose a date from tomorrow', {}, { timeout: 5000 });
    expect(screen.getByText('Please choose a time slot')).toBeInTheDocument();
    const name = screen.getByLabelText('Contact name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), { timeout: 5000 });
    const nameError = name.parentElement!.querySelector('span')!.textContent!;

    fireEvent.change(name, { target: { value: 'Ravi Kumar' } });
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(nameError)).toBeNull();

    fireEvent.change(document.querySelector('input[type="date"]')!, { target: { value: '2099-01-10' } });
    expect(screen.queryByText('Please choose a date from tomorrow')).toBeNull();

    fireEvent.change(screen.getByLabelText('Party pincode'), { target: { value: '201309' } });
    fireEvent.click(await firstFreeSlot());
    expect(screen.queryByText('Please choose a time slot')).toBeNull();
    // the address line still has its error: only fixed fields lose theirs
    expect(screen.getByLabelText('House / flat number, building and street')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Book Now asks a guest to log in and then goes on to the checkout by itself', async () => {
    const server = freeSlotsServer();
    mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
    const pushed: string[] = [];
    mocks.push = (url) => {
      pushed.push(url);
      return Promise.resolve(true);
    };
    let afterLogin: (() => void) | undefined;
    mocks.openLogin = (then) => {
      afterLogin = then;
    };
    renderPanel();
    fireEvent.change(screen.getByLabelText('Party pincode'), { target: { value: '201309' } });
    fireEvent.change(document.querySelector('input[type="date"]')!, { target: { value: '2099-01-10' } });
    fireEvent.click(await firstFreeSlot());
    fireEvent.change(screen.getByLabelText('Contact name'), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(screen.getByLabelText('House / flat number, building and street'), { target: { value: 'House 12, Street 4' } });
    // the pincode typed above the date is the address's pincode
    expect(screen.getByLabelText('Pincode')).toHaveValue('201309');
    bookNow();
    await waitFor(() => expect(afterLogin).toBeTypeOf('function'), { timeout: 5000 });
    expect(pushed).toEqual([]);
    afterLogin!();
    expect(pushed).toEqual(['/checkout']);
  });

  it("starts on the event's date and venue when booked from an event page", async () => {
    saveEventBooking({ eventId: 'e1', title: "Riya's 5th", date: '2026-12-12', venue: 'Green Park, New Delhi', guests: 20 });
    renderPanel();
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[type="date"]')).toHaveValue('2026-12-12'));
    expect(readDraft('decoration')).toMatchObject({
      product: { slug: 'gold-arch' },
      eventDate: '2026-12-12',
      address: { line1: 'Green Park, New Delhi' },
    });
  });
});
