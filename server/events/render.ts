/**
 * The server-side invite renderer: a template's design and texts (or a host's own image
 * with the texts over it) drawn to a PNG or JPEG at 1200x630 (`og`, link previews) or 1080x1350 (`share`),
 * English or Hindi. The design is SVG written in code (server/events/design.ts), the text is glyph outlines
 * shaped by fontkit from the fonts the project installs (server/events/fonts.ts), and resvg rasterizes it off
 * the event loop. No system font and no network are used.
 */
import { renderAsync } from '@resvg/resvg-js';
import { format, isValid, parse } from 'date-fns';
import { hi } from 'date-fns/locale';
import sharp, { type Sharp } from 'sharp';
import type { FieldError } from '../../lib/contracts/http';
import {
  INVITE_IMAGE_SIZES,
  type InviteImageSize,
  type InviteLanguage,
  type InviteTemplate,
  type TemplateSlotKey,
} from '../../lib/contracts/templates';
import { background, decorations, divider, layoutPanel, pattern, type Frame } from './design';
import type { FontScript, FontWeight } from './fonts';
import { GlyphSheet, shapeLine, unitWidth, wrapText } from './textLayout';

/** Bumped whenever the drawing code changes what an image looks like (it is part of the preview URLs). */
export const RENDERER_VERSION = '2';

/** The event fields an invite shows. */
export interface InviteEvent {
  /** 1-30 characters. */
  title: string;
  /** 1-2 names, up to 40 characters each. */
  hostNames: string[];
  /** yyyy-mm-dd (IST). */
  date: string;
  /** HH:mm, 24-hour (IST). */
  time: string;
  /** Up to 200 characters. */
  venue: string;
}

/** What `renderInvite` draws. */
export interface RenderInviteInput {
  template: InviteTemplate;
  language: InviteLanguage;
  /** The host's texts by slot; a slot left out shows its default, an empty string hides the slot. */
  texts?: Partial<Record<TemplateSlotKey, string>>;
  /** The event that fills `{title}`, `{names}`, `{date}`, `{time}`, `{venue}`; a sample event when left out (previews). */
  event?: InviteEvent;
  size: InviteImageSize;
  /** A host's own image, already checked by the upload pipeline (jpg/png/webp/heic decoded by sharp): drawn as the background, cropped to fill. */
  customImage?: Buffer;
  /** Default: PNG for a drawn design, JPEG over a host's image. */
  format?: 'png' | 'jpeg';
}

/** The sample event of template previews, in each language (the title is the template's `sampleTitle`). */
export function sampleEvent(template: InviteTemplate, language: InviteLanguage): InviteEvent {
  return language === 'hi'
    ? {
        title: template.sampleTitle.hi,
        hostNames: ['प्रिया', 'राहुल'],
        date: '2026-12-12',
        time: '19:30',
        venue: 'ग्रीन पार्क बैंक्वेट हॉल, सेक्टर 21, गुरुग्राम',
      }
    : {
        title: template.sampleTitle.en,
        hostNames: ['Priya', 'Rahul'],
        date: '2026-12-12',
        time: '19:30',
        venue: 'Green Park Banquet Hall, Sector 21, Gurugram',
      };
}

/**
 * The event's date written out in `language`: "Saturday, 12 December 2026" or "शनिवार, 12 दिसंबर 2026".
 * @throws RangeError for a date that is not yyyy-mm-dd.
 */
export function formatInviteDate(date: string, language: InviteLanguage): string {
  const day = parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isValid(day)) throw new RangeError('The event date must be yyyy-mm-dd');
  return language === 'hi' ? format(day, 'EEEE, d MMMM yyyy', { locale: hi }) : format(day, 'EEEE, d MMMM yyyy');
}

/**
 * The event's time written out in `language`: "7:30 PM", or "शाम 7:30 बजे" (the part of the day as Hindi says it).
 * @throws RangeError for a time that is not HH:mm.
 */
export function formatInviteTime(time: string, language: InviteLanguage): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError('The event time must be HH:mm');
  const hour = Number(match[1]);
  const twelve = `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]}`;
  // joined by no-break spaces: the line never breaks inside the time
  if (language === 'en') return `${twelve}\u00a0${hour < 12 ? 'AM' : 'PM'}`;
  const part = hour >= 4 && hour < 12 ? 'सुबह' : hour >= 12 && hour < 16 ? 'दोपहर' : hour >= 16 && hour < 20 ? 'शाम' : 'रात';
  return `${part}\u00a0${twelve}\u00a0बजे`;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The number of characters a limit counts: Unicode code points (a Devanagari matra counts as one). */
