/**
 * The server-side invite renderer (issue 21 "Design"): a template's design and texts (or a host's own image
 * with the texts over it) drawn to a PNG or JPEG at 1200x630 (`og`, link previews) or 1080x1350 (`share`),
 * English or Hindi. The design is SVG written in code (server/invites/design.ts), the text is glyph outlines
 * shaped by fontkit from the fonts the project installs (server/invites/fonts.ts), and resvg rasterizes it off
 * the event loop. No system font and no network are used.
 */
import { renderAsync } from '@resvg/resvg-js';
import { format, isValid, parse } from 'date-fns';
import { hi } from 'date-fns/locale';
import sharp from 'sharp';
import {
  INVITE_IMAGE_SIZES,
  type InviteImageSize,
  type InviteLanguage,
  type InviteTemplate,
  type TemplateSlotKey,
} from '../../lib/contracts/templates';
import { background, decorations, divider, layoutPanel, pattern, type Frame } from './design';
import type { FontScript, FontWeight } from './fonts';
import { shapeLine, unitWidth, wrapText } from './textLayout';

/** Bumped whenever the drawing code changes what an image looks like (it is part of the preview URLs). */
export const RENDERER_VERSION = '1';

/** The event fields an invite shows (issue 21 "Host" 1). */
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
  for (const key of Object.keys(texts)) {
    if (!template.slots.some((slot) => slot.key === key)) throw new RangeError(`Template ${template.id} has no slot ${key}`);
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
    if (textLength(text) > slot.maxChars) {
      throw new RangeError(`The ${slot.key} of template ${template.id} is ${textLength(text)} characters; at most ${slot.maxChars}`);
    }
    resolved[slot.key] = text;
  }
  return resolved;
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
/** Where the baseline sits in a line box, as a share of the font size. */
const BASELINE = 1.08;

interface PlacedSlot {
  key: TemplateSlotKey;
  size: number;
  lines: string[];
  style: SlotStyle;
}

/**
 * Fits every slot into the text box: each slot wraps within its line count, shrinking its font to fit its
 * width; then all sizes shrink together until the stack fits the box's height.
 */
function fitSlots(texts: Record<TemplateSlotKey, string>, frame: Frame, preferred: FontScript): { slots: PlacedSlot[]; height: number } {
  const box = frame.text;
  // portrait cards have room to spare below: start larger there and shrink to fit
  let scale = Math.min(1.15, box.width / 900) * (frame.height > frame.width ? 1.5 : 0.82);
  let placed: PlacedSlot[] = [];
  let height = 0;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    placed = [];
    for (const key of Object.keys(SLOT_STYLES) as TemplateSlotKey[]) {
      const text = texts[key];
      if (!text) continue;
      const style = SLOT_STYLES[key];
      let size = Math.max(style.minSize, style.size * scale);
      let lines = wrapText(text, size, style.weight, preferred, box.width);
      while (lines.length > style.maxLines && size > style.minSize) {
        size = Math.max(style.minSize, size * 0.9);
        lines = wrapText(text, size, style.weight, preferred, box.width);
      }
      placed.push({ key, size, lines, style });
    }
    height = placed.reduce(
      (sum, slot, i) => sum + slot.lines.length * slot.size * LINE_HEIGHT + (i < placed.length - 1 ? slot.size * slot.style.gapAfter : 0),
      0,
    );
    if (height <= box.height) break;
    scale *= Math.max(0.6, (box.height / height) * 0.98);
  }
  return { slots: placed, height };
}

/** The SVG of the texts, centred in the text box, with a divider under the names. */
function textSvg(template: InviteTemplate, texts: Record<TemplateSlotKey, string>, frame: Frame, language: InviteLanguage): string {
  const preferred: FontScript = language === 'hi' ? 'devanagari' : 'latin';
  const { slots, height } = fitSlots(texts, frame, preferred);
  const box = frame.text;
  const palette = template.design.palette;
  const centre = box.x + box.width / 2;
  let y = box.y + Math.max(0, (box.height - height) / 2);
  const out: string[] = [];
  slots.forEach((slot, i) => {
    for (const line of slot.lines) {
      const shaped = shapeLine(line, slot.size, slot.style.weight, preferred);
      // a line still wider than the box (a single cluster at the smallest size) is scaled into it
      const fit = shaped.width > box.width ? box.width / shaped.width : 1;
      const drawn = fit < 1 ? shapeLine(line, slot.size * fit, slot.style.weight, preferred) : shaped;
      out.push(drawn.draw(centre - drawn.width / 2, y + slot.size * BASELINE, palette[slot.style.colour]));
      y += slot.size * LINE_HEIGHT;
    }
    if (slot.key === 'names' && i < slots.length - 1) {
      const s = Math.min(frame.width, frame.height) / 630;
      out.push(divider(centre, y + (slot.size * slot.style.gapAfter) / 2, Math.min(box.width * 0.4, 260 * s), palette.accent, s));
    }
    if (i < slots.length - 1) y += slot.size * slot.style.gapAfter;
  });
  return out.join('');
}

/** Decoded width and height checks for a host's image: sharp must read it (the upload pipeline already did). */
async function coverImage(image: Buffer, width: number, height: number): Promise<string> {
  const jpeg = await sharp(image, { failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 88 })
    .toBuffer();
  return `<image href="data:image/jpeg;base64,${jpeg.toString('base64')}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="none"/>`;
}

/**
 * The whole invite as SVG markup (shapes and glyph outlines only; no text elements, no external references).
 * @throws RangeError as `resolveSlotTexts`.
 */
export async function inviteSvg(input: RenderInviteInput): Promise<string> {
  const { template, language, size } = input;
  const texts = resolveSlotTexts(template, language, input.texts, input.event);
  const { width, height } = INVITE_IMAGE_SIZES[size];
  const scale = Math.min(width, height) / 630;
  const design = template.design;
  const overImage = input.customImage !== undefined;
  const { svg: panel, frame } = layoutPanel(design, width, height, overImage);
  const base = overImage
    ? await coverImage(input.customImage as Buffer, width, height)
    : background(design, width, height) + pattern(design, width, height, scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    base +
    decorations(design, frame, template.id) +
    panel +
    textSvg(template, texts, frame, language) +
    `</svg>`
  );
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
  const rendered = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const png = rendered.asPng();
  const wanted = input.format ?? (input.customImage ? 'jpeg' : 'png');
  if (wanted === 'png') return png;
  return sharp(png).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

/** Re-exported so callers can measure a text the way the renderer does (tests, editors' previews). */
export { unitWidth };
