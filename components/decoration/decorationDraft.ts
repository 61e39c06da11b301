import type { DecorationSource } from '../../lib/decorationPaths';

/** sessionStorage keys of the decoration booking (product page -> /checkout) and of the campaign a customer came from. */
export const DECORATION_DRAFT_KEY = 'decorationBookingDraft';
export const ATTRIBUTION_KEY = 'decorationAttribution';

/** Where the customer came from: the marketing source and the utm_* of the landing page. */
export interface Attribution {
  source: DecorationSource;
  utm: Record<string, string>;
}

/** What the product page hands to /checkout (money in whole rupees, date yyyy-mm-dd IST). */
export interface DecorationDraft {
  productSlug: string;
  productPath: string;
  addons: { slug: string; name: string; price: number; quantity: number }[];
  eventDate: string;
  slotId: string;
  address: { name: string; line1: string; landmark?: string; pincode: string; city: string; locality: string };
  note?: string;
  total: number;
  attribution: Attribution;
  idempotencyKey: string;
}

function read<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The decoration draft of this tab, or null. */
export const readDecorationDraft = () => read<DecorationDraft>(DECORATION_DRAFT_KEY);
/** Saves the draft for /checkout. */
export const saveDecorationDraft = (draft: DecorationDraft) => window.sessionStorage.setItem(DECORATION_DRAFT_KEY, JSON.stringify(draft));
/** Forgets the draft once the order is placed. */
export const clearDecorationDraft = () => window.sessionStorage.removeItem(DECORATION_DRAFT_KEY);

/** The campaign this tab came from (organic when none). */
export const readAttribution = (): Attribution => read<Attribution>(ATTRIBUTION_KEY) ?? { source: 'organic', utm: {} };

/** Records a marketing landing: its source and the utm_* parameters of the URL (issue 7 attribution). */
export function saveAttribution(source: DecorationSource, query: Record<string, string | string[] | undefined>): Attribution {
  const utm = Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string] => /^utm_[a-z_]{1,30}$/.test(entry[0]) && typeof entry[1] === 'string')
      .map(([key, value]) => [key, value.slice(0, 200)]),
  );
  const attribution = { source, utm };
  window.sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(attribution));
  return attribution;
}
