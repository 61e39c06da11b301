/**
 * Hindi names of the photography catalogue (`data/photography`), for the Hindi pages under `/hi`: packages, occasions,
 * occasion groups (the landing tabs) and add-ons, each keyed by its slug. Names use the words Hindi-speaking customers
 * use (बर्थडे फोटोग्राफी, नामकरण संस्कार, सगाई) in Devanagari. An item missing here falls back to its English name.
 */

/** Hindi name of each photography package (`packages.ts`), by slug. */
export const PHOTOGRAPHY_PACKAGE_NAMES_HI: Readonly<Record<string, string>> = {
  'birthday-essentials-photography': 'बर्थडे एसेंशियल्स फोटोग्राफी',
  'birthday-party-photography': 'बर्थडे पार्टी फोटोग्राफी',
  'birthday-photo-and-highlight-film': 'बर्थडे फोटो और हाइलाइट फिल्म',
  'baby-shower-photography': 'बेबी शावर फोटोग्राफी',
  'baby-shower-candid-premium': 'बेबी शावर कैंडिड प्रीमियम',
  'anniversary-couple-portraits': 'एनिवर्सरी कपल पोर्ट्रेट',
  'anniversary-celebration-photography': 'एनिवर्सरी सेलिब्रेशन फोटोग्राफी',
  'house-warming-photography': 'गृह प्रवेश फोटोग्राफी',
  'naming-ceremony-photography': 'नामकरण संस्कार फोटोग्राफी',
  'bachelorette-party-photography': 'बैचलरेट पार्टी फोटोग्राफी',
  'maternity-portrait-session': 'मैटरनिटी पोर्ट्रेट सेशन',
  'new-born-baby-photoshoot': 'न्यू बॉर्न बेबी फोटोशूट',
  'corporate-event-photography': 'कॉर्पोरेट इवेंट फोटोग्राफी',
  'corporate-full-day-coverage': 'कॉर्पोरेट फुल-डे कवरेज',
  'ring-ceremony-photography': 'रिंग सेरेमनी फोटोग्राफी',
  'engagement-photos-and-film': 'सगाई फोटो और फिल्म',
  'haldi-mehendi-photography': 'हल्दी और मेहंदी फोटोग्राफी',
  'sangeet-night-photography': 'संगीत नाइट फोटोग्राफी',
  'wedding-reception-photography': 'वेडिंग रिसेप्शन फोटोग्राफी',
  'wedding-day-photography': 'शादी के दिन की फोटोग्राफी',
  'grand-wedding-photos-and-film': 'ग्रैंड वेडिंग फोटो और फिल्म',
};

/** Hindi name of each occasion (`occasions.ts`), by slug. */
export const PHOTOGRAPHY_OCCASION_NAMES_HI: Readonly<Record<string, string>> = {
  birthday: 'बर्थडे',
  'baby-shower': 'बेबी शावर',
  anniversary: 'एनिवर्सरी',
  'house-warming': 'गृह प्रवेश',
  'naming-ceremony': 'नामकरण संस्कार',
  bachelorette: 'बैचलरेट',
  maternity: 'मैटरनिटी',
  'new-born': 'न्यू बॉर्न',
  corporate: 'कॉर्पोरेट',
  engagement: 'सगाई',
  wedding: 'शादी',
};

/** Hindi name of each occasion group, the landing tabs (`PHOTOGRAPHY_GROUPS`), by slug. */
export const PHOTOGRAPHY_GROUP_NAMES_HI: Readonly<Record<string, string>> = {
  intimate: 'छोटा पारिवारिक आयोजन',
  grand: 'बड़ा जश्न',
};

/** Hindi name of each photography add-on (`addons.ts`), by slug. */
export const PHOTOGRAPHY_ADDON_NAMES_HI: Readonly<Record<string, string>> = {
  'extra-photographer': 'एक्स्ट्रा फोटोग्राफर',
  'cinematic-video': 'सिनेमैटिक वीडियो',
  'extra-edited-photo': 'एक्स्ट्रा एडिटेड फोटो',
};
