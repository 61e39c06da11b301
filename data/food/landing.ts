/**
 * Copy of the party-food pages: the hub `/party-food-delivery-live-catering-buffet` and the
 * landing pages `/bulk-food-delivery` and `/caterers` with their enquiry form. Our own wording; every
 * number comes from the rules' constants (lib/pricing, lib/booking.ts, lib/orders.ts, lib/contracts/leads.ts),
 * and the "from ₹X per plate" prices are passed in (data/food/perPlate.ts), all at build time.
 */
import type { FoodService } from '../../lib/booking';
import { FOOD_LEAD_HOURS } from '../../lib/booking';
import { MAX_DISHES, MIN_BOOKING_LEAD_HOURS } from '../../lib/constants';
import {
  LEAD_CALLBACK_WORKING_HOURS,
  LEAD_MAX_BUDGET_PER_PLATE,
  LEAD_MAX_GUESTS,
  LEAD_MIN_BUDGET_PER_PLATE,
  LEAD_MIN_GUESTS,
  LEAD_NOTE_MAX,
  type LeadService,
} from '../../lib/contracts/leads';
import { formatRupees } from '../../lib/format';
import { FULL_REFUND_MIN_HOURS, HALF_REFUND_MIN_HOURS } from '../../lib/orders';
import {
  BUFFET_SERVICE_FIXED,
  BUFFET_SERVICE_PERCENT,
  CANCELLATION_RETAINED_PERCENT,
  CHEF_ADVANCE_PERCENT,
  CHEF_SERVICE_HOURS,
  COMPLIMENTARY_ITEMS,
  DISPOSABLES_PER_GUEST,
  FOOD_DELIVERY_ADVANCE_PERCENT,
  FOOD_DELIVERY_CHARGE,
  FOOD_GUEST_RANGE,
  FOOD_MAX_DISHES,
  FOOD_MAX_GUESTS,
  FOOD_MIN_NET,
  FOOD_PACKING_CHARGE,
  FREE_DELIVERY_FROM,
  GUEST_DISCOUNT_FROM,
  GUEST_DISCOUNT_HIGHER_FROM,
  GUESTS_40_TO_59_FACTOR_PERCENT,
  GUESTS_60_PLUS_FACTOR_PERCENT,
  MAX_PEOPLE,
  MIN_PEOPLE,
  PER_PERSON_CHARGE,
  SERVING_TABLES_CHARGE,
} from '../../lib/pricing';
import { ROUTES } from '../../lib/routes';
import { cities } from '../cities';
import { FOOD_INCLUSIONS } from './inclusions';

/** "From ₹X per plate" of each food service, whole rupees (null: no ready-made package to start from). */
export type FromPrices = Record<FoodService, number | null>;

/** One question of a page's FAQ (also its FAQPage JSON-LD). */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** A city of the enquiry form's select: its slug (what the API takes) and name. */
export interface EnquiryCity {
  slug: string;
  name: string;
}

/** The limits the enquiry form states: guests, rupees per plate, note characters. */
export interface EnquiryLimits {
  minGuests: number;
  maxGuests: number;
  minBudget: number;
  maxBudget: number;
  noteMax: number;
  /** Most guests bookable online, and the page that books them. */
  onlineMaxGuests: number;
  onlineHref: string;
  callbackHours: number;
}

/** A service card: what it is, its price line, what is included, its minimums and where to book it. */
export interface FoodServiceCard {
  key: 'chef' | FoodService;
  name: string;
  /** The service as a WhatsApp message names it. */
  whatsappService: string;
  summary: string;
  /** "From ₹X per plate" (food services) or the chef's price rule. */
  price: string;
  inclusions: string[];
  minimums: string[];
  href: string;
}

/** A landing page with an enquiry form (`/bulk-food-delivery`, `/caterers`). */
export interface FoodLandingContent {
  path: string;
  /** What the enquiry form sends as `service`. */
  service: LeadService;
  whatsappService: string;
  seoTitle: string;
  seoDescription: string;
  heading: string;
  intro: string;
  image: string;
  imageAlt: string;
  servicesHeading: string;
  services: FoodServiceCard[];
  included: string[];
  steps: string[];
  faqHeading: string;
  faq: FaqEntry[];
  enquiryHeading: string;
  enquiryIntro: string;
}

