import { CITY_LINKS } from '../../data/cities/cityLinks';
import { readDraft, type DraftFlow } from '../../store/drafts';

const FLOWS: readonly DraftFlow[] = ['chef', 'decoration', 'foodDelivery', 'buffet', 'photography'];

/**
 * The city of a booking in progress in this tab (store/drafts): the city page a food or photography booking
 * started from, else the city of a booking's pincode; null when there is none. The hub shows it when the customer is
 * logged out or has no saved city of their own (`users.city`).
 */
export function savedCity(): { slug: string; name: string } | null {
  for (const flow of FLOWS) {
    const draft = readDraft(flow) as { citySlug?: string | null; area?: { city: string } | null } | null;
    const bySlug = draft?.citySlug ? CITY_LINKS.find((city) => city.slug === draft.citySlug) : undefined;
    if (bySlug) return bySlug;
    const byName = draft?.area ? CITY_LINKS.find((city) => city.name.toLowerCase() === draft.area!.city.toLowerCase()) : undefined;
    if (byName) return byName;
  }
  return null;
}
