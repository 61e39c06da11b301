import { execFileSync } from 'node:child_process';

/** The Debian packages that give this machine the fonts a phone draws our pages with (Noto, Roboto). */
export const PHONE_FONT_PACKAGES = ['fonts-noto-core', 'fonts-roboto'] as const;

/**
 * Why measuring pages in this Chromium would not show what a phone shows, or null when it would: every Android phone
 * draws Hindi in Noto Sans Devanagari, and a machine without a Devanagari font draws empty boxes, with none of the
 * shaping and fallback work a phone does (a Hindi page's first layout measured 2-4x lighter than it is).
 * `devanagariFamilies` is what `fc-list :lang=hi family` prints; null where fontconfig is absent (not Linux), which
 * is not judged.
 */
export function missingPhoneFonts(devanagariFamilies: string | null): string | null {
  if (devanagariFamilies === null || devanagariFamilies.trim() !== '') return null;
  return `no Devanagari font on this machine: the Hindi pages would be measured without the text a phone draws. Install ${PHONE_FONT_PACKAGES.join(' and ')} (apt-get install -y ${PHONE_FONT_PACKAGES.join(' ')}).`;
}

/** This machine's Devanagari font families per fontconfig, or null without fontconfig. */
export function devanagariFamilies(): string | null {
  try {
    return execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
  } catch {
    return null;
  }
}

/** @throws Error naming the packages to install when this machine cannot draw Hindi as a phone does (missingPhoneFonts). */
export function requirePhoneFonts(): void {
  const missing = missingPhoneFonts(devanagariFamilies());
  if (missing) throw new Error(missing);
}