export const textLength = (text: string) => [...text].length;

/**
 * The text of every slot of `template` in `language`, the host's texts over the defaults, with the event's
 * fields filled in and whitespace collapsed (control characters removed).
 * @throws RangeError when a text is longer than its slot's `maxChars` (after filling), names a slot the
 *   template does not have, or the event's date or time is malformed. The API validates before calling.
 */
export function resolveSlotTexts(
  template: InviteTemplate,
  language: InviteLanguage,
  texts: Partial<Record<TemplateSlotKey, string>> = {},
  event: InviteEvent = sampleEvent(template, language),
): Record<TemplateSlotKey, string> {
  const { resolved, problems } = fillSlots(template, language, texts, event);
  const first = problems[0];
  if (first) throw new RangeError(first.detail);
  return resolved;
}

/**
 * What is wrong with a host's texts for `template` once the event fills them, as the API's field errors
 * (`texts.<slot>`): a slot the template lacks, or a text over its slot's limit. Empty when `renderInvite`
 * will draw them. The event's date and time must be valid (the API checks them first).
 * @throws RangeError for a malformed event date or time.
 */
export function slotTextErrors(
  template: InviteTemplate,
  language: InviteLanguage,
  texts: Partial<Record<TemplateSlotKey, string>>,
  event: InviteEvent,
): FieldError[] {
  return fillSlots(template, language, texts, event).problems.map(({ path, message }) => ({ path, message }));
}

interface SlotProblem extends FieldError {
  /** For the RangeError (names the template). */
  detail: string;
}

function fillSlots(
  template: InviteTemplate,
  language: InviteLanguage,
  texts: Partial<Record<TemplateSlotKey, string>>,
  event: InviteEvent,
): { resolved: Record<TemplateSlotKey, string>; problems: SlotProblem[] } {
  const problems: SlotProblem[] = [];
  for (const key of Object.keys(texts)) {
    if (!template.slots.some((slot) => slot.key === key)) {
      problems.push({
        path: `texts.${key}`,
        message: 'This template has no such text',
        detail: `Template ${template.id} has no slot ${key}`,
      });
    }
  }
  const fields: Record<string, string> = {
    title: event.title,
    names: event.hostNames.join(language === 'hi' ? ' और ' : ' & '),
    date: formatInviteDate(event.date, language),
    time: formatInviteTime(event.time, language),
    venue: event.venue,
  };
  const resolved = { kicker: '', heading: '', names: '', date: '', venue: '', message: '' } satisfies Record<TemplateSlotKey, string>;
  for (const slot of template.slots) {
    const raw = texts[slot.key] ?? slot.default[language];
    const text = raw
      .replace(/\{(title|names|date|time|venue)\}/g, (_, name: string) => fields[name] ?? '')
      .replace(/\p{Cc}/gu, ' ')
      // no-break spaces stay: they keep "7:30 PM" on one line
      .replace(/[^\S\u00a0]+/g, ' ')
      .trim();
    const length = textLength(text);
    if (length > slot.maxChars) {
      problems.push({
        path: `texts.${slot.key}`,
        message: `${slot.label.en} can be at most ${slot.maxChars} characters with the event's details filled in (it has ${length})`,
        detail: `The ${slot.key} of template ${template.id} is ${length} characters; at most ${slot.maxChars}`,
      });
    }
    resolved[slot.key] = text;
  }
  return { resolved, problems };
}

interface SlotStyle {
  /** Font size in px on a 1080 px wide text reference (scaled with the text box). */
  size: number;
  minSize: number;
  weight: FontWeight;
  maxLines: number;
  colour: 'primary' | 'secondary' | 'text' | 'accent';
  /** Space after the slot, as a share of its font size. */
  gapAfter: number;
}

