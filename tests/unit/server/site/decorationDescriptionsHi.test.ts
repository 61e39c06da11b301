/**
 * The written Hindi descriptions of the decoration catalogue: one for every product, Devanagari throughout (no
 * Latin word outside the allow-list), and the Hindi page props carry them (the English page keeps its own text).
 * A product the Hindi copy lacks still gets a Hindi summary. Page props read the seeded catalogue (PGlite).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECORATION_DESCRIPTIONS_HI } from '../../../../data/decoration/copy.hi';
import { DECORATION_CATEGORY_NAMES_HI, DECORATION_PRODUCT_NAMES_HI } from '../../../../data/decoration/names.hi';
import { decorationProducts } from '../../../../data/decoration/products';
import type { ProductPublic } from '../../../../lib/contracts/decoration';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { headerTitleOf } from '../../../../lib/pageTypes';
import { decorationPageProps, localizedProduct } from '../../../../server/site/decorationPageProps';
import { forgetAppDb, pointAppAt } from '../../../helpers/opsDesk';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const DEVANAGARI = /[\u0900-\u097F]/gu;

describe('the Hindi decoration descriptions', () => {
  it('has one for every product of the catalogue and none for a product it lacks', () => {
    const slugs = decorationProducts.map((p) => p.slug).sort();
    expect(Object.keys(DECORATION_DESCRIPTIONS_HI).sort()).toEqual(slugs);
  });

  it('is Hindi prose: no stray Latin word, mostly Devanagari, two sentences or so like the English', () => {
    for (const product of decorationProducts) {
      const hindi = DECORATION_DESCRIPTIONS_HI[product.slug]!;
      expect(strayLatinWords(hindi), product.slug).toEqual([]);
      const letters = hindi.replace(/[\s\d.,:;‘’'"()।-]/gu, '');
      expect((hindi.match(DEVANAGARI) ?? []).length / letters.length, product.slug).toBeGreaterThan(0.9);
      expect(hindi.split('।').filter((s) => s.trim()).length, product.slug).toBeGreaterThanOrEqual(2);
      // the same numbers as the English (ages, years, counts written as digits)
      const digits = (text: string) => (text.match(/\d+/g) ?? []).sort();
      expect(digits(hindi), product.slug).toEqual(digits(product.description));
    }
  });

  it('falls back to a Hindi summary built from the inclusions for a product the copy lacks', () => {
    const seed = decorationProducts[0]!;
    const unknown: ProductPublic = {
      _id: 'p-new',
      slug: 'a-product-added-later',
      name: seed.name,
      category: seed.category,
      price: seed.price,
      previousPrice: null,
      images: seed.images,
      description: seed.description,
      inclusions: seed.inclusions,
      setupMinutes: seed.setupMinutes,
      tags: seed.tags,
    };
    const product = localizedProduct(unknown, 'hi');
    expect(product.description).not.toBe(seed.description);
    expect(product.description).toContain(`${seed.inclusions.balloonCount} बलून`);
    // a product added later lacks a Hindi name too (that one shows in English); the rest of the summary is Hindi
    expect(strayLatinWords(product.description.replace(seed.name, ''))).toEqual([]);
    expect(product.description).toContain('पिंक, गोल्ड, व्हाइट');
    expect(localizedProduct(unknown, 'en').description).toBe(seed.description);
  });
});

afterAll(forgetAppDb);

describeEachDatabase('the decoration page props', (getDb) => {
  beforeAll(() => pointAppAt(getDb()));

  const productPage = async (slug: string, locale: string) => {
    const result = await decorationPageProps({ productName: slug }, { shape: 'product', source: 'organic', scope: 'plain', locale });
    if (!('props' in result) || result.props.shape !== 'product') throw new Error(`no product page for ${slug}`);
    return result.props.product;
  };

  it('carry the written Hindi description on a Hindi product page, and the English one on an English page', async () => {
    for (const seed of [decorationProducts[0]!, decorationProducts[55]!, decorationProducts[99]!]) {
      const hindi = await productPage(seed.slug, 'hi');
      expect(hindi.description).toBe(DECORATION_DESCRIPTIONS_HI[seed.slug]);
      expect(hindi.name).toBe(DECORATION_PRODUCT_NAMES_HI[seed.slug]);
      const english = await productPage(seed.slug, 'en');
      expect(english.description).toBe(seed.description);
      expect(english.name).toBe(seed.name);
    }
  });

  it('carry it for every product of a Hindi category page', async () => {
    const result = await decorationPageProps(
      { catValue: 'haldi-mehendi' },
      { shape: 'category', source: 'organic', scope: 'plain', locale: 'hi' },
    );
    if (!('props' in result) || result.props.shape !== 'category') throw new Error('no category page');
    expect(result.props.products.length).toBe(decorationProducts.filter((p) => p.category === 'haldi-mehendi').length);
    for (const product of result.props.products) expect(product.description).toBe(DECORATION_DESCRIPTIONS_HI[product.slug]);
  });

  it("title a Hindi category page's header with its Hindi name; an English one keeps the title its path spells", async () => {
    const headerOf = async (locale: string) => {
      const result = await decorationPageProps({ catValue: 'wedding' }, { shape: 'category', source: 'organic', scope: 'plain', locale });
      return 'props' in result ? headerTitleOf(result.props) : 'no page';
    };
    expect(await headerOf('hi')).toBe(DECORATION_CATEGORY_NAMES_HI.wedding);
    expect(strayLatinWords((await headerOf('hi'))!)).toEqual([]);
    expect(await headerOf('en')).toBeUndefined();
  });
});
