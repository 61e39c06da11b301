/**
 * Titles, meta descriptions and short copy of the city and locality pages. Titles leave out the
 * brand because the site appends " | Party Services"; descriptions stay within 120-160 characters
 * for typical names ("Delhi", "Sector 62" in "Noida").
 */

/** "Sector 62, Noida" on a locality page; just the city when `place` is the city. */
function placeWithCity(place: string, city: string): string {
  return place === city ? city : `${place}, ${city}`;
}

/** The small keyword paragraph at the foot of a city/locality page (spec 2: "a hidden-size SEO keyword paragraph" — we keep it visible but small). */
export function seoKeywords(place: string, city: string): string {
  const phrases = [
    `chef for party in ${place}`,
    `cook for house party ${place}`,
    `home chef near me ${city}`,
    `hire a cook for birthday party ${place}`,
    `chef at home for dinner party ${city}`,
    `balloon decoration ${place}`,
    `birthday decoration at home ${city}`,
    `anniversary decoration ${place}`,
    `party photographer ${place}`,
    `party food delivery ${city}`,
    `live buffet catering ${place}`,
    `party services ${city}`,
  ];
  return `${phrases.join(', ')}.`;
}

/** A one-paragraph introduction for a locality page (2-3 sentences, our own words, names place and city, no unverifiable claims). */
export function localityIntro(place: string, city: string): string {
  return (
    `Planning a get-together at home in ${place}? Book a chef who cooks your chosen menu in your own kitchen, ` +
    `or add balloon decoration, photography, party food delivery or live buffet catering, all from one place. ` +
    `${place} is part of our ${city} coverage, and a chef can be booked for any date at least 24 hours ahead.`
  );
}

/** Title of a city page, e.g. "Chef, Balloon Decoration & Party Services in Delhi". */
export function cityTitle(city: string): string {
  return `Chef, Balloon Decoration & Party Services in ${city}`;
}

/** Meta description of a city page. */
export function cityDescription(city: string): string {
  return `Book a chef for your home party in ${city}, plus balloon decoration, photography, party food delivery and live buffet catering. Pay a small advance online.`;
}

/** Title of a locality page, e.g. "Chef & Balloon Decoration in Sector 62, Noida". */
export function localityTitle(place: string, city: string): string {
  return `Chef & Balloon Decoration in ${placeWithCity(place, city)}`;
}

/** Meta description of a locality page. */
export function localityDescription(place: string, city: string): string {
  return `Hire a cook for a house party in ${placeWithCity(place, city)}, or book balloon decoration and photography. Book a chef 24 hours ahead and pay the advance online.`;
}

/** Title of a city's "chef near me" page, e.g. "Chef Near Me in Delhi: Book a Cook for Your Party". */
export function chefNearMeTitle(city: string): string {
  return `Chef Near Me in ${city}: Book a Cook for Your Party`;
}

/** Meta description of a city's "chef near me" page. */
export function chefNearMeDescription(city: string): string {
  return `Book a chef near you in ${city} for a party at home: up to 12 dishes from 3 cuisines, ₹49 per person plus dish rates, 20% advance online.`;
}

/** Title of a city's photography page. */
export function photographyTitle(city: string): string {
  return `Party Photographer in ${city}: Birthdays & Events at Home`;
}

/** Meta description of a city's photography page. */
export function photographyDescription(city: string): string {
  return `Book a photographer in ${city} for birthdays, anniversaries, baby showers and house parties. Add a chef or balloon decoration to the same celebration.`;
}
