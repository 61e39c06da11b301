/**
 * The /services hub: its tiles, one per service we sell, in the order we present them
 * (Chef, Decoration, Photography, Food delivery, Live buffet), each with a "from ₹X" price the server computes from
 * the catalogue, and the city links. Pure data and text; the prices come from server/site/hubPageProps.ts.
 */
import { formatRupees } from './format';
import { ROUTES } from './routes';
import type { ServiceKey } from './services';

/** One service tile of the hub. */
export interface HubTile {
  key: ServiceKey;
  title: string;
  text: string;
  href: string;
  image: string;
  /** The lowest price a customer can book it for, whole rupees; null when the catalogue has none. */
  fromPrice: number | null;
  /** What the price is for: the booking, or one plate. */
  per: 'booking' | 'plate';
}

/** The props of /services. */
export interface ServicesHubProps {
  tiles: HubTile[];
}

/** The hub's services in that order, without their prices. */
export const HUB_SERVICES: readonly Omit<HubTile, 'fromPrice'>[] = [
  {
    key: 'chef',
    title: 'Chef for Party',
    text: 'Cooks your menu at home',
    href: ROUTES.chef,
    image: '/images/services/chef.svg',
    per: 'booking',
  },
  {
    key: 'decoration',
    title: 'Balloon Decoration',
    text: 'Birthdays, anniversaries, baby showers',
    href: ROUTES.decoration,
    image: '/images/services/decoration.svg',
    per: 'booking',
  },
  {
    key: 'photography',
    title: 'Photography',
    text: 'Candid and family photos',
    href: ROUTES.photography,
    image: '/images/services/photography.svg',
    per: 'booking',
  },
  {
    key: 'food-delivery',
    title: 'Party Food Delivery',
    text: 'Bulk party food, delivered hot',
    href: ROUTES.foodDelivery,
    image: '/images/services/food-delivery.svg',
    per: 'plate',
  },
  {
    key: 'buffet',
    title: 'Live Buffet Catering',
    text: 'Live counters and serving staff',
    href: ROUTES.liveCatering,
    image: '/images/services/live-catering.svg',
    per: 'plate',
  },
];

/** A tile's price line: "From ₹700", "From ₹249 per plate", or null without a price. */
export function fromPriceText(tile: Pick<HubTile, 'fromPrice' | 'per'>): string | null {
  if (tile.fromPrice === null) return null;
  return `From ${formatRupees(tile.fromPrice)}${tile.per === 'plate' ? ' per plate' : ''}`;
}

/** The service pages of a city, for the hub's "your city" links (paths of the city routes under pages/[city]). */
export function cityServiceLinks(citySlug: string): { label: string; href: string }[] {
  return [
    { label: 'All services', href: `/${citySlug}` },
    { label: 'Chef', href: `/${citySlug}/chef-near-me` },
    { label: 'Decoration', href: `/${citySlug}/balloon-decoration` },
    { label: 'Photography', href: `/${citySlug}/photography-page` },
    { label: 'Food delivery', href: `/${citySlug}/party-food-delivery-live-catering-buffet/party-food-delivery` },
    { label: 'Live buffet', href: `/${citySlug}/party-food-delivery-live-catering-buffet/party-live-buffet-catering` },
  ];
}
