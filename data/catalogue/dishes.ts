import type { IngredientUnit, SeedDish, SeedIngredient } from './types';

/**
 * The chef-booking dish catalogue, grouped by meal group in display order
 * (Appetizer, Soups & Beverages, Salad & Papad, Main course, Breads/Rice/Raita,
 * Breakfast, Mocktails, Dessert).
 *
 * Ingredient quantities are for ONE person. Every ingredient name has exactly one
 * unit (see `UNIT` below) so quantities can be summed across the dishes of a booking.
 */

/** The single unit of each ingredient used in the catalogue. */
const UNIT = {
  // Vegetables, herbs and fresh produce
  Onion: 'gram',
  'Small Onion (Shallots)': 'gram',
  'Spring Onion': 'gram',
  Tomato: 'gram',
  Potato: 'gram',
  'Baby Potato': 'gram',
  Capsicum: 'gram',
  Cabbage: 'gram',
  Carrot: 'gram',
  Cauliflower: 'gram',
  'French Beans': 'gram',
  'Green Peas': 'gram',
  'Sweet Corn': 'gram',
  Mushroom: 'gram',
  Spinach: 'gram',
  'Methi Leaves': 'gram',
  'Mustard Greens': 'gram',
  Brinjal: 'gram',
  'Okra (Bhindi)': 'gram',
  Cucumber: 'gram',
  Lettuce: 'gram',
  'Bottle Gourd (Lauki)': 'gram',
  'Raw Banana': 'gram',
  'Yam (Suran)': 'gram',
  'Sweet Potato': 'gram',
  Drumstick: 'gram',
  'Surti Papdi': 'gram',
  'Bhavnagri Chilli': 'gram',
  'Raw Papaya': 'gram',
  'Raw Mango': 'gram',
  'Green Chilli': 'gram',
  Garlic: 'gram',
  Ginger: 'gram',
  'Ginger Garlic Paste': 'gram',
  'Coriander Leaves': 'gram',
  'Mint Leaves': 'gram',
  'Curry Leaves': 'gram',
  'Basil Leaves': 'gram',
  'Black Olives': 'gram',
  Lemon: 'piece',
  // Fruits, nuts and dry fruits
  Pineapple: 'gram',
  Apple: 'gram',
  Banana: 'gram',
  'Nendran Banana': 'gram',
  Pomegranate: 'gram',
  Watermelon: 'gram',
  'Dried Apricots': 'gram',
  Dates: 'gram',
  Raisins: 'gram',
  'Cashew Nuts': 'gram',
  Almonds: 'gram',
  Pistachio: 'gram',
  Walnuts: 'gram',
  'Roasted Peanuts': 'gram',
  'Sesame Seeds': 'gram',
  'Poppy Seeds': 'gram',
  'Grated Coconut': 'gram',
  // Dairy and eggs
  Paneer: 'gram',
  Curd: 'gram',
  Butter: 'gram',
  'Khoya (Mawa)': 'gram',
  'Processed Cheese': 'gram',
  'Mozzarella Cheese': 'gram',
  'Parmesan Cheese': 'gram',
  'Feta Cheese': 'gram',
  'Mascarpone Cheese': 'gram',
  'Vanilla Ice Cream': 'gram',
  Milk: 'ml',
  'Fresh Cream': 'ml',
  Ghee: 'ml',
  Egg: 'piece',
  // Meat and seafood
  'Chicken (boneless)': 'gram',
  'Chicken (curry cut)': 'gram',
  'Chicken Wings': 'gram',
  'Chicken Keema': 'gram',
  Mutton: 'gram',
  'Mutton Keema': 'gram',
  'Fish (boneless)': 'gram',
  'Fish (curry cut)': 'gram',
  Prawns: 'gram',
  // Rice, flours, grains and ready bases
  'Basmati Rice': 'gram',
  'Sona Masoori Rice': 'gram',
  'Idli Rice': 'gram',
  'Jeerakasala Rice': 'gram',
  'Arborio Rice': 'gram',
  Atta: 'gram',
  Maida: 'gram',
  Besan: 'gram',
  'Rice Flour': 'gram',
  'Rava (Semolina)': 'gram',
  'Makki Atta': 'gram',
  'Bajra Flour': 'gram',
  'Jowar Flour': 'gram',
  'Thalipeeth Bhajani': 'gram',
  Poha: 'gram',
  Sabudana: 'gram',
  'Broken Wheat (Dalia)': 'gram',
  Vermicelli: 'gram',
  'Hakka Noodles': 'gram',
  'Pasta (Penne)': 'gram',
  Macaroni: 'gram',
  'Lasagne Sheets': 'gram',
  'Rice Ada': 'gram',
  'Bread Crumbs': 'gram',
  Baguette: 'gram',
  'Puffed Rice': 'gram',
  Sev: 'gram',
  Boondi: 'gram',
  Papdi: 'gram',
  Farsan: 'gram',
  Cornflour: 'gram',
  'Bread Slice': 'piece',
  Pav: 'piece',
  Papad: 'piece',
  'Pani Puri Shells': 'piece',
  'Spring Roll Sheets': 'piece',
  'Oreo Biscuits': 'piece',
  'Ladyfinger Biscuits': 'piece',
  // Pulses
  'Toor Dal': 'gram',
  'Moong Dal': 'gram',
  'Chana Dal': 'gram',
  'Urad Dal': 'gram',
  'Whole Urad Dal': 'gram',
  Rajma: 'gram',
  'Chana (Chickpeas)': 'gram',
  'Kala Chana': 'gram',
  'Dried White Peas': 'gram',
  'Matki (Moth Beans)': 'gram',
  'Moong Sprouts': 'gram',
  // Spices, masalas and seasonings
  Salt: 'gram',
  'Black Salt': 'gram',
  Sugar: 'gram',
  Jaggery: 'gram',
  'Turmeric Powder': 'gram',
  'Red Chilli Powder': 'gram',
  'Kashmiri Red Chilli Powder': 'gram',
  'Dry Red Chilli': 'gram',
  'Garam Masala': 'gram',
  'Whole Garam Masala': 'gram',
  'Coriander Powder': 'gram',
  'Coriander Seeds': 'gram',
  'Cumin Seeds': 'gram',
  'Cumin Powder': 'gram',
  'Mustard Seeds': 'gram',
  'Fenugreek Seeds': 'gram',
  'Fennel Seeds': 'gram',
  'Carom Seeds': 'gram',
  'Nigella Seeds (Kalonji)': 'gram',
  'Black Pepper Powder': 'gram',
  'Cardamom Powder': 'gram',
  'Cinnamon Powder': 'gram',
  'Dry Ginger Powder': 'gram',
  'Amchur Powder': 'gram',
  'Chaat Masala': 'gram',
  'Tandoori Masala': 'gram',
  'Chole Masala': 'gram',
  'Biryani Masala': 'gram',
  'Sambar Powder': 'gram',
  'Rasam Powder': 'gram',
  'Pav Bhaji Masala': 'gram',
  'Goda Masala': 'gram',
  'Kolhapuri Masala': 'gram',
  'Malvani Masala': 'gram',
  'Nihari Masala': 'gram',
  'Bisi Bele Bath Powder': 'gram',
  'Dabeli Masala': 'gram',
  'Jaljeera Powder': 'gram',
  'Kasuri Methi': 'gram',
  Saffron: 'gram',
  Oregano: 'gram',
  'Mixed Herbs': 'gram',
  'Chilli Flakes': 'gram',
  Tamarind: 'gram',
  Kokum: 'gram',
  'Bay Leaf': 'piece',
  // Baking, sweets and beverages (dry)
  'Baking Soda': 'gram',
  'Baking Powder': 'gram',
  'Eno Fruit Salt': 'gram',
  'Dry Yeast': 'gram',
  'Agar Agar': 'gram',
  'Custard Powder': 'gram',
  'Cocoa Powder': 'gram',
  'Dark Chocolate': 'gram',
  'Instant Coffee Powder': 'gram',
  'Filter Coffee Powder': 'gram',
  'Tea Leaves': 'gram',
  // Sauces and condiments
  'Tomato Ketchup': 'gram',
  'Schezwan Sauce': 'gram',
  Mayonnaise: 'gram',
  'Pizza Sauce': 'gram',
  'Barbecue Sauce': 'gram',
  'Soy Sauce': 'ml',
  Vinegar: 'ml',
  'Red Chilli Sauce': 'ml',
  'Green Chilli Sauce': 'ml',
  Honey: 'ml',
  'Kewra Water': 'ml',
  'Rose Water': 'ml',
  'Vanilla Essence': 'ml',
  // Oils
  'Refined Oil': 'ml',
  'Mustard Oil': 'ml',
  'Coconut Oil': 'ml',
  'Olive Oil': 'ml',
  // Liquids, syrups and mixers
  'Coconut Milk': 'ml',
  Soda: 'ml',
  'Mango Pulp': 'ml',
  'Pineapple Juice': 'ml',
  'Blue Curacao Syrup': 'ml',
  'Chocolate Syrup': 'ml',
  'Strawberry Crush': 'ml',
  'Kokum Syrup': 'ml',
  'Rose Syrup': 'ml',
  'Ice Cubes': 'piece',
} as const satisfies Record<string, IngredientUnit>;

type IngredientName = keyof typeof UNIT;

type CuisineSlug =
  | 'north-indian'
  | 'south-indian'
  | 'chinese'
  | 'mughlai'
  | 'punjabi'
  | 'continental'
  | 'italian'
  | 'street-food'
  | 'gujarati'
  | 'rajasthani'
  | 'maharashtrian'
  | 'bengali'
  | 'hyderabadi'
  | 'kerala';

type MealGroupSlug =
  | 'appetizer'
  | 'soups-beverages'
  | 'salad-papad'
  | 'main-course'
  | 'breads-rice-raita'
  | 'breakfast'
  | 'mocktails'
  | 'dessert';

type ApplianceSlug =
  | 'tandoor'
  | 'oven'
  | 'grill'
  | 'microwave'
  | 'mixer-grinder'
  | 'steamer'
  | 'dosa-tawa'
  | 'pressure-cooker'
  | 'blender';

/** 1 = veg, 2 = non-veg. */
const VEG = 1;
const NON_VEG = 2;

/** A per-person ingredient; its unit comes from `UNIT`. */
function i(name: IngredientName, quantity: number): SeedIngredient {
  return { name, quantity, unit: UNIT[name] };
}

interface DishInput {
  slug: string;
  name: string;
  cuisines: CuisineSlug[];
  mealGroup: MealGroupSlug;
  dishRate: number;
  isDish: typeof VEG | typeof NON_VEG;
  needsGasBurner: boolean;
  appliances: ApplianceSlug[];
  ingredients: SeedIngredient[];
}

/** Builds a seed dish (no dish has an image yet). */
function dish(input: DishInput): SeedDish {
  return { ...input, image: null };
}

