import type { InviteEvent } from '../../lib/contracts/events';
import type { InviteTemplate } from '../../lib/contracts/templates';
import type { TemplateCard } from '../../lib/events/templateCard';
import { OCCASIONS } from '../../lib/events/occasions';
import { INVITE_TEMPLATES, templateById } from '../../data/invites/templates';
import { getDb } from '../db/client';
import { eventView } from './events';
import { findEventByShortCode } from './repository';
import { cachedShareView } from './shareViewCache';
import { templatePreviewUrl } from './templateApi';

/** The share page's Cache-Control: see ./shareViewCache.ts. */
export { SHARE_PAGE_CACHE_CONTROL } from './shareViewCache';

/** The props of `/smartinvite/share/{code}`. */
export interface ShareInvitePageProps {
  /** The event's public view (as to someone not logged in: no answer, counts only when the host shows them). */
  event: InviteEvent;
  /** The invite's picture to show (1080x1350, site-relative), or null when no design is chosen yet (a drawn card). */
  imageUrl: string | null;
  /** The link preview's picture (1200x630, site-relative), or null for the site's default card. */
  ogImageUrl: string | null;
}

/**
 * The props of the share page for a short code: the event's public fields and its pictures (the event's invite
 * rendered on the server: `imageUrl` of the event, server/events/eventImage.ts). Null for an unknown, malformed or deleted code (the page redirects
 * to /wonderland). A cancelled event is still shown, as cancelled.
 */
export async function shareInvitePageProps(code: unknown, now = Date.now()): Promise<ShareInvitePageProps | null> {
  if (typeof code !== 'string') return null;
  // a forwarded invite is opened by many at once: the public view is kept a few seconds (./shareViewCache.ts)
  return cachedShareView(
    code,
    () => loadSharePageProps(code),
    (props) => props.event._id,
    now,
  );
}

/** The share page's props read from the database (`shareInvitePageProps` without the cache). */
async function loadSharePageProps(code: string): Promise<ShareInvitePageProps | null> {
  const { db } = await getDb();
  const row = await findEventByShortCode(db, code);
  if (!row) return null;
  const event = await eventView(db, row, null);
  // the event's own rendered invite (its texts, details and the host's image), versioned by its design: a changed
  // design is a new og:image URL, so WhatsApp fetches the current one
  const designed = (event.templateId !== null && templateById(event.templateId) !== undefined) || event.customImage;
  return {
    event,
    imageUrl: designed ? event.imageUrl.share : null,
    ogImageUrl: designed ? event.imageUrl.og : null,
  };
}

/** The props of /templates: every template's card, and the occasions that have templates, in the create form's order. */
export function templatesPageProps(): { templates: TemplateCard[]; occasions: { key: string; name: string }[] } {
  const slotText = (template: InviteTemplate, key: 'kicker' | 'message', language: 'en' | 'hi') =>
    template.slots.find((slot) => slot.key === key)?.default[language] ?? '';
  const templates = INVITE_TEMPLATES.map((template) => ({
    id: template.id,
    category: template.category,
    name: template.name,
    previewUrl: { en: templatePreviewUrl(template, 'en', 'og'), hi: templatePreviewUrl(template, 'hi', 'og') },
    design: template.design,
    sample: {
      en: { kicker: slotText(template, 'kicker', 'en'), heading: template.sampleTitle.en, message: slotText(template, 'message', 'en') },
      hi: { kicker: slotText(template, 'kicker', 'hi'), heading: template.sampleTitle.hi, message: slotText(template, 'message', 'hi') },
    },
  }));
  const used = new Set(templates.map((template) => template.category));
  const occasions = OCCASIONS.filter((occasion) => used.has(occasion.key)).map(({ key, name }) => ({ key, name }));
  return { templates, occasions };
}
