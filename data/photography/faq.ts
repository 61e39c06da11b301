import { MAX_BOOKING_DAYS_AHEAD } from '../../lib/booking';
import { formatRupees } from '../../lib/format';
import { FULL_REFUND_MIN_HOURS, HALF_REFUND_MIN_HOURS } from '../../lib/orders';
import {
  PHOTOGRAPHY_ADDON_MAX_QUANTITY,
  PHOTOGRAPHY_ADVANCE_PERCENT,
  PHOTOGRAPHY_EXTRA_HOUR_PRICE,
  PHOTOGRAPHY_MAX_EXTRA_HOURS,
} from '../../lib/pricing';
import { photographyAddons } from './addons';
import { INTIMATE_MAX_GUESTS } from './occasions';
import type { PhotographyFaqEntry } from './types';

const addonPrice = (slug: string) => formatRupees(photographyAddons.find((addon) => addon.slug === slug)?.price ?? 0);
const EXTRA_HOUR = formatRupees(PHOTOGRAPHY_EXTRA_HOUR_PRICE);
const EXTRA_EDIT = addonPrice('extra-edited-photo');
const BALANCE_PERCENT = 100 - PHOTOGRAPHY_ADVANCE_PERCENT;

/**
 * The photography FAQ (25 questions, our own wording), shown on the landing page with FAQPage
 * JSON-LD; the product page shows PRODUCT_FAQ_QUESTIONS of them. Numbers come from the rules in lib/, so
 * the answers never disagree with the bill (extra hour ₹650, at most 4; edits ₹70; 35% advance) or the
 * cancellation refund table (lib/orders.ts).
 */
