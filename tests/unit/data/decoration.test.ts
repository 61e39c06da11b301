import { describe, expect, it } from 'vitest';
import { DECORATION_CATEGORIES, decorationAddons, decorationProducts, findDecorationCategory } from '../../../data/decoration';
import { duplicates } from '../../helpers/collections';

/** The illustrations being drawn for the catalogue; products may use only these. */
const ALLOWED_IMAGES = new Set(
  [
    'pink-gold-arch',
    'blue-silver-arch',
    'rainbow-arch',
    'jungle-safari',
    'unicorn-pastel',
    'superhero',
    'princess-castle',
    'space-theme',
    'baby-shower-pastel',
    'oh-baby-blue',
    'welcome-baby-pink',
    'heart-room-red',
    'rose-petal-candles',
    'marigold-haldi',
    'neon-bachelorette',
    'golden-anniversary',
    'wedding-stage',
    'premium-balloon-wall',
  ].map((name) => `/uploads/decorations/${name}.svg`),
);

/** The add-ons that must exist with exactly these prices. */
const REQUIRED_ADDONS: Record<string, number> = {
  'backdrop-stand': 800,
  'small-neon-light': 428,
  'happy-birthday-foil': 170,
  'digit-foil-16-inch': 45,
  'magic-show': 4999,
  'cartoon-mascot': 3280,
  'tattoo-artist': 3500,
};

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('decoration catalogue', () => {
  it('has at least 8 products in every category and at least 80 in all', () => {
    expect(decorationProducts.length).toBeGreaterThanOrEqual(80);
    for (const category of DECORATION_CATEGORIES) {
      const count = decorationProducts.filter((product) => product.category === category.slug).length;
      expect(count, category.slug).toBeGreaterThanOrEqual(8);
    }
  });

  it('has unique kebab-case product slugs and unique names', () => {
    const slugs = decorationProducts.map((product) => product.slug);
    expect(duplicates(slugs)).toEqual([]);
    for (const slug of slugs) expect(slug, slug).toMatch(KEBAB_CASE);
    expect(duplicates(decorationProducts.map((product) => product.name))).toEqual([]);
  });

  it('puts every product in an existing category', () => {
    for (const product of decorationProducts) {
      expect(findDecorationCategory(product.category), product.slug).toBeDefined();
    }
  });

  it('has positive whole-rupee prices and only genuine previous prices', () => {
    for (const product of decorationProducts) {
      expect(Number.isInteger(product.price) && product.price > 0, product.slug).toBe(true);
      if (product.previousPrice !== undefined) {
        expect(Number.isInteger(product.previousPrice), product.slug).toBe(true);
        expect(product.previousPrice, product.slug).toBeGreaterThan(product.price);
      }
    }
  });

  it('uses only the allowed illustrations, at least one per product', () => {
    for (const product of decorationProducts) {
      expect(product.images.length, product.slug).toBeGreaterThanOrEqual(1);
      for (const image of product.images) expect(ALLOWED_IMAGES.has(image), `${product.slug}: ${image}`).toBe(true);
    }
  });

  it('has non-empty lowercase tags', () => {
    for (const product of decorationProducts) {
      expect(product.tags.length, product.slug).toBeGreaterThan(0);
      for (const tag of product.tags) {
        expect(tag.trim().length, product.slug).toBeGreaterThan(0);
        expect(tag, product.slug).toBe(tag.toLowerCase());
      }
    }
  });

  it('references only existing add-ons', () => {
    const addonSlugs = new Set(decorationAddons.map((addon) => addon.slug));
    for (const product of decorationProducts) {
      for (const slug of product.addons) expect(addonSlugs.has(slug), `${product.slug}: ${slug}`).toBe(true);
    }
  });

  it('offers the magic show with every kids-birthday product', () => {
    const kids = decorationProducts.filter((product) => product.category === 'kids-birthday');
    expect(kids.length).toBeGreaterThan(0);
    for (const product of kids) expect(product.addons, product.slug).toContain('magic-show');
  });
});

describe('decoration add-ons', () => {
  it('has unique add-on slugs', () => {
    expect(duplicates(decorationAddons.map((addon) => addon.slug))).toEqual([]);
  });

  it('has the seven add-ons with exactly their prices', () => {
    for (const [slug, price] of Object.entries(REQUIRED_ADDONS)) {
      const addon = decorationAddons.find((candidate) => candidate.slug === slug);
      expect(addon, slug).toBeDefined();
      expect(addon?.price, slug).toBe(price);
    }
  });

  it('lets a customer take at least one of each add-on, at a positive whole-rupee price', () => {
    for (const addon of decorationAddons) {
      expect(Number.isInteger(addon.maxQuantity) && addon.maxQuantity >= 1, addon.slug).toBe(true);
      expect(Number.isInteger(addon.price) && addon.price > 0, addon.slug).toBe(true);
    }
  });
});
