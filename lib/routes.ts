/**
 * Route builders and the shell's per-route rules (spec section 2: Header, Footer, Other shell elements).
 * Rules take the Next.js route pattern (`router.pathname`, e.g. `/[city]/[locality]`) so the server
 * and the browser decide the same way.
 */

/** Service entry points (the menu, drawer, footer and home page link here). */
export const ROUTES = {
  home: '/',
  orderList: '/orderlist',
  decoration: '/balloon-decoration',
  photography: '/photography-page',
  photographyCheckout: '/photography-checkout',
  photoGallery: '/photo-gallery',
  chef: '/book-chef-cook-for-party',
  chefOrderDetails: '/book-chef-cook-for-party/order-details',
  chefCheckout: '/book-chef-checkout',
  foodHub: '/party-food-delivery-live-catering-buffet',
  foodDelivery: '/party-food-delivery-live-catering-buffet/party-food-delivery',
  liveCatering: '/party-food-delivery-live-catering-buffet/party-live-buffet-catering',
  foodCheckout: '/party-food-delivery-live-catering-buffet-checkout',
  caterers: '/caterers',
  bulkFoodDelivery: '/bulk-food-delivery',
  entertainment: '/balloon-decoration/kids-birthday',
  aboutUs: '/aboutus',
  contactUs: '/contactus',
  reviews: '/reviews',
  terms: '/termsCondition',
  privacy: '/termsCondition#privacy-policy',
  wonderland: '/wonderland',
  templates: '/templates',
  chat: '/chat',
  accounts: '/accounts',
  services: '/services',
  luckyDraw: '/lucky-draw',
  inviteDesign: '/wonderland/create-invite-template',
  inviteHost: '/wonderland/event',
  payResult: '/pay/result',
  paySandbox: '/pay/sandbox',
  payReceipt: '/pay/receipt',
  payShare: '/pay/share',
  payShareResult: '/pay/share/result',
} as const;

/** The `selectedfoodCategory` of each food service in its routes. */
export const FOOD_CATEGORY = { delivery: 'party-food-delivery', buffet: 'party-live-buffet-catering' } as const;
export type FoodCategory = (typeof FOOD_CATEGORY)[keyof typeof FOOD_CATEGORY];
/** The food service of a `selectedfoodCategory` route segment, or null for an unknown one. */
export function serviceOfCategory(category: string): keyof typeof FOOD_CATEGORY | null {
  if (category === FOOD_CATEGORY.delivery) return 'delivery';
  if (category === FOOD_CATEGORY.buffet) return 'buffet';
  return null;
}
/** Step 2 of a food booking, e.g. `/party-food-delivery-live-catering-select-date/party-food-delivery`. */
export const foodSelectDatePath = (category: FoodCategory) => `/party-food-delivery-live-catering-select-date/${category}`;
/** Step 1 of a food booking: the dish screen of the service, e.g. `/party-food-delivery-live-catering-buffet/party-food-delivery`. */
export const foodDishesPath = (category: FoodCategory) => `${ROUTES.foodHub}/${category}`;

/**
 * The enquiry for a party too big to book online, opened at its form: a buffet goes to the
 * live-catering enquiry (`/caterers`), delivery to the bulk-delivery one, with the guest count the customer typed
 * (`?guests=`, which the form fills in).
 */
export function foodEnquiryPath(service: 'delivery' | 'buffet', guests?: number): string {
  const path = service === 'buffet' ? ROUTES.caterers : ROUTES.bulkFoodDelivery;
  const query = guests !== undefined && Number.isInteger(guests) && guests > 0 ? `?guests=${guests}` : '';
  return `${path}${query}#enquiry`;
}
/** The dish screen of a food service with a city preselected, canonical to the organic page. */
export const cityFoodDishesPath = (citySlug: string, category: FoodCategory, localitySlug?: string) =>
  `/${citySlug}${localitySlug ? `/${localitySlug}` : ''}/party-food-delivery-live-catering-buffet/${category}`;

/** The share page of an invite's 8-character code, e.g. `/smartinvite/share/Ab3dEf7h`. */
export const inviteSharePath = (code: string) => `/smartinvite/share/${encodeURIComponent(code)}`;
/** The host's page of an event (counts, guest list, messages, reminders). */
export const inviteHostPath = (eventId: string) => `${ROUTES.inviteHost}?id=${encodeURIComponent(eventId)}`;
/** The design step of an event (template, texts, language, then Share). */
export const inviteDesignPath = (eventId: string) => `${ROUTES.inviteDesign}?eventId=${encodeURIComponent(eventId)}`;
/** The lucky draw of an event. */
export const luckyDrawPath = (eventId: string) => `${ROUTES.luckyDraw}?eventId=${encodeURIComponent(eventId)}`;

