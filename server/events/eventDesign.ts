/**
 * An event's design: the template it is drawn with (the chosen one, else the first of its
 * occasion), the host's texts per slot checked against that template once the event's details fill them, and the
 * version of everything drawn, which names the rendered image's URLs (`imageUrl`) and its ETag, so a changed
 * title, text, template, language or host image is a new URL that link previews fetch again.
 */
import { createHash } from 'node:crypto';
import { INVITE_TEMPLATES, templateById, templatesByCategory } from '../../data/invites/templates';
import { endpointUrl } from '../../lib/contracts/endpoints';
import type { FieldError } from '../../lib/contracts/http';
import type { InviteImageSize, InviteLanguage, InviteTemplate, TemplateSlotKey, TemplateTexts } from '../../lib/contracts/templates';
import type { InviteEvent } from '../db/schema';
import { ValidationError } from '../http/errors';
import { slotTextErrors, type InviteEvent as RenderedEvent } from './render';
import { templateVersion } from './templateApi';

/** A host's texts by slot. */
export type SlotTexts = Partial<Record<TemplateSlotKey, string>>;

/** The fields of an event that its image shows. */
export type DesignFields = Pick<
  InviteEvent,
  'id' | 'occasion' | 'title' | 'hostNames' | 'date' | 'time' | 'venue' | 'templateId' | 'language' | 'templateTexts' | 'customImageKey'
>;

/**
 * The template an event is drawn with: its chosen template, else (none chosen, or one since removed from the
 * catalogue) the first template of its occasion, else the catalogue's first.
 */
export function templateOfEvent(event: { templateId?: string | null; occasion: string }): InviteTemplate {
  return (event.templateId ? templateById(event.templateId) : undefined) ?? templatesByCategory(event.occasion)[0] ?? INVITE_TEMPLATES[0]!;
}

/** The event fields the renderer fills the placeholders with. */
export const renderedEvent = (event: Pick<InviteEvent, 'title' | 'hostNames' | 'date' | 'time' | 'venue'>): RenderedEvent => ({
  title: event.title,
  hostNames: event.hostNames,
  date: event.date,
  time: event.time,
  venue: event.venue,
});

/** The saved texts of an event (only the template's slots are kept when the template changes). */
export function savedTexts(template: InviteTemplate, texts: InviteEvent['templateTexts']): SlotTexts | null {
  if (!texts) return null;
  const kept: SlotTexts = {};
  for (const slot of template.slots) {
    const text = texts[slot.key];
    if (typeof text === 'string') kept[slot.key] = text;
  }
  return kept;
}

/**
 * The design of a create or change, checked on the server (limits enforced server side): the
 * template must exist, and each text must name one of its slots and fit the slot's limit with the event's details
 * filled in (`slotTextErrors`).
 * @param texts the body's texts; undefined: keep `previous` (a change that does not touch the design).
 * @returns the texts to store (null: the template's defaults).
 * @throws ValidationError (400) on `templateId` or `texts.<slot>`.
 */
export function checkDesign(
  event: Pick<InviteEvent, 'occasion' | 'title' | 'hostNames' | 'date' | 'time' | 'venue'> & {
    templateId?: string | null;
    language?: string;
  },
  texts: TemplateTexts | null | undefined,
  previous: InviteEvent['templateTexts'] = null,
): SlotTexts | null {
  if (event.templateId && !templateById(event.templateId)) {
    throw new ValidationError([{ path: 'templateId', message: 'This template does not exist.' }]);
  }
  const template = templateOfEvent(event);
  const chosen: SlotTexts | null = texts === undefined ? savedTexts(template, previous) : texts;
  if (!chosen) return null;
  const errors: FieldError[] = slotTextErrors(template, (event.language ?? 'en') as InviteLanguage, chosen, renderedEvent(event));
  if (errors.length > 0) throw new ValidationError(errors);
  return chosen;
}

/**
 * The version of an event's image: a hash of the renderer's and the template's versions and of every field drawn
 * (texts, title, names, date, time, venue, language, the host image's key: a new upload is a new key).
 */
export function designVersion(event: DesignFields): string {
  const template = templateOfEvent(event);
  return createHash('sha256')
    .update(
      JSON.stringify([
        templateVersion(template),
        event.language,
        savedTexts(template, event.templateTexts),
        event.title,
        event.hostNames,
        event.date,
        event.time,
        event.venue,
        event.customImageKey,
      ]),
    )
    .digest('base64url')
    .slice(0, 22);
}

/** The URL of an event's rendered image at `size`, versioned (site-relative). */
export function inviteImageUrl(event: DesignFields, size: InviteImageSize, version = designVersion(event)): string {
  return `${endpointUrl('inviteImage', { id: event.id })}?${new URLSearchParams({ size, v: version }).toString()}`;
}

/** Both URLs of an event's rendered image (`imageUrl` of the event answer). */
export function inviteImageUrls(event: DesignFields): { og: string; share: string } {
  const version = designVersion(event);
  return { og: inviteImageUrl(event, 'og', version), share: inviteImageUrl(event, 'share', version) };
}