/** The hub `/party-food-delivery-live-catering-buffet`: the three services and the way to large parties. */
export interface FoodHubContent {
  path: string;
  seoTitle: string;
  seoDescription: string;
  heading: string;
  intro: string;
  image: string;
  imageAlt: string;
  services: FoodServiceCard[];
  largeParty: { heading: string; text: string; links: { href: string; label: string }[] };
}

const rupees = formatRupees;
const count = (n: number) => n.toLocaleString('en-IN');
const delivery = FOOD_GUEST_RANGE.delivery;
const buffet = FOOD_GUEST_RANGE.buffet;
const complimentary = COMPLIMENTARY_ITEMS.join(', ')
  .replace(/, ([^,]+)$/, ' and $1')
  .toLowerCase();

/** "From ₹X per plate", or the rule when there is no package to quote. */
export function fromPriceText(price: number | null): string {
  return price === null ? 'Priced per plate by the dishes you choose' : `From ${rupees(price)} per plate`;
}

/** A sentence on where the ready-made packages of a service start, or how the price is made without one. */
function packagesStartAt(price: number | null, packages: string): string {
  return price === null
    ? 'The price per plate follows the dishes you choose and updates as you pick them.'
    : `Our ready-made ${packages} packages start at ${rupees(price)} per plate.`;
}

/** The enquiry form's limits, from the API's contract. */
export function enquiryLimits(): EnquiryLimits {
  return {
    minGuests: LEAD_MIN_GUESTS,
    maxGuests: LEAD_MAX_GUESTS,
    minBudget: LEAD_MIN_BUDGET_PER_PLATE,
    maxBudget: LEAD_MAX_BUDGET_PER_PLATE,
    noteMax: LEAD_NOTE_MAX,
    onlineMaxGuests: FOOD_MAX_GUESTS,
    onlineHref: ROUTES.foodHub,
    callbackHours: LEAD_CALLBACK_WORKING_HOURS,
  };
}

/** Our cities for the enquiry form's select, in display order (aliases such as Bangalore left out). */
export function enquiryCities(): EnquiryCity[] {
  return cities.filter((city) => !city.canonicalSlug).map((city) => ({ slug: city.slug, name: city.name }));
}

/** The three service cards: chef at home, bulk food delivery, live buffet. */
export function foodServiceCards(prices: FromPrices): FoodServiceCard[] {
  return [
    {
      key: 'chef',
      name: 'Chef for your party',
      whatsappService: 'Chef for Party',
      summary: 'A professional cook prepares your menu fresh in your own kitchen while you host.',
      price: `${rupees(PER_PERSON_CHARGE)} a guest plus the dishes you pick`,
      inclusions: [
        `Up to ${MAX_DISHES} dishes from the cuisines you like`,
        'An ingredient list scaled to your guests, sent before the day',
        `The chef stays up to ${CHEF_SERVICE_HOURS} hours and leaves the kitchen clean`,
      ],
      minimums: [
        `${MIN_PEOPLE} to ${MAX_PEOPLE} guests`,
        `Book at least ${MIN_BOOKING_LEAD_HOURS} hours ahead`,
        `${CHEF_ADVANCE_PERCENT}% advance online`,
      ],
      href: ROUTES.chef,
    },
    {
      key: 'delivery',
      name: 'Bulk food delivery',
      whatsappService: 'Party Food Delivery',
      summary: 'Hot party food cooked on the day, packed in sealed containers and brought to your door.',
      price: fromPriceText(prices.delivery),
      inclusions: [
        ...FOOD_INCLUSIONS.delivery,
        `Up to ${FOOD_MAX_DISHES} dishes, or a ready-made package to start from`,
        `Complimentary ${complimentary}`,
        `Packing ${rupees(FOOD_PACKING_CHARGE)}; delivery ${rupees(FOOD_DELIVERY_CHARGE)}, free when the food comes to ${rupees(FREE_DELIVERY_FROM)} or more`,
        `Disposable plates and water bottles only if you ask: ${rupees(DISPOSABLES_PER_GUEST)} a guest`,
      ],
      minimums: [
        `${delivery.min} to ${delivery.max} guests`,
        `Food of at least ${rupees(FOOD_MIN_NET)}`,
        `Order at least ${FOOD_LEAD_HOURS.delivery} hours ahead`,
      ],
      href: ROUTES.foodDelivery,
    },
    {
      key: 'buffet',
      name: 'Live buffet catering',
      whatsappService: 'Live Buffet Catering',
      summary: 'A buffet set up at your venue, with chefs finishing dishes on site and waiters serving your guests.',
      price: fromPriceText(prices.buffet),
      inclusions: [
        ...FOOD_INCLUSIONS.buffet,
        `Buffet service ${rupees(BUFFET_SERVICE_FIXED)} plus ${BUFFET_SERVICE_PERCENT}% of the food`,
        `Serving tables only if you ask: ${rupees(SERVING_TABLES_CHARGE)}`,
      ],
      minimums: [
        `${buffet.min} to ${buffet.max} guests`,
        `Food of at least ${rupees(FOOD_MIN_NET)}`,
        `Book at least ${FOOD_LEAD_HOURS.buffet} hours ahead`,
      ],
      href: ROUTES.liveCatering,
    },
  ];
}

