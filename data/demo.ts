/**
 * Example customers, completed orders and reviews for a demonstration install. Written only by
 * `SEED_DEMO=1 npm run db:seed`, never by default and never at start-up: real reviews come from real
 * customers of completed orders. The surname "Demo" marks them (shown as "D.").
 */
export interface DemoBooking {
  /** A 10-digit mobile number of the demo range 60000000xx. */
  phone: string;
  name: string;
  service: 'chef' | 'decoration';
  /** Days before the seed's run that the service took place. */
  daysAgo: number;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  {
    phone: '6000000001',
    name: 'Asha Demo',
    service: 'chef',
    daysAgo: 12,
    rating: 5,
    text: 'Demo review: the chef arrived on time, cooked every dish we chose and left the kitchen clean.',
  },
  {
    phone: '6000000002',
    name: 'Rahul Demo',
    service: 'decoration',
    daysAgo: 20,
    rating: 4,
    text: 'Demo review: the balloon decoration matched the photos; setting up took a little longer than planned.',
  },
  {
    phone: '6000000003',
    name: 'Meera Demo',
    service: 'chef',
    daysAgo: 33,
    rating: 4,
    text: 'Demo review: tasty food for twelve guests and the ingredient list was accurate.',
  },
];
