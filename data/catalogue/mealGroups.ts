import type { SeedMealGroup } from './types';

/** Meal groups in display order: starters before mains before desserts. */
export const mealGroups: readonly SeedMealGroup[] = [
  { slug: 'appetizer', name: 'Appetizer', sortOrder: 1 },
  { slug: 'soups-beverages', name: 'Soups & Beverages', sortOrder: 2 },
  { slug: 'salad-papad', name: 'Salad & Papad', sortOrder: 3 },
  { slug: 'main-course', name: 'Main course', sortOrder: 4 },
  { slug: 'breads-rice-raita', name: 'Breads, Rice and Raita', sortOrder: 5 },
  { slug: 'breakfast', name: 'Breakfast', sortOrder: 6 },
  { slug: 'mocktails', name: 'Mocktails', sortOrder: 7 },
  { slug: 'dessert', name: 'Dessert', sortOrder: 8 },
];
