import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INVITE_LANGUAGES, schemaTemplateTexts, type InviteImageSize } from '../../../../lib/contracts/templates';
import { INVITE_TEMPLATES, templateById } from '../../../../data/invites/templates';
import { FONT_FILES, fontFilePath, hasGlyph, loadFont } from '../../../../server/events/fonts';
import {
  formatInviteDate,
  formatInviteTime,
  inviteSvg,
  renderInvite,
  resolveSlotTexts,
  sampleEvent,
  slotTextErrors,
  type InviteEvent,
} from '../../../../server/events/render';
import { scriptRuns } from '../../../../server/events/textLayout';

/** The server-side invite renderer. */

const template = (id: string) => {
  const found = templateById(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

const event: InviteEvent = {
  title: 'Aarav turns 7',
  hostNames: ['Neha', 'Vikram'],
  date: '2026-12-12',
  time: '18:00',
  venue: 'Sunshine Banquets, MG Road, Pune',
};

const raw = async (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });

describe('renderInvite', () => {
  it.each([
    ['og', 'en', 1200, 630],
    ['og', 'hi', 1200, 630],
    ['share', 'en', 1080, 1350],
    ['share', 'hi', 1080, 1350],
  ] as const)('draws %s in %s at %ix%i as a PNG', async (size: InviteImageSize, language, width, height) => {
    const png = await renderInvite({ template: template('wedding-royal-mandap'), language, size, event });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
  });

  it('draws Hindi text: a Devanagari message adds ink, and another message draws other shapes', async () => {
    const base = { template: template('diwali-diya-glow'), language: 'hi' as const, size: 'og' as const, event };
    // Devanagari letters and spaces only: nothing else on these lines could make the images differ
    const without = await raw(await renderInvite({ ...base, texts: { message: '' } }));
    const withHindi = await raw(await renderInvite({ ...base, texts: { message: 'शुभ दीपावली मंगलमय हो' } }));
    const otherHindi = await raw(await renderInvite({ ...base, texts: { message: 'सुख समृद्धि और ख़ुशियाँ' } }));
    const differing = (a: Buffer, b: Buffer) => {
      let count = 0;
      for (let i = 0; i < a.length; i += 3) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count += 1;
      return count;
    };
    expect(differing(withHindi.data, without.data)).toBeGreaterThan(2000);
    expect(differing(withHindi.data, otherHindi.data)).toBeGreaterThan(300);
    // and the same input draws the same image (the preview cache and ETags rely on it)
    const again = await raw(await renderInvite({ ...base, texts: { message: 'शुभ दीपावली मंगलमय हो' } }));
    expect(again.data.equals(withHindi.data)).toBe(true);
  });

  it('has a glyph for every character of every template text, sample event, date and time in both languages (no tofu)', () => {
    const texts = new Set<string>();
    for (const entry of INVITE_TEMPLATES) {
      for (const language of INVITE_LANGUAGES) {
        texts.add(entry.name[language]);
        for (const text of Object.values(resolveSlotTexts(entry, language))) texts.add(text);
      }
    }
    for (const language of INVITE_LANGUAGES) {
      for (let month = 1; month <= 12; month += 1)
        texts.add(formatInviteDate(`2027-${String(month).padStart(2, '0')}-0${(month % 7) + 1}`, language));
      for (let hour = 0; hour < 24; hour += 1) texts.add(formatInviteTime(`${String(hour).padStart(2, '0')}:45`, language));
    }
    const missing = new Set<string>();
    for (const text of texts) for (const char of text) if (!hasGlyph(char.codePointAt(0) ?? 0)) missing.add(char);
    expect([...missing]).toEqual([]);
    // Hindi is shaped: the i-matra of "कि" is reordered before its consonant, and no glyph is .notdef
    const devanagari = loadFont('devanagari', 700);
    const run = devanagari.layout('कि');
    expect(run.glyphs[0]?.codePoints).toContain(0x093f);
    const sample = devanagari.layout(resolveSlotTexts(template('wedding-royal-mandap'), 'hi').message);
    expect(sample.glyphs.some((glyph) => glyph.id === 0)).toBe(false);
  });

  it('draws emoji (🎉🎂, common in titles) from the emoji font, in English and Hindi, with their joiners', async () => {
    const differing = (a: Buffer, b: Buffer) => {
      let count = 0;
      for (let i = 0; i < a.length; i += 3) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count += 1;
      return count;
    };
    for (const language of INVITE_LANGUAGES) {
      const base = { template: template('new-year-countdown'), language, size: 'og' as const };
      const plain = await raw(await renderInvite({ ...base, event: { ...event, title: 'Aarav turns 7' } }));
      const withEmoji = await raw(await renderInvite({ ...base, event: { ...event, title: 'Aarav turns 7 🎉🎂' } }));
      expect(differing(withEmoji.data, plain.data), language).toBeGreaterThan(500);
    }
    expect([0x1f389, 0x1f382, 0x2764].every((codePoint) => hasGlyph(codePoint))).toBe(true);
    // a family is one ligature of the emoji font, the punctuation after an emoji stays in the text's font
    expect(scriptRuns('Hi 👨\u200d👩\u200d👧! 🎂', 'latin')).toEqual([
      { script: 'latin', text: 'Hi ' },
      { script: 'emoji', text: '👨\u200d👩\u200d👧' },
      { script: 'latin', text: '! ' },
      { script: 'emoji', text: '🎂' },
    ]);
    expect(scriptRuns('जन्मदिन ❤️', 'devanagari')).toEqual([
      { script: 'devanagari', text: 'जन्मदिन ' },
      { script: 'emoji', text: '❤️' },
    ]);
  });

  it('leaves out a character no installed font has instead of drawing an empty box', async () => {
    const base = { template: template('new-year-countdown'), language: 'en' as const, size: 'og' as const, event };
    const plain = await raw(await renderInvite({ ...base, texts: { message: 'Party time' } }));
    const withUnknown = await raw(await renderInvite({ ...base, texts: { message: 'Party time\u{E000}' } }));
    expect(hasGlyph(0xe000)).toBe(false);
    expect(withUnknown.data.equals(plain.data)).toBe(true);
  });

  it('draws with the fonts the project installs itself (npm dependencies), never a system font', () => {
    const dependencies = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies;
    const families = { latin: 'Noto Sans', devanagari: 'Noto Sans Devanagari', emoji: 'Noto Emoji' } as const;
    for (const script of ['latin', 'devanagari', 'emoji'] as const) {
      for (const weight of [400, 700] as const) {
        const file = FONT_FILES[script][weight];
        expect(Object.keys(dependencies)).toContain(file.split('/').slice(0, 2).join('/'));
        expect(existsSync(fontFilePath(script, weight))).toBe(true);
        expect(loadFont(script, weight).familyName).toBe(families[script]);
      }
    }
  });

  it('writes the date and time out in the invite language', () => {
    expect(formatInviteDate('2026-12-12', 'en')).toBe('Saturday, 12 December 2026');
    expect(formatInviteDate('2026-12-12', 'hi')).toBe('शनिवार, 12 दिसंबर 2026');
    expect(formatInviteTime('19:30', 'en')).toBe('7:30\u00a0PM');
    expect(formatInviteTime('19:30', 'hi')).toBe('शाम\u00a07:30\u00a0बजे');
    expect(formatInviteTime('09:05', 'hi')).toBe('सुबह\u00a09:05\u00a0बजे');
    expect(() => formatInviteDate('12/12/2026', 'en')).toThrow(RangeError);
    expect(() => formatInviteTime('7pm', 'en')).toThrow(RangeError);
  });

  it('refuses a text longer than its slot limit, a slot the template lacks, and a filled text over the limit (RangeError)', async () => {
    const base = { template: template('birthday-balloon-pop'), language: 'en' as const, size: 'og' as const, event };
    await expect(renderInvite({ ...base, texts: { message: 'x'.repeat(81) } })).rejects.toThrow(RangeError);
    await expect(renderInvite({ ...base, texts: { kicker: 'क'.repeat(41) } })).rejects.toThrow(/kicker .* 41 characters; at most 40/);
    await expect(renderInvite({ ...base, texts: { ['footer' as 'message']: 'hi' } })).rejects.toThrow(RangeError);
    await expect(
      renderInvite({ ...base, texts: { heading: 'Party: {venue}' }, event: { ...event, venue: 'V'.repeat(60) } }),
    ).rejects.toThrow(/heading/);
    // exactly at the limit is drawn
    const png = await renderInvite({ ...base, texts: { message: 'x'.repeat(80) } });
    expect((await sharp(png).metadata()).width).toBe(1200);
  });

  it('gives the API field errors for texts over a limit once filled, and a schema for the raw texts', () => {
    const wedding = template('wedding-ivory-floral');
    expect(slotTextErrors(wedding, 'hi', { message: 'आइए' }, event)).toEqual([]);
    expect(slotTextErrors(wedding, 'en', { heading: '{venue} {venue}' }, { ...event, venue: 'V'.repeat(30) })).toEqual([
      { path: 'texts.heading', message: "Title can be at most 40 characters with the event's details filled in (it has 61)" },
    ]);
    expect(slotTextErrors(wedding, 'en', { ['footer' as 'message']: 'x' }, event)).toEqual([
      { path: 'texts.footer', message: 'This template has no such text' },
    ]);
    expect(schemaTemplateTexts.safeParse({ message: 'x'.repeat(80), venue: '{venue}' }).success).toBe(true);
    expect(schemaTemplateTexts.safeParse({ message: 'x'.repeat(81) }).error?.issues[0]?.message).toBe(
      'Message can be at most 80 characters',
    );
    expect(schemaTemplateTexts.safeParse({ footer: 'x' }).success).toBe(false);
    expect(schemaTemplateTexts.safeParse({ kicker: 'a\u0000b' }).success).toBe(false);
  });

  it("never turns a host's text into markup: the SVG holds glyph outlines only", async () => {
    const svg = await inviteSvg({
      template: template('other-simple-elegance'),
      language: 'en',
      size: 'og',
      event: { ...event, title: '<script>alert(1)</script>', venue: '"/><image href="http://x"/>' },
    });
    expect(svg).not.toMatch(/<script|<text|http:\/\/x|alert/);
    expect(svg.match(/<image/g)).toBeNull();
  });

  it("draws a host's own image as the background, as a JPEG", async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 160, b: 40 } } })
      .jpeg()
      .toBuffer();
    for (const size of ['og', 'share'] as const) {
      const jpeg = await renderInvite({ template: template('birthday-golden-glow'), language: 'hi', size, event, customImage: photo });
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      const { data, info } = await raw(jpeg);
      expect([info.width, info.height]).toEqual(size === 'og' ? [1200, 630] : [1080, 1350]);
      // a pixel of the margin, outside the frame and any shape, is the photo's green
      const at = (info.width * Math.round(info.height / 2) + 4) * 3;
      expect(data[at + 1]).toBeGreaterThan(120);
      expect(data[at]).toBeLessThan(60);
      // the texts and their card (the template's dark panel colour) cover the middle: far less of the photo's green
      const region = { left: Math.round(info.width / 2) - 150, top: Math.round(info.height / 2) - 30, width: 300, height: 60 };
      const { channels } = await sharp(jpeg).extract(region).stats();
      expect(channels[1]?.mean).toBeLessThan(140);
    }
    // every text hidden: the host's image alone, no card
    const hidden = Object.fromEntries(['kicker', 'heading', 'names', 'date', 'venue', 'message'].map((key) => [key, '']));
    const alone = await raw(
      await renderInvite({
        template: template('birthday-golden-glow'),
        language: 'en',
        size: 'og',
        event,
        customImage: photo,
        texts: hidden,
      }),
    );
    const centre = (alone.info.width * Math.round(alone.info.height / 2) + Math.round(alone.info.width / 2)) * 3;
    expect(alone.data[centre + 1]).toBeGreaterThan(120);
    expect(alone.data[centre]).toBeLessThan(60);
  });

  it('fills the sample event for previews in the language asked', () => {
    const hindi = resolveSlotTexts(template('griha-pravesh-toran'), 'hi');
    expect(hindi.heading).toBe('हमारा गृह प्रवेश');
    expect(hindi.names).toBe('प्रिया और राहुल');
    expect(hindi.date).toBe('शनिवार, 12 दिसंबर 2026, शाम\u00a07:30\u00a0बजे');
    expect(sampleEvent(template('griha-pravesh-toran'), 'en').hostNames).toEqual(['Priya', 'Rahul']);
  });
});
