/**
 * User-visible texts of the spec (sections 5 and 8), shown exactly as written there, of the chef and food screens.
 * The login, logout and Access Restricted texts of the same sections are messages of every page, in English and
 * Hindi: `messages/<locale>/common.json`, keys `spec.*` (English byte for byte as the spec writes them).
 */
export const MESSAGES = {
  imageNotAvailable: 'Image not available',
  cuisineLimitTitle: 'One chef is only expert in 3 cuisine only.',
  cuisineLimitBody: 'Our chef is expert in cuisines only please select appropriate number of cuisines to continue',
  dishLimitTitle: 'Total Dishes Selected can not be more than 12 Dish.',
  dishLimitBody: 'Total dish selected can not be more than 12 dish, for more help contact us.',
  /** The 16th party-food dish. */
  foodDishLimitTitle: 'Total Dishes Selected can not be more than 15 Dish.',
  foodDishLimitBody: 'For a bigger menu, message us on WhatsApp and our catering team will plan it with you.',
  /** Food under ₹3,000 (the popup's button is "Add More"). */
  foodMinimumTitle: 'Total Order Amount is less than ₹3000',
  foodMinimumBody: 'Total Order amount can not be less than ₹3000, Add more to continue',
} as const;
