import { ROUTES } from './routes';

/** A link of the shell's menus: its text is the message `key` of the `common` domain (`messages/<locale>/common.json`). */
export interface NavLink {
  key: string;
  href: string;
}

/** Spec 2: the desktop Categories dropdown, in order. */
export const CATEGORY_LINKS: readonly NavLink[] = [
  { key: 'nav.decoration', href: ROUTES.decoration },
  { key: 'nav.photography', href: ROUTES.photography },
  { key: 'nav.chefForParty', href: ROUTES.chef },
  { key: 'nav.foodDelivery', href: ROUTES.foodDelivery },
  { key: 'nav.liveCatering', href: ROUTES.liveCatering },
  { key: 'nav.entertainment', href: ROUTES.entertainment },
];

/** The desktop header's word link to the chat, for a visitor not logged in (logged in: the icon with the badge). */
export const CHAT_LINK: NavLink = { key: 'nav.chat', href: ROUTES.chat };

/**
 * Spec 2: the desktop menu's direct links after Categories (Login/Logout follows). Invites lead the list: the invite
 * app is no category of service and was otherwise reachable only by its address. Chat follows them in the header
 * itself, as a word when logged out and as the icon with the unread badge when logged in.
 */
export const DESKTOP_LINKS: readonly NavLink[] = [
  { key: 'nav.invites', href: ROUTES.wonderland },
  { key: 'nav.contactUs', href: ROUTES.contactUs },
  { key: 'nav.aboutUs', href: ROUTES.aboutUs },
  { key: 'nav.customerReviews', href: ROUTES.reviews },
];

/** Spec 2: the mobile drawer, in order (Login/Logout follows). */
export const DRAWER_LINKS: readonly NavLink[] = [
  // the spec's list starts with Home, so the way back is not only the logo
  { key: 'nav.home', href: '/' },
  { key: 'nav.myOrder', href: ROUTES.orderList },
  // the invite app, its chat and the services hub: otherwise reachable only by their addresses
  { key: 'nav.invites', href: ROUTES.wonderland },
  { key: 'nav.chat', href: ROUTES.chat },
  { key: 'nav.allServices', href: ROUTES.services },
  { key: 'nav.decoration', href: ROUTES.decoration },
  { key: 'nav.photography', href: ROUTES.photography },
  { key: 'nav.chefForParty', href: ROUTES.chef },
  { key: 'nav.foodDelivery', href: ROUTES.foodDelivery },
  { key: 'nav.liveCatering', href: ROUTES.liveCatering },
  { key: 'nav.aboutUs', href: ROUTES.aboutUs },
  { key: 'nav.contactUs', href: ROUTES.contactUs },
];

/** Footer column "About". */
export const FOOTER_ABOUT_LINKS: readonly NavLink[] = [
  { key: 'nav.aboutUs', href: ROUTES.aboutUs },
  { key: 'nav.contactUs', href: ROUTES.contactUs },
  { key: 'nav.customerReviews', href: ROUTES.reviews },
  { key: 'nav.myOrders', href: ROUTES.orderList },
  { key: 'nav.chatWithUs', href: ROUTES.chat },
  { key: 'nav.termsConditions', href: ROUTES.terms },
  { key: 'nav.privacyPolicy', href: ROUTES.privacy },
];

/** Footer column "Services". */
export const FOOTER_SERVICE_LINKS: readonly NavLink[] = [
  { key: 'nav.allServices', href: ROUTES.services },
  { key: 'nav.partyInvites', href: ROUTES.wonderland },
  { key: 'nav.chefForParty', href: ROUTES.chef },
  { key: 'nav.balloonDecoration', href: ROUTES.decoration },
  { key: 'nav.photography', href: ROUTES.photography },
  { key: 'nav.partyFoodDelivery', href: ROUTES.foodDelivery },
  { key: 'nav.liveBuffetCatering', href: ROUTES.liveCatering },
  { key: 'nav.kidsPartyEntertainment', href: ROUTES.entertainment },
];
