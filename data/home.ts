import { CITY_LINKS } from './cities/cityLinks';
import { ROUTES, decorationCategoryPath } from '../lib/routes';

/**
 * The home page's content. Words are messages of the `home` domain (`messages/<locale>/home.json`) under each
 * entry's `key` (`banner.<key>.title` …); a service's name is the `common` message `titleKey`, as in the menus.
 */

/** Spec 1: the home banners (chef, food delivery, return gifts): `banner.<key>.title`, `.text`, `.cta`. */
export const HOME_BANNERS = [
  { key: 'chef', href: ROUTES.chef, image: '/images/home/banner-chef.svg' },
  { key: 'foodDelivery', href: ROUTES.foodDelivery, image: '/images/home/banner-food-delivery.svg' },
  { key: 'returnGifts', href: decorationCategoryPath('kids-birthday'), image: '/images/home/banner-return-gifts.svg' },
] as const;

/** The services grid: the name is the `common` message `titleKey`, the line `service.<key>.text`. */
export const HOME_SERVICES = [
  { key: 'chef', titleKey: 'nav.chefForParty', href: ROUTES.chef, image: '/images/services/chef.svg' },
  { key: 'decoration', titleKey: 'nav.balloonDecoration', href: ROUTES.decoration, image: '/images/services/decoration.svg' },
  { key: 'photography', titleKey: 'nav.photography', href: ROUTES.photography, image: '/images/services/photography.svg' },
  { key: 'foodDelivery', titleKey: 'nav.partyFoodDelivery', href: ROUTES.foodDelivery, image: '/images/services/food-delivery.svg' },
  { key: 'liveCatering', titleKey: 'nav.liveBuffetCatering', href: ROUTES.liveCatering, image: '/images/services/live-catering.svg' },
  { key: 'entertainment', titleKey: 'nav.entertainment', href: ROUTES.entertainment, image: '/images/services/entertainment.svg' },
] as const;

/** Spec 1: the event categories (`event.<key>`), each leading to the service that fits it best. */
export const HOME_EVENTS = [
  { key: 'birthday', href: decorationCategoryPath('birthday'), image: '/images/events/birthday-celebration.svg' },
  { key: 'corporate', href: ROUTES.liveCatering, image: '/images/events/corporate-party.svg' },
  { key: 'houseParty', href: ROUTES.chef, image: '/images/events/house-party.svg' },
  { key: 'kids', href: decorationCategoryPath('kids-birthday'), image: '/images/events/kids-event.svg' },
  { key: 'wedding', href: decorationCategoryPath('wedding'), image: '/images/events/wedding-event.svg' },
  { key: 'gathering', href: ROUTES.foodHub, image: '/images/events/gathering.svg' },
] as const;

/**
 * The invite app, its chat and the services hub on the home page: a host finds them here, not only by their
 * addresses. Titles are the links' names in the menus (`common` `titleKey`), the lines `app.<key>.text`.
 */
export const HOME_APP_LINKS = [
  { key: 'invites', titleKey: 'nav.invites', href: ROUTES.wonderland },
  { key: 'chat', titleKey: 'nav.chat', href: ROUTES.chat },
  { key: 'services', titleKey: 'nav.allServices', href: ROUTES.services },
] as const;

/** How booking works, in four steps: `step.<key>.title`, `.text`. */
export const HOME_STEPS = ['choose', 'schedule', 'advance', 'celebrate'] as const;

export { CITY_LINKS };
