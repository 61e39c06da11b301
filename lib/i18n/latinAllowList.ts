/**
 * Latin-letter words a Hindi page may show: our brand, other brands and products by their own names, and
 * abbreviations Indian customers read in Latin letters (a Hindi page elsewhere writes them so too). Everything else
 * on a Hindi page is Devanagari; a test scans the Hindi pages and messages against this list. The customer's own
 * input (names, addresses, notes) is theirs and is not scanned.
 */
export const LATIN_ALLOW_LIST: readonly string[] = [
  // our brand
  'Party',
  'Services',
  // other brands and their products
  'WhatsApp',
  'Google',
  'Instagram',
  'YouTube',
  'Facebook',
  'Razorpay',
  'RazorpayX',
  'Android',
  'iPhone',
  // abbreviations read as such in Hindi
  'OTP',
  'UPI',
  'GST',
  'GSTIN',
  'CGST',
  'SGST',
  'IGST',
  'SAC',
  'HSN',
  'PAN',
  'IFSC',
  'TDS',
  'FSSAI',
  'PDF',
  'ID',
  'DJ',
  'LED',
  'RSVP',
  'QR',
  'MB',
  // the Income-tax Act's section 194-O (TDS on marketplace payouts), cited by its own name in Hindi too
  'O',
  // the social network X, named in the footer's link label when it is configured
  'X',
];

const ALLOWED = new Set(LATIN_ALLOW_LIST);

/** The Latin-letter words of a text that are not on the allow-list (a Hindi page or message should have none). */
export function strayLatinWords(text: string): string[] {
  return (text.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []).map((word) => word.replace(/[.'’-]+$/, '')).filter((word) => !ALLOWED.has(word));
}
