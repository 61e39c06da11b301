import type { SeedCuisine } from './types';

/** Cuisine chips shown on the chef-booking page, in display order (North Indian first). */
export const cuisines: readonly SeedCuisine[] = [
  { slug: 'north-indian', name: 'North Indian', sortOrder: 1 },
  { slug: 'south-indian', name: 'South Indian', sortOrder: 2 },
  { slug: 'chinese', name: 'Chinese', sortOrder: 3 },
  { slug: 'mughlai', name: 'Mughlai', sortOrder: 4 },
  { slug: 'punjabi', name: 'Punjabi', sortOrder: 5 },
  { slug: 'continental', name: 'Continental', sortOrder: 6 },
  { slug: 'italian', name: 'Italian', sortOrder: 7 },
  { slug: 'street-food', name: 'Street Food & Chaat', sortOrder: 8 },
  { slug: 'gujarati', name: 'Gujarati', sortOrder: 9 },
  { slug: 'rajasthani', name: 'Rajasthani', sortOrder: 10 },
  { slug: 'maharashtrian', name: 'Maharashtrian', sortOrder: 11 },
  { slug: 'bengali', name: 'Bengali', sortOrder: 12 },
  { slug: 'hyderabadi', name: 'Hyderabadi', sortOrder: 13 },
  { slug: 'kerala', name: 'Kerala', sortOrder: 14 },
];
