import { ROUTES } from './routes';

/** A link of the shell's menus. */
export interface NavLink {
  label: string;
  href: string;
}

/** Spec 2: the desktop Categories dropdown, in order. */
export const CATEGORY_LINKS: readonly NavLink[] = [
  { label: 'Decoration', href: ROUTES.decoration },
  { label: 'Photography', href: ROUTES.photography },
  { label: 'Chef for Party', href: ROUTES.chef },
  { label: 'Food Delivery', href: ROUTES.foodDelivery },
  { label: 'Live Catering', href: ROUTES.liveCatering },
  { label: 'Entertainment', href: ROUTES.entertainment },
];

/** The desktop header's word link to the chat, for a visitor not logged in (logged in: the icon with the badge). */
export const CHAT_LINK: NavLink = { label: 'Chat', href: ROUTES.chat };

/**
 * Spec 2: the desktop menu's direct links after Categories (Login/Logout follows). Invites lead the list: the invite
 * app is no category of service and was otherwise reachable only by its address. Chat follows them in the header
 * itself, as a word when logged out and as the icon with the unread badge when logged in.
 */
export const DESKTOP_LINKS: readonly NavLink[] = [
  { label: 'Invites', href: ROUTES.wonderland },
  { label: 'Contact Us', href: ROUTES.contactUs },
  { label: 'About Us', href: ROUTES.aboutUs },
  { label: 'Customer Reviews', href: ROUTES.reviews },
];

/** Spec 2: the mobile drawer, in order (Login/Logout follows). */
export const DRAWER_LINKS: readonly NavLink[] = [
  // the spec's list starts with Home, so the way back is not only the logo
  { label: 'Home', href: '/' },
  { label: 'My Order', href: ROUTES.orderList },
  // the invite app, its chat and the services hub: otherwise reachable only by their addresses
  { label: 'Invites', href: ROUTES.wonderland },
  { label: 'Chat', href: ROUTES.chat },
  { label: 'All services', href: ROUTES.services },
  { label: 'Decoration', href: ROUTES.decoration },
  { label: 'Photography', href: ROUTES.photography },
  { label: 'Chef for Party', href: ROUTES.chef },
  { label: 'Food Delivery', href: ROUTES.foodDelivery },
  { label: 'Live Catering', href: ROUTES.liveCatering },
  { label: 'About Us', href: ROUTES.aboutUs },
  { label: 'Contact Us', href: ROUTES.contactUs },
];

/** Footer column "About". */
export const FOOTER_ABOUT_LINKS: readonly NavLink[] = [
  { label: 'About Us', href: ROUTES.aboutUs },
  { label: 'Contact Us', href: ROUTES.contactUs },
  { label: 'Customer Reviews', href: ROUTES.reviews },
  { label: 'My Orders', href: ROUTES.orderList },
  { label: 'Chat with us', href: ROUTES.chat },
  { label: 'Terms & Conditions', href: ROUTES.terms },
  { label: 'Privacy Policy', href: ROUTES.privacy },
];

/** Footer column "Services". */
export const FOOTER_SERVICE_LINKS: readonly NavLink[] = [
  { label: 'All services', href: ROUTES.services },
  { label: 'Party Invites', href: ROUTES.wonderland },
  { label: 'Chef for Party', href: ROUTES.chef },
  { label: 'Balloon Decoration', href: ROUTES.decoration },
  { label: 'Photography', href: ROUTES.photography },
  { label: 'Party Food Delivery', href: ROUTES.foodDelivery },
  { label: 'Live Buffet Catering', href: ROUTES.liveCatering },
  { label: 'Kids Party Entertainment', href: ROUTES.entertainment },
];
