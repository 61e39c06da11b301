import { describe, expect, it } from 'vitest';
import { schemaReviewListQuery, schemaReviewSave } from '../../../lib/contracts/reviews';
import { aggregateRatingJsonLd, reviewsAggregateJsonLd, withAggregateRating } from '../../../lib/jsonLd';
import { canEditReview, canReviewStatus, reviewerName, reviewMonth, reviewServiceOf } from '../../../lib/reviews';

const ORDER_ID = '6f1c3a52-5b7e-4d53-9a0e-2f3c4b5d6e7f';

describe('review rules', () => {
  it('shows only the first name and the initial of the last name', () => {
    expect(reviewerName('Priya Kumari Sharma')).toBe('Priya S.');
    expect(reviewerName('  asha   verma ')).toBe('asha V.');
    expect(reviewerName('Rahul')).toBe('Rahul');
    expect(reviewerName('')).toBe('Customer');
    expect(reviewerName(null)).toBe('Customer');
  });

  it('names the month of the booking in IST', () => {
    expect(reviewMonth('2026-03-01')).toBe('March 2026');
    expect(reviewMonth('2026-12-31')).toBe('December 2026');
  });

  it('allows reviews of completed orders only, edits for 7 days', () => {
    expect([0, 1, 2, 3, 4, 6].filter(canReviewStatus)).toEqual([3]);
    const written = new Date('2026-11-01T10:00:00Z');
    expect(canEditReview(written, new Date('2026-11-08T10:00:00Z'))).toBe(true);
    expect(canEditReview(written, new Date('2026-11-08T10:00:01Z'))).toBe(false);
    expect(reviewServiceOf(2)).toBe('chef');
    expect(reviewServiceOf(1)).toBe('decoration');
    // every service we sell has reviews (lib/services), a type we do not sell has none
    expect(reviewServiceOf(6)).toBe('food-delivery');
    expect(reviewServiceOf(7)).toBe('buffet');
    expect(reviewServiceOf(9)).toBe('photography');
    expect(reviewServiceOf(3)).toBeNull();
  });
});

describe('the review contract', () => {
  const valid = { orderId: ORDER_ID, rating: 4, text: 'Lovely food,\nvery polite chef.\tThanks!' };

  it('accepts 1-5 stars and 10-1000 characters over several lines', () => {
    expect(schemaReviewSave.parse(valid).text).toBe(valid.text);
    expect(schemaReviewSave.safeParse({ ...valid, text: 'x'.repeat(1000) }).success).toBe(true);
  });

  it('refuses other ratings, short or long texts and control characters', () => {
    for (const rating of [0, 6, 4.5, '5']) expect(schemaReviewSave.safeParse({ ...valid, rating }).success, String(rating)).toBe(false);
    expect(schemaReviewSave.safeParse({ ...valid, text: '   too short  ' }).success).toBe(false);
    expect(schemaReviewSave.safeParse({ ...valid, text: 'x'.repeat(1001) }).success).toBe(false);
    for (const bad of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
      const result = schemaReviewSave.safeParse({ ...valid, text: `Great party ${bad} thanks` });
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['text']);
    }
  });

  it('reads the list query: an optional known service and a page', () => {
    expect(schemaReviewListQuery.parse({})).toEqual({ page: 1 });
    expect(schemaReviewListQuery.parse({ service: 'chef', page: '2' })).toEqual({ service: 'chef', page: 2 });
    expect(schemaReviewListQuery.safeParse({ service: 'waiter' }).success).toBe(false);
  });
});

describe('AggregateRating markup', () => {
  it('is published only when computed from real reviews, with reviewCount', () => {
    expect(aggregateRatingJsonLd({ count: 0, average: 0 })).toBeNull();
    expect(withAggregateRating({ count: 0, average: 0 })).toEqual({});
    expect(reviewsAggregateJsonLd({ count: 0, average: 0 })).toBeNull();
    expect(aggregateRatingJsonLd({ count: 3, average: 4.3 })).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(reviewsAggregateJsonLd({ count: 3, average: 4.3 })).toMatchObject({
      '@type': 'Organization',
      aggregateRating: { reviewCount: 3 },
    });
  });
});