/** The hub's content. */
export function foodHubContent(prices: FromPrices): FoodHubContent {
  return {
    path: ROUTES.foodHub,
    seoTitle: 'Party Food Delivery, Live Buffet Catering & Chefs at Home',
    seoDescription: `Three ways to feed your guests: bulk party food delivered hot, a live buffet with chefs and waiters, or a chef in your kitchen. ${fromPriceText(prices.delivery)}.`,
    heading: 'Party Food Delivery, Live Buffet Catering & Chefs at Home',
    intro: `Pick how the food should reach your party: cooked in your kitchen by a chef, delivered hot in bulk, or served from a live buffet at your venue. Build the menu yourself and see the price per plate as you go.`,
    image: '/images/services/live-catering.svg',
    imageAlt: 'A buffet counter with chafing dishes',
    services: foodServiceCards(prices),
    largeParty: {
      heading: `More than ${FOOD_MAX_GUESTS} guests?`,
      text: `Online booking takes up to ${FOOD_MAX_GUESTS} guests. For ${LEAD_MIN_GUESTS} to ${count(LEAD_MAX_GUESTS)} guests or a menu of your own, send us an enquiry: our catering team calls back within ${LEAD_CALLBACK_WORKING_HOURS} working hours.`,
      links: [
        { href: ROUTES.bulkFoodDelivery, label: 'Bulk food delivery for large parties' },
        { href: ROUTES.caterers, label: 'Caterers for weddings and events' },
      ],
    },
  };
}

/** FAQ entries both landing pages share (pricing, payment, cancellation); `focus` names whose packages the price answer quotes. */
function sharedFaq(prices: FromPrices, focus: FoodService): FaqEntry[] {
  return [
    {
      question: 'How is the price per plate worked out?',
      answer: `Each dish has a price for one guest's portion. The more main dishes, starters and breads you pick, the smaller each portion and so the lower their share of the plate. Groups of ${GUEST_DISCOUNT_FROM} guests or more pay ${100 - GUESTS_40_TO_59_FACTOR_PERCENT}% less for the food, and ${GUEST_DISCOUNT_HIGHER_FROM} or more pay ${100 - GUESTS_60_PLUS_FACTOR_PERCENT}% less. ${packagesStartAt(prices[focus], focus === 'delivery' ? 'delivery' : 'buffet')}`,
    },
    {
      question: 'How do I pay?',
      answer: `For online bookings you pay ${FOOD_DELIVERY_ADVANCE_PERCENT}% of the bill as an advance when you book; the balance on delivery (for a buffet, to our team after the service), or online from your order page before then. For enquiries above ${FOOD_MAX_GUESTS} guests we agree the quote and the advance on the call.`,
    },
    {
      question: 'Can I cancel an order?',
      answer: `Yes. Until our team is assigned to your order, the whole advance comes back. After that: ${FULL_REFUND_MIN_HOURS} hours or more before the event, the whole advance; between ${HALF_REFUND_MIN_HOURS} and ${FULL_REFUND_MIN_HOURS} hours before, ${100 - CANCELLATION_RETAINED_PERCENT}% of it; under ${HALF_REFUND_MIN_HOURS} hours, none, as the cooking has begun. The full table is shown before you pay.`,
    },
  ];
}

