import { describe, expect, it } from 'vitest';
import { plainText } from '../../../../lib/contracts/text';

const CONTROL_MESSAGE = 'Note must not contain control characters.';

describe('plainText', () => {
  const single = plainText({ label: 'Note', max: 20 });
  const multi = plainText({ label: 'Note', max: 20, multiline: true });

  it('trims and keeps ordinary text, including Hindi and emoji', () => {
    expect(single.parse('  Anil Sharma ')).toBe('Anil Sharma');
    expect(single.parse('अनिल 🎈')).toBe('अनिल 🎈');
  });

  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['escape', '\u001B'],
    ['unit separator', '\u001F'],
    ['DEL', '\u007F'],
    ['C1 next line', '\u0085'],
    ['C1 last', '\u009F'],
  ])('refuses %s anywhere in the text, single or multi-line', (_, character) => {
    for (const schema of [single, multi]) {
      const result = schema.safeParse(`ab${character}cd`);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(CONTROL_MESSAGE);
    }
  });

  it('allows tab and line breaks only in multi-line text', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(multi.parse(text)).toBe(text);
      expect(single.safeParse(text).error?.issues[0]?.message).toBe(CONTROL_MESSAGE);
    }
  });

  it('does not count surrounding line breaks of a single line (they are trimmed)', () => {
    expect(single.parse('\n Anil \n')).toBe('Anil');
  });

  it('applies the length limits after trimming, with default or given messages', () => {
    const named = plainText({ label: 'Name', min: 2, max: 5 });
    expect(named.safeParse(' a ').error?.issues[0]?.message).toBe('Name must have at least 2 characters');
    expect(named.safeParse('abcdef').error?.issues[0]?.message).toBe('Name can be at most 5 characters');
    const custom = plainText({ label: 'Name', min: 2, max: 5, minMessage: 'Too short', maxMessage: 'Too long' });
    expect(custom.safeParse('a').error?.issues[0]?.message).toBe('Too short');
    expect(custom.safeParse('abcdef').error?.issues[0]?.message).toBe('Too long');
  });

  it('names the field when the value is missing, if asked to', () => {
    const required = plainText({ label: 'Name', max: 5, requiredMessage: 'Please enter your name' });
    expect(required.safeParse(undefined).error?.issues[0]?.message).toBe('Please enter your name');
  });
});