export const dishes: readonly SeedDish[] = [
  // ───────────────────────────── Appetizer ─────────────────────────────
  dish({
    slug: 'paneer-tikka', name: 'Paneer Tikka', cuisines: ['north-indian', 'punjabi'], mealGroup: 'appetizer',
    dishRate: 229, isDish: VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Paneer', 80), i('Curd', 25), i('Capsicum', 20), i('Onion', 20), i('Ginger Garlic Paste', 4), i('Tandoori Masala', 3), i('Mustard Oil', 5), i('Lemon', 0.25)],
  }),
  dish({
    slug: 'paneer-malai-tikka', name: 'Paneer Malai Tikka', cuisines: ['mughlai', 'north-indian'], mealGroup: 'appetizer',
    dishRate: 249, isDish: VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Paneer', 80), i('Fresh Cream', 15), i('Processed Cheese', 10), i('Cashew Nuts', 5), i('Ginger Garlic Paste', 3), i('Cardamom Powder', 0.3), i('Butter', 5), i('Salt', 1)],
  }),
  dish({
    slug: 'tandoori-mushroom', name: 'Tandoori Mushroom', cuisines: ['north-indian', 'punjabi'], mealGroup: 'appetizer',
    dishRate: 199, isDish: VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Mushroom', 90), i('Curd', 20), i('Capsicum', 20), i('Onion', 20), i('Tandoori Masala', 3), i('Ginger Garlic Paste', 3), i('Mustard Oil', 5), i('Salt', 1)],
  }),
  dish({
    slug: 'hara-bhara-kebab', name: 'Hara Bhara Kebab', cuisines: ['north-indian'], mealGroup: 'appetizer',
    dishRate: 179, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Spinach', 40), i('Green Peas', 25), i('Potato', 40), i('Paneer', 15), i('Besan', 8), i('Green Chilli', 2), i('Refined Oil', 15), i('Salt', 1)],
  }),
  dish({
    slug: 'dahi-ke-kebab', name: 'Dahi ke Kebab', cuisines: ['mughlai', 'north-indian'], mealGroup: 'appetizer',
    dishRate: 199, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Curd', 90), i('Paneer', 20), i('Bread Crumbs', 12), i('Onion', 15), i('Green Chilli', 2), i('Cardamom Powder', 0.2), i('Refined Oil', 15), i('Salt', 1)],
  }),
  dish({
    slug: 'veg-manchurian-dry', name: 'Veg Manchurian (Dry)', cuisines: ['chinese'], mealGroup: 'appetizer',
    dishRate: 179, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Cabbage', 50), i('Carrot', 20), i('Maida', 10), i('Cornflour', 10), i('Spring Onion', 10), i('Garlic', 4), i('Soy Sauce', 5), i('Refined Oil', 20)],
  }),
  dish({
    slug: 'chilli-paneer-dry', name: 'Chilli Paneer (Dry)', cuisines: ['chinese'], mealGroup: 'appetizer',
    dishRate: 219, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Paneer', 80), i('Capsicum', 30), i('Onion', 30), i('Cornflour', 10), i('Soy Sauce', 5), i('Green Chilli Sauce', 5), i('Garlic', 4), i('Refined Oil', 20)],
  }),
  dish({
    slug: 'honey-chilli-potato', name: 'Honey Chilli Potato', cuisines: ['chinese'], mealGroup: 'appetizer',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Potato', 120), i('Cornflour', 10), i('Honey', 8), i('Sesame Seeds', 2), i('Red Chilli Sauce', 5), i('Garlic', 3), i('Spring Onion', 5), i('Refined Oil', 25)],
  }),
  dish({
    slug: 'veg-spring-roll', name: 'Veg Spring Roll', cuisines: ['chinese'], mealGroup: 'appetizer',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Spring Roll Sheets', 2), i('Cabbage', 30), i('Carrot', 20), i('Capsicum', 15), i('Soy Sauce', 3), i('Refined Oil', 25), i('Salt', 1)],
  }),
  dish({
    slug: 'crispy-corn', name: 'Crispy Corn', cuisines: ['chinese'], mealGroup: 'appetizer',
    dishRate: 159, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Sweet Corn', 80), i('Cornflour', 12), i('Capsicum', 15), i('Onion', 15), i('Black Pepper Powder', 1), i('Refined Oil', 25), i('Salt', 1)],
  }),
  dish({
    slug: 'veg-momos', name: 'Veg Momos', cuisines: ['chinese', 'street-food'], mealGroup: 'appetizer',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: ['steamer'],
    ingredients: [i('Maida', 40), i('Cabbage', 40), i('Carrot', 15), i('Onion', 15), i('Garlic', 3), i('Soy Sauce', 3), i('Refined Oil', 5), i('Salt', 1)],
  }),
  dish({
    slug: 'samosa', name: 'Samosa', cuisines: ['north-indian', 'punjabi', 'street-food'], mealGroup: 'appetizer',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Maida', 40), i('Potato', 70), i('Green Peas', 10), i('Ghee', 5), i('Green Chilli', 2), i('Garam Masala', 1), i('Refined Oil', 25), i('Salt', 1)],
  }),
  dish({
    slug: 'mix-veg-pakora', name: 'Mix Veg Pakora', cuisines: ['north-indian', 'punjabi'], mealGroup: 'appetizer',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Besan', 40), i('Onion', 40), i('Potato', 30), i('Spinach', 15), i('Green Chilli', 2), i('Carom Seeds', 0.5), i('Refined Oil', 25), i('Salt', 1)],
  }),
  dish({
    slug: 'khaman-dhokla', name: 'Khaman Dhokla', cuisines: ['gujarati'], mealGroup: 'appetizer',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: ['steamer'],
    ingredients: [i('Besan', 50), i('Curd', 15), i('Eno Fruit Salt', 2), i('Sugar', 5), i('Mustard Seeds', 1), i('Curry Leaves', 1), i('Green Chilli', 2), i('Refined Oil', 8)],
  }),
  dish({
    slug: 'khandvi', name: 'Khandvi', cuisines: ['gujarati', 'maharashtrian'], mealGroup: 'appetizer',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Besan', 35), i('Curd', 40), i('Turmeric Powder', 0.5), i('Mustard Seeds', 1), i('Sesame Seeds', 2), i('Grated Coconut', 5), i('Refined Oil', 8), i('Salt', 1)],
  }),
  dish({
    slug: 'pyaaz-kachori', name: 'Pyaaz Kachori', cuisines: ['rajasthani', 'street-food'], mealGroup: 'appetizer',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Maida', 50), i('Onion', 50), i('Besan', 10), i('Ghee', 8), i('Fennel Seeds', 1), i('Red Chilli Powder', 1), i('Refined Oil', 25), i('Salt', 1)],
  }),
  dish({
    slug: 'mirchi-vada', name: 'Mirchi Vada', cuisines: ['rajasthani', 'street-food'], mealGroup: 'appetizer',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Bhavnagri Chilli', 60), i('Potato', 60), i('Besan', 30), i('Chaat Masala', 1), i('Coriander Leaves', 2), i('Refined Oil', 25), i('Salt', 1)],
  }),
  dish({
    slug: 'kothimbir-vadi', name: 'Kothimbir Vadi', cuisines: ['maharashtrian'], mealGroup: 'appetizer',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: ['steamer'],
    ingredients: [i('Coriander Leaves', 40), i('Besan', 40), i('Sesame Seeds', 2), i('Ginger Garlic Paste', 3), i('Green Chilli', 2), i('Turmeric Powder', 0.5), i('Refined Oil', 20), i('Salt', 1)],
  }),
  dish({
    slug: 'pani-puri', name: 'Pani Puri', cuisines: ['street-food'], mealGroup: 'appetizer',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Pani Puri Shells', 6), i('Potato', 40), i('Chana (Chickpeas)', 15), i('Mint Leaves', 5), i('Coriander Leaves', 5), i('Tamarind', 8), i('Black Salt', 1), i('Chaat Masala', 2)],
  }),
  dish({
    slug: 'bhel-puri', name: 'Bhel Puri', cuisines: ['street-food', 'maharashtrian'], mealGroup: 'appetizer',
    dishRate: 99, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Puffed Rice', 40), i('Sev', 15), i('Onion', 20), i('Tomato', 20), i('Tamarind', 5), i('Coriander Leaves', 3), i('Lemon', 0.25), i('Chaat Masala', 1)],
  }),
  dish({
    slug: 'papdi-chaat', name: 'Papdi Chaat', cuisines: ['street-food', 'north-indian'], mealGroup: 'appetizer',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Papdi', 30), i('Curd', 60), i('Potato', 30), i('Chana (Chickpeas)', 15), i('Tamarind', 5), i('Mint Leaves', 3), i('Pomegranate', 10), i('Chaat Masala', 1)],
  }),
  dish({
    slug: 'aloo-tikki-chaat', name: 'Aloo Tikki Chaat', cuisines: ['street-food', 'north-indian', 'punjabi'], mealGroup: 'appetizer',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Potato', 120), i('Dried White Peas', 20), i('Curd', 40), i('Tamarind', 5), i('Onion', 15), i('Chaat Masala', 1), i('Coriander Leaves', 2), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'dahi-bhalla', name: 'Dahi Bhalla', cuisines: ['street-food', 'north-indian', 'punjabi'], mealGroup: 'appetizer',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Urad Dal', 30), i('Curd', 100), i('Sugar', 5), i('Tamarind', 5), i('Cumin Powder', 1), i('Red Chilli Powder', 0.5), i('Refined Oil', 20), i('Salt', 1)],
  }),
  dish({
    slug: 'dabeli', name: 'Dabeli', cuisines: ['gujarati', 'street-food'], mealGroup: 'appetizer',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Pav', 1), i('Potato', 80), i('Dabeli Masala', 3), i('Roasted Peanuts', 10), i('Pomegranate', 10), i('Sev', 10), i('Tamarind', 5), i('Butter', 8)],
  }),
  dish({
    slug: 'vada-pav', name: 'Vada Pav', cuisines: ['maharashtrian', 'street-food'], mealGroup: 'appetizer',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Pav', 1), i('Potato', 90), i('Besan', 25), i('Garlic', 3), i('Green Chilli', 2), i('Mustard Seeds', 0.5), i('Refined Oil', 25), i('Salt', 1)],
  }),
  dish({
    slug: 'french-fries', name: 'French Fries', cuisines: ['continental'], mealGroup: 'appetizer',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Potato', 150), i('Refined Oil', 30), i('Salt', 1), i('Tomato Ketchup', 20)],
  }),
  dish({
    slug: 'potato-wedges', name: 'Potato Wedges', cuisines: ['continental'], mealGroup: 'appetizer',
    dishRate: 139, isDish: VEG, needsGasBurner: false, appliances: ['oven'],
    ingredients: [i('Potato', 150), i('Olive Oil', 8), i('Garlic', 3), i('Oregano', 0.5), i('Chilli Flakes', 0.5), i('Salt', 1)],
  }),
  dish({
    slug: 'bruschetta', name: 'Bruschetta', cuisines: ['italian'], mealGroup: 'appetizer',
    dishRate: 169, isDish: VEG, needsGasBurner: false, appliances: ['oven'],
    ingredients: [i('Baguette', 50), i('Tomato', 40), i('Onion', 10), i('Basil Leaves', 1), i('Garlic', 3), i('Olive Oil', 8), i('Black Pepper Powder', 0.5), i('Salt', 1)],
  }),
  dish({
    slug: 'garlic-bread', name: 'Garlic Bread', cuisines: ['italian', 'continental'], mealGroup: 'appetizer',
    dishRate: 129, isDish: VEG, needsGasBurner: false, appliances: ['oven'],
    ingredients: [i('Baguette', 60), i('Butter', 15), i('Garlic', 5), i('Oregano', 0.5), i('Chilli Flakes', 0.3)],
  }),
  dish({
    slug: 'begun-bhaja', name: 'Begun Bhaja', cuisines: ['bengali'], mealGroup: 'appetizer',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Brinjal', 100), i('Rice Flour', 5), i('Turmeric Powder', 0.5), i('Red Chilli Powder', 1), i('Sugar', 1), i('Mustard Oil', 15), i('Salt', 1)],
  }),
  dish({
    slug: 'pazham-pori', name: 'Pazham Pori (Banana Fritters)', cuisines: ['kerala'], mealGroup: 'appetizer',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Nendran Banana', 100), i('Maida', 30), i('Rice Flour', 5), i('Sugar', 5), i('Turmeric Powder', 0.3), i('Coconut Oil', 25)],
  }),
  dish({
    slug: 'chicken-tikka', name: 'Chicken Tikka', cuisines: ['north-indian', 'punjabi'], mealGroup: 'appetizer',
    dishRate: 249, isDish: NON_VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Chicken (boneless)', 120), i('Curd', 30), i('Ginger Garlic Paste', 5), i('Tandoori Masala', 3), i('Kashmiri Red Chilli Powder', 2), i('Mustard Oil', 8), i('Lemon', 0.25), i('Salt', 1)],
  }),
  dish({
    slug: 'tandoori-chicken', name: 'Tandoori Chicken', cuisines: ['north-indian', 'punjabi'], mealGroup: 'appetizer',
    dishRate: 279, isDish: NON_VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Chicken (curry cut)', 200), i('Curd', 40), i('Ginger Garlic Paste', 6), i('Tandoori Masala', 4), i('Kashmiri Red Chilli Powder', 2), i('Mustard Oil', 8), i('Lemon', 0.25), i('Salt', 1)],
  }),
  dish({
    slug: 'murgh-malai-tikka', name: 'Murgh Malai Tikka', cuisines: ['mughlai', 'north-indian'], mealGroup: 'appetizer',
    dishRate: 269, isDish: NON_VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Chicken (boneless)', 120), i('Fresh Cream', 20), i('Processed Cheese', 10), i('Cashew Nuts', 5), i('Ginger Garlic Paste', 5), i('Green Chilli', 2), i('Cardamom Powder', 0.3), i('Butter', 5)],
  }),
  dish({
    slug: 'chicken-reshmi-kebab', name: 'Chicken Reshmi Kebab', cuisines: ['mughlai'], mealGroup: 'appetizer',
    dishRate: 269, isDish: NON_VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Chicken (boneless)', 120), i('Curd', 20), i('Fresh Cream', 15), i('Cashew Nuts', 8), i('Ginger Garlic Paste', 5), i('Garam Masala', 1), i('Butter', 8), i('Salt', 1)],
  }),
  dish({
    slug: 'chicken-tangdi-kebab', name: 'Chicken Tangdi Kebab', cuisines: ['north-indian', 'mughlai'], mealGroup: 'appetizer',
    dishRate: 279, isDish: NON_VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Chicken (curry cut)', 200), i('Curd', 35), i('Fresh Cream', 10), i('Ginger Garlic Paste', 6), i('Garam Masala', 1.5), i('Kashmiri Red Chilli Powder', 2), i('Butter', 8), i('Lemon', 0.25)],
  }),
  dish({
    slug: 'chicken-seekh-kebab', name: 'Chicken Seekh Kebab', cuisines: ['mughlai', 'north-indian'], mealGroup: 'appetizer',
    dishRate: 249, isDish: NON_VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Chicken Keema', 120), i('Onion', 20), i('Ginger Garlic Paste', 5), i('Green Chilli', 2), i('Coriander Leaves', 3), i('Garam Masala', 1), i('Butter', 5), i('Salt', 1)],
  }),
  dish({
    slug: 'mutton-seekh-kebab', name: 'Mutton Seekh Kebab', cuisines: ['mughlai', 'north-indian'], mealGroup: 'appetizer',
    dishRate: 319, isDish: NON_VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Mutton Keema', 120), i('Onion', 20), i('Ginger Garlic Paste', 5), i('Green Chilli', 2), i('Mint Leaves', 2), i('Garam Masala', 1.5), i('Ghee', 5), i('Salt', 1)],
  }),
  dish({
    slug: 'mutton-boti-kebab', name: 'Mutton Boti Kebab', cuisines: ['mughlai', 'hyderabadi'], mealGroup: 'appetizer',
    dishRate: 329, isDish: NON_VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Mutton', 130), i('Raw Papaya', 10), i('Curd', 30), i('Ginger Garlic Paste', 6), i('Garam Masala', 1.5), i('Red Chilli Powder', 2), i('Mustard Oil', 8), i('Lemon', 0.25)],
  }),
  dish({
    slug: 'galouti-kebab', name: 'Galouti Kebab', cuisines: ['mughlai'], mealGroup: 'appetizer',
    dishRate: 339, isDish: NON_VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Mutton Keema', 120), i('Raw Papaya', 10), i('Onion', 20), i('Besan', 5), i('Ginger Garlic Paste', 5), i('Garam Masala', 1.5), i('Kewra Water', 1), i('Ghee', 15)],
  }),
  dish({
    slug: 'mutton-shami-kebab', name: 'Mutton Shami Kebab', cuisines: ['mughlai', 'hyderabadi'], mealGroup: 'appetizer',
    dishRate: 299, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker', 'mixer-grinder'],
    ingredients: [i('Mutton Keema', 100), i('Chana Dal', 20), i('Onion', 20), i('Ginger Garlic Paste', 5), i('Garam Masala', 1), i('Egg', 0.25), i('Mint Leaves', 2), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'chicken-65', name: 'Chicken 65', cuisines: ['south-indian', 'hyderabadi'], mealGroup: 'appetizer',
    dishRate: 229, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 130), i('Curd', 15), i('Ginger Garlic Paste', 5), i('Cornflour', 8), i('Red Chilli Powder', 2), i('Curry Leaves', 1), i('Green Chilli', 2), i('Refined Oil', 25)],
  }),
  dish({
    slug: 'chicken-majestic', name: 'Chicken Majestic', cuisines: ['hyderabadi'], mealGroup: 'appetizer',
    dishRate: 249, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 130), i('Curd', 30), i('Cornflour', 8), i('Ginger Garlic Paste', 5), i('Green Chilli', 3), i('Curry Leaves', 1), i('Red Chilli Powder', 1.5), i('Refined Oil', 25)],
  }),
  dish({
    slug: 'chilli-chicken-dry', name: 'Chilli Chicken (Dry)', cuisines: ['chinese'], mealGroup: 'appetizer',
    dishRate: 239, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 130), i('Capsicum', 25), i('Onion', 25), i('Cornflour', 10), i('Egg', 0.25), i('Soy Sauce', 6), i('Green Chilli Sauce', 5), i('Refined Oil', 25)],
  }),
  dish({
    slug: 'chicken-lollipop', name: 'Chicken Lollipop', cuisines: ['chinese'], mealGroup: 'appetizer',
    dishRate: 249, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken Wings', 160), i('Cornflour', 10), i('Maida', 8), i('Egg', 0.25), i('Ginger Garlic Paste', 5), i('Red Chilli Sauce', 5), i('Refined Oil', 30), i('Salt', 1)],
  }),
  dish({
    slug: 'dragon-chicken', name: 'Dragon Chicken', cuisines: ['chinese'], mealGroup: 'appetizer',
    dishRate: 259, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 130), i('Cashew Nuts', 8), i('Capsicum', 20), i('Onion', 20), i('Cornflour', 10), i('Red Chilli Sauce', 6), i('Soy Sauce', 4), i('Refined Oil', 25)],
  }),
  dish({
    slug: 'chicken-momos', name: 'Chicken Momos', cuisines: ['chinese', 'street-food'], mealGroup: 'appetizer',
    dishRate: 179, isDish: NON_VEG, needsGasBurner: true, appliances: ['steamer'],
    ingredients: [i('Maida', 40), i('Chicken Keema', 70), i('Onion', 20), i('Spring Onion', 5), i('Garlic', 3), i('Soy Sauce', 3), i('Refined Oil', 5), i('Salt', 1)],
  }),
  dish({
    slug: 'chilli-fish', name: 'Chilli Fish', cuisines: ['chinese'], mealGroup: 'appetizer',
    dishRate: 279, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Fish (boneless)', 130), i('Cornflour', 12), i('Egg', 0.25), i('Capsicum', 20), i('Onion', 20), i('Soy Sauce', 5), i('Green Chilli Sauce', 5), i('Refined Oil', 25)],
  }),
  dish({
    slug: 'amritsari-fish-fry', name: 'Amritsari Fish Fry', cuisines: ['punjabi', 'north-indian'], mealGroup: 'appetizer',
    dishRate: 279, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Fish (boneless)', 130), i('Besan', 20), i('Rice Flour', 5), i('Carom Seeds', 0.5), i('Ginger Garlic Paste', 5), i('Red Chilli Powder', 2), i('Lemon', 0.25), i('Refined Oil', 30)],
  }),
  dish({
    slug: 'fish-tikka', name: 'Fish Tikka', cuisines: ['north-indian', 'punjabi'], mealGroup: 'appetizer',
    dishRate: 289, isDish: NON_VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Fish (boneless)', 130), i('Curd', 25), i('Ginger Garlic Paste', 5), i('Tandoori Masala', 3), i('Carom Seeds', 0.5), i('Mustard Oil', 8), i('Lemon', 0.25), i('Salt', 1)],
  }),
  dish({
    slug: 'apollo-fish', name: 'Apollo Fish', cuisines: ['hyderabadi'], mealGroup: 'appetizer',
    dishRate: 289, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Fish (boneless)', 130), i('Cornflour', 10), i('Curd', 20), i('Egg', 0.25), i('Ginger Garlic Paste', 5), i('Curry Leaves', 1), i('Green Chilli', 3), i('Refined Oil', 25)],
  }),
  dish({
    slug: 'kolkata-fish-fry', name: 'Kolkata Fish Fry', cuisines: ['bengali'], mealGroup: 'appetizer',
    dishRate: 279, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Fish (boneless)', 120), i('Bread Crumbs', 20), i('Egg', 0.5), i('Ginger Garlic Paste', 4), i('Green Chilli', 2), i('Coriander Leaves', 3), i('Lemon', 0.25), i('Refined Oil', 30)],
  }),
  dish({
    slug: 'fish-fingers', name: 'Fish Fingers', cuisines: ['continental'], mealGroup: 'appetizer',
    dishRate: 269, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Fish (boneless)', 120), i('Maida', 10), i('Egg', 0.5), i('Bread Crumbs', 25), i('Black Pepper Powder', 0.5), i('Lemon', 0.25), i('Mayonnaise', 20), i('Refined Oil', 30)],
  }),
  dish({
    slug: 'tandoori-prawns', name: 'Tandoori Prawns', cuisines: ['north-indian', 'punjabi'], mealGroup: 'appetizer',
    dishRate: 329, isDish: NON_VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Prawns', 130), i('Curd', 20), i('Ginger Garlic Paste', 5), i('Tandoori Masala', 3), i('Carom Seeds', 0.5), i('Mustard Oil', 8), i('Lemon', 0.25), i('Salt', 1)],
  }),
  dish({
    slug: 'prawns-koliwada', name: 'Prawns Koliwada', cuisines: ['maharashtrian'], mealGroup: 'appetizer',
    dishRate: 319, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Prawns', 130), i('Besan', 15), i('Rice Flour', 5), i('Ginger Garlic Paste', 5), i('Red Chilli Powder', 2), i('Carom Seeds', 0.5), i('Lemon', 0.25), i('Refined Oil', 30)],
  }),
  dish({
    slug: 'barbecue-chicken-wings', name: 'Barbecue Chicken Wings', cuisines: ['continental'], mealGroup: 'appetizer',
    dishRate: 259, isDish: NON_VEG, needsGasBurner: false, appliances: ['grill'],
    ingredients: [i('Chicken Wings', 180), i('Barbecue Sauce', 25), i('Honey', 5), i('Garlic', 4), i('Butter', 8), i('Black Pepper Powder', 1), i('Salt', 1)],
  }),
  dish({
    slug: 'chicken-kathi-roll', name: 'Chicken Kathi Roll', cuisines: ['bengali', 'street-food'], mealGroup: 'appetizer',
    dishRate: 219, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Maida', 50), i('Chicken (boneless)', 100), i('Egg', 0.5), i('Onion', 30), i('Capsicum', 15), i('Ginger Garlic Paste', 4), i('Lemon', 0.25), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'butter-garlic-prawns', name: 'Butter Garlic Prawns', cuisines: ['continental'], mealGroup: 'appetizer',
    dishRate: 329, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Prawns', 130), i('Butter', 15), i('Garlic', 8), i('Chilli Flakes', 0.5), i('Black Pepper Powder', 0.5), i('Lemon', 0.25), i('Coriander Leaves', 2), i('Salt', 1)],
  }),
  dish({
    slug: 'egg-roll', name: 'Egg Roll', cuisines: ['bengali', 'street-food'], mealGroup: 'appetizer',
    dishRate: 129, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Maida', 50), i('Egg', 1), i('Onion', 30), i('Green Chilli', 1), i('Tomato Ketchup', 10), i('Lemon', 0.25), i('Refined Oil', 15), i('Salt', 0.5)],
  }),
  dish({
    slug: 'dimer-devil', name: 'Dimer Devil (Egg Chop)', cuisines: ['bengali'], mealGroup: 'appetizer',
    dishRate: 149, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Egg', 1), i('Potato', 50), i('Onion', 15), i('Maida', 5), i('Bread Crumbs', 15), i('Garam Masala', 0.5), i('Refined Oil', 25)],
  }),
  dish({
    slug: 'kerala-chicken-fry', name: 'Kerala Chicken Fry', cuisines: ['kerala'], mealGroup: 'appetizer',
    dishRate: 249, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (curry cut)', 180), i('Ginger Garlic Paste', 6), i('Kashmiri Red Chilli Powder', 3), i('Black Pepper Powder', 1), i('Rice Flour', 5), i('Curry Leaves', 2), i('Lemon', 0.25), i('Coconut Oil', 20)],
  }),
  dish({
    slug: 'mutton-pepper-fry', name: 'Mutton Pepper Fry', cuisines: ['kerala', 'south-indian'], mealGroup: 'appetizer',
    dishRate: 319, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Mutton', 150), i('Onion', 40), i('Ginger Garlic Paste', 6), i('Black Pepper Powder', 3), i('Fennel Seeds', 1), i('Turmeric Powder', 0.5), i('Curry Leaves', 2), i('Coconut Oil', 15)],
  }),

  // ───────────────────────────── Soups & Beverages ─────────────────────────────
  dish({
    slug: 'tomato-shorba', name: 'Tomato Shorba', cuisines: ['north-indian', 'mughlai'], mealGroup: 'soups-beverages',
    dishRate: 99, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Tomato', 150), i('Ghee', 5), i('Cumin Seeds', 0.5), i('Garlic', 3), i('Black Pepper Powder', 0.5), i('Sugar', 2), i('Coriander Leaves', 2), i('Salt', 1)],
  }),
  dish({
    slug: 'cream-of-tomato-soup', name: 'Cream of Tomato Soup', cuisines: ['continental'], mealGroup: 'soups-beverages',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: ['blender'],
    ingredients: [i('Tomato', 150), i('Onion', 20), i('Butter', 8), i('Fresh Cream', 15), i('Garlic', 3), i('Sugar', 3), i('Bread Slice', 0.5), i('Salt', 1)],
  }),
  dish({
    slug: 'cream-of-mushroom-soup', name: 'Cream of Mushroom Soup', cuisines: ['continental'], mealGroup: 'soups-beverages',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: ['blender'],
    ingredients: [i('Mushroom', 80), i('Onion', 15), i('Butter', 8), i('Maida', 5), i('Milk', 80), i('Fresh Cream', 15), i('Black Pepper Powder', 0.5), i('Salt', 1)],
  }),
  dish({
    slug: 'minestrone-soup', name: 'Minestrone Soup', cuisines: ['italian'], mealGroup: 'soups-beverages',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Tomato', 60), i('Carrot', 15), i('French Beans', 15), i('Onion', 15), i('Macaroni', 15), i('Garlic', 3), i('Olive Oil', 5), i('Oregano', 0.3)],
  }),
  dish({
    slug: 'veg-sweet-corn-soup', name: 'Veg Sweet Corn Soup', cuisines: ['chinese'], mealGroup: 'soups-beverages',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Sweet Corn', 50), i('Carrot', 15), i('French Beans', 10), i('Cornflour', 5), i('Spring Onion', 5), i('Black Pepper Powder', 0.5), i('Salt', 1)],
  }),
  dish({
    slug: 'veg-hot-and-sour-soup', name: 'Veg Hot and Sour Soup', cuisines: ['chinese'], mealGroup: 'soups-beverages',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Cabbage', 20), i('Carrot', 15), i('Mushroom', 15), i('Soy Sauce', 5), i('Vinegar', 5), i('Red Chilli Sauce', 3), i('Cornflour', 5), i('Black Pepper Powder', 0.5)],
  }),
  dish({
    slug: 'veg-manchow-soup', name: 'Veg Manchow Soup', cuisines: ['chinese'], mealGroup: 'soups-beverages',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Cabbage', 20), i('Carrot', 15), i('French Beans', 10), i('Garlic', 3), i('Soy Sauce', 5), i('Cornflour', 5), i('Hakka Noodles', 10), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'lemon-coriander-soup', name: 'Lemon Coriander Soup', cuisines: ['chinese'], mealGroup: 'soups-beverages',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Cabbage', 15), i('Carrot', 15), i('Coriander Leaves', 8), i('Lemon', 0.25), i('Cornflour', 5), i('Garlic', 3), i('Black Pepper Powder', 0.5), i('Salt', 1)],
  }),
  dish({
    slug: 'chicken-sweet-corn-soup', name: 'Chicken Sweet Corn Soup', cuisines: ['chinese'], mealGroup: 'soups-beverages',
    dishRate: 149, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 40), i('Sweet Corn', 40), i('Egg', 0.25), i('Cornflour', 5), i('Spring Onion', 5), i('Black Pepper Powder', 0.5), i('Salt', 1)],
  }),
  dish({
    slug: 'chicken-manchow-soup', name: 'Chicken Manchow Soup', cuisines: ['chinese'], mealGroup: 'soups-beverages',
    dishRate: 149, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 40), i('Cabbage', 15), i('Carrot', 10), i('Garlic', 3), i('Soy Sauce', 5), i('Cornflour', 5), i('Hakka Noodles', 10), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'chicken-hot-and-sour-soup', name: 'Chicken Hot and Sour Soup', cuisines: ['chinese'], mealGroup: 'soups-beverages',
    dishRate: 149, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 40), i('Cabbage', 15), i('Mushroom', 10), i('Egg', 0.25), i('Soy Sauce', 5), i('Vinegar', 5), i('Red Chilli Sauce', 3), i('Cornflour', 5)],
  }),
  dish({
    slug: 'chicken-clear-soup', name: 'Chicken Clear Soup', cuisines: ['continental', 'chinese'], mealGroup: 'soups-beverages',
    dishRate: 139, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (curry cut)', 60), i('Carrot', 15), i('Cabbage', 15), i('Garlic', 3), i('Spring Onion', 5), i('Black Pepper Powder', 0.5), i('Salt', 1)],
  }),
  dish({
    slug: 'cream-of-chicken-soup', name: 'Cream of Chicken Soup', cuisines: ['continental'], mealGroup: 'soups-beverages',
    dishRate: 159, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 50), i('Onion', 15), i('Butter', 8), i('Maida', 6), i('Milk', 80), i('Fresh Cream', 15), i('Black Pepper Powder', 0.5), i('Salt', 1)],
  }),
  dish({
    slug: 'mutton-marag', name: 'Mutton Marag', cuisines: ['hyderabadi', 'mughlai'], mealGroup: 'soups-beverages',
    dishRate: 219, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Mutton', 80), i('Curd', 20), i('Cashew Nuts', 5), i('Onion', 20), i('Ginger Garlic Paste', 4), i('Whole Garam Masala', 1), i('Black Pepper Powder', 0.5), i('Ghee', 5)],
  }),
  dish({
    slug: 'tomato-rasam', name: 'Tomato Rasam', cuisines: ['south-indian'], mealGroup: 'soups-beverages',
    dishRate: 79, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Tomato', 60), i('Toor Dal', 10), i('Tamarind', 5), i('Rasam Powder', 3), i('Garlic', 3), i('Mustard Seeds', 0.5), i('Curry Leaves', 1), i('Ghee', 3)],
  }),
  dish({
    slug: 'masala-chai', name: 'Masala Chai', cuisines: ['north-indian', 'street-food'], mealGroup: 'soups-beverages',
    dishRate: 49, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Milk', 80), i('Tea Leaves', 3), i('Sugar', 8), i('Ginger', 2), i('Cardamom Powder', 0.2)],
  }),
  dish({
    slug: 'filter-coffee', name: 'Filter Coffee', cuisines: ['south-indian'], mealGroup: 'soups-beverages',
    dishRate: 59, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Milk', 100), i('Filter Coffee Powder', 8), i('Sugar', 8)],
  }),
  dish({
    slug: 'badam-milk', name: 'Badam Milk', cuisines: ['north-indian', 'south-indian', 'hyderabadi'], mealGroup: 'soups-beverages',
    dishRate: 99, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Milk', 150), i('Almonds', 10), i('Sugar', 12), i('Saffron', 0.02), i('Cardamom Powder', 0.2)],
  }),
  dish({
    slug: 'thandai', name: 'Thandai', cuisines: ['north-indian', 'rajasthani'], mealGroup: 'soups-beverages',
    dishRate: 99, isDish: VEG, needsGasBurner: false, appliances: ['mixer-grinder'],
    ingredients: [i('Milk', 150), i('Almonds', 8), i('Fennel Seeds', 2), i('Sugar', 15), i('Black Pepper Powder', 0.3), i('Cardamom Powder', 0.3), i('Saffron', 0.02), i('Rose Water', 1)],
  }),
  dish({
    slug: 'masala-chaas', name: 'Masala Chaas', cuisines: ['gujarati', 'rajasthani', 'punjabi'], mealGroup: 'soups-beverages',
    dishRate: 49, isDish: VEG, needsGasBurner: false, appliances: ['blender'],
    ingredients: [i('Curd', 100), i('Cumin Powder', 1), i('Mint Leaves', 2), i('Coriander Leaves', 2), i('Ginger', 1), i('Green Chilli', 1), i('Black Salt', 1)],
  }),
  dish({
    slug: 'sol-kadhi', name: 'Sol Kadhi', cuisines: ['maharashtrian'], mealGroup: 'soups-beverages',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: ['mixer-grinder'],
    ingredients: [i('Kokum', 5), i('Coconut Milk', 100), i('Garlic', 2), i('Green Chilli', 1), i('Coriander Leaves', 2), i('Salt', 1)],
  }),
  dish({
    slug: 'sambharam', name: 'Sambharam (Spiced Buttermilk)', cuisines: ['kerala'], mealGroup: 'soups-beverages',
    dishRate: 49, isDish: VEG, needsGasBurner: false, appliances: ['mixer-grinder'],
    ingredients: [i('Curd', 100), i('Ginger', 2), i('Green Chilli', 1), i('Curry Leaves', 1), i('Small Onion (Shallots)', 5), i('Salt', 1)],
  }),

  // ───────────────────────────── Salad & Papad ─────────────────────────────
  dish({
    slug: 'green-salad', name: 'Green Salad', cuisines: ['north-indian', 'continental'], mealGroup: 'salad-papad',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Cucumber', 40), i('Tomato', 30), i('Onion', 25), i('Carrot', 20), i('Lemon', 0.25), i('Chaat Masala', 0.5)],
  }),
  dish({
    slug: 'kachumber-salad', name: 'Kachumber Salad', cuisines: ['north-indian', 'punjabi'], mealGroup: 'salad-papad',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Cucumber', 40), i('Tomato', 40), i('Onion', 30), i('Green Chilli', 1), i('Coriander Leaves', 2), i('Lemon', 0.25), i('Chaat Masala', 0.5)],
  }),
  dish({
    slug: 'moong-sprouts-salad', name: 'Moong Sprouts Salad', cuisines: ['north-indian', 'gujarati', 'maharashtrian'], mealGroup: 'salad-papad',
    dishRate: 89, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Moong Sprouts', 60), i('Onion', 15), i('Tomato', 20), i('Cucumber', 20), i('Lemon', 0.25), i('Chaat Masala', 0.5), i('Coriander Leaves', 2)],
  }),
  dish({
    slug: 'fruit-chaat', name: 'Fruit Chaat', cuisines: ['street-food', 'north-indian'], mealGroup: 'salad-papad',
    dishRate: 99, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Apple', 40), i('Banana', 40), i('Pineapple', 30), i('Pomegranate', 15), i('Chaat Masala', 1), i('Lemon', 0.25)],
  }),
  dish({
    slug: 'cucumber-koshimbir', name: 'Cucumber Koshimbir', cuisines: ['maharashtrian'], mealGroup: 'salad-papad',
    dishRate: 79, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Cucumber', 70), i('Roasted Peanuts', 10), i('Curd', 30), i('Green Chilli', 1), i('Mustard Seeds', 0.5), i('Refined Oil', 3), i('Coriander Leaves', 2), i('Salt', 0.5)],
  }),
  dish({
    slug: 'russian-salad', name: 'Russian Salad', cuisines: ['continental'], mealGroup: 'salad-papad',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Potato', 40), i('Carrot', 25), i('Green Peas', 20), i('Pineapple', 20), i('Apple', 20), i('Mayonnaise', 30), i('Black Pepper Powder', 0.3), i('Salt', 0.5)],
  }),
  dish({
    slug: 'veg-caesar-salad', name: 'Veg Caesar Salad', cuisines: ['continental'], mealGroup: 'salad-papad',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Lettuce', 60), i('Bread Slice', 0.5), i('Parmesan Cheese', 8), i('Mayonnaise', 20), i('Garlic', 2), i('Lemon', 0.25), i('Olive Oil', 5), i('Black Pepper Powder', 0.3)],
  }),
  dish({
    slug: 'greek-salad', name: 'Greek Salad', cuisines: ['continental'], mealGroup: 'salad-papad',
    dishRate: 179, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Cucumber', 40), i('Tomato', 40), i('Capsicum', 20), i('Onion', 20), i('Black Olives', 10), i('Feta Cheese', 25), i('Olive Oil', 8), i('Oregano', 0.3)],
  }),
  dish({
    slug: 'caprese-salad', name: 'Caprese Salad', cuisines: ['italian'], mealGroup: 'salad-papad',
    dishRate: 199, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Tomato', 80), i('Mozzarella Cheese', 40), i('Basil Leaves', 1), i('Olive Oil', 8), i('Black Pepper Powder', 0.3), i('Salt', 0.5)],
  }),
  dish({
    slug: 'italian-pasta-salad', name: 'Italian Pasta Salad', cuisines: ['italian', 'continental'], mealGroup: 'salad-papad',
    dishRate: 159, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Pasta (Penne)', 40), i('Capsicum', 20), i('Sweet Corn', 20), i('Tomato', 20), i('Black Olives', 5), i('Olive Oil', 8), i('Oregano', 0.3), i('Salt', 0.5)],
  }),
  dish({
    slug: 'chicken-caesar-salad', name: 'Chicken Caesar Salad', cuisines: ['continental'], mealGroup: 'salad-papad',
    dishRate: 229, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Lettuce', 60), i('Chicken (boneless)', 80), i('Bread Slice', 0.5), i('Parmesan Cheese', 8), i('Mayonnaise', 20), i('Garlic', 2), i('Lemon', 0.25), i('Olive Oil', 5)],
  }),
  dish({
    slug: 'grilled-chicken-salad', name: 'Grilled Chicken Salad', cuisines: ['continental'], mealGroup: 'salad-papad',
    dishRate: 229, isDish: NON_VEG, needsGasBurner: false, appliances: ['grill'],
    ingredients: [i('Chicken (boneless)', 90), i('Lettuce', 40), i('Cucumber', 20), i('Tomato', 20), i('Honey', 3), i('Lemon', 0.25), i('Olive Oil', 8), i('Black Pepper Powder', 0.5)],
  }),
  dish({
    slug: 'masala-papad', name: 'Masala Papad', cuisines: ['north-indian', 'punjabi'], mealGroup: 'salad-papad',
    dishRate: 59, isDish: VEG, needsGasBurner: false, appliances: ['microwave'],
    ingredients: [i('Papad', 1), i('Onion', 15), i('Tomato', 15), i('Coriander Leaves', 2), i('Chaat Masala', 0.5), i('Red Chilli Powder', 0.3)],
  }),
  dish({
    slug: 'fried-papad', name: 'Fried Papad', cuisines: ['north-indian', 'south-indian', 'gujarati'], mealGroup: 'salad-papad',
    dishRate: 49, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Papad', 1.5), i('Refined Oil', 10), i('Chaat Masala', 0.3)],
  }),
  dish({
    slug: 'papad-churi', name: 'Papad Churi', cuisines: ['rajasthani'], mealGroup: 'salad-papad',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: ['microwave'],
    ingredients: [i('Papad', 1.5), i('Ghee', 3), i('Onion', 15), i('Green Chilli', 1), i('Red Chilli Powder', 0.3), i('Coriander Leaves', 2)],
  }),

  // ───────────────────────────── Main course ─────────────────────────────
  dish({
    slug: 'paneer-butter-masala', name: 'Paneer Butter Masala', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 249, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Paneer', 100), i('Tomato', 100), i('Onion', 30), i('Butter', 15), i('Fresh Cream', 15), i('Cashew Nuts', 8), i('Ginger Garlic Paste', 4), i('Kasuri Methi', 0.5)],
  }),
  dish({
    slug: 'shahi-paneer', name: 'Shahi Paneer', cuisines: ['mughlai', 'north-indian'], mealGroup: 'main-course',
    dishRate: 259, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Paneer', 100), i('Onion', 40), i('Cashew Nuts', 10), i('Curd', 30), i('Fresh Cream', 15), i('Ghee', 10), i('Cardamom Powder', 0.3), i('Saffron', 0.02)],
  }),
  dish({
    slug: 'kadai-paneer', name: 'Kadai Paneer', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 239, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Paneer', 100), i('Capsicum', 40), i('Onion', 40), i('Tomato', 60), i('Coriander Seeds', 2), i('Ginger Garlic Paste', 4), i('Kasuri Methi', 0.5), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'palak-paneer', name: 'Palak Paneer', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 229, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Spinach', 150), i('Paneer', 90), i('Onion', 30), i('Tomato', 30), i('Ginger Garlic Paste', 4), i('Cumin Seeds', 0.5), i('Fresh Cream', 10), i('Refined Oil', 10)],
  }),
  dish({
    slug: 'matar-paneer', name: 'Matar Paneer', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 219, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Paneer', 80), i('Green Peas', 50), i('Onion', 40), i('Tomato', 60), i('Ginger Garlic Paste', 4), i('Turmeric Powder', 0.5), i('Garam Masala', 1), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'malai-kofta', name: 'Malai Kofta', cuisines: ['mughlai', 'north-indian'], mealGroup: 'main-course',
    dishRate: 269, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Paneer', 50), i('Potato', 50), i('Cornflour', 5), i('Cashew Nuts', 10), i('Fresh Cream', 20), i('Onion', 30), i('Tomato', 50), i('Refined Oil', 25)],
  }),
  dish({
    slug: 'navratan-korma', name: 'Navratan Korma', cuisines: ['mughlai'], mealGroup: 'main-course',
    dishRate: 239, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Carrot', 25), i('French Beans', 25), i('Green Peas', 20), i('Paneer', 30), i('Pineapple', 15), i('Cashew Nuts', 10), i('Fresh Cream', 20), i('Ghee', 10)],
  }),
  dish({
    slug: 'dal-makhani', name: 'Dal Makhani', cuisines: ['punjabi', 'north-indian'], mealGroup: 'main-course',
    dishRate: 219, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Whole Urad Dal', 45), i('Rajma', 8), i('Tomato', 50), i('Butter', 15), i('Fresh Cream', 15), i('Ginger Garlic Paste', 4), i('Red Chilli Powder', 1), i('Kasuri Methi', 0.5)],
  }),
  dish({
    slug: 'dal-tadka', name: 'Dal Tadka', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Toor Dal', 40), i('Moong Dal', 10), i('Onion', 20), i('Tomato', 30), i('Garlic', 4), i('Cumin Seeds', 0.5), i('Turmeric Powder', 0.5), i('Ghee', 8)],
  }),
  dish({
    slug: 'rajma-masala', name: 'Rajma Masala', cuisines: ['punjabi', 'north-indian'], mealGroup: 'main-course',
    dishRate: 179, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Rajma', 50), i('Onion', 40), i('Tomato', 60), i('Ginger Garlic Paste', 4), i('Cumin Seeds', 0.5), i('Garam Masala', 1), i('Coriander Leaves', 2), i('Refined Oil', 12)],
  }),
  dish({
    slug: 'amritsari-chole', name: 'Amritsari Chole', cuisines: ['punjabi', 'north-indian'], mealGroup: 'main-course',
    dishRate: 189, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Chana (Chickpeas)', 60), i('Onion', 40), i('Tomato', 50), i('Chole Masala', 3), i('Tea Leaves', 1), i('Ginger Garlic Paste', 4), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'sarson-da-saag', name: 'Sarson da Saag', cuisines: ['punjabi'], mealGroup: 'main-course',
    dishRate: 199, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker', 'mixer-grinder'],
    ingredients: [i('Mustard Greens', 150), i('Spinach', 50), i('Makki Atta', 8), i('Onion', 20), i('Garlic', 5), i('Ginger', 3), i('Green Chilli', 2), i('Ghee', 10)],
  }),
  dish({
    slug: 'punjabi-kadhi-pakora', name: 'Punjabi Kadhi Pakora', cuisines: ['punjabi', 'north-indian'], mealGroup: 'main-course',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Curd', 120), i('Besan', 35), i('Onion', 25), i('Fenugreek Seeds', 0.3), i('Turmeric Powder', 0.5), i('Red Chilli Powder', 1), i('Refined Oil', 20), i('Salt', 1)],
  }),
  dish({
    slug: 'aloo-gobi', name: 'Aloo Gobi', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Cauliflower', 100), i('Potato', 70), i('Onion', 20), i('Tomato', 30), i('Turmeric Powder', 0.5), i('Cumin Seeds', 0.5), i('Coriander Leaves', 2), i('Refined Oil', 12)],
  }),
  dish({
    slug: 'bhindi-do-pyaza', name: 'Bhindi Do Pyaza', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 159, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Okra (Bhindi)', 120), i('Onion', 60), i('Tomato', 20), i('Amchur Powder', 1), i('Red Chilli Powder', 1), i('Turmeric Powder', 0.5), i('Refined Oil', 15), i('Salt', 1)],
  }),
  dish({
    slug: 'mix-veg', name: 'Mix Veg', cuisines: ['north-indian'], mealGroup: 'main-course',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Cauliflower', 40), i('Carrot', 30), i('French Beans', 30), i('Green Peas', 25), i('Potato', 30), i('Onion', 30), i('Tomato', 40), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'kashmiri-dum-aloo', name: 'Kashmiri Dum Aloo', cuisines: ['north-indian', 'mughlai'], mealGroup: 'main-course',
    dishRate: 179, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Baby Potato', 150), i('Curd', 50), i('Kashmiri Red Chilli Powder', 2), i('Fennel Seeds', 1), i('Dry Ginger Powder', 0.5), i('Whole Garam Masala', 1), i('Mustard Oil', 20)],
  }),
  dish({
    slug: 'baingan-bharta', name: 'Baingan Bharta', cuisines: ['punjabi', 'north-indian'], mealGroup: 'main-course',
    dishRate: 159, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Brinjal', 180), i('Onion', 40), i('Tomato', 40), i('Garlic', 4), i('Green Chilli', 2), i('Coriander Leaves', 2), i('Mustard Oil', 10)],
  }),
  dish({
    slug: 'undhiyu', name: 'Undhiyu', cuisines: ['gujarati'], mealGroup: 'main-course',
    dishRate: 229, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Surti Papdi', 40), i('Yam (Suran)', 30), i('Sweet Potato', 30), i('Baby Potato', 30), i('Brinjal', 30), i('Methi Leaves', 15), i('Besan', 10), i('Refined Oil', 20)],
  }),
  dish({
    slug: 'gujarati-kadhi', name: 'Gujarati Kadhi', cuisines: ['gujarati'], mealGroup: 'main-course',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Curd', 120), i('Besan', 15), i('Sugar', 6), i('Ginger', 2), i('Green Chilli', 1), i('Cumin Seeds', 0.5), i('Curry Leaves', 1), i('Ghee', 5)],
  }),
  dish({
    slug: 'gujarati-dal', name: 'Gujarati Dal', cuisines: ['gujarati'], mealGroup: 'main-course',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Toor Dal', 40), i('Tomato', 25), i('Jaggery', 8), i('Kokum', 2), i('Roasted Peanuts', 5), i('Mustard Seeds', 0.5), i('Curry Leaves', 1), i('Ghee', 5)],
  }),
  dish({
    slug: 'dal-baati-churma', name: 'Dal Baati Churma', cuisines: ['rajasthani'], mealGroup: 'main-course',
    dishRate: 299, isDish: VEG, needsGasBurner: true, appliances: ['oven'],
    ingredients: [i('Atta', 80), i('Rava (Semolina)', 10), i('Ghee', 30), i('Toor Dal', 20), i('Chana Dal', 15), i('Moong Dal', 10), i('Tomato', 20), i('Sugar', 15)],
  }),
  dish({
    slug: 'gatte-ki-sabzi', name: 'Gatte ki Sabzi', cuisines: ['rajasthani'], mealGroup: 'main-course',
    dishRate: 189, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Besan', 50), i('Curd', 80), i('Carom Seeds', 0.5), i('Red Chilli Powder', 1.5), i('Turmeric Powder', 0.5), i('Coriander Powder', 1), i('Ghee', 10), i('Refined Oil', 10)],
  }),
  dish({
    slug: 'aloo-posto', name: 'Aloo Posto', cuisines: ['bengali'], mealGroup: 'main-course',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Potato', 150), i('Poppy Seeds', 15), i('Green Chilli', 2), i('Nigella Seeds (Kalonji)', 0.3), i('Turmeric Powder', 0.3), i('Mustard Oil', 12), i('Salt', 1)],
  }),
  dish({
    slug: 'cholar-dal', name: 'Cholar Dal', cuisines: ['bengali'], mealGroup: 'main-course',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Chana Dal', 45), i('Grated Coconut', 10), i('Raisins', 3), i('Sugar', 3), i('Cumin Seeds', 0.5), i('Bay Leaf', 0.5), i('Turmeric Powder', 0.3), i('Ghee', 6)],
  }),
  dish({
    slug: 'mirchi-ka-salan', name: 'Mirchi ka Salan', cuisines: ['hyderabadi'], mealGroup: 'main-course',
    dishRate: 179, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Bhavnagri Chilli', 80), i('Roasted Peanuts', 15), i('Sesame Seeds', 5), i('Grated Coconut', 8), i('Tamarind', 5), i('Onion', 30), i('Curry Leaves', 1), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'sambar', name: 'Sambar', cuisines: ['south-indian'], mealGroup: 'main-course',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Toor Dal', 35), i('Drumstick', 20), i('Brinjal', 20), i('Small Onion (Shallots)', 20), i('Tomato', 30), i('Tamarind', 5), i('Sambar Powder', 4), i('Refined Oil', 6)],
  }),
  dish({
    slug: 'avial', name: 'Avial', cuisines: ['kerala', 'south-indian'], mealGroup: 'main-course',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Raw Banana', 30), i('Yam (Suran)', 30), i('Drumstick', 20), i('Carrot', 20), i('French Beans', 20), i('Grated Coconut', 30), i('Curd', 30), i('Coconut Oil', 8)],
  }),
  dish({
    slug: 'kerala-veg-stew', name: 'Kerala Veg Stew', cuisines: ['kerala'], mealGroup: 'main-course',
    dishRate: 179, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Potato', 50), i('Carrot', 30), i('French Beans', 20), i('Green Peas', 20), i('Coconut Milk', 100), i('Whole Garam Masala', 1), i('Curry Leaves', 1), i('Coconut Oil', 8)],
  }),
  dish({
    slug: 'cabbage-thoran', name: 'Cabbage Thoran', cuisines: ['kerala', 'south-indian'], mealGroup: 'main-course',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Cabbage', 120), i('Grated Coconut', 20), i('Green Chilli', 1), i('Mustard Seeds', 0.5), i('Curry Leaves', 1), i('Turmeric Powder', 0.3), i('Coconut Oil', 8), i('Salt', 1)],
  }),
  dish({
    slug: 'pav-bhaji', name: 'Pav Bhaji', cuisines: ['maharashtrian', 'street-food'], mealGroup: 'main-course',
    dishRate: 199, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Pav', 2), i('Potato', 80), i('Green Peas', 25), i('Capsicum', 25), i('Tomato', 60), i('Onion', 30), i('Pav Bhaji Masala', 4), i('Butter', 20)],
  }),
  dish({
    slug: 'veg-manchurian-gravy', name: 'Veg Manchurian Gravy', cuisines: ['chinese'], mealGroup: 'main-course',
    dishRate: 189, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Cabbage', 50), i('Carrot', 20), i('Maida', 10), i('Cornflour', 15), i('Spring Onion', 10), i('Garlic', 4), i('Soy Sauce', 6), i('Refined Oil', 20)],
  }),
  dish({
    slug: 'veg-hakka-noodles', name: 'Veg Hakka Noodles', cuisines: ['chinese'], mealGroup: 'main-course',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Hakka Noodles', 80), i('Cabbage', 30), i('Carrot', 20), i('Capsicum', 20), i('Spring Onion', 10), i('Soy Sauce', 6), i('Vinegar', 3), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'penne-alfredo', name: 'Penne Alfredo (White Sauce Pasta)', cuisines: ['italian'], mealGroup: 'main-course',
    dishRate: 219, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Pasta (Penne)', 80), i('Butter', 10), i('Maida', 8), i('Milk', 120), i('Processed Cheese', 15), i('Mushroom', 25), i('Sweet Corn', 20), i('Oregano', 0.3)],
  }),
  dish({
    slug: 'penne-arrabbiata', name: 'Penne Arrabbiata (Red Sauce Pasta)', cuisines: ['italian'], mealGroup: 'main-course',
    dishRate: 209, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Pasta (Penne)', 80), i('Tomato', 120), i('Onion', 20), i('Garlic', 5), i('Chilli Flakes', 1), i('Basil Leaves', 1), i('Parmesan Cheese', 8), i('Olive Oil', 10)],
  }),
  dish({
    slug: 'margherita-pizza', name: 'Margherita Pizza', cuisines: ['italian'], mealGroup: 'main-course',
    dishRate: 249, isDish: VEG, needsGasBurner: false, appliances: ['oven'],
    ingredients: [i('Maida', 90), i('Dry Yeast', 2), i('Sugar', 2), i('Pizza Sauce', 30), i('Mozzarella Cheese', 60), i('Basil Leaves', 1), i('Oregano', 0.5), i('Olive Oil', 8)],
  }),
  dish({
    slug: 'farmhouse-pizza', name: 'Farmhouse Pizza', cuisines: ['italian'], mealGroup: 'main-course',
    dishRate: 279, isDish: VEG, needsGasBurner: false, appliances: ['oven'],
    ingredients: [i('Maida', 90), i('Dry Yeast', 2), i('Pizza Sauce', 30), i('Mozzarella Cheese', 60), i('Capsicum', 25), i('Onion', 25), i('Tomato', 25), i('Mushroom', 25)],
  }),
  dish({
    slug: 'veg-lasagne', name: 'Veg Lasagne', cuisines: ['italian'], mealGroup: 'main-course',
    dishRate: 289, isDish: VEG, needsGasBurner: true, appliances: ['oven'],
    ingredients: [i('Lasagne Sheets', 50), i('Mushroom', 25), i('Sweet Corn', 20), i('Tomato', 80), i('Milk', 80), i('Butter', 10), i('Maida', 8), i('Mozzarella Cheese', 40)],
  }),
  dish({
    slug: 'mushroom-risotto', name: 'Mushroom Risotto', cuisines: ['italian'], mealGroup: 'main-course',
    dishRate: 269, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Arborio Rice', 70), i('Mushroom', 60), i('Onion', 20), i('Garlic', 3), i('Butter', 10), i('Parmesan Cheese', 12), i('Olive Oil', 5), i('Black Pepper Powder', 0.5)],
  }),
  dish({
    slug: 'baked-vegetables-white-sauce', name: 'Baked Vegetables in White Sauce', cuisines: ['continental'], mealGroup: 'main-course',
    dishRate: 229, isDish: VEG, needsGasBurner: true, appliances: ['oven'],
    ingredients: [i('Carrot', 30), i('French Beans', 30), i('Cauliflower', 30), i('Sweet Corn', 20), i('Milk', 100), i('Butter', 12), i('Maida', 8), i('Mozzarella Cheese', 30)],
  }),
  dish({
    slug: 'butter-chicken', name: 'Butter Chicken', cuisines: ['punjabi', 'north-indian'], mealGroup: 'main-course',
    dishRate: 279, isDish: NON_VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Chicken (boneless)', 150), i('Curd', 20), i('Tomato', 100), i('Butter', 20), i('Fresh Cream', 20), i('Cashew Nuts', 8), i('Ginger Garlic Paste', 5), i('Kasuri Methi', 0.5)],
  }),
  dish({
    slug: 'chicken-tikka-masala', name: 'Chicken Tikka Masala', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 289, isDish: NON_VEG, needsGasBurner: true, appliances: ['tandoor'],
    ingredients: [i('Chicken (boneless)', 150), i('Curd', 30), i('Tandoori Masala', 3), i('Onion', 50), i('Tomato', 70), i('Capsicum', 25), i('Ginger Garlic Paste', 5), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'kadai-chicken', name: 'Kadai Chicken', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 269, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (curry cut)', 180), i('Capsicum', 40), i('Onion', 50), i('Tomato', 70), i('Coriander Seeds', 2), i('Ginger Garlic Paste', 6), i('Kasuri Methi', 0.5), i('Refined Oil', 18)],
  }),
  dish({
    slug: 'home-style-chicken-curry', name: 'Home-style Chicken Curry', cuisines: ['north-indian'], mealGroup: 'main-course',
    dishRate: 249, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (curry cut)', 180), i('Onion', 60), i('Tomato', 60), i('Ginger Garlic Paste', 6), i('Turmeric Powder', 0.5), i('Red Chilli Powder', 2), i('Garam Masala', 1.5), i('Refined Oil', 18)],
  }),
  dish({
    slug: 'chicken-do-pyaza', name: 'Chicken Do Pyaza', cuisines: ['north-indian', 'mughlai'], mealGroup: 'main-course',
    dishRate: 269, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (curry cut)', 180), i('Onion', 90), i('Tomato', 40), i('Curd', 20), i('Ginger Garlic Paste', 6), i('Whole Garam Masala', 1), i('Red Chilli Powder', 1.5), i('Refined Oil', 18)],
  }),
  dish({
    slug: 'chicken-korma', name: 'Chicken Korma', cuisines: ['mughlai'], mealGroup: 'main-course',
    dishRate: 289, isDish: NON_VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Chicken (curry cut)', 180), i('Onion', 60), i('Curd', 40), i('Cashew Nuts', 10), i('Ginger Garlic Paste', 6), i('Whole Garam Masala', 1.5), i('Kewra Water', 1), i('Ghee', 15)],
  }),
  dish({
    slug: 'chicken-rezala', name: 'Chicken Rezala', cuisines: ['bengali', 'mughlai'], mealGroup: 'main-course',
    dishRate: 289, isDish: NON_VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Chicken (curry cut)', 180), i('Curd', 50), i('Onion', 40), i('Cashew Nuts', 10), i('Poppy Seeds', 5), i('Ginger Garlic Paste', 6), i('Whole Garam Masala', 1), i('Ghee', 15)],
  }),
  dish({
    slug: 'mutton-rogan-josh', name: 'Mutton Rogan Josh', cuisines: ['mughlai', 'north-indian'], mealGroup: 'main-course',
    dishRate: 329, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Mutton', 180), i('Curd', 50), i('Onion', 30), i('Kashmiri Red Chilli Powder', 3), i('Fennel Seeds', 1), i('Dry Ginger Powder', 1), i('Whole Garam Masala', 1.5), i('Mustard Oil', 20)],
  }),
  dish({
    slug: 'mutton-korma', name: 'Mutton Korma', cuisines: ['mughlai', 'hyderabadi'], mealGroup: 'main-course',
    dishRate: 329, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker', 'mixer-grinder'],
    ingredients: [i('Mutton', 180), i('Onion', 60), i('Curd', 40), i('Cashew Nuts', 10), i('Ginger Garlic Paste', 6), i('Whole Garam Masala', 1.5), i('Kewra Water', 1), i('Ghee', 18)],
  }),
  dish({
    slug: 'mutton-curry', name: 'Home-style Mutton Curry', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 319, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Mutton', 180), i('Onion', 60), i('Tomato', 60), i('Ginger Garlic Paste', 6), i('Turmeric Powder', 0.5), i('Red Chilli Powder', 2), i('Garam Masala', 1.5), i('Refined Oil', 20)],
  }),
  dish({
    slug: 'mutton-nihari', name: 'Mutton Nihari', cuisines: ['mughlai'], mealGroup: 'main-course',
    dishRate: 339, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Mutton', 180), i('Onion', 40), i('Atta', 8), i('Ginger Garlic Paste', 6), i('Nihari Masala', 4), i('Ginger', 3), i('Lemon', 0.25), i('Ghee', 20)],
  }),
  dish({
    slug: 'keema-matar', name: 'Keema Matar', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 279, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Mutton Keema', 130), i('Green Peas', 40), i('Onion', 50), i('Tomato', 50), i('Ginger Garlic Paste', 5), i('Garam Masala', 1.5), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'laal-maas', name: 'Laal Maas', cuisines: ['rajasthani'], mealGroup: 'main-course',
    dishRate: 339, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Mutton', 180), i('Dry Red Chilli', 4), i('Curd', 50), i('Onion', 50), i('Garlic', 8), i('Whole Garam Masala', 1.5), i('Coriander Powder', 2), i('Ghee', 20)],
  }),
  dish({
    slug: 'kosha-mangsho', name: 'Kosha Mangsho', cuisines: ['bengali'], mealGroup: 'main-course',
    dishRate: 329, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Mutton', 180), i('Potato', 50), i('Onion', 60), i('Curd', 40), i('Ginger Garlic Paste', 6), i('Sugar', 2), i('Garam Masala', 1.5), i('Mustard Oil', 25)],
  }),
  dish({
    slug: 'hyderabadi-haleem', name: 'Hyderabadi Haleem', cuisines: ['hyderabadi', 'mughlai'], mealGroup: 'main-course',
    dishRate: 329, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Mutton', 130), i('Broken Wheat (Dalia)', 40), i('Chana Dal', 10), i('Onion', 40), i('Ginger Garlic Paste', 6), i('Garam Masala', 1.5), i('Mint Leaves', 3), i('Ghee', 20)],
  }),
  dish({
    slug: 'mutton-dalcha', name: 'Mutton Dalcha', cuisines: ['hyderabadi'], mealGroup: 'main-course',
    dishRate: 299, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Mutton', 130), i('Chana Dal', 40), i('Bottle Gourd (Lauki)', 50), i('Tamarind', 5), i('Onion', 30), i('Ginger Garlic Paste', 5), i('Curry Leaves', 1), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'chicken-chettinad', name: 'Chicken Chettinad', cuisines: ['south-indian'], mealGroup: 'main-course',
    dishRate: 279, isDish: NON_VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Chicken (curry cut)', 180), i('Small Onion (Shallots)', 40), i('Tomato', 50), i('Grated Coconut', 15), i('Black Pepper Powder', 2), i('Fennel Seeds', 1), i('Dry Red Chilli', 2), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'pepper-chicken', name: 'Pepper Chicken', cuisines: ['south-indian', 'kerala'], mealGroup: 'main-course',
    dishRate: 269, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (curry cut)', 180), i('Onion', 50), i('Black Pepper Powder', 3), i('Ginger Garlic Paste', 6), i('Curry Leaves', 1), i('Fennel Seeds', 1), i('Turmeric Powder', 0.5), i('Coconut Oil', 15)],
  }),
  dish({
    slug: 'kerala-chicken-stew', name: 'Kerala Chicken Stew', cuisines: ['kerala'], mealGroup: 'main-course',
    dishRate: 259, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (curry cut)', 160), i('Potato', 40), i('Onion', 30), i('Coconut Milk', 100), i('Green Chilli', 2), i('Whole Garam Masala', 1), i('Curry Leaves', 1), i('Coconut Oil', 10)],
  }),
  dish({
    slug: 'kerala-fish-curry', name: 'Kerala Fish Curry', cuisines: ['kerala'], mealGroup: 'main-course',
    dishRate: 269, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Fish (curry cut)', 150), i('Coconut Milk', 80), i('Small Onion (Shallots)', 30), i('Tamarind', 5), i('Ginger Garlic Paste', 4), i('Kashmiri Red Chilli Powder', 3), i('Curry Leaves', 1), i('Coconut Oil', 15)],
  }),
  dish({
    slug: 'kerala-prawns-roast', name: 'Kerala Prawns Roast', cuisines: ['kerala'], mealGroup: 'main-course',
    dishRate: 329, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Prawns', 140), i('Onion', 60), i('Tomato', 30), i('Ginger Garlic Paste', 5), i('Kashmiri Red Chilli Powder', 3), i('Black Pepper Powder', 1), i('Curry Leaves', 1), i('Coconut Oil', 18)],
  }),
  dish({
    slug: 'kerala-egg-roast', name: 'Kerala Egg Roast', cuisines: ['kerala'], mealGroup: 'main-course',
    dishRate: 179, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Egg', 2), i('Onion', 70), i('Tomato', 30), i('Ginger Garlic Paste', 4), i('Kashmiri Red Chilli Powder', 2), i('Fennel Seeds', 0.5), i('Curry Leaves', 1), i('Coconut Oil', 15)],
  }),
  dish({
    slug: 'macher-jhol', name: 'Macher Jhol', cuisines: ['bengali'], mealGroup: 'main-course',
    dishRate: 249, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Fish (curry cut)', 150), i('Potato', 40), i('Tomato', 30), i('Nigella Seeds (Kalonji)', 0.3), i('Turmeric Powder', 0.5), i('Cumin Powder', 1), i('Green Chilli', 2), i('Mustard Oil', 20)],
  }),
  dish({
    slug: 'chingri-malai-curry', name: 'Chingri Malai Curry', cuisines: ['bengali'], mealGroup: 'main-course',
    dishRate: 339, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Prawns', 150), i('Coconut Milk', 100), i('Onion', 40), i('Ginger Garlic Paste', 5), i('Sugar', 2), i('Whole Garam Masala', 1), i('Turmeric Powder', 0.5), i('Ghee', 8)],
  }),
  dish({
    slug: 'chicken-kolhapuri', name: 'Chicken Kolhapuri', cuisines: ['maharashtrian'], mealGroup: 'main-course',
    dishRate: 279, isDish: NON_VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Chicken (curry cut)', 180), i('Onion', 50), i('Tomato', 40), i('Grated Coconut', 15), i('Sesame Seeds', 2), i('Kolhapuri Masala', 5), i('Ginger Garlic Paste', 6), i('Refined Oil', 18)],
  }),
  dish({
    slug: 'malvani-fish-curry', name: 'Malvani Fish Curry', cuisines: ['maharashtrian'], mealGroup: 'main-course',
    dishRate: 279, isDish: NON_VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Fish (curry cut)', 150), i('Grated Coconut', 30), i('Kokum', 3), i('Malvani Masala', 4), i('Onion', 30), i('Ginger Garlic Paste', 4), i('Turmeric Powder', 0.5), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'egg-curry', name: 'Egg Curry', cuisines: ['north-indian', 'punjabi'], mealGroup: 'main-course',
    dishRate: 169, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Egg', 2), i('Onion', 50), i('Tomato', 60), i('Ginger Garlic Paste', 4), i('Turmeric Powder', 0.5), i('Garam Masala', 1), i('Coriander Leaves', 2), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'chilli-chicken-gravy', name: 'Chilli Chicken Gravy', cuisines: ['chinese'], mealGroup: 'main-course',
    dishRate: 259, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 140), i('Capsicum', 30), i('Onion', 30), i('Cornflour', 12), i('Egg', 0.25), i('Soy Sauce', 6), i('Green Chilli Sauce', 5), i('Refined Oil', 20)],
  }),
  dish({
    slug: 'chicken-manchurian', name: 'Chicken Manchurian', cuisines: ['chinese'], mealGroup: 'main-course',
    dishRate: 259, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 140), i('Cornflour', 15), i('Egg', 0.25), i('Spring Onion', 10), i('Garlic', 5), i('Soy Sauce', 6), i('Red Chilli Sauce', 4), i('Refined Oil', 20)],
  }),
  dish({
    slug: 'chicken-hot-garlic-sauce', name: 'Chicken in Hot Garlic Sauce', cuisines: ['chinese'], mealGroup: 'main-course',
    dishRate: 269, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Chicken (boneless)', 140), i('Garlic', 10), i('Red Chilli Sauce', 8), i('Soy Sauce', 5), i('Vinegar', 3), i('Cornflour', 12), i('Spring Onion', 8), i('Refined Oil', 20)],
  }),
  dish({
    slug: 'chicken-hakka-noodles', name: 'Chicken Hakka Noodles', cuisines: ['chinese'], mealGroup: 'main-course',
    dishRate: 219, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Hakka Noodles', 80), i('Chicken (boneless)', 60), i('Egg', 0.5), i('Cabbage', 25), i('Carrot', 15), i('Capsicum', 15), i('Soy Sauce', 6), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'chicken-alfredo-pasta', name: 'Chicken Alfredo Pasta', cuisines: ['italian'], mealGroup: 'main-course',
    dishRate: 259, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Pasta (Penne)', 80), i('Chicken (boneless)', 70), i('Butter', 10), i('Maida', 8), i('Milk', 120), i('Parmesan Cheese', 10), i('Garlic', 3), i('Oregano', 0.3)],
  }),
  dish({
    slug: 'chicken-lasagne', name: 'Chicken Lasagne', cuisines: ['italian'], mealGroup: 'main-course',
    dishRate: 319, isDish: NON_VEG, needsGasBurner: true, appliances: ['oven'],
    ingredients: [i('Lasagne Sheets', 50), i('Chicken Keema', 80), i('Tomato', 80), i('Onion', 20), i('Milk', 80), i('Butter', 10), i('Maida', 8), i('Mozzarella Cheese', 40)],
  }),
  dish({
    slug: 'bbq-chicken-pizza', name: 'BBQ Chicken Pizza', cuisines: ['italian', 'continental'], mealGroup: 'main-course',
    dishRate: 299, isDish: NON_VEG, needsGasBurner: true, appliances: ['oven'],
    ingredients: [i('Maida', 90), i('Dry Yeast', 2), i('Mozzarella Cheese', 60), i('Chicken (boneless)', 60), i('Barbecue Sauce', 20), i('Onion', 25), i('Capsicum', 20), i('Olive Oil', 8)],
  }),
  dish({
    slug: 'grilled-chicken-herb-sauce', name: 'Grilled Chicken with Herb Sauce', cuisines: ['continental'], mealGroup: 'main-course',
    dishRate: 299, isDish: NON_VEG, needsGasBurner: true, appliances: ['grill'],
    ingredients: [i('Chicken (boneless)', 180), i('Butter', 10), i('Garlic', 5), i('Fresh Cream', 20), i('Mixed Herbs', 1), i('Potato', 80), i('Carrot', 25), i('French Beans', 25)],
  }),
  dish({
    slug: 'fish-and-chips', name: 'Fish and Chips', cuisines: ['continental'], mealGroup: 'main-course',
    dishRate: 299, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Fish (boneless)', 150), i('Maida', 30), i('Soda', 30), i('Potato', 120), i('Mayonnaise', 20), i('Lemon', 0.25), i('Refined Oil', 40), i('Salt', 1)],
  }),

  // ───────────────────────────── Breads, Rice and Raita ─────────────────────────────
  dish({
    slug: 'tandoori-roti', name: 'Tandoori Roti', cuisines: ['north-indian', 'punjabi'], mealGroup: 'breads-rice-raita',
    dishRate: 49, isDish: VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Atta', 60), i('Butter', 3), i('Salt', 0.5)],
  }),
  dish({
    slug: 'butter-naan', name: 'Butter Naan', cuisines: ['north-indian', 'punjabi', 'mughlai'], mealGroup: 'breads-rice-raita',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Maida', 70), i('Curd', 10), i('Baking Soda', 0.5), i('Sugar', 2), i('Butter', 10), i('Salt', 0.5)],
  }),
  dish({
    slug: 'garlic-naan', name: 'Garlic Naan', cuisines: ['north-indian', 'punjabi'], mealGroup: 'breads-rice-raita',
    dishRate: 79, isDish: VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Maida', 70), i('Curd', 10), i('Baking Soda', 0.5), i('Garlic', 5), i('Coriander Leaves', 2), i('Butter', 10), i('Salt', 0.5)],
  }),
  dish({
    slug: 'lachha-paratha', name: 'Lachha Paratha', cuisines: ['punjabi', 'north-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Atta', 70), i('Ghee', 10), i('Salt', 0.5)],
  }),
  dish({
    slug: 'missi-roti', name: 'Missi Roti', cuisines: ['rajasthani', 'punjabi'], mealGroup: 'breads-rice-raita',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Besan', 30), i('Atta', 40), i('Onion', 15), i('Green Chilli', 1), i('Kasuri Methi', 0.5), i('Carom Seeds', 0.3), i('Ghee', 5)],
  }),
  dish({
    slug: 'amritsari-kulcha', name: 'Amritsari Kulcha', cuisines: ['punjabi'], mealGroup: 'breads-rice-raita',
    dishRate: 119, isDish: VEG, needsGasBurner: false, appliances: ['tandoor'],
    ingredients: [i('Maida', 80), i('Curd', 10), i('Potato', 60), i('Onion', 15), i('Coriander Leaves', 2), i('Butter', 10), i('Salt', 0.5)],
  }),
  dish({
    slug: 'phulka', name: 'Phulka (Chapati)', cuisines: ['north-indian', 'gujarati', 'punjabi'], mealGroup: 'breads-rice-raita',
    dishRate: 49, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Atta', 50), i('Ghee', 3), i('Salt', 0.3)],
  }),
  dish({
    slug: 'poori', name: 'Poori', cuisines: ['north-indian', 'gujarati'], mealGroup: 'breads-rice-raita',
    dishRate: 59, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Atta', 60), i('Refined Oil', 20), i('Salt', 0.5)],
  }),
  dish({
    slug: 'luchi', name: 'Luchi', cuisines: ['bengali'], mealGroup: 'breads-rice-raita',
    dishRate: 59, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Maida', 50), i('Ghee', 4), i('Refined Oil', 20), i('Salt', 0.3)],
  }),
  dish({
    slug: 'bajra-roti', name: 'Bajra Roti', cuisines: ['rajasthani', 'gujarati'], mealGroup: 'breads-rice-raita',
    dishRate: 59, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Bajra Flour', 60), i('Ghee', 5), i('Salt', 0.3)],
  }),
  dish({
    slug: 'makki-di-roti', name: 'Makki di Roti', cuisines: ['punjabi'], mealGroup: 'breads-rice-raita',
    dishRate: 69, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Makki Atta', 70), i('Ghee', 8), i('Salt', 0.3)],
  }),
  dish({
    slug: 'jowar-bhakri', name: 'Jowar Bhakri', cuisines: ['maharashtrian'], mealGroup: 'breads-rice-raita',
    dishRate: 59, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Jowar Flour', 70), i('Ghee', 3), i('Salt', 0.3)],
  }),
  dish({
    slug: 'kerala-parotta', name: 'Kerala Parotta', cuisines: ['kerala', 'south-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 79, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Maida', 80), i('Milk', 15), i('Sugar', 2), i('Refined Oil', 12), i('Salt', 0.5)],
  }),
  dish({
    slug: 'steamed-rice', name: 'Steamed Rice', cuisines: ['north-indian', 'south-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 69, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 70), i('Ghee', 3), i('Salt', 0.3)],
  }),
  dish({
    slug: 'jeera-rice', name: 'Jeera Rice', cuisines: ['north-indian', 'punjabi'], mealGroup: 'breads-rice-raita',
    dishRate: 99, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 70), i('Ghee', 8), i('Cumin Seeds', 1), i('Bay Leaf', 0.5), i('Salt', 0.5)],
  }),
  dish({
    slug: 'veg-pulao', name: 'Veg Pulao', cuisines: ['north-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 70), i('Carrot', 20), i('French Beans', 20), i('Green Peas', 20), i('Onion', 20), i('Whole Garam Masala', 1), i('Ghee', 8), i('Salt', 0.5)],
  }),
  dish({
    slug: 'veg-biryani', name: 'Veg Biryani', cuisines: ['north-indian', 'mughlai', 'hyderabadi'], mealGroup: 'breads-rice-raita',
    dishRate: 229, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 80), i('Carrot', 20), i('French Beans', 20), i('Cauliflower', 20), i('Green Peas', 15), i('Curd', 25), i('Onion', 40), i('Ghee', 12)],
  }),
  dish({
    slug: 'hyderabadi-chicken-dum-biryani', name: 'Hyderabadi Chicken Dum Biryani', cuisines: ['hyderabadi', 'mughlai'], mealGroup: 'breads-rice-raita',
    dishRate: 299, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 80), i('Chicken (curry cut)', 150), i('Curd', 40), i('Onion', 50), i('Biryani Masala', 3), i('Mint Leaves', 3), i('Saffron', 0.02), i('Ghee', 15)],
  }),
  dish({
    slug: 'hyderabadi-mutton-dum-biryani', name: 'Hyderabadi Mutton Dum Biryani', cuisines: ['hyderabadi', 'mughlai'], mealGroup: 'breads-rice-raita',
    dishRate: 349, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 80), i('Mutton', 150), i('Curd', 40), i('Onion', 50), i('Biryani Masala', 3), i('Mint Leaves', 3), i('Saffron', 0.02), i('Ghee', 15)],
  }),
  dish({
    slug: 'lucknowi-chicken-biryani', name: 'Lucknowi Chicken Biryani', cuisines: ['mughlai', 'north-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 289, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 80), i('Chicken (curry cut)', 150), i('Curd', 35), i('Onion', 40), i('Whole Garam Masala', 1.5), i('Kewra Water', 1), i('Saffron', 0.02), i('Ghee', 15)],
  }),
  dish({
    slug: 'kolkata-chicken-biryani', name: 'Kolkata Chicken Biryani', cuisines: ['bengali', 'mughlai'], mealGroup: 'breads-rice-raita',
    dishRate: 299, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 80), i('Chicken (curry cut)', 150), i('Potato', 50), i('Egg', 0.5), i('Curd', 30), i('Onion', 40), i('Kewra Water', 1), i('Ghee', 12)],
  }),
  dish({
    slug: 'malabar-chicken-biryani', name: 'Malabar Chicken Biryani', cuisines: ['kerala'], mealGroup: 'breads-rice-raita',
    dishRate: 299, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Jeerakasala Rice', 80), i('Chicken (curry cut)', 150), i('Onion', 50), i('Tomato', 30), i('Cashew Nuts', 5), i('Raisins', 5), i('Mint Leaves', 3), i('Ghee', 15)],
  }),
  dish({
    slug: 'mutton-yakhni-pulao', name: 'Mutton Yakhni Pulao', cuisines: ['mughlai', 'north-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 319, isDish: NON_VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Basmati Rice', 80), i('Mutton', 130), i('Onion', 40), i('Curd', 25), i('Fennel Seeds', 1), i('Whole Garam Masala', 1.5), i('Ginger Garlic Paste', 5), i('Ghee', 15)],
  }),
  dish({
    slug: 'egg-biryani', name: 'Egg Biryani', cuisines: ['hyderabadi', 'north-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 219, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 80), i('Egg', 1.5), i('Onion', 40), i('Tomato', 30), i('Curd', 25), i('Biryani Masala', 3), i('Mint Leaves', 2), i('Ghee', 10)],
  }),
  dish({
    slug: 'veg-fried-rice', name: 'Veg Fried Rice', cuisines: ['chinese'], mealGroup: 'breads-rice-raita',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 70), i('Cabbage', 20), i('Carrot', 20), i('French Beans', 15), i('Spring Onion', 10), i('Soy Sauce', 5), i('Refined Oil', 12), i('Salt', 0.5)],
  }),
  dish({
    slug: 'schezwan-fried-rice', name: 'Schezwan Fried Rice', cuisines: ['chinese'], mealGroup: 'breads-rice-raita',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 70), i('Cabbage', 20), i('Carrot', 20), i('Capsicum', 15), i('Spring Onion', 8), i('Schezwan Sauce', 15), i('Garlic', 3), i('Refined Oil', 12)],
  }),
  dish({
    slug: 'egg-fried-rice', name: 'Egg Fried Rice', cuisines: ['chinese'], mealGroup: 'breads-rice-raita',
    dishRate: 169, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 70), i('Egg', 1), i('Carrot', 15), i('Spring Onion', 10), i('Soy Sauce', 5), i('Black Pepper Powder', 0.5), i('Refined Oil', 12), i('Salt', 0.5)],
  }),
  dish({
    slug: 'chicken-fried-rice', name: 'Chicken Fried Rice', cuisines: ['chinese'], mealGroup: 'breads-rice-raita',
    dishRate: 199, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 70), i('Chicken (boneless)', 60), i('Egg', 0.5), i('Cabbage', 15), i('Carrot', 15), i('Spring Onion', 8), i('Soy Sauce', 5), i('Refined Oil', 12)],
  }),
  dish({
    slug: 'lemon-rice', name: 'Lemon Rice', cuisines: ['south-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Sona Masoori Rice', 70), i('Lemon', 0.5), i('Roasted Peanuts', 10), i('Chana Dal', 3), i('Mustard Seeds', 0.5), i('Curry Leaves', 1), i('Turmeric Powder', 0.3), i('Refined Oil', 8)],
  }),
  dish({
    slug: 'curd-rice', name: 'Curd Rice', cuisines: ['south-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 99, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Sona Masoori Rice', 60), i('Curd', 100), i('Milk', 30), i('Ginger', 2), i('Mustard Seeds', 0.5), i('Curry Leaves', 1), i('Pomegranate', 10), i('Refined Oil', 3)],
  }),
  dish({
    slug: 'puliyogare', name: 'Puliyogare (Tamarind Rice)', cuisines: ['south-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Sona Masoori Rice', 70), i('Tamarind', 10), i('Jaggery', 3), i('Roasted Peanuts', 10), i('Chana Dal', 3), i('Mustard Seeds', 0.5), i('Curry Leaves', 1), i('Refined Oil', 10)],
  }),
  dish({
    slug: 'bisi-bele-bath', name: 'Bisi Bele Bath', cuisines: ['south-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 189, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Sona Masoori Rice', 50), i('Toor Dal', 30), i('Carrot', 20), i('French Beans', 20), i('Tamarind', 5), i('Bisi Bele Bath Powder', 5), i('Cashew Nuts', 5), i('Ghee', 10)],
  }),
  dish({
    slug: 'bagara-rice', name: 'Bagara Rice', cuisines: ['hyderabadi'], mealGroup: 'breads-rice-raita',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 70), i('Onion', 25), i('Whole Garam Masala', 1), i('Mint Leaves', 2), i('Green Chilli', 1), i('Ghee', 8), i('Salt', 0.5)],
  }),
  dish({
    slug: 'kerala-ghee-rice', name: 'Kerala Ghee Rice', cuisines: ['kerala'], mealGroup: 'breads-rice-raita',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Jeerakasala Rice', 70), i('Ghee', 12), i('Onion', 20), i('Cashew Nuts', 5), i('Raisins', 5), i('Whole Garam Masala', 1), i('Salt', 0.5)],
  }),
  dish({
    slug: 'gujarati-khichdi', name: 'Gujarati Khichdi', cuisines: ['gujarati'], mealGroup: 'breads-rice-raita',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Sona Masoori Rice', 40), i('Moong Dal', 30), i('Turmeric Powder', 0.3), i('Cumin Seeds', 0.5), i('Ghee', 8), i('Salt', 0.5)],
  }),
  dish({
    slug: 'masale-bhat', name: 'Masale Bhat', cuisines: ['maharashtrian'], mealGroup: 'breads-rice-raita',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Basmati Rice', 70), i('Brinjal', 30), i('Green Peas', 20), i('Goda Masala', 3), i('Grated Coconut', 8), i('Cashew Nuts', 5), i('Ghee', 8), i('Salt', 0.5)],
  }),
  dish({
    slug: 'boondi-raita', name: 'Boondi Raita', cuisines: ['north-indian', 'punjabi'], mealGroup: 'breads-rice-raita',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Curd', 100), i('Boondi', 15), i('Cumin Powder', 0.5), i('Red Chilli Powder', 0.3), i('Black Salt', 0.5), i('Coriander Leaves', 1)],
  }),
  dish({
    slug: 'mix-veg-raita', name: 'Mix Veg Raita', cuisines: ['north-indian'], mealGroup: 'breads-rice-raita',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Curd', 100), i('Cucumber', 20), i('Onion', 15), i('Tomato', 15), i('Cumin Powder', 0.5), i('Coriander Leaves', 1), i('Salt', 0.5)],
  }),
  dish({
    slug: 'pudina-raita', name: 'Pudina Raita', cuisines: ['north-indian', 'punjabi'], mealGroup: 'breads-rice-raita',
    dishRate: 59, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Curd', 100), i('Mint Leaves', 5), i('Green Chilli', 1), i('Cumin Powder', 0.5), i('Black Salt', 0.5)],
  }),
  dish({
    slug: 'burani-raita', name: 'Burani Raita', cuisines: ['hyderabadi', 'mughlai'], mealGroup: 'breads-rice-raita',
    dishRate: 79, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Curd', 100), i('Garlic', 5), i('Ghee', 3), i('Red Chilli Powder', 0.3), i('Cumin Powder', 0.5), i('Salt', 0.5)],
  }),

  // ───────────────────────────── Breakfast ─────────────────────────────
  dish({
    slug: 'aloo-paratha', name: 'Aloo Paratha', cuisines: ['punjabi', 'north-indian'], mealGroup: 'breakfast',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Atta', 70), i('Potato', 80), i('Green Chilli', 2), i('Coriander Leaves', 2), i('Ghee', 8), i('Butter', 10), i('Curd', 50), i('Salt', 1)],
  }),
  dish({
    slug: 'chole-bhature', name: 'Chole Bhature', cuisines: ['punjabi', 'north-indian', 'street-food'], mealGroup: 'breakfast',
    dishRate: 199, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Maida', 80), i('Curd', 15), i('Baking Soda', 0.3), i('Chana (Chickpeas)', 60), i('Onion', 40), i('Tomato', 40), i('Chole Masala', 3), i('Refined Oil', 30)],
  }),
  dish({
    slug: 'puri-bhaji', name: 'Puri Bhaji', cuisines: ['north-indian', 'maharashtrian', 'gujarati'], mealGroup: 'breakfast',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Atta', 60), i('Potato', 100), i('Green Chilli', 2), i('Mustard Seeds', 0.5), i('Curry Leaves', 1), i('Turmeric Powder', 0.3), i('Refined Oil', 25), i('Salt', 1)],
  }),
  dish({
    slug: 'idli-sambar', name: 'Idli Sambar', cuisines: ['south-indian'], mealGroup: 'breakfast',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: ['steamer', 'mixer-grinder'],
    ingredients: [i('Idli Rice', 50), i('Urad Dal', 15), i('Toor Dal', 20), i('Drumstick', 10), i('Tamarind', 3), i('Sambar Powder', 3), i('Grated Coconut', 15), i('Salt', 1)],
  }),
  dish({
    slug: 'masala-dosa', name: 'Masala Dosa', cuisines: ['south-indian'], mealGroup: 'breakfast',
    dishRate: 159, isDish: VEG, needsGasBurner: true, appliances: ['dosa-tawa', 'mixer-grinder'],
    ingredients: [i('Idli Rice', 60), i('Urad Dal', 15), i('Potato', 80), i('Onion', 25), i('Mustard Seeds', 0.5), i('Curry Leaves', 1), i('Grated Coconut', 15), i('Refined Oil', 12)],
  }),
  dish({
    slug: 'rava-dosa', name: 'Rava Dosa', cuisines: ['south-indian'], mealGroup: 'breakfast',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: ['dosa-tawa'],
    ingredients: [i('Rava (Semolina)', 30), i('Rice Flour', 30), i('Maida', 10), i('Onion', 15), i('Green Chilli', 1), i('Cumin Seeds', 0.5), i('Curry Leaves', 0.5), i('Refined Oil', 12)],
  }),
  dish({
    slug: 'onion-uttapam', name: 'Onion Uttapam', cuisines: ['south-indian'], mealGroup: 'breakfast',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: ['dosa-tawa', 'mixer-grinder'],
    ingredients: [i('Idli Rice', 60), i('Urad Dal', 15), i('Onion', 40), i('Tomato', 20), i('Green Chilli', 2), i('Coriander Leaves', 2), i('Refined Oil', 10)],
  }),
  dish({
    slug: 'medu-vada', name: 'Medu Vada', cuisines: ['south-indian'], mealGroup: 'breakfast',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Urad Dal', 40), i('Onion', 10), i('Green Chilli', 1), i('Curry Leaves', 1), i('Black Pepper Powder', 0.5), i('Refined Oil', 25), i('Salt', 1)],
  }),
  dish({
    slug: 'rava-upma', name: 'Rava Upma', cuisines: ['south-indian'], mealGroup: 'breakfast',
    dishRate: 99, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Rava (Semolina)', 50), i('Onion', 20), i('Green Chilli', 1), i('Urad Dal', 2), i('Mustard Seeds', 0.5), i('Curry Leaves', 1), i('Cashew Nuts', 3), i('Ghee', 6)],
  }),
  dish({
    slug: 'ven-pongal', name: 'Ven Pongal', cuisines: ['south-indian'], mealGroup: 'breakfast',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Sona Masoori Rice', 40), i('Moong Dal', 25), i('Black Pepper Powder', 1), i('Cumin Seeds', 1), i('Ginger', 2), i('Cashew Nuts', 4), i('Curry Leaves', 0.5), i('Ghee', 12)],
  }),
  dish({
    slug: 'appam', name: 'Appam', cuisines: ['kerala'], mealGroup: 'breakfast',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Idli Rice', 60), i('Grated Coconut', 20), i('Coconut Milk', 50), i('Sugar', 3), i('Dry Yeast', 0.5), i('Refined Oil', 2)],
  }),
  dish({
    slug: 'idiyappam', name: 'Idiyappam', cuisines: ['kerala', 'south-indian'], mealGroup: 'breakfast',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: ['steamer'],
    ingredients: [i('Rice Flour', 60), i('Grated Coconut', 15), i('Coconut Oil', 2), i('Salt', 0.5)],
  }),
  dish({
    slug: 'puttu-kadala-curry', name: 'Puttu Kadala Curry', cuisines: ['kerala'], mealGroup: 'breakfast',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: ['steamer', 'pressure-cooker'],
    ingredients: [i('Rice Flour', 60), i('Grated Coconut', 20), i('Kala Chana', 40), i('Onion', 25), i('Garam Masala', 1), i('Curry Leaves', 1), i('Coconut Oil', 10), i('Salt', 1)],
  }),
  dish({
    slug: 'kanda-poha', name: 'Kanda Poha', cuisines: ['maharashtrian'], mealGroup: 'breakfast',
    dishRate: 89, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Poha', 50), i('Onion', 30), i('Roasted Peanuts', 10), i('Mustard Seeds', 0.5), i('Curry Leaves', 1), i('Turmeric Powder', 0.3), i('Lemon', 0.25), i('Refined Oil', 8)],
  }),
  dish({
    slug: 'misal-pav', name: 'Misal Pav', cuisines: ['maharashtrian', 'street-food'], mealGroup: 'breakfast',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Matki (Moth Beans)', 50), i('Pav', 2), i('Onion', 40), i('Tomato', 30), i('Farsan', 25), i('Goda Masala', 3), i('Lemon', 0.25), i('Refined Oil', 15)],
  }),
  dish({
    slug: 'sabudana-khichdi', name: 'Sabudana Khichdi', cuisines: ['maharashtrian'], mealGroup: 'breakfast',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Sabudana', 60), i('Roasted Peanuts', 20), i('Potato', 40), i('Green Chilli', 2), i('Cumin Seeds', 0.5), i('Sugar', 2), i('Lemon', 0.25), i('Ghee', 8)],
  }),
  dish({
    slug: 'thalipeeth', name: 'Thalipeeth', cuisines: ['maharashtrian'], mealGroup: 'breakfast',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Thalipeeth Bhajani', 70), i('Onion', 20), i('Green Chilli', 1), i('Coriander Leaves', 3), i('Curd', 30), i('Refined Oil', 10), i('Salt', 1)],
  }),
  dish({
    slug: 'methi-thepla', name: 'Methi Thepla', cuisines: ['gujarati'], mealGroup: 'breakfast',
    dishRate: 99, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Atta', 60), i('Methi Leaves', 20), i('Besan', 10), i('Curd', 10), i('Sesame Seeds', 1), i('Turmeric Powder', 0.3), i('Red Chilli Powder', 0.5), i('Refined Oil', 8)],
  }),
  dish({
    slug: 'handvo', name: 'Handvo', cuisines: ['gujarati'], mealGroup: 'breakfast',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Idli Rice', 30), i('Toor Dal', 10), i('Chana Dal', 10), i('Bottle Gourd (Lauki)', 40), i('Curd', 20), i('Sesame Seeds', 2), i('Mustard Seeds', 0.5), i('Refined Oil', 12)],
  }),
  dish({
    slug: 'pancakes-with-honey', name: 'Pancakes with Honey', cuisines: ['continental'], mealGroup: 'breakfast',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Maida', 50), i('Milk', 60), i('Sugar', 8), i('Baking Powder', 1), i('Butter', 8), i('Honey', 10)],
  }),
  dish({
    slug: 'masala-omelette', name: 'Masala Omelette', cuisines: ['north-indian', 'continental'], mealGroup: 'breakfast',
    dishRate: 99, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Egg', 2), i('Onion', 15), i('Tomato', 10), i('Green Chilli', 1), i('Coriander Leaves', 2), i('Butter', 5), i('Salt', 0.5)],
  }),
  dish({
    slug: 'egg-bhurji-pav', name: 'Egg Bhurji Pav', cuisines: ['maharashtrian', 'street-food', 'north-indian'], mealGroup: 'breakfast',
    dishRate: 129, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Egg', 2), i('Pav', 2), i('Onion', 25), i('Tomato', 20), i('Green Chilli', 1), i('Pav Bhaji Masala', 1), i('Coriander Leaves', 2), i('Butter', 10)],
  }),
  dish({
    slug: 'keema-pav', name: 'Keema Pav', cuisines: ['maharashtrian', 'mughlai'], mealGroup: 'breakfast',
    dishRate: 219, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Mutton Keema', 100), i('Pav', 2), i('Onion', 30), i('Tomato', 30), i('Green Peas', 15), i('Ginger Garlic Paste', 4), i('Garam Masala', 1), i('Butter', 10)],
  }),
  dish({
    slug: 'french-toast', name: 'French Toast', cuisines: ['continental'], mealGroup: 'breakfast',
    dishRate: 109, isDish: NON_VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Bread Slice', 2), i('Egg', 1), i('Milk', 30), i('Sugar', 5), i('Cinnamon Powder', 0.2), i('Butter', 8)],
  }),

  // ───────────────────────────── Mocktails ─────────────────────────────
  dish({
    slug: 'virgin-mojito', name: 'Virgin Mojito', cuisines: ['continental'], mealGroup: 'mocktails',
    dishRate: 99, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Lemon', 0.5), i('Mint Leaves', 5), i('Sugar', 15), i('Soda', 150), i('Ice Cubes', 4)],
  }),
  dish({
    slug: 'blue-lagoon', name: 'Blue Lagoon', cuisines: ['continental'], mealGroup: 'mocktails',
    dishRate: 119, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Blue Curacao Syrup', 20), i('Lemon', 0.25), i('Sugar', 10), i('Soda', 150), i('Ice Cubes', 4)],
  }),
  dish({
    slug: 'fresh-lime-soda', name: 'Fresh Lime Soda', cuisines: ['north-indian', 'street-food'], mealGroup: 'mocktails',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Lemon', 0.5), i('Soda', 180), i('Sugar', 12), i('Black Salt', 0.5), i('Ice Cubes', 3)],
  }),
  dish({
    slug: 'virgin-pina-colada', name: 'Virgin Pina Colada', cuisines: ['continental'], mealGroup: 'mocktails',
    dishRate: 149, isDish: VEG, needsGasBurner: false, appliances: ['blender'],
    ingredients: [i('Pineapple Juice', 120), i('Pineapple', 20), i('Coconut Milk', 50), i('Fresh Cream', 15), i('Sugar', 10), i('Ice Cubes', 4)],
  }),
  dish({
    slug: 'watermelon-mint-cooler', name: 'Watermelon Mint Cooler', cuisines: ['continental'], mealGroup: 'mocktails',
    dishRate: 99, isDish: VEG, needsGasBurner: false, appliances: ['blender'],
    ingredients: [i('Watermelon', 200), i('Mint Leaves', 3), i('Lemon', 0.25), i('Sugar', 8), i('Black Salt', 0.3), i('Ice Cubes', 3)],
  }),
  dish({
    slug: 'mango-lassi', name: 'Mango Lassi', cuisines: ['punjabi', 'north-indian'], mealGroup: 'mocktails',
    dishRate: 99, isDish: VEG, needsGasBurner: false, appliances: ['blender'],
    ingredients: [i('Curd', 120), i('Mango Pulp', 60), i('Sugar', 12), i('Cardamom Powder', 0.2), i('Ice Cubes', 2)],
  }),
  dish({
    slug: 'sweet-lassi', name: 'Sweet Lassi', cuisines: ['punjabi'], mealGroup: 'mocktails',
    dishRate: 79, isDish: VEG, needsGasBurner: false, appliances: ['blender'],
    ingredients: [i('Curd', 150), i('Sugar', 18), i('Fresh Cream', 10), i('Cardamom Powder', 0.2), i('Ice Cubes', 2)],
  }),
  dish({
    slug: 'cold-coffee', name: 'Cold Coffee', cuisines: ['continental'], mealGroup: 'mocktails',
    dishRate: 109, isDish: VEG, needsGasBurner: false, appliances: ['blender'],
    ingredients: [i('Milk', 180), i('Instant Coffee Powder', 3), i('Sugar', 15), i('Vanilla Ice Cream', 40), i('Chocolate Syrup', 10), i('Ice Cubes', 3)],
  }),
  dish({
    slug: 'chocolate-milkshake', name: 'Chocolate Milkshake', cuisines: ['continental'], mealGroup: 'mocktails',
    dishRate: 129, isDish: VEG, needsGasBurner: false, appliances: ['blender'],
    ingredients: [i('Milk', 180), i('Chocolate Syrup', 20), i('Vanilla Ice Cream', 40), i('Sugar', 8), i('Ice Cubes', 2)],
  }),
  dish({
    slug: 'oreo-shake', name: 'Oreo Shake', cuisines: ['continental'], mealGroup: 'mocktails',
    dishRate: 139, isDish: VEG, needsGasBurner: false, appliances: ['blender'],
    ingredients: [i('Milk', 180), i('Oreo Biscuits', 3), i('Vanilla Ice Cream', 50), i('Chocolate Syrup', 10), i('Sugar', 8)],
  }),
  dish({
    slug: 'aam-panna', name: 'Aam Panna', cuisines: ['north-indian', 'maharashtrian'], mealGroup: 'mocktails',
    dishRate: 89, isDish: VEG, needsGasBurner: true, appliances: ['blender'],
    ingredients: [i('Raw Mango', 60), i('Sugar', 20), i('Mint Leaves', 2), i('Cumin Powder', 0.5), i('Black Salt', 0.5), i('Ice Cubes', 3)],
  }),
  dish({
    slug: 'jaljeera', name: 'Jaljeera', cuisines: ['north-indian', 'rajasthani', 'street-food'], mealGroup: 'mocktails',
    dishRate: 59, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Jaljeera Powder', 5), i('Lemon', 0.25), i('Mint Leaves', 2), i('Boondi', 5), i('Ice Cubes', 3)],
  }),
  dish({
    slug: 'shikanji', name: 'Shikanji (Nimbu Pani)', cuisines: ['north-indian', 'punjabi', 'street-food'], mealGroup: 'mocktails',
    dishRate: 59, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Lemon', 0.5), i('Sugar', 15), i('Black Salt', 0.5), i('Cumin Powder', 0.5), i('Ice Cubes', 3)],
  }),
  dish({
    slug: 'kokum-sharbat', name: 'Kokum Sharbat', cuisines: ['maharashtrian'], mealGroup: 'mocktails',
    dishRate: 69, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Kokum Syrup', 30), i('Cumin Powder', 0.3), i('Black Salt', 0.3), i('Ice Cubes', 3)],
  }),
  dish({
    slug: 'rose-falooda', name: 'Rose Falooda', cuisines: ['mughlai', 'hyderabadi', 'street-food'], mealGroup: 'mocktails',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Milk', 180), i('Rose Syrup', 20), i('Vermicelli', 10), i('Sabudana', 5), i('Vanilla Ice Cream', 40), i('Pistachio', 2)],
  }),

  // ───────────────────────────── Dessert ─────────────────────────────
  dish({
    slug: 'gulab-jamun', name: 'Gulab Jamun', cuisines: ['north-indian', 'punjabi'], mealGroup: 'dessert',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Khoya (Mawa)', 40), i('Maida', 5), i('Baking Soda', 0.1), i('Sugar', 40), i('Cardamom Powder', 0.2), i('Rose Water', 1), i('Ghee', 20)],
  }),
  dish({
    slug: 'jalebi', name: 'Jalebi', cuisines: ['north-indian', 'gujarati', 'street-food'], mealGroup: 'dessert',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Maida', 40), i('Curd', 10), i('Sugar', 40), i('Saffron', 0.01), i('Cardamom Powder', 0.2), i('Ghee', 20)],
  }),
  dish({
    slug: 'gajar-ka-halwa', name: 'Gajar ka Halwa', cuisines: ['punjabi', 'north-indian'], mealGroup: 'dessert',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Carrot', 150), i('Milk', 100), i('Sugar', 25), i('Khoya (Mawa)', 20), i('Ghee', 12), i('Cashew Nuts', 5), i('Almonds', 3), i('Cardamom Powder', 0.2)],
  }),
  dish({
    slug: 'moong-dal-halwa', name: 'Moong Dal Halwa', cuisines: ['rajasthani', 'north-indian'], mealGroup: 'dessert',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Moong Dal', 35), i('Ghee', 25), i('Sugar', 30), i('Milk', 60), i('Khoya (Mawa)', 15), i('Almonds', 4), i('Cardamom Powder', 0.2)],
  }),
  dish({
    slug: 'rice-kheer', name: 'Rice Kheer', cuisines: ['north-indian', 'punjabi'], mealGroup: 'dessert',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Milk', 200), i('Basmati Rice', 15), i('Sugar', 25), i('Almonds', 3), i('Cashew Nuts', 3), i('Cardamom Powder', 0.2), i('Saffron', 0.01)],
  }),
  dish({
    slug: 'phirni', name: 'Phirni', cuisines: ['mughlai', 'north-indian'], mealGroup: 'dessert',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: ['mixer-grinder'],
    ingredients: [i('Milk', 180), i('Basmati Rice', 15), i('Sugar', 25), i('Saffron', 0.02), i('Pistachio', 3), i('Rose Water', 1), i('Cardamom Powder', 0.2)],
  }),
  dish({
    slug: 'shahi-tukda', name: 'Shahi Tukda', cuisines: ['mughlai'], mealGroup: 'dessert',
    dishRate: 159, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Bread Slice', 1.5), i('Ghee', 15), i('Milk', 150), i('Sugar', 25), i('Saffron', 0.02), i('Almonds', 3), i('Pistachio', 3), i('Cardamom Powder', 0.2)],
  }),
  dish({
    slug: 'double-ka-meetha', name: 'Double ka Meetha', cuisines: ['hyderabadi'], mealGroup: 'dessert',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Bread Slice', 1.5), i('Ghee', 15), i('Milk', 150), i('Sugar', 25), i('Khoya (Mawa)', 15), i('Cashew Nuts', 4), i('Saffron', 0.02), i('Cardamom Powder', 0.2)],
  }),
  dish({
    slug: 'qubani-ka-meetha', name: 'Qubani ka Meetha', cuisines: ['hyderabadi'], mealGroup: 'dessert',
    dishRate: 179, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Dried Apricots', 40), i('Sugar', 15), i('Fresh Cream', 20), i('Almonds', 3)],
  }),
  dish({
    slug: 'sheer-khurma', name: 'Sheer Khurma', cuisines: ['mughlai', 'hyderabadi'], mealGroup: 'dessert',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Vermicelli', 20), i('Milk', 180), i('Sugar', 25), i('Dates', 8), i('Almonds', 3), i('Cashew Nuts', 3), i('Cardamom Powder', 0.2), i('Ghee', 5)],
  }),
  dish({
    slug: 'rasgulla', name: 'Rasgulla', cuisines: ['bengali'], mealGroup: 'dessert',
    dishRate: 109, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Milk', 200), i('Lemon', 0.25), i('Sugar', 50), i('Rose Water', 1)],
  }),
  dish({
    slug: 'rasmalai', name: 'Rasmalai', cuisines: ['bengali', 'north-indian'], mealGroup: 'dessert',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Milk', 250), i('Lemon', 0.25), i('Sugar', 40), i('Saffron', 0.02), i('Cardamom Powder', 0.2), i('Pistachio', 3)],
  }),
  dish({
    slug: 'sandesh', name: 'Sandesh', cuisines: ['bengali'], mealGroup: 'dessert',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Milk', 200), i('Lemon', 0.25), i('Sugar', 25), i('Cardamom Powder', 0.2), i('Pistachio', 2)],
  }),
  dish({
    slug: 'mishti-doi', name: 'Mishti Doi', cuisines: ['bengali'], mealGroup: 'dessert',
    dishRate: 99, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Milk', 150), i('Sugar', 25), i('Curd', 10)],
  }),
  dish({
    slug: 'malpua-rabri', name: 'Malpua with Rabri', cuisines: ['rajasthani', 'bengali'], mealGroup: 'dessert',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Maida', 40), i('Milk', 150), i('Sugar', 35), i('Fennel Seeds', 0.5), i('Cardamom Powder', 0.2), i('Pistachio', 2), i('Ghee', 20)],
  }),
  dish({
    slug: 'shrikhand', name: 'Shrikhand', cuisines: ['gujarati', 'maharashtrian'], mealGroup: 'dessert',
    dishRate: 109, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Curd', 150), i('Sugar', 30), i('Cardamom Powder', 0.2), i('Saffron', 0.02), i('Pistachio', 3)],
  }),
  dish({
    slug: 'basundi', name: 'Basundi', cuisines: ['gujarati', 'maharashtrian'], mealGroup: 'dessert',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Milk', 250), i('Sugar', 25), i('Almonds', 3), i('Pistachio', 3), i('Cardamom Powder', 0.2), i('Saffron', 0.02)],
  }),
  dish({
    slug: 'ukadiche-modak', name: 'Ukadiche Modak', cuisines: ['maharashtrian'], mealGroup: 'dessert',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: ['steamer'],
    ingredients: [i('Rice Flour', 40), i('Grated Coconut', 40), i('Jaggery', 30), i('Cardamom Powder', 0.2), i('Poppy Seeds', 1), i('Ghee', 5)],
  }),
  dish({
    slug: 'puran-poli', name: 'Puran Poli', cuisines: ['maharashtrian', 'gujarati'], mealGroup: 'dessert',
    dishRate: 129, isDish: VEG, needsGasBurner: true, appliances: ['pressure-cooker'],
    ingredients: [i('Chana Dal', 40), i('Jaggery', 40), i('Maida', 30), i('Atta', 20), i('Cardamom Powder', 0.2), i('Ghee', 15)],
  }),
  dish({
    slug: 'rava-kesari', name: 'Rava Kesari', cuisines: ['south-indian'], mealGroup: 'dessert',
    dishRate: 99, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Rava (Semolina)', 35), i('Sugar', 35), i('Ghee', 15), i('Cashew Nuts', 4), i('Raisins', 3), i('Saffron', 0.01), i('Cardamom Powder', 0.2)],
  }),
  dish({
    slug: 'palada-payasam', name: 'Palada Payasam', cuisines: ['kerala', 'south-indian'], mealGroup: 'dessert',
    dishRate: 139, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Rice Ada', 25), i('Milk', 200), i('Sugar', 30), i('Cardamom Powder', 0.2), i('Ghee', 5)],
  }),
  dish({
    slug: 'darsaan', name: 'Darsaan (Honey Noodles with Ice Cream)', cuisines: ['chinese'], mealGroup: 'dessert',
    dishRate: 149, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Hakka Noodles', 40), i('Honey', 20), i('Sesame Seeds', 3), i('Vanilla Ice Cream', 60), i('Refined Oil', 20)],
  }),
  dish({
    slug: 'chocolate-brownie-ice-cream', name: 'Chocolate Brownie with Ice Cream', cuisines: ['continental'], mealGroup: 'dessert',
    dishRate: 169, isDish: VEG, needsGasBurner: false, appliances: ['oven'],
    ingredients: [i('Dark Chocolate', 30), i('Butter', 20), i('Maida', 20), i('Sugar', 25), i('Cocoa Powder', 5), i('Walnuts', 8), i('Vanilla Ice Cream', 50)],
  }),
  dish({
    slug: 'chocolate-mousse', name: 'Chocolate Mousse', cuisines: ['continental'], mealGroup: 'dessert',
    dishRate: 169, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Dark Chocolate', 40), i('Fresh Cream', 60), i('Sugar', 8), i('Cocoa Powder', 2)],
  }),
  dish({
    slug: 'caramel-custard', name: 'Caramel Custard', cuisines: ['continental'], mealGroup: 'dessert',
    dishRate: 139, isDish: NON_VEG, needsGasBurner: true, appliances: ['oven'],
    ingredients: [i('Milk', 120), i('Egg', 1), i('Sugar', 25), i('Vanilla Essence', 1)],
  }),
  dish({
    slug: 'fruit-custard', name: 'Fruit Custard', cuisines: ['continental', 'north-indian'], mealGroup: 'dessert',
    dishRate: 119, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Milk', 150), i('Custard Powder', 10), i('Sugar', 20), i('Apple', 30), i('Banana', 30), i('Pomegranate', 15)],
  }),
  dish({
    slug: 'tiramisu', name: 'Tiramisu', cuisines: ['italian'], mealGroup: 'dessert',
    dishRate: 229, isDish: VEG, needsGasBurner: false, appliances: [],
    ingredients: [i('Mascarpone Cheese', 60), i('Fresh Cream', 40), i('Ladyfinger Biscuits', 3), i('Instant Coffee Powder', 2), i('Sugar', 15), i('Cocoa Powder', 2)],
  }),
  dish({
    slug: 'panna-cotta', name: 'Panna Cotta', cuisines: ['italian'], mealGroup: 'dessert',
    dishRate: 189, isDish: VEG, needsGasBurner: true, appliances: [],
    ingredients: [i('Fresh Cream', 100), i('Milk', 40), i('Sugar', 15), i('Agar Agar', 1), i('Vanilla Essence', 1), i('Strawberry Crush', 15)],
  }),
];
