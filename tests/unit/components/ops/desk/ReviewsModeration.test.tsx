// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReviewsModeration from '../../../../../components/ops/desk/ReviewsModeration';
import type { ModeratedReview } from '../../../../../lib/contracts/opsDesk';
import { fakeOpsApi, renderOps } from './fakeOps';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops/reviews', replace: vi.fn(async () => true) }) }));

const shown: ModeratedReview = {
  _id: 'r1',
  orderId: 'o1',
  orderNumber: 'PS11111',
  service: 'Chef for Party',
  rating: 5,
  text: 'Lovely food, the chef was on time',
  reviewer: 'Priya S.',
  createdAt: '2026-11-20T05:00:00.000Z',
  hidden: false,
  hiddenAt: null,
  hiddenBy: null,
};
const hidden: ModeratedReview = {
  ...shown,
  _id: 'r2',
  orderNumber: 'PS22222',
  rating: 1,
  text: 'Rude words here',
  hidden: true,
  hiddenAt: '2026-11-21T05:00:00.000Z',
  hiddenBy: 'Olga Ops',
};

const renderList = (reviews: ModeratedReview[], canModerate: boolean) =>
  renderOps(
    <ReviewsModeration result={{ reviews, page: 1, pageSize: 30, total: reviews.length }} visibility={null} canModerate={canModerate} />,
  );

describe('ReviewsModeration (the console’s review moderation)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('hides a review with a reason (required) and never offers to edit its text', async () => {
    const { sent } = fakeOpsApi(() => ({
      message: 'Review hidden',
      data: { ...shown, hidden: true, hiddenAt: '2026-11-21T05:00:00.000Z', hiddenBy: 'Olga Ops' },
    }));
    renderList([shown], true);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Hide review' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Names a staff member' } });
    fireEvent.click(confirm);
    await screen.findByText('Review hidden');
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/ops/reviews/r1', body: { hidden: true, reason: 'Names a staff member' } }]);
  });

  it('shows the reason only when the server sent it (admins), and lets a hidden review be shown again', async () => {
    const { sent } = fakeOpsApi(() => ({ message: 'Review shown', data: { ...hidden, hidden: false, hiddenAt: null, hiddenBy: null } }));
    renderList([hidden], true);
    const card = screen.getByTestId('moderated-review');
    expect(card.textContent).toContain('by Olga Ops');
    expect(card.textContent).not.toContain('Reason');
    fireEvent.click(within(card).getByRole('button', { name: 'Show again' }));
    await screen.findByText('Review shown');
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/ops/reviews/r2', body: { hidden: false } }]);
    cleanup();
    renderList([{ ...hidden, hiddenReason: 'Abusive language' }], false);
    expect(screen.getByTestId('moderated-review').textContent).toContain('Reason: Abusive language');
    // support: no buttons
    expect(screen.queryByRole('button', { name: 'Show again' })).toBeNull();
  });
});
