import { describe, expect, it } from 'vitest';
import { INVITE_LANGUAGES, TEMPLATE_PLACEHOLDERS, TEMPLATE_SLOT_KEYS, schemaInviteTemplate } from '../../../../lib/contracts/templates';
import {
  INVITE_TEMPLATES,
  SLOT_LIMITS,
  TEMPLATE_OCCASION_KEYS,
  templateById,
  templatesByCategory,
} from '../../../../data/invites/templates';
import { resolveSlotTexts, textLength } from '../../../../server/events/render';

/** The templates catalogue. */

const DEVANAGARI = /[\u0900-\u097f]/;

describe('the invite templates catalogue', () => {
  it('has at least 40 templates with unique, stable slug ids, each matching the contract', () => {
    expect(INVITE_TEMPLATES.length).toBeGreaterThanOrEqual(40);
    const ids = INVITE_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of INVITE_TEMPLATES) {
      expect(template.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(() => schemaInviteTemplate.parse(template), template.id).not.toThrow();
      expect(templateById(template.id)).toBe(template);
    }
    expect(templateById('no-such-template')).toBeUndefined();
  });

  it('spreads the templates over every occasion key, and uses no other key', () => {
    const used = new Set(INVITE_TEMPLATES.map((template) => template.category));
    for (const key of TEMPLATE_OCCASION_KEYS) expect(templatesByCategory(key).length, key).toBeGreaterThan(0);
    expect([...used].sort()).toEqual([...TEMPLATE_OCCASION_KEYS].sort());
    expect(TEMPLATE_OCCASION_KEYS.length).toBeGreaterThanOrEqual(30);
    expect(templatesByCategory('no-such-occasion')).toEqual([]);
  });

  it('writes every name and every slot default in English and in Hindi (Devanagari)', () => {
    for (const template of INVITE_TEMPLATES) {
      for (const language of INVITE_LANGUAGES) {
        expect(template.name[language].trim(), `${template.id} name ${language}`).not.toBe('');
        expect(template.sampleTitle[language].trim(), `${template.id} sample ${language}`).not.toBe('');
      }
      expect(template.name.hi, template.id).toMatch(DEVANAGARI);
      expect(template.sampleTitle.hi, template.id).toMatch(DEVANAGARI);
      expect(template.name.en, template.id).not.toMatch(DEVANAGARI);
      expect(template.slots.map((slot) => slot.key)).toEqual([...TEMPLATE_SLOT_KEYS]);
      for (const slot of template.slots) {
        for (const language of INVITE_LANGUAGES)
          expect(slot.default[language].trim(), `${template.id} ${slot.key} ${language}`).not.toBe('');
        expect(slot.label.hi).toMatch(DEVANAGARI);
        // the template's own words (not only placeholders) are Hindi in Hindi
        const words = slot.default.hi.replace(/\{\w+\}/g, '');
        if (/\p{L}/u.test(words)) expect(words, `${template.id} ${slot.key}`).toMatch(DEVANAGARI);
      }
    }
  });

  it('keeps every default within its limit, even filled with the longest event the create form allows', () => {
    const longest = {
      title: 'T'.repeat(30),
      hostNames: ['A'.repeat(40), 'B'.repeat(40)],
      // the longest weekday and month names in both languages
      date: '2026-09-30',
      time: '23:59',
      venue: 'V'.repeat(200),
    };
    for (const template of INVITE_TEMPLATES) {
      for (const slot of template.slots) {
        expect(slot.maxChars).toBe(SLOT_LIMITS[slot.key]);
        for (const language of INVITE_LANGUAGES) {
          expect(textLength(slot.default[language]), `${template.id} ${slot.key} ${language}`).toBeLessThanOrEqual(slot.maxChars);
          for (const name of slot.default[language].match(/\{(\w+)\}/g) ?? []) {
            expect(TEMPLATE_PLACEHOLDERS as readonly string[]).toContain(name.slice(1, -1));
          }
        }
      }
      for (const language of INVITE_LANGUAGES) {
        expect(() => resolveSlotTexts(template, language, {}, longest), `${template.id} ${language}`).not.toThrow();
        expect(() => resolveSlotTexts(template, language), `${template.id} ${language} sample`).not.toThrow();
      }
    }
  });
});
