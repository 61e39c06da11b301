import { EXTRA_EDITED_PHOTO_ADDON } from '../../lib/contracts/photos';
import type { SeedPhotographyAddon } from './types';

/**
 * The photography add-ons, one fixed price each (whole rupees; the original showed price ranges
 * and charged their midpoint). Extra hours are not an add-on: they are the booking's `extraHours`, priced
 * by lib/pricing (₹650 an hour, at most 4).
 */
export const photographyAddons: readonly SeedPhotographyAddon[] = [
  {
    slug: 'extra-photographer',
    name: 'Extra photographer',
    description: 'A second photographer for the whole coverage, so two rooms or the stage and the guests are covered at once.',
    price: 2000,
  },
  {
    slug: 'cinematic-video',
    name: 'Cinematic video',
    description: 'A videographer films alongside the photographer; you get a 3 to 5 minute edited highlight film with music.',
    price: 5000,
  },
  {
    slug: EXTRA_EDITED_PHOTO_ADDON,
    name: 'Extra edited photo',
    description: 'One more of your favourites retouched (skin, light and colour), beyond the edited photos of the package.',
    price: 70,
  },
];

/** Every add-on's slug, in offer order (most packages offer all of them). */
export const ALL_PHOTOGRAPHY_ADDONS: readonly string[] = photographyAddons.map((addon) => addon.slug);
