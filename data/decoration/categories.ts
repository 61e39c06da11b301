import type { DecorationCategory } from '../../lib/contracts/decoration';

/** A balloon-decoration category (spec 9: the slugs used in messages and URLs); the shape lives with the page contract. */
export type { DecorationCategory };

/** Spec 9: the decoration categories, in menu order. */
export const DECORATION_CATEGORIES: readonly DecorationCategory[] = [
  {
    slug: 'birthday',
    name: 'Birthday Decoration',
    description: 'Balloon arches, name banners and photo-booth backdrops for birthdays at home, in any colour theme.',
    image: '/images/events/birthday-celebration.svg',
  },
  {
    slug: 'kids-birthday',
    name: 'Kids Birthday Decoration',
    description: 'Cartoon and jungle themes, balloon bouquets and add-ons such as a magic show, a cartoon mascot or a tattoo artist.',
    image: '/images/events/kids-event.svg',
  },
  {
    slug: 'premium',
    name: 'Premium Decoration',
    description: 'Large balloon walls, neon signs, flower accents and themed props for a party that stands out.',
    image: '/images/events/house-party.svg',
  },
  {
    slug: 'baby-shower',
    name: 'Baby Shower Decoration',
    description: 'Soft pastel balloon garlands, "Oh Baby" foils and a decorated chair for the mother-to-be.',
    image: '/images/events/gathering.svg',
  },
  {
    slug: 'welcome-baby',
    name: 'Welcome Baby Decoration',
    description: 'Welcome-home decorations for the newborn: balloons at the door, a name banner and a cosy photo corner.',
    image: '/images/events/kids-event.svg',
  },
  {
    slug: 'anniversary',
    name: 'Anniversary Decoration',
    description: 'Heart balloons, candles and rose-petal setups for an anniversary surprise at home.',
    image: '/images/events/birthday-celebration.svg',
  },
  {
    slug: 'first-night',
    name: 'First Night Decoration',
    description: 'Room decoration with flowers, heart balloons and candles for the first night.',
    image: '/images/events/wedding-event.svg',
  },
  {
    slug: 'haldi-mehendi',
    name: 'Haldi & Mehendi Decoration',
    description: 'Marigold and yellow-green themes with backdrops, umbrellas and seating for haldi and mehendi ceremonies.',
    image: '/images/events/wedding-event.svg',
  },
  {
    slug: 'wedding',
    name: 'Wedding Decoration',
    description: 'Entrance gates, stage backdrops and balloon-and-flower setups for weddings and receptions.',
    image: '/images/events/wedding-event.svg',
  },
  {
    slug: 'bachelorette',
    name: 'Bachelorette Decoration',
    description: 'Rose-gold and neon party setups, "Bride to Be" foils and photo-booth props for the bachelorette.',
    image: '/images/events/house-party.svg',
  },
];

/** The category with this slug, or undefined. */
export function findDecorationCategory(slug: string): DecorationCategory | undefined {
  return DECORATION_CATEGORIES.find((category) => category.slug === slug);
}