const SLOT_STYLES: Record<TemplateSlotKey, SlotStyle> = {
  kicker: { size: 34, minSize: 18, weight: 400, maxLines: 2, colour: 'secondary', gapAfter: 0.45 },
  heading: { size: 78, minSize: 30, weight: 700, maxLines: 2, colour: 'primary', gapAfter: 0.3 },
  names: { size: 48, minSize: 22, weight: 700, maxLines: 2, colour: 'secondary', gapAfter: 0.9 },
  date: { size: 34, minSize: 18, weight: 700, maxLines: 2, colour: 'text', gapAfter: 0.4 },
  venue: { size: 30, minSize: 16, weight: 400, maxLines: 4, colour: 'text', gapAfter: 0.6 },
  message: { size: 30, minSize: 16, weight: 400, maxLines: 2, colour: 'text', gapAfter: 0 },
};

/** Line height as a share of the font size: room for Devanagari's marks above the headline and below. */
const LINE_HEIGHT = 1.42;
/** The most of the text box's height the texts fill (the rest is air around them). */
const FILL = 0.84;
/** Where the baseline sits in a line box, as a share of the font size. */
const BASELINE = 1.08;

interface PlacedSlot {
  key: TemplateSlotKey;
  size: number;
  lines: string[];
  style: SlotStyle;
}

/** Every slot's lines at one scale of the base sizes (each slot shrinks further, alone, to keep within its line count). */
function placeSlots(
  texts: Record<TemplateSlotKey, string>,
  width: number,
  scale: number,
  preferred: FontScript,
): { slots: PlacedSlot[]; height: number } {
  const slots: PlacedSlot[] = [];
  for (const key of Object.keys(SLOT_STYLES) as TemplateSlotKey[]) {
    const text = texts[key];
    if (!text) continue;
    const style = SLOT_STYLES[key];
    let size = Math.max(style.minSize, style.size * scale);
    let lines = wrapText(text, size, style.weight, preferred, width);
    while (lines.length > style.maxLines && size > style.minSize) {
      size = Math.max(style.minSize, size * 0.9);
      lines = wrapText(text, size, style.weight, preferred, width);
    }
    slots.push({ key, size, lines, style });
  }
  const height = slots.reduce(
    (sum, slot, i) => sum + slot.lines.length * slot.size * LINE_HEIGHT + (i < slots.length - 1 ? slot.size * slot.style.gapAfter : 0),
    0,
  );
  return { slots, height };
}

/**
 * Fits every slot into the text box: the largest scale of the base sizes (up to a card's most: portrait cards
 * have more room) at which the stack fills at most FILL of the box's height, found by bisection (a heading
 * that drops from two lines to one changes the height in a jump, so shrinking by the ratio would overshoot).
 */
function fitSlots(texts: Record<TemplateSlotKey, string>, frame: Frame, preferred: FontScript): { slots: PlacedSlot[]; height: number } {
  const box = frame.text;
  const target = box.height * FILL;
  let high = frame.height > frame.width ? 1.6 : 1;
  const largest = placeSlots(texts, box.width, high, preferred);
  if (largest.height <= target) return largest;
  let low = 0.2;
  let best = placeSlots(texts, box.width, low, preferred);
  for (let step = 0; step < 9; step += 1) {
    const middle = (low + high) / 2;
    const placed = placeSlots(texts, box.width, middle, preferred);
    if (placed.height <= target) {
      low = middle;
      best = placed;
    } else high = middle;
  }
  return best;
}

/** The SVG of the texts, centred in the text box, with a divider under the names. */
function textSvg(
  template: InviteTemplate,
  texts: Record<TemplateSlotKey, string>,
  frame: Frame,
  language: InviteLanguage,
): { svg: string; top: number; bottom: number; widest: number } {
  const preferred: FontScript = language === 'hi' ? 'devanagari' : 'latin';
  const { slots, height } = fitSlots(texts, frame, preferred);
  const box = frame.text;
  const palette = template.design.palette;
  const centre = box.x + box.width / 2;
  let y = box.y + Math.max(0, (box.height - height) / 2);
  const top = y;
  let widest = 0;
  const out: string[] = [];
  const sheet = new GlyphSheet();
  slots.forEach((slot, i) => {
    for (const line of slot.lines) {
      const shaped = shapeLine(line, slot.size, slot.style.weight, preferred);
      // a line still wider than the box (a single cluster at the smallest size) is scaled into it
      const fit = shaped.width > box.width ? box.width / shaped.width : 1;
      const drawn = fit < 1 ? shapeLine(line, slot.size * fit, slot.style.weight, preferred) : shaped;
      out.push(drawn.draw(centre - drawn.width / 2, y + slot.size * BASELINE, palette[slot.style.colour], sheet));
      widest = Math.max(widest, drawn.width);
      y += slot.size * LINE_HEIGHT;
    }
    if (slot.key === 'names' && i < slots.length - 1) {
      const s = Math.min(frame.width, frame.height) / 630;
      out.push(divider(centre, y + (slot.size * slot.style.gapAfter) / 2, Math.min(box.width * 0.4, 260 * s), palette.accent, s));
    }
    if (i < slots.length - 1) y += slot.size * slot.style.gapAfter;
  });
  return { svg: sheet.defs() + out.join(''), top, bottom: y, widest };
}

