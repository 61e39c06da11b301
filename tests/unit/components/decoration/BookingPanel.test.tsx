// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BookingPanel from '../../../../components/decoration/BookingPanel';
import type { DecorationContext, ProductDetailsPublic } from '../../../../lib/contracts/decoration';
import { StoreHost } from '../../../../store/StoreHost';

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/balloon-decoration/birthday/gold-arch', pathname: '/[...slug]', query: {}, push: vi.fn() }),
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

const bookNow = () => fireEvent.click(screen.getByRole('button', { name: /Book Now/ }));

describe('decoration BookingPanel field errors (issue 20, 6.3)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(cleanup);

  it('Book Now with errors scrolls to the first field in error and focuses it', async () => {
    renderPanel();
    bookNow();
    const date = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[type="date"]');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      return input!;
    });
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(scrolled[0]).toBe(date);
  });

  it('drops each red error as soon as its field is fixed', async () => {
    renderPanel();
    bookNow();
    await screen.findByText('Please choose a date from tomorrow');
    expect(screen.getByText('Please choose a time slot')).toBeInTheDocument();
    const name = screen.getByLabelText('Contact name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    const nameError = name.parentElement!.querySelector('span')!.textContent!;

    fireEvent.change(name, { target: { value: 'Ravi Kumar' } });
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(nameError)).toBeNull();

    fireEvent.change(document.querySelector('input[type="date"]')!, { target: { value: '2099-01-10' } });
    expect(screen.queryByText('Please choose a date from tomorrow')).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { pressed: false })[0]!);
    expect(screen.queryByText('Please choose a time slot')).toBeNull();
    // the address line still has its error: only fixed fields lose theirs
    expect(screen.getByLabelText('House / flat number, building and street')).toHaveAttribute('aria-invalid', 'true');
  });
});
