// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import ReviewsScreen from '../../../../components/reviews/ReviewsScreen';
import type { ReviewPage } from '../../../../lib/contracts/reviews';
import { withMessages } from '../../../../server/i18n/messages';
import { strayOnScreen } from '../../../helpers/hindiText';

const page = (change: Partial<ReviewPage> = {}): ReviewPage => ({
  reviews: [
    {
      _id: 'r1',
      rating: 5,
      text: 'Lovely food and a very polite chef',
      reviewer: 'Priya S.',
      service: 'chef',
      serviceName: 'Chef for Party',
      month: 'March 2026',
      createdAt: '2026-03-20T10:00:00.000Z',
    },
    {
      _id: 'r2',
      rating: 4,
      text: 'Balloons were great',
      reviewer: 'Customer',
      service: 'decoration',
      serviceName: 'Balloon Decoration',
      month: 'December 2025',
      createdAt: '2025-12-20T10:00:00.000Z',
    },
  ],
  summary: { count: 25, average: 4.6 },
  page: 1,
  pageSize: 20,
  ...change,
});

const hindi = (ui: React.ReactNode) => render(<I18nProvider value={withMessages('hi', ['reviews']).i18n}>{ui}</I18nProvider>);

describe('/hi/reviews', () => {
  it('says everything in Hindi: summary, verified label, service, month, pager; the reviews stay as written', () => {
    const { container } = hindi(<ReviewsScreen page={page()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'ग्राहकों की राय' })).toBeInTheDocument();
    expect(screen.getByTestId('review-summary')).toHaveTextContent('5 में से 4.6, 25 रिव्यू से');
    expect(screen.getAllByText('✓ पक्की बुकिंग')).toHaveLength(2);
    expect(screen.getByText('Priya S. · पार्टी के लिए शेफ · मार्च 2026')).toBeInTheDocument();
    expect(screen.getByText('ग्राहक · बैलून डेकोरेशन · दिसंबर 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पुराने रिव्यू' })).toHaveAttribute('href', '/reviews?page=2');
    expect(strayOnScreen(container, ['Lovely food and a very polite chef', 'Balloons were great', 'Priya S.'])).toEqual([]);
  });

  it('says honestly in Hindi that there are no reviews yet', () => {
    const { container } = hindi(<ReviewsScreen page={page({ reviews: [], summary: { count: 0, average: 0 } })} />);
    expect(screen.getByTestId('reviews-empty')).toHaveTextContent('अभी कोई रिव्यू नहीं है।');
    expect(strayOnScreen(container)).toEqual([]);
  });

  it('keeps the English page as it was', () => {
    render(<ReviewsScreen page={page()} />);
    expect(screen.getByTestId('review-summary')).toHaveTextContent('4.6 out of 5 from 25 reviews');
    expect(screen.getByText('Priya S. · Chef for Party · March 2026')).toBeInTheDocument();
    expect(screen.getAllByText('✓ Verified booking')).toHaveLength(2);
  });
});