/**
 * A host's image cropped to fill the canvas (turned upright by its EXIF orientation first): the base the design's
 * overlay is composited on. The upload pipeline has already checked the file; sharp reads it again here.
 */
function coverImage(image: Buffer, width: number, height: number): Sharp {
  return sharp(image, { failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' });
}

/**
 * The whole invite as SVG markup (shapes and glyph outlines only; no text elements, no external references). With
 * a host's image the background is left transparent: the image goes under it (`renderInvite`).
 * @throws RangeError as `resolveSlotTexts`.
 */
export async function inviteSvg(input: RenderInviteInput): Promise<string> {
  const { template, language, size } = input;
  const texts = resolveSlotTexts(template, language, input.texts, input.event);
  const { width, height } = INVITE_IMAGE_SIZES[size];
  const scale = Math.min(width, height) / 630;
  const design = template.design;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  if (input.customImage === undefined) {
    const { svg: panel, frame } = layoutPanel(design, width, height);
    return (
      open +
      background(design, width, height) +
      pattern(design, width, height, scale) +
      panel +
      // over the panel (a frame covers most of the card) but never over the text box: shapes keep to its margins
      decorations(design, frame, template.id) +
      textSvg(template, texts, frame, language).svg +
      `</svg>`
    );
  }
  // over a host's image: the photo is the design; the texts (if any) sit on one card of the template's panel
  // colour, only as large as they need, so the photo shows around it
  if (Object.values(texts).every((text) => text === '')) return `${open}</svg>`;
  const { frame } = layoutPanel({ ...design, layout: 'centered' }, width, height);
  const text = textSvg(template, texts, frame, language);
  const padX = 40 * scale;
  const padY = 26 * scale;
  const cardWidth = Math.min(width - 16 * scale, text.widest + 2 * padX);
  const card =
    `<rect x="${round1((width - cardWidth) / 2)}" y="${round1(text.top - padY)}" width="${round1(cardWidth)}" ` +
    `height="${round1(text.bottom - text.top + 2 * padY)}" rx="${round1(18 * scale)}" fill="${design.palette.panel}" fill-opacity="0.86"/>`;
  return open + card + text.svg + `</svg>`;
}

/**
 * Renders an invite to an image: `og` 1200x630, `share` 1080x1350; PNG for a drawn design, JPEG over a host's
 * own image (or as `format` says).
 * @throws RangeError when a text is longer than its slot's limit, names a slot the template lacks, or the
 *   event's date or time is malformed (the API layer validates first, so this is a programming error there).
 * @throws Error from sharp when `customImage` cannot be decoded.
 */
export async function renderInvite(input: RenderInviteInput): Promise<Buffer> {
  const svg = await inviteSvg(input);
  const { width, height } = INVITE_IMAGE_SIZES[input.size];
  // started before the overlay is drawn: sharp decodes the photo on its own threads meanwhile
  const base = input.customImage ? coverImage(input.customImage, width, height).toBuffer() : undefined;
  const rendered = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  // the raw pixels go to sharp, which encodes on its worker threads (resvg's own PNG encoder would hold the
  // event loop for about 20 ms an image); resvg's pixels are premultiplied RGBA
  const raw = { raw: { width: rendered.width, height: rendered.height, channels: 4 as const, premultiplied: true } };
  const wanted = input.format ?? (input.customImage ? 'jpeg' : 'png');
  // a drawn design is opaque: no alpha channel in the file
  const image = base ? sharp(await base).composite([{ input: rendered.pixels, ...raw }]) : sharp(rendered.pixels, raw).removeAlpha();
  return wanted === 'png'
    ? image.png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer()
    : image.jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

/** Re-exported so callers can measure a text the way the renderer does (tests, editors' previews). */
export { unitWidth };
