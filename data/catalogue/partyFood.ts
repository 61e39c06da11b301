import type { PartyFoodMode, PartyFoodUnit, SeedPartyFoodDish } from './types';

/**
 * The party-food menu: dishes for bulk food delivery and live buffet catering,
 * grouped by the 8 meal groups of `mealGroups.ts` in display order.
 *
 * Each dish carries:
 * - `platePrice`: whole rupees for ONE plate, i.e. one guest's portion (2026 party-catering rates);
 *   the order price multiplies it by the guests and the quantity factor elsewhere (`lib/`).
 * - `perPersonQty` + `unit`: that one guest's portion in gram, ml or piece
 *   (starters 100-150 gram or 2-4 piece, gravies 150 gram, rice 200-250 gram, breads 2 piece,
 *   soups and drinks 200-250 ml, desserts 100 gram or 1-2 piece, salads 70-80 gram, papad 1 piece).
 * - `modes`: the services offering it. Most dishes are both; live counters that need a chef on
 *   site are buffet only; boxed snacks and packaged drinks are delivery only.
 *
 * A dish that is also in the chef catalogue (`dishes.ts`) has the same `slug` and `name` there,
 * so the two share one illustration. `tawa-roti` and `rumali-roti` are named by slug in the
 * quantity rule (rotis do not count as qualifying dishes): keep those slugs.
 *
 * Rows are written as: isDish, slug, name, ₹ per plate, per-person quantity, unit[, modes].
 */

const BOTH: readonly PartyFoodMode[] = ['delivery', 'buffet'];
/** Live counters: cooked or assembled on site by the buffet chefs. */
const BUFFET_ONLY: readonly PartyFoodMode[] = ['buffet'];
/** Individually packed items that travel well but are not served from a buffet. */
const DELIVERY_ONLY: readonly PartyFoodMode[] = ['delivery'];

/** 1 = veg, 2 = non-veg. */
const VEG = 1;
const NON_VEG = 2;

type DishRow = [
  isDish: typeof VEG | typeof NON_VEG,
  slug: string,
  name: string,
  platePrice: number,
  perPersonQty: number,
  unit: PartyFoodUnit,
  modes?: readonly PartyFoodMode[],
];

/** Builds the dishes of one meal group from table rows. */
function group(mealGroup: string, rows: readonly DishRow[]): SeedPartyFoodDish[] {
  return rows.map(([isDish, slug, name, platePrice, perPersonQty, unit, modes = BOTH]) => ({
    slug,
    name,
    mealGroup,
    isDish,
    platePrice,
    perPersonQty,
    unit,
    modes,
  }));
}