/** Route of a city page, e.g. `/delhi`. */
export const cityPath = (citySlug: string) => `/${citySlug}`;
/** Route of a locality page, e.g. `/noida/noida-sector-62`. */
export const localityPath = (citySlug: string, localitySlug: string) => `/${citySlug}/${localitySlug}`;
/** Route of a decoration category, e.g. `/balloon-decoration/birthday`. */
export const decorationCategoryPath = (catValue: string) => `${ROUTES.decoration}/${catValue}`;

/** What a gateway brings back to the result page (Razorpay Checkout's handler, the sandbox): verified on the server, never trusted. */
export interface PaymentProof {
  providerOrderId?: string;
  providerPaymentId?: string;
  signature?: string;
}

/**
 * The payment result page of an order, with the gateway's proof when there is one:
 * `/pay/result?order=<orderId>&providerOrderId=…&providerPaymentId=…&signature=…`.
 */
export function payResultPath(orderId: string, proof: PaymentProof = {}): string {
  const query = new URLSearchParams({ order: orderId });
  for (const key of ['providerOrderId', 'providerPaymentId', 'signature'] as const) {
    const value = proof[key];
    if (value) query.set(key, value);
  }
  return `${ROUTES.payResult}?${query.toString()}`;
}
/** The sandbox gateway's test page of a payment attempt, e.g. `/pay/sandbox/<attemptId>`. */
export const sandboxPayPath = (attemptId: string) => `${ROUTES.paySandbox}/${encodeURIComponent(attemptId)}`;
/** The printable receipt of one payment, e.g. `/pay/receipt/<paymentId>`. */
export const receiptPath = (paymentId: string) => `${ROUTES.payReceipt}/${encodeURIComponent(paymentId)}`;

/** The two header styles, or none (spec 2 Header). */
export type HeaderStyle = 'home' | 'inner' | 'hidden';

const segmentsOf = (pathname: string) => pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);

/** Sections of the invite app: bottom navigation instead of the footer (spec 2 Footer). */
const BOTTOM_NAV_SECTIONS = new Set(['wonderland', 'templates', 'chat', 'accounts', 'services']);

/** First segments of photography and food pages, which use the home-style header. */
const HOME_STYLE_SECTIONS = new Set([
  'photography-page',
  'photography-checkout',
  'photo-gallery',
  'party-food-delivery-live-catering-buffet',
  'party-food-delivery-live-catering-select-date',
  'party-food-delivery-live-catering-buffet-checkout',
  'caterers',
  'bulk-food-delivery',
  'wonderland',
  'templates',
  'chat',
  'accounts',
  'smartinvite',
]);

/** Segments after `[city]` that are still "city pages" (home style). */
const CITY_PAGE_CHILDREN = new Set(['[locality]', 'chef-near-me', 'photography-page']);

/** True for `/[city]` and `/[city]/[locality]` (and the city's chef and photography landing pages). */
export function isCityPage(pathname: string): boolean {
  const [first, second, ...rest] = segmentsOf(pathname);
  if (first !== '[city]' || rest.length > 0) return false;
  return second === undefined || CITY_PAGE_CHILDREN.has(second);
}

/** Spec 2: home style on home, city, photography, food and invite-app pages; none on /services; inner elsewhere. */
export function headerStyleFor(pathname: string): HeaderStyle {
  const [first] = segmentsOf(pathname);
  if (first === undefined) return 'home';
  if (first === 'services') return 'hidden';
  if (HOME_STYLE_SECTIONS.has(first) || isCityPage(pathname)) return 'home';
  return 'inner';
}

/** Spec 2: the bottom navigation replaces the footer on wonderland, templates, chat, accounts and services pages. */
export function usesBottomNav(pathname: string): boolean {
  const [first] = segmentsOf(pathname);
  return first !== undefined && BOTTOM_NAV_SECTIONS.has(first);
}

/**
 * Spec 2: no floating WhatsApp button on these sections (and on any order-details page). The invite share page
 * (`/smartinvite/share/{code}`) is a wonderland page for its guests: no button either; it keeps the light
 * footer rather than the bottom nav, whose MUI would not fit its 160 kB first visit.
 */
const NO_WHATSAPP_SECTIONS = new Set([...BOTTOM_NAV_SECTIONS, 'orderlist', 'photo-gallery', 'pay', 'smartinvite']);

/** Whether the floating WhatsApp button shows on this route (spec 2 Other shell elements). */
export function showsWhatsAppButton(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  if (segments.includes('order-details')) return false;
  return !(segments[0] !== undefined && NO_WHATSAPP_SECTIONS.has(segments[0]));
}

/** Readable titles of path segments whose words alone read badly. */
const SEGMENT_TITLES: Record<string, string> = {
  orderlist: 'My Orders',
  aboutus: 'About Us',
  contactus: 'Contact Us',
  reviews: 'Customer Reviews',
  termsCondition: 'Terms & Conditions',
  'order-details': 'Order Details',
  'book-chef-checkout': 'Confirm Order',
  checkout: 'Checkout',
  'photography-page': 'Photography',
  'photo-gallery': 'Photo Gallery',
  'party-food-delivery-live-catering-buffet': 'Food Delivery & Catering',
  'lucky-draw': 'Lucky Draw',
  result: 'Payment',
  sandbox: 'Test Payment',
  receipt: 'Receipt',
};

