/**
 * The occasions an invite can be for (at least 30 Indian and general occasions), in the
 * order the create form lists them. `key` is what the API takes and stores (`occasion`), `name` the English
 * label, `nameHi` the Hindi one (Devanagari). The templates catalogue groups its designs by these keys.
 */
export interface Occasion {
  key: string;
  name: string;
  nameHi: string;
}

/** Every occasion, by `key` (stable: stored on events and read by the templates catalogue). */
export const OCCASIONS = [
  { key: 'birthday', name: 'Birthday', nameHi: 'जन्मदिन' },
  { key: 'first-birthday', name: 'First Birthday', nameHi: 'पहला जन्मदिन' },
  { key: 'baby-shower', name: 'Godh Bharai / Baby Shower', nameHi: 'गोद भराई' },
  { key: 'namkaran', name: 'Namkaran', nameHi: 'नामकरण' },
  { key: 'annaprashan', name: 'Annaprashan', nameHi: 'अन्नप्राशन' },
  { key: 'mundan', name: 'Mundan', nameHi: 'मुंडन' },
  { key: 'welcome-baby', name: 'Welcome Baby', nameHi: 'शिशु स्वागत' },
  { key: 'griha-pravesh', name: 'Griha Pravesh / Housewarming', nameHi: 'गृह प्रवेश' },
  { key: 'anniversary', name: 'Anniversary', nameHi: 'सालगिरह' },
  { key: 'engagement', name: 'Engagement', nameHi: 'सगाई' },
  { key: 'roka', name: 'Roka', nameHi: 'रोका' },
  { key: 'mehendi', name: 'Mehendi', nameHi: 'मेहंदी' },
  { key: 'haldi', name: 'Haldi', nameHi: 'हल्दी' },
  { key: 'sangeet', name: 'Sangeet', nameHi: 'संगीत' },
  { key: 'wedding', name: 'Wedding', nameHi: 'विवाह' },
  { key: 'reception', name: 'Reception', nameHi: 'रिसेप्शन' },
  { key: 'kitty-party', name: 'Kitty Party', nameHi: 'किटी पार्टी' },
  { key: 'diwali-party', name: 'Diwali Party', nameHi: 'दिवाली पार्टी' },
  { key: 'holi-party', name: 'Holi Party', nameHi: 'होली पार्टी' },
  { key: 'lohri', name: 'Lohri', nameHi: 'लोहड़ी' },
  { key: 'eid', name: 'Eid Milan', nameHi: 'ईद मिलन' },
  { key: 'christmas', name: 'Christmas Party', nameHi: 'क्रिसमस पार्टी' },
  { key: 'new-year', name: 'New Year Party', nameHi: 'नववर्ष पार्टी' },
  { key: 'pooja', name: 'Pooja', nameHi: 'पूजा' },
  { key: 'satyanarayan-katha', name: 'Satyanarayan Katha', nameHi: 'सत्यनारायण कथा' },
  { key: 'jagran', name: 'Jagran / Mata ki Chowki', nameHi: 'जागरण / माता की चौकी' },
  { key: 'retirement', name: 'Retirement', nameHi: 'सेवानिवृत्ति' },
  { key: 'farewell', name: 'Farewell', nameHi: 'विदाई समारोह' },
  { key: 'graduation', name: 'Graduation', nameHi: 'दीक्षांत' },
  { key: 'get-together', name: 'Get-together', nameHi: 'मिलन समारोह' },
  { key: 'game-night', name: 'Game Night', nameHi: 'गेम नाइट' },
  { key: 'dinner-party', name: 'Dinner Party', nameHi: 'डिनर पार्टी' },
  { key: 'kids-party', name: 'Kids Party', nameHi: 'बच्चों की पार्टी' },
  { key: 'reunion', name: 'Reunion', nameHi: 'पुनर्मिलन' },
  { key: 'other', name: 'Other', nameHi: 'अन्य' },
] as const satisfies readonly Occasion[];

/** The key of an occasion (`'birthday'`, `'griha-pravesh'`, ...). */
export type OccasionKey = (typeof OCCASIONS)[number]['key'];

/** Every occasion key, for a zod enum. */
export const OCCASION_KEYS = OCCASIONS.map((occasion) => occasion.key) as [OccasionKey, ...OccasionKey[]];

/** The occasion of `key`, or undefined for an unknown key. */
export function occasionByKey(key: string): Occasion | undefined {
  return OCCASIONS.find((occasion) => occasion.key === key);
}
