// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PhotographyBookingPanel from '../../../../components/photography/PhotographyBookingPanel';
import type { PhotographyPackageDetails } from '../../../../lib/contracts/photography';
import { clearAllDrafts, clearDraft, readDraft } from '../../../../store/drafts';

const mocks = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/router', () => ({ useRouter: () => ({ push: mocks.push }) }));

/** The Birthday package: ₹4,500, 4 hours, an extra photographer at ₹2,000 (1-5). */
const birthday: PhotographyPackageDetails = {
  _id: 'pkg-birthday',
  slug: 'birthday-party-photography',
  name: 'Birthday Photography',
  occasion: 'birthday',
  occasionGroup: 'intimate',
  price: 4500,
  hours: 4,
  photosMin: 150,
  photosMax: 200,
  editedPhotos: 20,
  deliveryDays: 7,
  image: null,
  tags: [],
  description: 'Birthday',
  inclusions: [],
  images: [],
  addons: [{ slug: 'extra-photographer', name: 'Extra photographer', description: 'A second angle', price: 2000, maxQuantity: 5 }],
};
const other: PhotographyPackageDetails = {
  ...birthday,
  _id: 'pkg-shower',
  slug: 'baby-shower-photography',
  name: 'Baby Shower Photography',
};

const quantity = (label: string) => screen.getByLabelText(`${label} quantity`).textContent;

beforeEach(() => {
  window.sessionStorage.clear();
  mocks.push.mockClear();
});

/** The product page's choices live in the one draft store (store/drafts), not a second one. */
describe('photography product page choices', () => {
  it('are the tab photography draft: written on every change and read back after a reload', () => {
    const first = render(<PhotographyBookingPanel pkg={birthday} place={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'One more Extra photographer' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more Extra hour' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more Extra hour' }));
    expect(readDraft('photography')).toMatchObject({
      package: { slug: birthday.slug, price: 4500 },
      addons: [{ slug: 'extra-photographer', quantity: 1, price: 2000 }],
      extraHours: 2,
    });
    first.unmount();

    render(<PhotographyBookingPanel pkg={birthday} place={null} />);
    expect(quantity('Extra photographer')).toBe('1');
    expect(quantity('Extra hour')).toBe('2');
    // another package starts from nothing chosen
    cleanup();
    render(<PhotographyBookingPanel pkg={other} place={null} />);
    expect(quantity('Extra photographer')).toBe('0');
  });

  it('Book Now keeps the draft and opens the checkout', () => {
    render(<PhotographyBookingPanel pkg={birthday} place={null} />);
    fireEvent.click(screen.getByRole('button', { name: /^Book Now/ }));
    expect(readDraft('photography')).toMatchObject({ package: { slug: birthday.slug }, addons: [], extraHours: 0 });
    expect(mocks.push).toHaveBeenCalledWith('/photography-checkout');
  });

  it('go when the order is placed and when the customer logs out', () => {
    render(<PhotographyBookingPanel pkg={birthday} place={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'One more Extra photographer' }));
    act(() => clearDraft('photography'));
    expect(quantity('Extra photographer')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'One more Extra hour' }));
    expect(quantity('Extra hour')).toBe('1');
    act(() => clearAllDrafts());
    expect(quantity('Extra hour')).toBe('0');
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('photography'))).toEqual([]);
  });
});