/** What an enquiry is for and what happens after it (FAQ answers). */
const enquiryRange = `For ${LEAD_MIN_GUESTS} to ${count(LEAD_MAX_GUESTS)} guests, or a menu that is not on our list, fill in the enquiry form on this page: our catering team calls you within ${LEAD_CALLBACK_WORKING_HOURS} working hours with a menu and a quote, and you get a reference to quote straight away.`;
const enquiryAnswer = `Online booking covers up to ${FOOD_MAX_GUESTS} guests. ${enquiryRange}`;

/** `/bulk-food-delivery`. */
export function bulkFoodLanding(prices: FromPrices): FoodLandingContent {
  return {
    path: ROUTES.bulkFoodDelivery,
    service: 'bulk',
    whatsappService: 'Bulk Food Delivery',
    seoTitle: 'Bulk Food Delivery for Parties and Get-Togethers',
    seoDescription: `Order party food in bulk, cooked on the day and delivered hot: ${delivery.min}-${delivery.max} guests online, ${LEAD_MIN_GUESTS}-${count(LEAD_MAX_GUESTS)} on enquiry. ${fromPriceText(prices.delivery)}.`,
    heading: 'Bulk Food Delivery for Parties & Get-Togethers',
    intro: `Starters, mains, breads, rice and desserts for every guest, cooked on the day in our kitchens and delivered hot. Book ${delivery.min} to ${delivery.max} guests online in minutes, or ask us for anything bigger.`,
    image: '/images/services/food-delivery.svg',
    imageAlt: 'Stacked boxes of party food ready for delivery',
    servicesHeading: 'Choose how you want your party food',
    services: foodServiceCards(prices),
    included: [
      'Food cooked on the day of your party, never the night before',
      'Sealed, labelled containers, one per dish, easy to serve from',
      `Complimentary ${complimentary} with every order`,
      'Quantities worked out for your number of guests and dishes',
      `Delivery in the one-hour slot you choose; free delivery on food of ${rupees(FREE_DELIVERY_FROM)} or more`,
    ],
    steps: [
      `Pick up to ${FOOD_MAX_DISHES} dishes or start from a ready-made package`,
      'Set the number of guests and see the price per plate and the full bill',
      'Choose the date and a one-hour delivery slot, then pay the advance',
      'The food arrives hot and ready to serve',
    ],
    faqHeading: 'Bulk food delivery: questions and answers',
    faq: [
      {
        question: 'For how many guests can I order?',
        answer: `Online: ${delivery.min} to ${delivery.max} guests for delivery and ${buffet.min} to ${buffet.max} for a live buffet. ${enquiryRange}`,
      },
      {
        question: 'Is there a minimum order?',
        answer: `Yes: the food must come to at least ${rupees(FOOD_MIN_NET)} after the group discount. Below that, add a dish or a few guests and the order goes through.`,
      },
      {
        question: 'What does delivery cost?',
        answer: `Packing is ${rupees(FOOD_PACKING_CHARGE)}. Delivery is ${rupees(FOOD_DELIVERY_CHARGE)}, and free when the food comes to ${rupees(FREE_DELIVERY_FROM)} or more.`,
      },
      {
        question: 'Do you send plates, cutlery and water?',
        answer: `Only if you want them: disposable plates and water bottles cost ${rupees(DISPOSABLES_PER_GUEST)} a guest and are never added for you. The ${complimentary} come free with every order.`,
      },
      {
        question: 'How early do I have to order?',
        answer: `At least ${FOOD_LEAD_HOURS.delivery} hours before the delivery slot for delivery, and ${FOOD_LEAD_HOURS.buffet} hours for a live buffet. Large enquiries are best sent a few days ahead, so we can plan the kitchen.`,
      },
      {
        question: 'How much food comes for each guest?',
        answer:
          'Before you pay, the bill lists the quantity of every dish for your number of guests, in kilograms, litres or pieces, so you can check it covers everyone.',
      },
      { question: `Can I order for more than ${FOOD_MAX_GUESTS} guests?`, answer: enquiryAnswer },
      ...sharedFaq(prices, 'delivery'),
    ],
    enquiryHeading: `Enquiry for ${LEAD_MIN_GUESTS} guests or more`,
    enquiryIntro: `Tell us about your event and we will call you within ${LEAD_CALLBACK_WORKING_HOURS} working hours with a menu and a quote.`,
  };
}

