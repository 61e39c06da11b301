import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PHOTOGRAPHY_FAQ,
  PHOTOGRAPHY_GROUPS,
  PHOTOGRAPHY_OCCASIONS,
  PRODUCT_FAQ_QUESTIONS,
  findPhotographyOccasion,
  occasionOfOriginalCatValue,
  photographyAddons,
  photographyPackages,
} from '../../../data/photography';
import { photographyLandingPath, photographyProductPath } from '../../../data/photography/paths';
import { siteUrls } from '../../../data/sitemapUrls';
import { duplicates } from '../../helpers/collections';

/** The occasions the catalogue must cover. */
const OCCASIONS = [
  'birthday',
  'baby-shower',
  'anniversary',
  'engagement',
  'wedding',
  'house-warming',
  'naming-ceremony',
  'bachelorette',
  'maternity',
  'new-born',
  'corporate',
];
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

describe('photography catalogue', () => {
  it('has at least 16 packages with unique kebab-case slugs and unique names', () => {
    expect(photographyPackages.length).toBeGreaterThanOrEqual(16);
    const slugs = photographyPackages.map((p) => p.slug);
    expect(duplicates(slugs)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(KEBAB_CASE);
    expect(duplicates(photographyPackages.map((p) => p.name))).toEqual([]);
  });

  it('covers every occasion we photograph, each in its occasion group, and both groups', () => {
    expect(PHOTOGRAPHY_OCCASIONS.map((o) => o.slug).sort()).toEqual([...OCCASIONS].sort());
    for (const occasion of OCCASIONS) {
      expect(
        photographyPackages.filter((p) => p.occasion === occasion),
        occasion,
      ).not.toHaveLength(0);
    }
    for (const pkg of photographyPackages) expect(pkg.group, pkg.slug).toBe(findPhotographyOccasion(pkg.occasion)?.group);
    expect(PHOTOGRAPHY_GROUPS.map((g) => [g.slug, g.name])).toEqual([
      ['intimate', 'Intimate gathering'],
      ['grand', 'Grand celebration'],
    ]);
    expect(PHOTOGRAPHY_GROUPS[0]!.note).toContain('150 guests');
    for (const group of ['intimate', 'grand'])
      expect(photographyPackages.filter((p) => p.group === group).length, group).toBeGreaterThanOrEqual(4);
    expect(findPhotographyOccasion('wedding')?.group).toBe('grand');
    expect(findPhotographyOccasion('engagement')?.group).toBe('grand');
  });

  it('prices every package in positive whole rupees, from ₹3,500, grand ones higher, with no list price or discount field', () => {
    for (const pkg of photographyPackages) {
      expect(Number.isInteger(pkg.price) && pkg.price > 0, pkg.slug).toBe(true);
      expect(Object.keys(pkg).filter((key) => /original|list|previous|discount|mrp|off/i.test(key))).toEqual([]);
    }
    expect(Math.min(...photographyPackages.map((p) => p.price))).toBe(3500);
    const grand = photographyPackages.filter((p) => p.group === 'grand').map((p) => p.price);
    expect(Math.min(...grand)).toBeGreaterThanOrEqual(12000);
    expect(Math.max(...grand)).toBeLessThanOrEqual(45000);
  });

  it('anchors Birthday and Baby Shower on the original: ₹4,500 for 4 hours, 150-200 photos, 20 edited', () => {
    for (const occasion of ['birthday', 'baby-shower']) {
      expect(photographyPackages.find((p) => p.occasion === occasion && p.price === 4500)).toMatchObject({
        hours: 4,
        photosMin: 150,
        photosMax: 200,
        editedPhotos: 20,
      });
    }
  });

  it('gives every package sensible figures, inclusions as a list, lower-case tags with its occasion and known add-ons', () => {
    const addonSlugs = new Set(photographyAddons.map((a) => a.slug));
    for (const pkg of photographyPackages) {
      expect(pkg.hours, pkg.slug).toBeGreaterThanOrEqual(2);
      expect(pkg.photosMin, pkg.slug).toBeLessThanOrEqual(pkg.photosMax);
      expect(pkg.editedPhotos, pkg.slug).toBeLessThanOrEqual(pkg.photosMin);
      expect(pkg.deliveryDays, pkg.slug).toBeGreaterThan(0);
      expect(pkg.inclusions.length, pkg.slug).toBeGreaterThanOrEqual(3);
      for (const line of pkg.inclusions) expect(line.length, line).toBeLessThanOrEqual(70);
      expect(pkg.tags, pkg.slug).toContain(pkg.occasion);
      for (const tag of pkg.tags) expect(tag).toMatch(KEBAB_CASE);
      for (const slug of pkg.addonSlugs) expect(addonSlugs.has(slug), `${pkg.slug} offers ${slug}`).toBe(true);
      expect(pkg.description.length, pkg.slug).toBeGreaterThan(60);
    }
  });

  it('offers the three add-ons at one fixed price each (extra hours are priced by lib/pricing, not an add-on)', () => {
    expect(Object.fromEntries(photographyAddons.map((a) => [a.slug, a.price]))).toEqual({
      'extra-photographer': 2000,
      'cinematic-video': 5000,
      'extra-edited-photo': 70,
    });
    expect(photographyAddons.some((a) => /hour/i.test(a.name))).toBe(false);
  });

  it('draws every occasion and package picture as a 4:3 SVG under 6 KB', () => {
    const pictures = new Set([...PHOTOGRAPHY_OCCASIONS.map((o) => o.image), ...photographyPackages.flatMap((p) => p.images)]);
    for (const occasion of PHOTOGRAPHY_OCCASIONS) expect(occasion.image).toBe(`/images/photography/${occasion.slug}.svg`);
    for (const pkg of photographyPackages) expect(pkg.images[0], pkg.slug).toBe(findPhotographyOccasion(pkg.occasion)?.image);
    for (const src of pictures) {
      expect(statSync(publicFile(src)).size, src).toBeLessThan(6 * 1024);
      expect(readFileSync(publicFile(src), 'utf8'), src).toMatch(/^<svg[^>]*viewBox="0 0 400 300"/);
    }
  });

  it('answers 25 distinct questions with the real rules (₹650 an extra hour up to 4, ₹70 an edit, 35% advance)', () => {
    expect(PHOTOGRAPHY_FAQ.length).toBeGreaterThanOrEqual(25);
    expect(duplicates(PHOTOGRAPHY_FAQ.map((e) => e.question))).toEqual([]);
    const text = PHOTOGRAPHY_FAQ.map((e) => e.answer).join(' ');
    expect(text).toContain('₹650 for each extra hour, up to 4 extra hours');
    expect(text).toContain('₹70');
    expect(text).toContain('35% of the total');
    expect(text).toContain('within 24 hours of the event');
    expect(text).not.toMatch(/% off|discount/i);
    for (const index of PRODUCT_FAQ_QUESTIONS) expect(PHOTOGRAPHY_FAQ[index], String(index)).toBeDefined();
  });

  it('maps the original category values to ours', () => {
    expect(occasionOfOriginalCatValue('Birthday-Photography')).toBe('birthday');
    expect(occasionOfOriginalCatValue('New-Born-Baby-Photography')).toBe('new-born');
    expect(occasionOfOriginalCatValue('Naming-ceremony-Photography')).toBe('naming-ceremony');
    expect(occasionOfOriginalCatValue('Baby-Shower-Photography')).toBe('baby-shower');
    expect(occasionOfOriginalCatValue('Wildlife-Photography')).toBeUndefined();
    expect(occasionOfOriginalCatValue('birthday')).toBeUndefined();
  });

  it('lists the landing, every occasion, every package and every city and locality photography page in the sitemap', () => {
    const paths = new Set(siteUrls().map((u) => u.path));
    expect(paths.has('/photography-page')).toBe(true);
    for (const occasion of OCCASIONS) expect(paths.has(`/photography-page/${occasion}`), occasion).toBe(true);
    for (const pkg of photographyPackages) expect(paths.has(photographyProductPath(pkg.slug)), pkg.slug).toBe(true);
    expect(paths.has('/noida/photography-page')).toBe(true);
    expect(paths.has('/noida/noida-sector-62/photography-page')).toBe(true);
    expect(paths.has('/bangalore/photography-page')).toBe(false);
    expect(photographyProductPath('a-b', 'noida')).toBe('/photography-page/product/a-b?city=noida');
    expect(photographyLandingPath({ citySlug: 'noida', localitySlug: 'noida-sector-62' })).toBe('/noida/noida-sector-62/photography-page');
  });
});
