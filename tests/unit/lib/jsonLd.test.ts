import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localitySlug } from '../../../data/cities/localities/helpers';
import { cityPageProps, localityPageProps } from '../../../server/cities/pageProps';
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd } from '../../../lib/jsonLd';

/** schema.org shapes Google's rich results need, as zod schemas (required properties and types). */
const absoluteUrl = z.string().regex(/^https?:\/\/[^\s]+$/);
const schemaFaqPage = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(
      z.object({
        '@type': z.literal('Question'),
        name: z.string().min(5),
        acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(5) }),
      }),
    )
    .min(1),
});
const schemaBreadcrumbs = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: z.string().min(1), item: absoluteUrl }))
    .min(1),
});
const schemaPlace: z.ZodType = z.lazy(() =>
  z.object({ '@type': z.enum(['City', 'Place', 'State']), name: z.string().min(1), containedInPlace: schemaPlace.optional() }),
);
const schemaLocalBusiness = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('LocalBusiness'),
  name: z.string().min(1),
  url: absoluteUrl,
  image: absoluteUrl,
  address: z.object({
    '@type': z.literal('PostalAddress'),
    addressLocality: z.string(),
    addressRegion: z.string(),
    addressCountry: z.literal('IN'),
  }),
  areaServed: schemaPlace,
  makesOffer: z
    .array(
      z.object({
        '@type': z.literal('Offer'),
        itemOffered: z.object({ '@type': z.literal('Service'), name: z.string(), url: absoluteUrl }),
      }),
    )
    .min(1),
});

describe('JSON-LD of the city pages', () => {
  it('gives /delhi a valid FAQPage with 25 questions naming Delhi, breadcrumbs and a LocalBusiness', () => {
    const props = cityPageProps('delhi')!;
    const faq = schemaFaqPage.parse(faqPageJsonLd(props.faq));
    expect(faq.mainEntity).toHaveLength(25);
    expect(faq.mainEntity.every((q) => q.name.includes('Delhi'))).toBe(true);
    const crumbs = schemaBreadcrumbs.parse(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Delhi', path: '/delhi' },
      ]),
    );
    expect(crumbs.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    const business = schemaLocalBusiness.parse(
      localBusinessJsonLd({
        place: { city: 'Delhi', state: 'Delhi' },
        path: '/delhi',
        services: props.services.map((s) => ({ name: s.name, path: s.href })),
      }),
    );
    expect(business.areaServed).toMatchObject({ '@type': 'City', name: 'Delhi' });
  });

  it('serves a locality as a Place inside its city', () => {
    const props = localityPageProps('noida', 'noida-sector-62')!;
    expect(props.place.locality?.name).toBe('Noida Sector 62');
    const business = schemaLocalBusiness.parse(
      localBusinessJsonLd({
        place: { city: 'Noida', state: 'Uttar Pradesh', locality: 'Noida Sector 62' },
        path: props.place.canonicalPath,
        services: [{ name: 'Chef for Party', path: '/noida/chef-near-me' }],
      }),
    );
    expect(business.areaServed).toMatchObject({
      '@type': 'Place',
      name: 'Noida Sector 62, Noida',
      containedInPlace: { '@type': 'City', name: 'Noida' },
    });
  });
});

describe('place pages', () => {
  it('makes Bangalore canonical to Bengaluru, also for its localities', () => {
    expect(cityPageProps('bangalore')!.place.canonicalPath).toBe('/bengaluru');
    const koramangala = cityPageProps('bengaluru')!.areas[0]!;
    const slug = koramangala.href.split('/')[2]!;
    expect(localityPageProps('bangalore', slug)!.place.canonicalPath).toBe(`/bengaluru/${slug}`);
  });

  it('lists every locality on the city page, neighbours without itself on a locality page, none for Goa', () => {
    expect(cityPageProps('noida')!.areas.length).toBeGreaterThanOrEqual(80);
    const neighbours = localityPageProps('noida', 'noida-sector-62')!.areas;
    expect(neighbours.length).toBeGreaterThanOrEqual(10);
    expect(neighbours.map((n) => n.href)).not.toContain('/noida/noida-sector-62');
    expect(cityPageProps('goa')!.areas).toEqual([]);
    expect(cityPageProps('goa')!.otherCities.map((c) => c.name)).not.toContain('Bangalore');
  });

  it('links and canonicalises localities by their name-only slug', () => {
    const props = localityPageProps('mumbai', 'andheri-west')!;
    expect(props.place.canonicalPath).toBe('/mumbai/andheri-west');
    expect(props.place.locality).toEqual({ slug: 'andheri-west', name: 'Andheri West' });
    for (const link of [...props.areas, ...cityPageProps('mumbai')!.areas, ...cityPageProps('bangalore')!.areas]) {
      const [, city, slug] = link.href.split('/');
      expect(city === 'mumbai' || city === 'bengaluru', link.href).toBe(true);
      expect(slug, link.href).toBe(localitySlug(link.name));
    }
    expect(localityPageProps('mumbai', 'mumbai-andheri-west')).toBeNull();
  });

  it('knows nothing of unknown places', () => {
    expect(cityPageProps('atlantis')).toBeNull();
    expect(localityPageProps('delhi', 'noida-sector-62')).toBeNull();
  });
});
