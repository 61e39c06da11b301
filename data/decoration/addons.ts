import type { SeedAddon } from './types';

/**
 * Optional extras a customer can add to a decoration. Prices are per unit in whole rupees;
 * services (magic show, tattoo artist) and single large props can be taken once.
 */
export const decorationAddons: readonly SeedAddon[] = [
  // The required add-ons, with exactly these prices
  { slug: 'backdrop-stand', name: 'Backdrop Stand', price: 800, maxQuantity: 1 },
  { slug: 'small-neon-light', name: 'Small Neon Light', price: 428, maxQuantity: 2 },
  { slug: 'happy-birthday-foil', name: 'Happy Birthday Foil Balloons', price: 170, maxQuantity: 2 },
  { slug: 'digit-foil-16-inch', name: '16-inch Digit Foil Balloon', price: 45, maxQuantity: 4 },
  { slug: 'magic-show', name: 'Magic Show (1 hour)', price: 4999, maxQuantity: 1 },
  { slug: 'cartoon-mascot', name: 'Cartoon Mascot', price: 3280, maxQuantity: 2 },
  { slug: 'tattoo-artist', name: 'Tattoo Artist', price: 3500, maxQuantity: 1 },
  // further extras
  { slug: 'fairy-lights', name: 'LED Fairy String Lights (5 m)', price: 249, maxQuantity: 4 },
  { slug: 'name-banner', name: 'Personalised Name Banner', price: 399, maxQuantity: 1 },
  { slug: 'photo-booth-props', name: 'Photo-Booth Props (set of 15)', price: 349, maxQuantity: 2 },
  { slug: 'bubble-machine', name: 'Bubble Machine with Operator', price: 1499, maxQuantity: 1 },
  { slug: 'cake-table-backdrop', name: 'Cake-Table Backdrop with Table Cover', price: 999, maxQuantity: 1 },
  { slug: 'oh-baby-foil', name: '"Oh Baby" Foil Balloons', price: 249, maxQuantity: 1 },
  { slug: 'bride-to-be-set', name: '"Bride to Be" Sash and Foil Balloons', price: 449, maxQuantity: 1 },
  { slug: 'rose-petals', name: 'Rose Petals Pack (500 g)', price: 599, maxQuantity: 3 },
  { slug: 'heart-foil-balloons', name: 'Heart-Shaped Foil Balloons (pack of 5)', price: 199, maxQuantity: 4 },
  { slug: 'welcome-home-banner', name: 'Welcome Home Banner', price: 299, maxQuantity: 1 },
  { slug: 'helium-balloon-bunch', name: 'Helium Balloons Bunch (15 balloons)', price: 1199, maxQuantity: 3 },
];
