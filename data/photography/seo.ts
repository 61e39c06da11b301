import { formatRupees } from '../../lib/format';
import { PHOTOGRAPHY_ADVANCE_PERCENT } from '../../lib/pricing';
import type { PhotographyOccasion } from './types';

/**
 * Titles, descriptions and headings of the photography pages: each page has its own, built
 * from the live figures (the cheapest price, the package's own numbers) so no page promises a price the
 * catalogue does not have. `from` is whole rupees.
 */

/** The landing's h1 for a place ("in Noida" / "in Sector 62, Noida"), or the organic one. */
export function photographyHeading(place?: string): string {
  return place ? `Party & Event Photography in ${place}` : 'Party & Event Photography';
}

/** The lead paragraph of the landing pages. */
export function photographyIntro(place?: string): string {
  return (
    `A professional photographer for your celebration${place ? ` in ${place}` : ''}, at a fixed package price: choose the package, ` +
    `add extra hours, a second photographer or a film, and pay ${PHOTOGRAPHY_ADVANCE_PERCENT}% online. Your private gallery arrives within 24 hours of the event.`
  );
}

/** Title of the organic landing page. */
export function landingTitle(from: number): string {
  return from > 0 ? `Party & Event Photographer at Home: Packages from ${formatRupees(from)}` : 'Party & Event Photographer at Home';
}

/** Meta description of the organic landing page. */
export function landingDescription(from: number, packages: number): string {
  return `Book a photographer for birthdays, baby showers, anniversaries, engagements and weddings: ${packages} fixed-price packages${from > 0 ? ` from ${formatRupees(from)}` : ''} with hours, photo count and delivery time shown. Gallery within 24 hours.`;
}

/** Title of a locality's photography page. */
export function localityPhotographyTitle(locality: string, city: string): string {
  return `Photographer in ${locality}, ${city}: Party & Event Photography`;
}

/** Meta description of a locality's photography page. */
export function localityPhotographyDescription(locality: string, city: string, from: number): string {
  return `Book a party photographer in ${locality}, ${city} for birthdays, baby showers, anniversaries and weddings.${from > 0 ? ` Fixed-price packages from ${formatRupees(from)},` : ''} ${PHOTOGRAPHY_ADVANCE_PERCENT}% advance online, gallery within 24 hours.`;
}

/** Title of an occasion's category page. */
export function occasionTitle(occasion: PhotographyOccasion, from: number): string {
  return `${occasion.name} Photography Packages${from > 0 ? ` from ${formatRupees(from)}` : ''}`;
}

/** Meta description of an occasion's category page. */
export function occasionDescription(occasion: PhotographyOccasion, packages: number): string {
  return `${occasion.description} ${packages} ${packages === 1 ? 'package' : 'packages'} with the hours, photos and delivery time of each; book online with a ${PHOTOGRAPHY_ADVANCE_PERCENT}% advance.`;
}

/** Title of a package's product page. */
export function packageTitle(pkg: { name: string; price: number; hours: number }): string {
  return `${pkg.name}: ${formatRupees(pkg.price)} for ${pkg.hours} Hours`;
}

/** Meta description of a package's product page. */
export function packageDescription(pkg: {
  description: string;
  photosMin: number;
  photosMax: number;
  editedPhotos: number;
  deliveryDays: number;
}): string {
  return `${pkg.description} ${pkg.photosMin}-${pkg.photosMax} photos, ${pkg.editedPhotos} retouched, delivered in ${pkg.deliveryDays} days.`;
}
