import type { FoodService } from '../../lib/booking';

/**
 * What each party-food service includes, as the select-date step, the checkout and the order page
 * list it. Charges are on the bill (lib/pricing); these lines only say what comes with the service.
 */
export const FOOD_INCLUSIONS: Readonly<Record<FoodService, readonly string[]>> = {
  delivery: [
    'Cooked fresh on the day by our kitchen chefs',
    'Packed hot in sealed, labelled food-grade containers',
    'Delivered to your door in your chosen one-hour slot',
  ],
  buffet: [
    '2 chefs who cook and serve at your venue',
    '2 waiters in uniform, with caps and gloves',
    'Chafing dishes to keep every dish hot',
    'Crockery and cutlery for every guest',
    'Transport of food, staff and equipment both ways',
    '20-litre drinking water can',
  ],
};

/** What a buffet customer provides (told before booking, never a surprise on the day). */
export const BUFFET_EXCLUSIONS: readonly string[] = ['Buffet and kitchen tables (add serving tables to the order, or use your own)'];
