import { CITY_LINKS } from './cities/cityLinks';
import { ROUTES, decorationCategoryPath } from '../lib/routes';

/** Spec 1: the home banners (chef, food delivery, return gifts). */
export const HOME_BANNERS = [
  {
    title: 'A chef at your home party',
    text: 'Pick up to 12 dishes; the chef cooks fresh in your kitchen. Bill = dishes + ₹49 per person.',
    href: ROUTES.chef,
    cta: 'Book a Chef',
    image: '/images/home/banner-chef.svg',
  },
  {
    title: 'Party food, delivered hot',
    text: 'Starters to desserts for 15 to 500 guests, cooked the same day.',
    href: ROUTES.foodDelivery,
    cta: 'Order Party Food',
    image: '/images/home/banner-food-delivery.svg',
  },
  {
    title: 'Return gifts for every guest',
    text: 'Goody bags and return gifts for kids’ birthdays, packed and delivered with your decoration.',
    href: decorationCategoryPath('kids-birthday'),
    cta: 'Kids Party Ideas',
    image: '/images/home/banner-return-gifts.svg',
  },
] as const;

/** The services grid. */
export const HOME_SERVICES = [
  { title: 'Chef for Party', text: 'Cooks your menu at home', href: ROUTES.chef, image: '/images/services/chef.svg' },
  {
    title: 'Balloon Decoration',
    text: 'Birthdays, anniversaries, baby showers',
    href: ROUTES.decoration,
    image: '/images/services/decoration.svg',
  },
  { title: 'Photography', text: 'Candid and family photos', href: ROUTES.photography, image: '/images/services/photography.svg' },
  {
    title: 'Party Food Delivery',
    text: 'Bulk party food, delivered hot',
    href: ROUTES.foodDelivery,
    image: '/images/services/food-delivery.svg',
  },
  {
    title: 'Live Buffet Catering',
    text: 'Live counters and serving staff',
    href: ROUTES.liveCatering,
    image: '/images/services/live-catering.svg',
  },
  {
    title: 'Entertainment',
    text: 'Magic show, mascots, tattoo artist',
    href: ROUTES.entertainment,
    image: '/images/services/entertainment.svg',
  },
] as const;

/** Spec 1: the event categories, each leading to the service that fits it best. */
export const HOME_EVENTS = [
  { title: 'Birthday & Celebration', href: decorationCategoryPath('birthday'), image: '/images/events/birthday-celebration.svg' },
  { title: 'Corporate Party', href: ROUTES.liveCatering, image: '/images/events/corporate-party.svg' },
  { title: 'House Party', href: ROUTES.chef, image: '/images/events/house-party.svg' },
  { title: 'Kids Event', href: decorationCategoryPath('kids-birthday'), image: '/images/events/kids-event.svg' },
  { title: 'Wedding Event', href: decorationCategoryPath('wedding'), image: '/images/events/wedding-event.svg' },
  { title: 'Gathering', href: ROUTES.foodHub, image: '/images/events/gathering.svg' },
] as const;

/**
 * The invite app, its chat and the services hub on the home page: a host finds them here, not only by their
 * addresses. Titles are the links' names ("Invites", "Chat", "All services").
 */
export const HOME_APP_LINKS = [
  { title: 'Invites', text: 'Design a free party invite, share it on WhatsApp and see who is coming.', href: ROUTES.wonderland },
  { title: 'Chat', text: 'Message our team and your chef, decorator or photographer about your bookings.', href: ROUTES.chat },
  { title: 'All services', text: 'Every service with its starting price, and your upcoming bookings.', href: ROUTES.services },
] as const;

/** How booking works, in four steps. */
export const HOME_STEPS = [
  { title: 'Choose', text: 'Pick a service: dishes for the chef, a decoration theme, or a package.' },
  { title: 'Schedule', text: 'Choose the date and an arrival slot at least 24 hours ahead.' },
  { title: 'Pay the advance', text: 'Pay a part online to confirm; the rest after the service.' },
  { title: 'Celebrate', text: 'Your chef or decorator arrives on time and you enjoy the party.' },
] as const;

export { CITY_LINKS };
