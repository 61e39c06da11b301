import type { SeedFoodPackage } from './types';

/**
 * Ready-made party-food packages: named sets of dishes of `partyFood.ts`, four for bulk
 * food delivery (`bulkFood`) and four for live buffet catering (`liveCatering`).
 *
 * Every dish of a package is offered for its service (live counters only in buffet packages,
 * boxed and packaged items only in delivery ones); a veg package holds veg dishes only.
 * Packages carry no price: the per-plate price is computed from the dishes elsewhere.
 */
export const foodPackages: readonly SeedFoodPackage[] = [
  // ───────────────────────── Bulk food delivery ─────────────────────────
  {
    slug: 'classic-north-indian-veg-feast',
    name: 'Classic North Indian Veg Feast',
    description:
      'Paneer tikka and hara bhara kebab to start, then dal makhani, paneer butter masala and mix veg with jeera rice and butter naan. Gulab jamun to finish.',
    foodType: 'veg',
    packageType: 'bulkFood',
    dishes: [
      'paneer-tikka',
      'hara-bhara-kebab',
      'paneer-butter-masala',
      'dal-makhani',
      'mix-veg',
      'jeera-rice',
      'butter-naan',
      'boondi-raita',
      'kachumber-salad',
      'gulab-jamun',
    ],
  },
  {
    slug: 'north-indian-chicken-dinner',
    name: 'North Indian Chicken Dinner',
    description:
      'Chicken tikka and chicken seekh kebab, butter chicken with dal makhani, jeera rice and butter naan, and gulab jamun for dessert.',
    foodType: 'non-veg',
    packageType: 'bulkFood',
    dishes: [
      'chicken-tikka',
      'chicken-seekh-kebab',
      'butter-chicken',
      'dal-makhani',
      'jeera-rice',
      'butter-naan',
      'kachumber-salad',
      'gulab-jamun',
    ],
  },
  {
    slug: 'paneer-and-chicken-party-menu',
    name: 'Paneer and Chicken Party Menu',
    description:
      'For a mixed crowd: a paneer and a chicken starter, kadai paneer and butter chicken, dal makhani, veg pulao and butter naan. Rasmalai to finish.',
    foodType: 'mixed',
    packageType: 'bulkFood',
    dishes: [
      'paneer-tikka',
      'chicken-tikka',
      'kadai-paneer',
      'butter-chicken',
      'dal-makhani',
      'veg-pulao',
      'butter-naan',
      'mix-veg-raita',
      'kachumber-salad',
      'rasmalai',
    ],
  },
  {
    slug: 'indo-chinese-veg-party',
    name: 'Indo-Chinese Veg Party',
    description:
      'Hot and sour soup, spring rolls, chilli paneer and honey chilli potato, then veg manchurian with hakka noodles and fried rice. Ice cream cups for dessert.',
    foodType: 'veg',
    packageType: 'bulkFood',
    dishes: [
      'veg-hot-and-sour-soup',
      'veg-spring-roll',
      'chilli-paneer-dry',
      'honey-chilli-potato',
      'veg-manchurian-gravy',
      'veg-hakka-noodles',
      'veg-fried-rice',
      'ice-cream-cup',
    ],
  },

  // ───────────────────────── Live buffet catering ─────────────────────────
  {
    slug: 'grand-veg-buffet-live-counters',
    name: 'Grand Veg Buffet with Live Counters',
    description:
      'A North Indian veg buffet with a live pani puri counter, live tawa sabzi and rumali roti made on site, and hot jalebi with rabri.',
    foodType: 'veg',
    packageType: 'liveCatering',
    dishes: [
      'tomato-shorba',
      'pani-puri',
      'paneer-malai-tikka',
      'veg-seekh-kebab',
      'shahi-paneer',
      'dal-makhani',
      'live-tawa-sabzi',
      'veg-biryani',
      'rumali-roti',
      'butter-naan',
      'boondi-raita',
      'kachumber-salad',
      'jalebi-rabri',
    ],
  },
  {
    slug: 'mughlai-non-veg-buffet',
    name: 'Mughlai Non-Veg Buffet',
    description:
      'Murgh malai tikka and chicken seekh kebab, butter chicken and mutton rogan josh, chicken dum biryani and rumali roti made live, with phirni to end.',
    foodType: 'non-veg',
    packageType: 'liveCatering',
    dishes: [
      'murgh-malai-tikka',
      'chicken-seekh-kebab',
      'butter-chicken',
      'mutton-rogan-josh',
      'dal-makhani',
      'hyderabadi-chicken-dum-biryani',
      'rumali-roti',
      'mix-veg-raita',
      'kachumber-salad',
      'phirni',
    ],
  },
  {
    slug: 'classic-mixed-party-buffet',
    name: 'Classic Veg and Non-Veg Party Buffet',
    description:
      'Veg and chicken dishes side by side: paneer and chicken tikka, kadai paneer and kadai chicken, dal makhani, veg pulao and tandoori roti from a live tandoor.',
    foodType: 'mixed',
    packageType: 'liveCatering',
    dishes: [
      'tomato-shorba',
      'paneer-tikka',
      'chicken-tikka',
      'kadai-paneer',
      'kadai-chicken',
      'dal-makhani',
      'veg-pulao',
      'tandoori-roti',
      'boondi-raita',
      'kachumber-salad',
      'gulab-jamun',
      'virgin-mojito',
    ],
  },
  {
    slug: 'breakfast-buffet-live-dosa',
    name: 'Breakfast Buffet with Live Dosa',
    description:
      'A morning spread for pujas and family functions: dosas made live, idli sambar, medu vada, poha and puri bhaji, with fruit chaat, masala chai and hot jalebi.',
    foodType: 'veg',
    packageType: 'liveCatering',
    dishes: ['live-dosa-counter', 'idli-sambar', 'medu-vada', 'kanda-poha', 'puri-bhaji', 'fruit-chaat', 'masala-chai', 'jalebi-rabri'],
  },
];