/** The segment titles, for the test that keeps the `title.<segment>` messages equal to them. */
export const SEGMENT_TITLES_FOR_TESTS: Readonly<Record<string, string>> = SEGMENT_TITLES;

/** A path segment that is a record's id (a UUID), not a word: never a title (`/pay/receipt/<id>` reads "Receipt"). */
const ID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "kids-birthday" / "termsCondition" / "noida_sector" -> "Kids Birthday" / "Terms Condition" / "Noida Sector". */
export function titleCase(slug: string): string {
  return slug
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Path segments with a title message `title.<segment>` in the `common` domain (the mobile title in the page's
 * language; the English message is this file's title of the segment), plus the pseudo segments `home` (`/`) and
 * `yourShare` (a share's pay link).
 */
export const TITLED_SEGMENTS: ReadonlySet<string> = new Set([
  ...Object.keys(SEGMENT_TITLES),
  'home',
  'yourShare',
  'about',
  'book-chef-cook-for-party',
  'balloon-decoration',
  'chef-near-me',
  'party-food-delivery',
  'party-live-buffet-catering',
  'bulk-food-delivery',
  'caterers',
  'photography-checkout',
  'party-food-delivery-live-catering-buffet-checkout',
  'documents',
  'chat',
  'accounts',
  'templates',
  'wonderland',
  'event',
  'co-host',
  'create-invite-template',
]);

/**
 * The mobile header title of an inner page, from its concrete path without its language prefix (spec 2: "a title
 * derived from the path"): the last meaningful segment, readable. `/book-chef-cook-for-party` -> "Book Chef Cook For
 * Party".
 * @param translate the title of a segment in the page's language (`home` and `yourShare` for the pseudo segments),
 *   or undefined where it has none: the English title is used then.
 */
export function titleFromPath(asPath: string, translate?: (segment: string) => string | undefined): string {
  const segments = segmentsOf(asPath)
    .filter((s) => s !== 'product')
    .map((s) => decodeURIComponent(s))
    .filter((s) => !ID_SEGMENT.test(s));
  // a share's link token is a secret, never a title
  if (segments[0] === 'pay' && segments[1] === 'share' && segments.length === 3 && segments[2] !== 'result') {
    return translate?.('yourShare') ?? 'Your Share';
  }
  const last = segments[segments.length - 1];
  if (last === undefined) return translate?.('home') ?? 'Home';
  return translate?.(last) ?? SEGMENT_TITLES[last] ?? titleCase(last);
}

/** The service a route is about, for the WhatsApp message (spec 2: the button names the page's service). */
export function serviceNameForPath(pathname: string): string {
  const path = segmentsOf(pathname).join('/');
  if (/book-chef|chef-near-me/.test(path)) return 'Chef for Party';
  if (/balloon-decoration/.test(path)) return 'Balloon Decoration';
  if (/photography|photo-gallery/.test(path)) return 'Photography';
  if (/live-buffet-catering|caterers|bulk-food/.test(path)) return 'Live Buffet Catering';
  if (/food-delivery/.test(path)) return 'Party Food Delivery';
  return 'party services';
}

/** A co-host's pay page of their share of a split balance, e.g. `/pay/share/<token>`: the token is the secret. */
export const sharePayPath = (token: string) => `${ROUTES.payShare}/${encodeURIComponent(token)}`;

/**
 * Where a gateway sends a co-host back after paying a share, with the gateway's proof when there is
 * one: `/pay/share/result?attempt=<attemptId>&providerOrderId=…&providerPaymentId=…&signature=…`.
 */
export function shareResultPath(attemptId: string, proof: PaymentProof = {}): string {
  const query = new URLSearchParams({ attempt: attemptId });
  for (const key of ['providerOrderId', 'providerPaymentId', 'signature'] as const) {
    const value = proof[key];
    if (value) query.set(key, value);
  }
  return `${ROUTES.payShareResult}?${query.toString()}`;
}

/** Path of the customer's order page (not in ROUTES: it is reached only from the order list and links we send). */
export const ORDER_DETAILS_PATH = '/order-details';

/**
 * The customer's page of one order, `/order-details?id=<order id>`: the order list's and receipts' links, and the
 * link every message about an order sends.
 */
export const orderPagePath = (orderId: string) => `${ORDER_DETAILS_PATH}?id=${encodeURIComponent(orderId)}`;

/** The page of one GST document of an order, e.g. `/order/<orderId>/documents/<documentId>`. */
export const taxDocumentPath = (orderId: string, documentId: string) =>
  `/order/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(documentId)}`;