/** `/caterers`. */
export function caterersLanding(prices: FromPrices): FoodLandingContent {
  const served = enquiryCities().map((city) => city.name);
  return {
    path: ROUTES.caterers,
    service: 'caterer',
    whatsappService: 'Catering',
    seoTitle: 'Caterers for House Parties and Events: Live Buffet and Food Delivery',
    seoDescription: `Caterers for birthdays, poojas, office parties and weddings: a live buffet with chefs and waiters, bulk food delivery or a chef at home. ${fromPriceText(prices.buffet)}.`,
    heading: 'Caterers for House Parties, Office Events & Family Functions',
    intro: `A buffet served by our chefs and waiters, party food delivered hot, or a chef in your kitchen. Design the menu yourself and see the price per plate, or leave the whole menu to us for ${LEAD_MIN_GUESTS} guests and more.`,
    image: '/images/services/live-catering.svg',
    imageAlt: 'A live buffet counter with chafing dishes',
    servicesHeading: 'Catering the way your party needs it',
    services: foodServiceCards(prices),
    included: [
      'Chefs who cook and finish dishes at your venue, with waiters to serve',
      'Chafing dishes that keep the food hot through the evening',
      'Crockery, a water can and transport to and from your venue',
      `Veg and non-veg menus: up to ${FOOD_MAX_DISHES} dishes, or a package to start from`,
      'The bill shown line by line before you pay, with nothing pre-selected',
    ],
    steps: [
      'Choose a live buffet, food delivery or a chef at home',
      'Build the menu and set the number of guests',
      `Pick the date and serving time (at least ${FOOD_LEAD_HOURS.buffet} hours ahead for a buffet) and pay the advance`,
      'Our team sets up, serves and packs away',
    ],
    faqHeading: 'Catering: questions and answers',
    faq: [
      {
        question: 'What kinds of catering do you offer?',
        answer: `A live buffet at your home or venue for ${buffet.min} to ${buffet.max} guests, bulk food delivery for ${delivery.min} to ${delivery.max}, and a chef who cooks at your home. For ${LEAD_MIN_GUESTS} guests and more we plan the catering with you on the phone.`,
      },
      {
        question: 'What is included in a live buffet?',
        answer: `${FOOD_INCLUSIONS.buffet.join('; ')}. The buffet and kitchen tables are yours to provide, or add ours to the order.`,
      },
      {
        question: 'Do you bring serving tables?',
        answer: `If you ask for them: serving tables cost ${rupees(SERVING_TABLES_CHARGE)} and are never added for you. Many hosts use their own tables.`,
      },
      {
        question: 'What does a live buffet cost on top of the food?',
        answer: `The buffet service: ${rupees(BUFFET_SERVICE_FIXED)} plus ${BUFFET_SERVICE_PERCENT}% of the food, which pays for the chefs, waiters, equipment and transport. Delivery is ${rupees(FOOD_DELIVERY_CHARGE)}, free when the food comes to ${rupees(FREE_DELIVERY_FROM)} or more. Nothing else is added unless you choose it.`,
      },
      {
        question: 'How far ahead should I book caterers?',
        answer: `A live buffet needs at least ${FOOD_LEAD_HOURS.buffet} hours, so we can assign chefs and waiters; food delivery needs ${FOOD_LEAD_HOURS.delivery} hours.`,
      },
      {
        question: 'Can you cater for a wedding or a large function?',
        answer: enquiryAnswer,
      },
      {
        question: 'Which cities do you cater in?',
        answer: `${served.slice(0, -1).join(', ')} and ${served.at(-1) ?? ''}. Choose your city in the enquiry form, or check your pincode when you book.`,
      },
      ...sharedFaq(prices, 'buffet'),
    ],
    enquiryHeading: `Catering enquiry for ${LEAD_MIN_GUESTS} guests or more`,
    enquiryIntro: `Share the date, guests and budget; our catering team calls you within ${LEAD_CALLBACK_WORKING_HOURS} working hours.`,
  };
}
