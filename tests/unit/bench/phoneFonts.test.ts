import { describe, expect, it } from 'vitest';
import { missingPhoneFonts } from '../../../bench/phoneFonts';

describe('the fonts Lighthouse and the trace measure with', () => {
  it('refuses a machine with no Devanagari font, naming the packages to install', () => {
    const reason = missingPhoneFonts('');
    expect(reason).toMatch(/no Devanagari font/);
    expect(reason).toContain('apt-get install -y fonts-noto-core fonts-roboto');
    expect(missingPhoneFonts('\n')).not.toBeNull();
  });

  it('accepts one with a Devanagari family, and does not judge a machine without fontconfig', () => {
    expect(missingPhoneFonts('Noto Sans Devanagari\nNoto Serif Devanagari\n')).toBeNull();
    expect(missingPhoneFonts(null)).toBeNull();
  });
});
