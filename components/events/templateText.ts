import { format, parse } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import type { InviteLanguage, TemplateDesign, TemplateSlotKey } from '../../lib/contracts/templates';

/** The event fields a slot's `{placeholders}` name. */
export interface SlotEvent {
  title: string;
  hostNames: string[];
  date: string;
  time: string;
  venue: string;
}

/** The template slot parts the editor needs (types only from the contract: no zod in the bundle). */
export interface EditorSlot {
  key: TemplateSlotKey;
  label: { en: string; hi: string };
  maxChars: number;
  default: { en: string; hi: string };
}

/** The day written out as the invite says it: "Saturday, 12 December 2026" / "शनिवार, 12 दिसंबर 2026" (as the server's renderer). */
export function inviteDateText(date: string, language: InviteLanguage): string {
  const day = parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1));
  if (Number.isNaN(day.getTime())) return date;
  return language === 'hi' ? format(day, 'EEEE, d MMMM yyyy', { locale: hi }) : format(day, 'EEEE, d MMMM yyyy');
}

/** The time as the invite says it: "7:30 PM" / "शाम 7:30 बजे" (as the server's renderer). */
export function inviteTimeText(time: string, language: InviteLanguage): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const twelve = `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]}`;
  if (language === 'en') return `${twelve}\u00a0${hour < 12 ? 'AM' : 'PM'}`;
  const part = hour >= 4 && hour < 12 ? 'सुबह' : hour >= 12 && hour < 16 ? 'दोपहर' : hour >= 16 && hour < 20 ? 'शाम' : 'रात';
  return `${part}\u00a0${twelve}\u00a0बजे`;
}

/** A slot's text with the event's fields filled in and spaces collapsed: what the card shows and the limit counts. */
export function fillSlot(text: string, event: SlotEvent, language: InviteLanguage): string {
  const fields: Record<string, string> = {
    title: event.title,
    names: event.hostNames.join(language === 'hi' ? ' और ' : ' & '),
    date: inviteDateText(event.date, language),
    time: inviteTimeText(event.time, language),
    venue: event.venue,
  };
  return text
    .replace(/\{(title|names|date|time|venue)\}/g, (_, name: string) => fields[name] ?? '')
    .replace(/[^\S\u00a0]+/g, ' ')
    .trim();
}

/** Characters as the limits count them (Unicode code points). */
export const charCount = (text: string) => [...text].length;

/** The CSS background of a design (solid, linear at its angle, or radial). */
export function designBackground(design: Pick<TemplateDesign, 'background'>): string {
  const { kind, colours, angle = 90 } = design.background;
  if (kind === 'solid' || colours.length === 1) return colours[0]!;
  // the design's 0° runs left to right, CSS's 90deg does
  if (kind === 'linear') return `linear-gradient(${(angle + 90) % 360}deg, ${colours.join(', ')})`;
  return `radial-gradient(circle at 50% 40%, ${colours.join(', ')})`;
}
