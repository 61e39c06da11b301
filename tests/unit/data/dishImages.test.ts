import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dishes } from '../../../data/catalogue';
import { DISH_IMAGES } from '../../../data/catalogue/dishImages';

const entries = Object.entries(DISH_IMAGES);
const dishSlugs = new Set(dishes.map((d) => d.slug));

function publicFile(url: string): string {
  return path.join(process.cwd(), 'public', url);
}

describe('dish illustrations (DISH_IMAGES)', () => {
  it('covers at least 40 dishes', () => {
    expect(entries.length).toBeGreaterThanOrEqual(40);
  });

  it('only has keys that are dish slugs of the catalogue', () => {
    expect(entries.map(([slug]) => slug).filter((slug) => !dishSlugs.has(slug))).toEqual([]);
  });

  it('maps every slug to /uploads/dishes/<slug>.svg', () => {
    for (const [slug, url] of entries) {
      expect(url).toBe(`/uploads/dishes/${slug}.svg`);
    }
  });

  it('points at small SVG files that exist under public/', () => {
    for (const [, url] of entries) {
      const file = publicFile(url);
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size, url).toBeLessThan(3500);
      const svg = readFileSync(file, 'utf8');
      expect(svg, url).toContain('<svg');
      expect(svg, url).toContain('</svg>');
    }
  });
});
