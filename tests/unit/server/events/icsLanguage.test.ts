/**
 * The calendar file's description speaks the invite's language (the host chose it), English byte for byte as before;
 * its share link stays language-neutral (guests of any language add the same invite); every line of it, Hindi
 * included, is at most 75 octets (RFC 5545), folded between characters.
 */
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../../../../lib/site';
import type { InviteEvent } from '../../../../server/db/schema';
import { eventIcs, foldOctets } from '../../../../server/events/ics';

const event = (language: 'en' | 'hi') =>
  ({
    id: '5f1c6c1e-0000-4000-8000-000000000009',
    title: "Asha's 30th",
    startsAt: new Date('2026-12-20T14:00:00Z'),
    venue: 'Hall 2',
    hostNames: ['Asha', 'Ravi'],
    mapsUrl: 'https://maps.app.goo.gl/abc',
    status: 'active',
    shortCode: 'abc123',
    language,
  }) as unknown as InviteEvent;

/** The DESCRIPTION of an .ics, unfolded and unescaped. */
const description = (ics: string) =>
  /DESCRIPTION:(.*)/
    .exec(ics.replace(/\r\n[ \t]/g, ''))![1]!
    .replace(/\\n/g, '\n')
    .replace(/\\([,;\\])/g, '$1');

describe('the calendar file in the invite language', () => {
  it('describes an English invite as before and a Hindi one in Hindi, the share link the same', () => {
    const link = `${SITE_URL}/smartinvite/share/abc123`;
    expect(description(eventIcs(event('en')))).toBe(`Hosted by Asha & Ravi\nDirections: https://maps.app.goo.gl/abc\n${link}`);
    expect(description(eventIcs(event('hi')))).toBe(`मेज़बान: Asha & Ravi\nरास्ता देखें: https://maps.app.goo.gl/abc\n${link}`);
  });

  it('folds a Hindi line at 75 octets between characters, and leaves a short line as it is', () => {
    const hindi = eventIcs(event('hi'));
    for (const line of hindi.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(hindi).not.toContain('\uFFFD');
    const long = `DESCRIPTION:${'मेज़बान '.repeat(20)}`;
    const folded = foldOctets(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT\r\n`);
    expect(folded.replace(/\r\n /g, '')).toBe(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT\r\n`);
    expect(folded.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(foldOctets('VERSION:2.0\r\n')).toBe('VERSION:2.0\r\n');
  });
});
