import { formatRupees } from '../../lib/format';
import { PHOTOGRAPHY_ADVANCE_PERCENT } from '../../lib/pricing';

/**
 * Hindi titles, descriptions and headings of the photography pages (`seo.ts` in English), written for Hindi
 * searches ("बर्थडे फोटोग्राफर", "दिल्ली में फोटोग्राफर"): built from the same live figures, `from` in whole rupees.
 * `place` is the Hindi place ("नोएडा", "सेक्टर 62, नोएडा").
 */

/** The landing's h1 for a place, or the organic one. */
export function photographyHeadingHi(place?: string): string {
  return place ? `${place} में पार्टी और इवेंट फोटोग्राफी` : 'पार्टी और इवेंट फोटोग्राफी';
}

/** The lead paragraph of the landing pages. */
export function photographyIntroHi(place?: string): string {
  return (
    `${place ? `${place} में ` : ''}आपके जश्न के लिए प्रोफेशनल फोटोग्राफर, तय पैकेज कीमत पर: पैकेज चुनें, एक्स्ट्रा घंटे, दूसरा फोटोग्राफर या ` +
    `फिल्म जोड़ें और ${PHOTOGRAPHY_ADVANCE_PERCENT}% ऑनलाइन पेमेंट करें। आपकी प्राइवेट गैलरी इवेंट के 24 घंटे के अंदर आ जाती है।`
  );
}

/** Title of the organic landing page. */
export function landingTitleHi(from: number): string {
  return from > 0 ? `घर पर पार्टी और इवेंट फोटोग्राफर: पैकेज ${formatRupees(from)} से` : 'घर पर पार्टी और इवेंट फोटोग्राफर';
}

/** Meta description of the organic landing page. */
export function landingDescriptionHi(from: number, packages: number): string {
  return `बर्थडे, बेबी शावर, एनिवर्सरी, सगाई और शादी के लिए फोटोग्राफर बुक करें: ${packages} तय कीमत वाले पैकेज${from > 0 ? ` ${formatRupees(from)} से` : ''}, हर पैकेज में घंटे, फोटो की संख्या और डिलीवरी का समय साफ लिखा। 24 घंटे में गैलरी।`;
}

/** Title of a city's or locality's photography page. */
export function placePhotographyTitleHi(place: string): string {
  return `${place} में फोटोग्राफर: पार्टी और इवेंट फोटोग्राफी`;
}

/** Meta description of a city's or locality's photography page. */
export function placePhotographyDescriptionHi(place: string, from: number): string {
  return `${place} में बर्थडे, बेबी शावर, एनिवर्सरी और शादी के लिए पार्टी फोटोग्राफर बुक करें।${from > 0 ? ` तय कीमत वाले पैकेज ${formatRupees(from)} से,` : ''} ${PHOTOGRAPHY_ADVANCE_PERCENT}% एडवांस ऑनलाइन, 24 घंटे में गैलरी।`;
}

/** Title of an occasion's category page (`occasion`: its Hindi name). */
export function occasionTitleHi(occasion: string, from: number): string {
  return `${occasion} फोटोग्राफी पैकेज${from > 0 ? ` ${formatRupees(from)} से` : ''}`;
}

/** Meta description of an occasion's category page (`description`: its Hindi description). */
export function occasionDescriptionHi(description: string, packages: number): string {
  return `${description} ${packages} पैकेज, हर एक के घंटे, फोटो और डिलीवरी के समय के साथ; ${PHOTOGRAPHY_ADVANCE_PERCENT}% एडवांस देकर ऑनलाइन बुक करें।`;
}

/** Title of a package's product page (its Hindi name). */
export function packageTitleHi(pkg: { name: string; price: number; hours: number }): string {
  return `${pkg.name}: ${pkg.hours} घंटे के लिए ${formatRupees(pkg.price)}`;
}

/** Meta description of a package's product page (its Hindi description). */
export function packageDescriptionHi(pkg: {
  description: string;
  photosMin: number;
  photosMax: number;
  editedPhotos: number;
  deliveryDays: number;
}): string {
  return `${pkg.description} ${pkg.photosMin}-${pkg.photosMax} फोटो, ${pkg.editedPhotos} रीटच की हुई, ${pkg.deliveryDays} दिन में डिलीवरी।`;
}
