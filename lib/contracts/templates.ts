/**
 * The invite templates catalogue's API: designs drawn in code (no images), each in English
 * and Hindi, grouped by occasion key, with text slots that carry a default per language and a character limit
 * (the editor shows counters; the renderer refuses longer texts). Each template links to its rendered preview.
 */
import { z } from 'zod';
import { defineRoute } from './http';
import { plainText } from './text';

/** The languages every template is written in (English and Hindi, Devanagari). */
export const INVITE_LANGUAGES = ['en', 'hi'] as const;
export type InviteLanguage = (typeof INVITE_LANGUAGES)[number];

/**
 * The rendered sizes, in pixels: `og` for link previews (og:image), `share` for sending the
 * invite itself (portrait, 4:5).
 */
export const INVITE_IMAGE_SIZES = {
  og: { width: 1200, height: 630 },
  share: { width: 1080, height: 1350 },
} as const;
export type InviteImageSize = keyof typeof INVITE_IMAGE_SIZES;
export const INVITE_IMAGE_SIZE_NAMES = Object.keys(INVITE_IMAGE_SIZES) as [InviteImageSize, ...InviteImageSize[]];

/**
 * The text slots of a template, top to bottom. `kicker` is the small line above the heading, `heading` the
 * event's title, `names` the hosts (or the guest of honour), `date` the date and time line, `venue` the place,
 * `message` the closing line.
 */
export const TEMPLATE_SLOT_KEYS = ['kicker', 'heading', 'names', 'date', 'venue', 'message'] as const;
export type TemplateSlotKey = (typeof TEMPLATE_SLOT_KEYS)[number];

/**
 * The event fields a slot's text may name as `{title}`, `{names}`, `{date}`, `{time}` and `{venue}`: the renderer
 * fills them from the event (date and time written out in the invite's language) before checking the limit.
 */
export const TEMPLATE_PLACEHOLDERS = ['title', 'names', 'date', 'time', 'venue'] as const;

/**
 * The most characters each slot takes (the editor's counters), counted in Unicode code points after the
 * `{placeholders}` are filled: the title is 1-30 characters, each of 1-2 host names up to 40 ("A & B" or
 * "A और B": 84), the venue up to 200, and the date line is written by us (under 45).
 */
export const TEMPLATE_SLOT_LIMITS: Record<TemplateSlotKey, number> = {
  kicker: 40,
  heading: 40,
  names: 90,
  date: 60,
  venue: 210,
  message: 80,
};

/**
 * A host's texts for a template's slots (any subset; a slot left out shows its default, an empty one is hidden):
 * plain single-line text within each slot's limit, and no slot a template lacks. The limit is checked again by
 * the renderer once placeholders are filled (`slotTextErrors` in server/events/render.ts).
 */
export const schemaTemplateTexts = z.strictObject({
  kicker: plainText({ label: 'Top line', max: TEMPLATE_SLOT_LIMITS.kicker }).optional(),
  heading: plainText({ label: 'Title', max: TEMPLATE_SLOT_LIMITS.heading }).optional(),
  names: plainText({ label: 'Names', max: TEMPLATE_SLOT_LIMITS.names }).optional(),
  date: plainText({ label: 'Date and time', max: TEMPLATE_SLOT_LIMITS.date }).optional(),
  venue: plainText({ label: 'Venue', max: TEMPLATE_SLOT_LIMITS.venue }).optional(),
  message: plainText({ label: 'Message', max: TEMPLATE_SLOT_LIMITS.message }).optional(),
});
export type TemplateTexts = z.infer<typeof schemaTemplateTexts>;

/** A text in both languages. */
export const schemaBilingual = z.object({ en: z.string(), hi: z.string() });
export type Bilingual = z.infer<typeof schemaBilingual>;

