import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dishes } from '../../../data/catalogue/dishes';
import { DISH_IMAGES } from '../../../data/catalogue/dishImages';
import { partyFoodDishes } from '../../../data/catalogue/partyFood';
import { dishImagesSource, HAND_MADE_SLUGS, illustrationSvg, illustrationUrl, uniqueDishes } from '../../../scripts/dishIllustrations/draw';

const entries = Object.entries(DISH_IMAGES);
/** Both catalogues, a slug once (the chef catalogue's row wins, as in the generator). */
const allDishes = uniqueDishes(dishes, partyFoodDishes);
const slugs = new Set(allDishes.map((d) => d.slug));
const handMade = new Set(HAND_MADE_SLUGS);

function publicFile(url: string): string {
  return path.join(process.cwd(), 'public', url);
}

const missing = (list: readonly { slug: string }[]): string[] => list.map((d) => d.slug).filter((slug) => DISH_IMAGES[slug] === undefined);

describe('dish illustrations (DISH_IMAGES)', () => {
  it('has an illustration for every dish of the chef catalogue', () => {
    expect(missing(dishes)).toEqual([]);
  });

  it('has an illustration for every dish of the party-food menu', () => {
    expect(missing(partyFoodDishes)).toEqual([]);
  });

  it('only has keys that are slugs of the chef catalogue or of the party-food menu', () => {
    expect(entries.map(([slug]) => slug).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('maps every slug to /uploads/dishes/<slug>.svg', () => {
    for (const [slug, url] of entries) {
      expect(url).toBe(`/uploads/dishes/${slug}.svg`);
      expect(illustrationUrl(slug)).toBe(url);
    }
  });

  it('points at small SVG files of 320x240, hidden from screen readers, that exist under public/', () => {
    for (const [, url] of entries) {
      const file = publicFile(url);
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size, url).toBeLessThan(3500);
      const svg = readFileSync(file, 'utf8');
      expect(svg, url).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="240" viewBox="0 0 320 240" aria-hidden="true">/,
      );
      expect(svg.trimEnd().endsWith('</svg>'), url).toBe(true);
      expect(svg.split('<g ').length, `${url}: every <g> is closed`).toBe(svg.split('</g>').length);
    }
  });

  it('lists hand-made illustrations of catalogue dishes only', () => {
    expect(HAND_MADE_SLUGS.filter((slug) => !slugs.has(slug))).toEqual([]);
    expect(new Set(HAND_MADE_SLUGS).size).toBe(HAND_MADE_SLUGS.length);
  });

  it('holds, for every other dish, exactly what the generator draws (deterministic, up to date)', () => {
    const stale = allDishes.filter(
      (d) => !handMade.has(d.slug) && readFileSync(publicFile(illustrationUrl(d.slug)), 'utf8') !== illustrationSvg(d),
    );
    expect(
      stale.map((d) => d.slug),
      'run `npx tsx scripts/dish-illustrations.ts`',
    ).toEqual([]);
  });

  it('draws the same bytes every time', () => {
    for (const d of allDishes.slice(0, 40)) expect(illustrationSvg({ ...d }), d.slug).toBe(illustrationSvg(d));
  });

  it('is the map the generator writes (data/catalogue/dishImages.ts is up to date)', () => {
    const written = readFileSync(path.join(process.cwd(), 'data', 'catalogue', 'dishImages.ts'), 'utf8');
    expect(written, 'run `npx tsx scripts/dish-illustrations.ts`').toBe(dishImagesSource(allDishes.map((d) => d.slug)));
  });
});