export const PHOTOGRAPHY_FAQ: readonly PhotographyFaqEntry[] = [
  {
    question: 'Which occasions do you photograph?',
    answer:
      'Birthdays, baby showers, anniversaries, house-warmings, naming ceremonies, bachelorettes, maternity and new-born shoots, office events, engagements and every wedding ritual from haldi and mehendi to the reception.',
  },
  {
    question: 'What is the difference between an intimate gathering and a grand celebration package?',
    answer: `Intimate gathering packages are planned for events of up to ${INTIMATE_MAX_GUESTS} guests with one photographer. Grand celebration packages cover wedding rituals and engagements: a senior photographer or a team, stage lighting, more photos and more retouched favourites.`,
  },
  {
    question: 'What does a package include?',
    answer:
      'The photographer (or team) for the hours stated, the number of colour-corrected photos stated, the stated number of retouched photos of your choice and a private online gallery. The package page lists every inclusion.',
  },
  {
    question: 'How many photos will I receive?',
    answer:
      'Each package states a range, for example 150 to 200 photos for a four-hour birthday. Every photo we keep is colour-corrected; blurred shots and near-duplicates are left out.',
  },
  {
    question: 'When do I get my photos?',
    answer:
      'A private gallery link with all the colour-corrected photos comes within 24 hours of the event, on WhatsApp and on your order page. The retouched photos follow within the delivery time shown on your package, counted from the event.',
  },
  {
    question: 'Where can I see and download my photos?',
    answer:
      'In the Photo Gallery of your account, after logging in with the mobile number you booked with. You can view every photo full screen, download one at a time or the whole gallery as a zip.',
  },
  {
    question: 'How long will my gallery stay online?',
    answer: 'At least 12 months from the event. Download the zip whenever you like to keep your own copy.',
  },
  {
    question: 'What is a retouched (edited) photo?',
    answer:
      'A favourite of yours that our editor works on by hand: skin, light, colour, crop and small distractions. You mark your favourites in the gallery, up to the number of edited photos in your package.',
  },
  {
    question: 'Can I get more edited photos than my package includes?',
    answer: `Yes. Each extra edited photo costs ${EXTRA_EDIT}. Add up to ${PHOTOGRAPHY_ADDON_MAX_QUANTITY} of them on the package page when you book; if you want more later, message us and we add them at the same price.`,
  },
  {
    question: 'What if the event runs longer than the package hours?',
    answer: `Add extra hours on the package page before you book: ${EXTRA_HOUR} for each extra hour, up to ${PHOTOGRAPHY_MAX_EXTRA_HOURS} extra hours. Coverage starts when the photographer arrives.`,
  },
  {
    question: 'Can I add a second photographer or a video?',
    answer: `Yes, as add-ons with one fixed price: an extra photographer for the whole coverage costs ${addonPrice('extra-photographer')}, and a cinematic video with a 3 to 5 minute highlight film costs ${addonPrice('cinematic-video')}. Packages that already include a film do not offer the video add-on.`,
  },
  {
    question: 'How much do I pay when booking?',
    answer: `An advance of ${PHOTOGRAPHY_ADVANCE_PERCENT}% of the total, online by UPI, card or net banking. The bill shows every line, the advance and the balance before you pay.`,
  },
  {
    question: 'When do I pay the balance?',
    answer: `The remaining ${BALANCE_PERCENT}% is due after the shoot. The exact amount is on your bill and on your order page.`,
  },
  {
    question: 'Are the prices final?',
    answer:
      'Yes. The price on the package is what the package costs, taxes included. The only additions are the add-ons and extra hours you choose, each shown as its own line on the bill.',
  },
  {
    question: 'What happens if I cancel?',
    answer: `While no photographer is assigned, the whole advance is refunded whenever you cancel. Once one is assigned: the whole advance ${FULL_REFUND_MIN_HOURS} hours or more before the start, half of it ${HALF_REFUND_MIN_HOURS} to ${FULL_REFUND_MIN_HOURS} hours before, nothing under ${HALF_REFUND_MIN_HOURS} hours. If the photographer cancels or does not arrive, everything you paid is refunded. The full table is on the checkout page.`,
  },
  {
    question: 'Can I change the date or time?',
    answer:
      'Ask from your order page or on WhatsApp. The new start must also be at least 24 hours away, and the change depends on a photographer being free then; if none is, you can cancel under the refund table.',
  },
  {
    question: 'How far in advance should I book?',
    answer: `At least 24 hours before the event, and up to ${MAX_BOOKING_DAYS_AHEAD} days ahead. For weddings and the wedding season, book as early as you can.`,
  },
  {
    question: 'At what time can the photographer arrive?',
    answer:
      'You choose a one-hour arrival slot between 7 am and 10 pm (India time). The package hours start when the photographer arrives, so pick the slot just before the moments that matter.',
  },
  {
    question: 'Can I choose my photographer?',
    answer:
      'Photographers are assigned by availability, the location of your event and the kind of occasion, so a particular person cannot be picked. Grand celebration packages always get a senior photographer.',
  },
  {
    question: 'Will I get the unedited photos too?',
    answer:
      'Yes. Every colour-corrected photo of your event is in your gallery in full resolution, at no extra cost. Camera RAW files are not part of the packages.',
  },
  {
    question: 'What equipment do your photographers use?',
    answer:
      'Professional mirrorless or DSLR cameras with fast lenses and an external flash, plus spare batteries and memory cards. Grand celebration packages add stage lighting.',
  },
  {
    question: 'Is travel included?',
    answer:
      'Yes, for any address at a pincode we serve: the checkout checks your pincode before you pay. Events outside our cities cannot be booked online yet.',
  },
  {
    question: 'Can I share the photos with my guests?',
    answer:
      'Yes. From your gallery you can create a read-only link for family and guests. It expires after 90 days and you can switch it off at any time.',
  },
  {
    question: 'Who can see my photos?',
    answer:
      'Only you, when logged in, and the people you send a share link to. Downloads leave out the location recorded by the camera unless you choose the original files.',
  },
  {
    question: 'Do the packages include printed photos or an album?',
    answer: 'No, the packages deliver digital photos. Every photo can be downloaded in full resolution for printing wherever you like.',
  },
];

/** The questions the product page repeats, by position in PHOTOGRAPHY_FAQ (what, when, extras, payment, cancel, who). */
export const PRODUCT_FAQ_QUESTIONS: readonly number[] = [2, 4, 8, 9, 11, 14, 18];