export const partyFoodDishes: readonly SeedPartyFoodDish[] = [
  ...group('appetizer', [
    [VEG, 'paneer-tikka', 'Paneer Tikka', 110, 120, 'gram'],
    [VEG, 'paneer-malai-tikka', 'Paneer Malai Tikka', 120, 120, 'gram'],
    [VEG, 'tandoori-mushroom', 'Tandoori Mushroom', 95, 120, 'gram'],
    [VEG, 'hara-bhara-kebab', 'Hara Bhara Kebab', 65, 3, 'piece'],
    [VEG, 'veg-seekh-kebab', 'Veg Seekh Kebab', 80, 3, 'piece'],
    [VEG, 'veg-manchurian-dry', 'Veg Manchurian (Dry)', 70, 120, 'gram'],
    [VEG, 'chilli-paneer-dry', 'Chilli Paneer (Dry)', 105, 120, 'gram'],
    [VEG, 'honey-chilli-potato', 'Honey Chilli Potato', 70, 120, 'gram'],
    [VEG, 'veg-spring-roll', 'Veg Spring Roll', 60, 3, 'piece'],
    [VEG, 'samosa', 'Samosa', 35, 2, 'piece'],
    [VEG, 'khaman-dhokla', 'Khaman Dhokla', 40, 100, 'gram'],
    [VEG, 'papdi-chaat', 'Papdi Chaat', 50, 120, 'gram'],
    [VEG, 'dahi-bhalla', 'Dahi Bhalla', 50, 2, 'piece'],
    [VEG, 'pani-puri', 'Pani Puri', 45, 6, 'piece', BUFFET_ONLY],
    [VEG, 'aloo-tikki-chaat', 'Aloo Tikki Chaat', 55, 2, 'piece', BUFFET_ONLY],
    [VEG, 'veg-snack-box', 'Veg Snack Box', 90, 1, 'piece', DELIVERY_ONLY],
    [NON_VEG, 'chicken-tikka', 'Chicken Tikka', 140, 120, 'gram'],
    [NON_VEG, 'tandoori-chicken', 'Tandoori Chicken', 150, 2, 'piece'],
    [NON_VEG, 'murgh-malai-tikka', 'Murgh Malai Tikka', 150, 120, 'gram'],
    [NON_VEG, 'chicken-reshmi-kebab', 'Chicken Reshmi Kebab', 145, 3, 'piece'],
    [NON_VEG, 'chicken-tangdi-kebab', 'Chicken Tangdi Kebab', 150, 2, 'piece'],
    [NON_VEG, 'chicken-seekh-kebab', 'Chicken Seekh Kebab', 140, 3, 'piece'],
    [NON_VEG, 'mutton-seekh-kebab', 'Mutton Seekh Kebab', 190, 3, 'piece'],
    [NON_VEG, 'galouti-kebab', 'Galouti Kebab', 200, 2, 'piece'],
    [NON_VEG, 'chicken-65', 'Chicken 65', 120, 120, 'gram'],
    [NON_VEG, 'chilli-chicken-dry', 'Chilli Chicken (Dry)', 125, 120, 'gram'],
    [NON_VEG, 'chicken-lollipop', 'Chicken Lollipop', 130, 3, 'piece'],
    [NON_VEG, 'amritsari-fish-fry', 'Amritsari Fish Fry', 170, 120, 'gram'],
    [NON_VEG, 'fish-tikka', 'Fish Tikka', 180, 120, 'gram'],
    [NON_VEG, 'chilli-fish', 'Chilli Fish', 165, 120, 'gram'],
    [NON_VEG, 'fish-fingers', 'Fish Fingers', 150, 4, 'piece'],
    [NON_VEG, 'tandoori-prawns', 'Tandoori Prawns', 220, 100, 'gram'],
    [NON_VEG, 'chicken-snack-box', 'Chicken Snack Box', 130, 1, 'piece', DELIVERY_ONLY],
  ]),

  ...group('soups-beverages', [
    [VEG, 'tomato-shorba', 'Tomato Shorba', 45, 200, 'ml'],
    [VEG, 'veg-sweet-corn-soup', 'Veg Sweet Corn Soup', 50, 200, 'ml'],
    [VEG, 'veg-hot-and-sour-soup', 'Veg Hot and Sour Soup', 50, 200, 'ml'],
    [VEG, 'masala-chaas', 'Masala Chaas', 30, 200, 'ml'],
    [VEG, 'masala-chai', 'Masala Chai', 25, 150, 'ml'],
    [VEG, 'soft-drink-can', 'Soft Drink Can', 40, 250, 'ml', DELIVERY_ONLY],
    [VEG, 'packaged-fruit-juice', 'Packaged Fruit Juice', 35, 200, 'ml', DELIVERY_ONLY],
    [NON_VEG, 'chicken-sweet-corn-soup', 'Chicken Sweet Corn Soup', 65, 200, 'ml'],
    [NON_VEG, 'chicken-hot-and-sour-soup', 'Chicken Hot and Sour Soup', 65, 200, 'ml'],
    [NON_VEG, 'chicken-manchow-soup', 'Chicken Manchow Soup', 70, 200, 'ml'],
    [NON_VEG, 'chicken-clear-soup', 'Chicken Clear Soup', 60, 200, 'ml'],
    [NON_VEG, 'cream-of-chicken-soup', 'Cream of Chicken Soup', 70, 200, 'ml'],
    [NON_VEG, 'mutton-marag', 'Mutton Marag', 95, 200, 'ml'],
  ]),

  ...group('salad-papad', [
    [VEG, 'kachumber-salad', 'Kachumber Salad', 25, 70, 'gram'],
    [VEG, 'moong-sprouts-salad', 'Moong Sprouts Salad', 35, 70, 'gram'],
    [VEG, 'fruit-chaat', 'Fruit Chaat', 45, 80, 'gram'],
    [VEG, 'masala-papad', 'Masala Papad', 25, 1, 'piece'],
    [VEG, 'fried-papad', 'Fried Papad', 10, 1, 'piece'],
    [NON_VEG, 'grilled-chicken-salad', 'Grilled Chicken Salad', 80, 80, 'gram'],
    [NON_VEG, 'chicken-caesar-salad', 'Chicken Caesar Salad', 85, 80, 'gram'],
  ]),

  ...group('main-course', [
    [VEG, 'paneer-butter-masala', 'Paneer Butter Masala', 105, 150, 'gram'],
    [VEG, 'shahi-paneer', 'Shahi Paneer', 110, 150, 'gram'],
    [VEG, 'kadai-paneer', 'Kadai Paneer', 105, 150, 'gram'],
    [VEG, 'palak-paneer', 'Palak Paneer', 95, 150, 'gram'],
    [VEG, 'malai-kofta', 'Malai Kofta', 100, 150, 'gram'],
    [VEG, 'dal-makhani', 'Dal Makhani', 80, 150, 'gram'],
    [VEG, 'dal-tadka', 'Dal Tadka', 60, 150, 'gram'],
    [VEG, 'rajma-masala', 'Rajma Masala', 65, 150, 'gram'],
    [VEG, 'amritsari-chole', 'Amritsari Chole', 70, 150, 'gram'],
    [VEG, 'punjabi-kadhi-pakora', 'Punjabi Kadhi Pakora', 60, 150, 'gram'],
    [VEG, 'bhindi-do-pyaza', 'Bhindi Do Pyaza', 75, 130, 'gram'],
    [VEG, 'mix-veg', 'Mix Veg', 65, 130, 'gram'],
    [VEG, 'veg-manchurian-gravy', 'Veg Manchurian Gravy', 75, 150, 'gram'],
    [VEG, 'veg-hakka-noodles', 'Veg Hakka Noodles', 70, 150, 'gram'],
    [VEG, 'penne-alfredo', 'Penne Alfredo (White Sauce Pasta)', 110, 150, 'gram'],
    [VEG, 'live-tawa-sabzi', 'Live Tawa Sabzi', 110, 150, 'gram', BUFFET_ONLY],
    [VEG, 'live-pasta-counter', 'Live Pasta Counter', 120, 150, 'gram', BUFFET_ONLY],
    [NON_VEG, 'butter-chicken', 'Butter Chicken', 130, 150, 'gram'],
    [NON_VEG, 'chicken-tikka-masala', 'Chicken Tikka Masala', 140, 150, 'gram'],
    [NON_VEG, 'kadai-chicken', 'Kadai Chicken', 135, 150, 'gram'],
    [NON_VEG, 'home-style-chicken-curry', 'Home-style Chicken Curry', 120, 150, 'gram'],
    [NON_VEG, 'chicken-korma', 'Chicken Korma', 135, 150, 'gram'],
    [NON_VEG, 'chicken-chettinad', 'Chicken Chettinad', 140, 150, 'gram'],
    [NON_VEG, 'chilli-chicken-gravy', 'Chilli Chicken Gravy', 125, 150, 'gram'],
    [NON_VEG, 'chicken-hakka-noodles', 'Chicken Hakka Noodles', 95, 150, 'gram'],
    [NON_VEG, 'chicken-alfredo-pasta', 'Chicken Alfredo Pasta', 130, 150, 'gram'],
    [NON_VEG, 'mutton-rogan-josh', 'Mutton Rogan Josh', 190, 150, 'gram'],
    [NON_VEG, 'mutton-korma', 'Mutton Korma', 195, 150, 'gram'],
    [NON_VEG, 'mutton-curry', 'Home-style Mutton Curry', 180, 150, 'gram'],
    [NON_VEG, 'keema-matar', 'Keema Matar', 160, 150, 'gram'],
    [NON_VEG, 'laal-maas', 'Laal Maas', 200, 150, 'gram'],
    [NON_VEG, 'kerala-fish-curry', 'Kerala Fish Curry', 170, 150, 'gram'],
    [NON_VEG, 'kerala-prawns-roast', 'Kerala Prawns Roast', 220, 130, 'gram'],
    [NON_VEG, 'egg-curry', 'Egg Curry', 70, 150, 'gram'],
    [NON_VEG, 'live-tawa-chicken', 'Live Tawa Chicken', 170, 150, 'gram', BUFFET_ONLY],
  ]),

  ...group('breads-rice-raita', [
    [VEG, 'tawa-roti', 'Tawa Roti', 15, 2, 'piece'],
    [VEG, 'rumali-roti', 'Rumali Roti', 25, 2, 'piece', BUFFET_ONLY],
    [VEG, 'tandoori-roti', 'Tandoori Roti', 20, 2, 'piece', BUFFET_ONLY],
    [VEG, 'butter-naan', 'Butter Naan', 30, 2, 'piece'],
    [VEG, 'garlic-naan', 'Garlic Naan', 40, 2, 'piece'],
    [VEG, 'lachha-paratha', 'Lachha Paratha', 35, 2, 'piece'],
    [VEG, 'amritsari-kulcha', 'Amritsari Kulcha', 45, 1, 'piece'],
    [VEG, 'poori', 'Poori', 25, 3, 'piece'],
    [VEG, 'steamed-rice', 'Steamed Rice', 35, 200, 'gram'],
    [VEG, 'jeera-rice', 'Jeera Rice', 45, 200, 'gram'],
    [VEG, 'veg-pulao', 'Veg Pulao', 55, 200, 'gram'],
    [VEG, 'veg-biryani', 'Veg Biryani', 90, 250, 'gram'],
    [VEG, 'veg-fried-rice', 'Veg Fried Rice', 60, 200, 'gram'],
    [VEG, 'curd-rice', 'Curd Rice', 45, 200, 'gram'],
    [VEG, 'boondi-raita', 'Boondi Raita', 30, 100, 'gram'],
    [VEG, 'mix-veg-raita', 'Mix Veg Raita', 30, 100, 'gram'],
    [VEG, 'pudina-raita', 'Pudina Raita', 30, 100, 'gram'],
    [NON_VEG, 'hyderabadi-chicken-dum-biryani', 'Hyderabadi Chicken Dum Biryani', 160, 250, 'gram'],
    [NON_VEG, 'lucknowi-chicken-biryani', 'Lucknowi Chicken Biryani', 165, 250, 'gram'],
    [NON_VEG, 'hyderabadi-mutton-dum-biryani', 'Hyderabadi Mutton Dum Biryani', 230, 250, 'gram'],
    [NON_VEG, 'mutton-yakhni-pulao', 'Mutton Yakhni Pulao', 210, 250, 'gram'],
    [NON_VEG, 'egg-biryani', 'Egg Biryani', 110, 250, 'gram'],
    [NON_VEG, 'chicken-fried-rice', 'Chicken Fried Rice', 85, 200, 'gram'],
  ]),

  ...group('breakfast', [
    [VEG, 'aloo-paratha', 'Aloo Paratha', 70, 2, 'piece'],
    [VEG, 'chole-bhature', 'Chole Bhature', 85, 2, 'piece'],
    [VEG, 'puri-bhaji', 'Puri Bhaji', 65, 250, 'gram'],
    [VEG, 'idli-sambar', 'Idli Sambar', 50, 3, 'piece'],
    [VEG, 'medu-vada', 'Medu Vada', 45, 2, 'piece'],
    [VEG, 'kanda-poha', 'Kanda Poha', 40, 150, 'gram'],
    [VEG, 'rava-upma', 'Rava Upma', 40, 150, 'gram'],
    [VEG, 'misal-pav', 'Misal Pav', 70, 250, 'gram'],
    [VEG, 'live-dosa-counter', 'Live Dosa Counter', 90, 2, 'piece', BUFFET_ONLY],
    [NON_VEG, 'masala-omelette', 'Masala Omelette', 50, 1, 'piece'],
    [NON_VEG, 'egg-bhurji-pav', 'Egg Bhurji Pav', 65, 150, 'gram'],
    [NON_VEG, 'keema-pav', 'Keema Pav', 110, 200, 'gram'],
  ]),

  ...group('mocktails', [
    [VEG, 'virgin-mojito', 'Virgin Mojito', 60, 200, 'ml'],
    [VEG, 'blue-lagoon', 'Blue Lagoon', 60, 200, 'ml'],
    [VEG, 'fresh-lime-soda', 'Fresh Lime Soda', 45, 200, 'ml'],
    [VEG, 'virgin-pina-colada', 'Virgin Pina Colada', 70, 200, 'ml'],
    [VEG, 'watermelon-mint-cooler', 'Watermelon Mint Cooler', 55, 200, 'ml'],
    [VEG, 'mango-lassi', 'Mango Lassi', 55, 200, 'ml'],
    [VEG, 'cold-coffee', 'Cold Coffee', 60, 200, 'ml'],
    [VEG, 'aam-panna', 'Aam Panna', 40, 200, 'ml'],
  ]),

  ...group('dessert', [
    [VEG, 'gulab-jamun', 'Gulab Jamun', 35, 2, 'piece'],
    [VEG, 'rasgulla', 'Rasgulla', 35, 2, 'piece'],
    [VEG, 'rasmalai', 'Rasmalai', 60, 2, 'piece'],
    [VEG, 'gajar-ka-halwa', 'Gajar ka Halwa', 60, 100, 'gram'],
    [VEG, 'moong-dal-halwa', 'Moong Dal Halwa', 70, 100, 'gram'],
    [VEG, 'rice-kheer', 'Rice Kheer', 40, 100, 'gram'],
    [VEG, 'phirni', 'Phirni', 45, 100, 'gram'],
    [VEG, 'fruit-custard', 'Fruit Custard', 40, 100, 'gram'],
    [VEG, 'jalebi-rabri', 'Jalebi with Rabri', 60, 100, 'gram', BUFFET_ONLY],
    [VEG, 'malpua-rabri', 'Malpua with Rabri', 65, 2, 'piece', BUFFET_ONLY],
    [VEG, 'ice-cream-cup', 'Ice Cream Cup', 40, 1, 'piece', DELIVERY_ONLY],
    [VEG, 'assorted-mithai-box', 'Assorted Mithai Box', 60, 2, 'piece', DELIVERY_ONLY],
  ]),
];