const schemaColour = z.string().regex(/^#[0-9a-f]{6}$/i);

/** How a design is laid out: text over the whole card, inside a frame, inside an arch, or on a band. */
export const TEMPLATE_LAYOUTS = ['centered', 'framed', 'arch', 'band'] as const;
/** Repeating background patterns drawn in code. */
export const TEMPLATE_PATTERNS = ['none', 'dots', 'stripes', 'grid', 'waves', 'rangoli'] as const;
/** Decorative shapes drawn in code (no images): each one is an SVG drawing in server/events/design.ts. */
export const TEMPLATE_DECORATIONS = [
  'balloons',
  'confetti',
  'bunting',
  'stars',
  'hearts',
  'diya',
  'marigold',
  'mandala',
  'moon',
  'leaves',
  'rings',
  'splash',
  'sparkles',
  'cake',
  'bubbles',
] as const;

/**
 * A template's design: the background (one colour, or a linear gradient at `angle` degrees, or a radial one),
 * a pattern, the palette of its text and shapes, the layout variant and the decorations drawn over it.
 */
export const schemaTemplateDesign = z.object({
  layout: z.enum(TEMPLATE_LAYOUTS),
  background: z.object({
    kind: z.enum(['solid', 'linear', 'radial']),
    colours: z.array(schemaColour).min(1).max(3),
    /** Degrees, 0 = left to right, 90 = top to bottom (linear only). */
    angle: z.number().int().min(0).max(359).optional(),
  }),
  pattern: z.enum(TEMPLATE_PATTERNS),
  palette: z.object({
    /** The heading. */
    primary: schemaColour,
    /** Names and the frame. */
    secondary: schemaColour,
    /** Decorations and the rule between lines. */
    accent: schemaColour,
    /** Body text (date, venue, message). */
    text: schemaColour,
    /** The panel behind the text (arch, band, frame). */
    panel: schemaColour,
  }),
  decorations: z.array(z.enum(TEMPLATE_DECORATIONS)).max(4),
});
export type TemplateDesign = z.infer<typeof schemaTemplateDesign>;

/** One text slot: its default text in each language and the most characters it takes (after filling placeholders). */
export const schemaTemplateSlot = z.object({
  key: z.enum(TEMPLATE_SLOT_KEYS),
  label: schemaBilingual,
  maxChars: z.number().int().min(1),
  default: schemaBilingual,
});
export type TemplateSlot = z.infer<typeof schemaTemplateSlot>;

/** A template as the catalogue (data/invites/templates.ts) keeps it. */
export const schemaInviteTemplate = z.object({
  /** Stable slug, e.g. `birthday-balloon-pop`. */
  id: z.string(),
  /** The occasion key it is for (lib/events/occasions.ts). */
  category: z.string(),
  name: schemaBilingual,
  /** The event title its preview shows. */
  sampleTitle: schemaBilingual,
  design: schemaTemplateDesign,
  slots: z.array(schemaTemplateSlot),
});
export type InviteTemplate = z.infer<typeof schemaInviteTemplate>;

/** One template as the API answers it: the catalogue entry, its languages and its preview image URLs. */
export const schemaTemplatePublic = schemaInviteTemplate.extend({
  /** The same as `id` (the original API's field name). */
  _id: z.string(),
  languages: z.array(z.enum(INVITE_LANGUAGES)),
  /** The 1200x630 preview in the requested language (English unless `?language=`). */
  previewUrl: z.string(),
  /** Both sizes' previews in the requested language. */
  previewUrls: z.object({ og: z.string(), share: z.string() }),
});
export type TemplatePublic = z.infer<typeof schemaTemplatePublic>;

/** Ids and occasion keys: lowercase letters, digits and hyphens (anything else is a 400). */
const schemaSlug = (what: string) =>
  z
    .string()
    .min(1, `${what} is required`)
    .max(60, `${what} is at most 60 characters`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${what} must be lowercase letters, digits and hyphens`);

const schemaLanguage = z.enum(INVITE_LANGUAGES, { error: 'language must be en or hi' });

export const schemaTemplateListQuery = z.object({ language: schemaLanguage.optional() });
export const schemaTemplateParams = z.object({ id: schemaSlug('Template id') });
export const schemaTemplateCategoryParams = z.object({ category: schemaSlug('Category') });
export const schemaTemplatePreviewQuery = z.object({
  language: schemaLanguage.default('en'),
  size: z.enum(INVITE_IMAGE_SIZE_NAMES, { error: 'size must be og or share' }).default('og'),
  /** The template's version in the URLs we hand out (a changed design gets a new URL, so the image may be cached for good). */
  v: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'v is a version tag')
    .optional(),
});

export const schemaTemplateList = z.object({ templates: z.array(schemaTemplatePublic) });
export const schemaTemplateOne = z.object({ template: schemaTemplatePublic });

/** The one answer to an unknown template id. */
export const TEMPLATE_NOT_FOUND = 'Template not found';
/** The one answer to an occasion key with no templates. */
export const CATEGORY_NOT_FOUND = 'No such occasion.';

export const routeTemplateList = defineRoute('templateList', {
  summary:
    'Every invite template, each in English and Hindi with its design, text slots (default per language, character limit) and preview URLs in `language` (default en).',
  query: schemaTemplateListQuery,
  response: schemaTemplateList,
});

export const routeTemplateOne = defineRoute('templateOne', {
  summary: 'One invite template by id; 404 for an unknown id.',
  errors: [404],
  params: schemaTemplateParams,
  query: schemaTemplateListQuery,
  response: schemaTemplateOne,
});

export const routeTemplateCategory = defineRoute('templateCategory', {
  summary: 'The invite templates of one occasion key (e.g. `birthday`, `griha-pravesh`); 404 for an occasion with none.',
  errors: [404],
  params: schemaTemplateCategoryParams,
  query: schemaTemplateListQuery,
  response: schemaTemplateList,
});

export const routeTemplatePreview = defineRoute('templatePreview', {
  summary:
    "A template's preview rendered on the server with sample texts: `image/png`, 1200x630 (`size=og`) or 1080x1350 (`size=share`), in `language` (en or hi), with a long public cache and an ETag. 404 for an unknown id.",
  errors: [404],
  params: schemaTemplateParams,
  query: schemaTemplatePreviewQuery,
  response: z.undefined(),
});
