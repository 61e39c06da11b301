/** A titled section of an information page; paragraphs are plain text, items an optional bullet list. */
export interface ContentSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** A seeded customer review (shown on /reviews). rating 1-5 whole stars; date ISO yyyy-mm-dd. */
export interface SeedReview {
  slug: string;
  customerName: string;
  city: string;
  service: 'Chef for Party' | 'Balloon Decoration' | 'Photography' | 'Party Food Delivery' | 'Live Buffet Catering';
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  date: string;
}
