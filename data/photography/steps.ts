import { PHOTOGRAPHY_ADVANCE_PERCENT } from '../../lib/pricing';

/**
 * The four steps of a photography booking, as the landing pages show them (24 hours ahead, 35%
 * advance, gallery within 24 hours of the event). Sent as page props, so the light pages ship no pricing code.
 */
export const PHOTOGRAPHY_STEPS: readonly string[] = [
  'Choose a package, then add extra hours, a second photographer, a film or extra edits.',
  'Pick the date, a one-hour arrival slot (at least 24 hours ahead) and your address.',
  `Pay ${PHOTOGRAPHY_ADVANCE_PERCENT}% online to confirm; the balance is due after the shoot.`,
  'Get your private gallery within 24 hours of the event and your edited favourites after it.',
];
