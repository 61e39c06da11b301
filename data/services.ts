import { ROUTES } from '../lib/routes';

/** Content of a service landing page. */
export interface ServiceContent {
  /** Site path of the page. */
  path: string;
  /** Service name used in WhatsApp messages and headings. */
  name: string;
  /** The page's h1. */
  heading: string;
  seoTitle: string;
  seoDescription: string;
  intro: string;
  image: string;
  imageAlt: string;
  highlights: string[];
  steps: string[];
  /** A booking link when online booking exists; otherwise customers book on WhatsApp. */
  bookingLink?: { label: string; href: string };
}

/**
 * The landing pages of the services (copy, images, SEO), keyed by page. Not the registry of services we sell: that
 * is lib/services.ts `SERVICES` (name, order type, slug, advance share, lead time).
 */
export const SERVICE_PAGES = {
  chef: {
    path: ROUTES.chef,
    name: 'Chef for Party',
    heading: 'Book a Chef or Cook for Your Party',
    seoTitle: 'Book a Chef or Cook for a Party at Home',
    seoDescription:
      'Hire a professional chef or cook for your house party: choose up to 12 dishes from 14 cuisines, the chef cooks fresh at your home. Bill = dishes + Rs 49 per person.',
    intro:
      'A professional chef cooks your party menu fresh in your kitchen: choose up to 12 dishes from up to 3 cuisines, tell us the number of guests, and keep the ingredients ready from the list we send.',
    image: '/images/services/chef.svg',
    imageAlt: 'Chef cooking at a home kitchen',
    highlights: [
      'Verified, uniformed chefs with party experience',
      'Up to 12 dishes from North Indian, South Indian, Chinese, Mughlai, Continental and more',
      'An ingredient list scaled to your guests',
      'The chef stays up to 5 hours and leaves the kitchen clean',
    ],
    steps: [
      'Choose your cuisines and dishes',
      'Pick the date, arrival time and number of people',
      'Pay 20% advance to confirm',
      'Pay the balance to the chef after the party',
    ],
  },
  photography: {
    path: ROUTES.photography,
    name: 'Photography',
    heading: 'Party & Event Photography',
    seoTitle: 'Party Photographer at Home: Birthday, Baby Shower & Event Photography',
    seoDescription:
      'Book a professional photographer for birthdays, baby showers, anniversaries and house parties. Edited photos shared online, candid and posed shots.',
    intro:
      'A professional photographer for birthdays, baby showers, anniversaries, pujas and house parties: candid moments, family portraits and decor shots, edited and shared with you online.',
    image: '/images/services/photography.svg',
    imageAlt: 'Camera with flash for party photography',
    highlights: [
      'Experienced party and event photographers',
      'Candid and posed shots of guests, cake cutting and decor',
      'Colour-corrected, edited photos shared online',
      'Fixed package prices; add hours, a second photographer or a film',
    ],
    steps: [
      'Choose a package, its add-ons and extra hours',
      'Pick the date, arrival time and address',
      'Pay the 35% advance online',
      'Get your private online gallery after the event',
    ],
  },
  foodHub: {
    path: ROUTES.foodHub,
    name: 'Party Food Delivery and Live Catering',
    heading: 'Party Food Delivery & Live Buffet Catering',
    seoTitle: 'Party Food Delivery & Live Buffet Catering at Home',
    seoDescription:
      'Order party food in bulk delivered hot to your home, or book a live buffet with chefs and waiters for 20 to 100 guests. Larger parties by enquiry.',
    intro:
      'Two ways to feed your guests without cooking: party food delivered hot in bulk, or a live buffet set up at your venue with counters, chafing dishes and serving staff.',
    image: '/images/services/live-catering.svg',
    imageAlt: 'Buffet counter with chafing dishes',
    highlights: [
      'Book online for 10 to 100 guests; larger parties by enquiry',
      'Veg and non-veg menus, or a ready-made package',
      'Cooked fresh in an FSSAI-licensed kitchen',
      '2 chefs and 2 waiters with a live buffet',
    ],
    steps: [
      'Choose delivery or a live buffet',
      'Pick the menu and the number of guests',
      'Confirm the date, time and address',
      'Enjoy the party while we serve',
    ],
  },
  foodDelivery: {
    path: ROUTES.foodDelivery,
    name: 'Party Food Delivery',
    heading: 'Party Food Delivery',
    seoTitle: 'Party Food Delivery at Home: Bulk Orders for Birthdays & Get-togethers',
    seoDescription:
      'Bulk party food delivered hot to your home for 10 to 100 guests: up to 15 dishes or a ready-made package, veg or non-veg, priced per plate.',
    intro:
      'Party food in bulk, cooked fresh and delivered hot to your door in sealed, labelled packaging: starters, mains, breads, rice and desserts for every guest.',
    image: '/images/services/food-delivery.svg',
    imageAlt: 'Stacked party food boxes for delivery',
    highlights: [
      'Freshly cooked on the day of your party',
      'Delivered hot in sealed, labelled packaging',
      'Disposable plates and water bottles if you want them (₹20 a guest)',
      'Online for 10 to 100 guests; larger parties by enquiry',
    ],
    steps: [
      'Choose up to 15 dishes or a ready-made package',
      'Set the guests and a one-hour delivery slot, 24 hours ahead',
      'Pay the 65% advance online',
      'Food arrives hot, ready to serve',
    ],
  },
  liveCatering: {
    path: ROUTES.liveCatering,
    name: 'Live Buffet Catering',
    heading: 'Live Buffet Catering',
    seoTitle: 'Live Buffet Catering for Parties: Counters, Chafing Dishes & Staff',
    seoDescription:
      'Live buffet catering at your home or venue for 20 to 100 guests: 2 chefs, 2 waiters, chafing dishes, crockery and live counters, with your choice of dishes.',
    intro:
      'A complete buffet at your home or venue: 2 chefs who cook and serve, 2 uniformed waiters, chafing dishes to keep food hot, crockery, and live counters such as chaat, pasta or dosa.',
    image: '/images/services/live-catering.svg',
    imageAlt: 'Live buffet counter with chafing dishes',
    highlights: [
      'Live counters: chaat, tawa, pasta, dosa and more',
      'Chafing dishes and crockery; serving tables if you want them',
      '2 chefs and 2 uniformed waiters',
      'Transport of food and equipment both ways',
    ],
    steps: [
      'Choose up to 15 dishes or a ready-made package',
      'Set the guests (20 to 100) and when serving starts, 48 hours ahead',
      'Pay the 65% advance online',
      'We set up, cook and serve',
    ],
  },
} satisfies Record<string, ServiceContent>;
