import type { Attribution } from '../lib/contracts/orders';
import type { DecorationSource } from '../lib/decorationPaths';

/** sessionStorage key of the campaign this tab arrived from (recorded with its orders). */
export const ATTRIBUTION_KEY = 'decorationAttribution';

const UTM_KEY = /^utm_[a-z_]{1,30}$/;
/** The longest utm value kept (the contract refuses longer ones). */
const MAX_UTM_VALUE = 200;

/** The campaign this tab came from (organic when none). */
export function readAttribution(): Attribution {
  try {
    const raw = window.sessionStorage.getItem(ATTRIBUTION_KEY);
    if (raw) return JSON.parse(raw) as Attribution;
  } catch {
    // unreadable or storage disabled: organic
  }
  return { source: 'organic', utm: {} };
}

/** Records a marketing landing: its source and the utm_* parameters of the URL. */
export function saveAttribution(source: DecorationSource, query: Record<string, string | string[] | undefined>): Attribution {
  const utm = Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string] => UTM_KEY.test(entry[0]) && typeof entry[1] === 'string')
      .map(([key, value]) => [key, value.slice(0, MAX_UTM_VALUE)]),
  );
  const attribution = { source, utm };
  try {
    window.sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(attribution));
  } catch {
    // storage disabled: the campaign is still pushed to the data layer
  }
  return attribution;
}

/** The attribution an order from a page of `source` carries: a marketing page's own source, else the tab's campaign. */
export function attributionFor(source: DecorationSource): Attribution {
  const recorded = readAttribution();
  return source === 'organic' ? recorded : { ...recorded, source };
}
