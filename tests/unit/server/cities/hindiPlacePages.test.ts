import { describe, expect, it } from 'vitest';
import { cities } from '../../../../data/cities';
import { cityNameIn, localityNameIn } from '../../../../data/cities/placeNames';
import { FAQ_COUNT } from '../../../../data/cities/faq';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import type { PlacePageProps } from '../../../../data/cities/placePages';
import { chefNearMePageProps, cityPageProps, localityPageProps } from '../../../../server/cities/pageProps';

/** Every text a place page shows from its props. */
function textsOf(props: PlacePageProps): string[] {
  return [
    props.title,
    props.description,
    props.intro,
    props.keywords,
    props.place.name,
    props.place.city.name,
    props.place.city.state,
    props.place.city.bannerAlt,
    props.place.city.description,
    ...props.services.map((s) => s.name),
    ...props.areas.map((a) => a.name),
    ...props.otherCities.map((c) => c.name),
    ...props.faq.flatMap((e) => [e.question, e.answer]),
  ];
}

describe('Hindi place pages (props)', () => {
  it('builds /hi/delhi in Hindi, written for Hindi searches, with a 25-question Hindi FAQ', () => {
    const props = cityPageProps('delhi', 'hi')!;
    expect(props.title).toBe('दिल्ली में पार्टी के लिए शेफ, बलून डेकोरेशन और पार्टी सर्विसेज');
    expect(props.place).toMatchObject({ name: 'दिल्ली', canonicalPath: '/delhi', city: { slug: 'delhi', name: 'दिल्ली', state: 'दिल्ली' } });
    expect(props.faq).toHaveLength(FAQ_COUNT);
    expect(props.faq.every((entry) => entry.question.includes('दिल्ली'))).toBe(true);
    expect(props.services.map((s) => s.name)).toEqual(['पार्टी के लिए शेफ', 'बलून डेकोरेशन', 'फोटोग्राफी', 'पार्टी फूड डिलीवरी', 'लाइव बुफे कैटरिंग']);
    expect(props.services.map((s) => s.href)).toEqual(cityPageProps('delhi')!.services.map((s) => s.href));
    expect(props.areas.find((a) => a.href === '/delhi/green-park')?.name).toBe('ग्रीन पार्क');
  });

  it('builds a Hindi locality page naming the locality and its city in Hindi', () => {
    const props = localityPageProps('delhi', 'green-park', 'hi')!;
    expect(props.title).toBe('ग्रीन पार्क, दिल्ली में शेफ और बलून डेकोरेशन');
    expect(props.place).toMatchObject({ kind: 'locality', name: 'ग्रीन पार्क', locality: { slug: 'green-park', name: 'ग्रीन पार्क' } });
    expect(props.intro).toContain('ग्रीन पार्क');
    expect(props.faq[0]!.question).toBe('ग्रीन पार्क में पार्टी के लिए शेफ कैसे बुक करें?');
    expect(props.faq.find((e) => e.question.includes('इलाकों'))!.answer).toContain('दिल्ली');
  });

  it('shows no Latin-letter word outside the allow-list on any Hindi city page or a sample of locality pages', () => {
    for (const city of cities) {
      const props = cityPageProps(city.slug, 'hi')!;
      expect(textsOf(props).flatMap(strayLatinWords), city.slug).toEqual([]);
      for (const locality of city.localities.slice(0, 3)) {
        const page = localityPageProps(city.slug, locality.slug, 'hi')!;
        expect(textsOf(page).flatMap(strayLatinWords), `${city.slug}/${locality.slug}`).toEqual([]);
      }
    }
  });

  it('builds the Hindi chef page of a city, its links the English ones', () => {
    const chef = chefNearMePageProps('noida', 'hi')!;
    expect(chef).toMatchObject({ cityName: 'नोएडा', cityHref: '/noida' });
    expect(chef.service.heading).toBe('नोएडा में पार्टी के लिए शेफ: घर पर कुक बुक करें');
    expect(chef.service.bookingLink).toEqual({ label: 'डिश चुनें', href: '/book-chef-cook-for-party' });
    expect(chef.service.path).toBe('/noida/chef-near-me');
    const texts = [
      chef.service.heading,
      chef.service.seoTitle,
      chef.service.seoDescription,
      chef.service.intro,
      chef.service.name,
      ...chef.service.highlights,
      ...chef.service.steps,
      ...chef.areas.map((a) => a.name),
    ];
    expect(texts.flatMap(strayLatinWords)).toEqual([]);
  });

  it('keeps the English pages exactly as they were', () => {
    expect(cityPageProps('delhi', 'en')).toEqual(cityPageProps('delhi'));
    const delhi = cityPageProps('delhi')!;
    expect(delhi.title).toBe('Chef, Balloon Decoration & Party Services in Delhi');
    expect(delhi.services.map((s) => s.name)).toEqual([
      'Chef for Party',
      'Balloon Decoration',
      'Photography',
      'Party Food Delivery',
      'Live Buffet Catering',
    ]);
    expect(localityPageProps('delhi', 'green-park')!.place.name).toBe('Green Park');
    expect(chefNearMePageProps('delhi')!.service.heading).toBe('Chef Near Me in Delhi: Book a Cook for Your Party');
    expect(chefNearMePageProps('delhi')!.service.bookingLink?.label).toBe('Choose Dishes');
  });

  it('falls back to the English name, never a key, for a place without a Hindi name', () => {
    expect(cityNameIn({ slug: 'atlantis', name: 'Atlantis' }, 'hi')).toBe('Atlantis');
    expect(localityNameIn('delhi', { slug: 'nowhere', name: 'Nowhere' }, 'hi')).toBe('Nowhere');
    expect(cityNameIn({ slug: 'delhi', name: 'Delhi' }, 'en')).toBe('Delhi');
  });
});

describe('JSON-LD of a Hindi place page', () => {
  it('links breadcrumbs, the business and its services in Hindi URLs, with Hindi names and a Hindi FAQPage', async () => {
    const { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd } = await import('../../../../lib/jsonLd');
    const { SITE_URL } = await import('../../../../lib/site');
    const props = cityPageProps('delhi', 'hi')!;
    expect(
      breadcrumbJsonLd(
        [
          { name: 'होम', path: '/' },
          { name: 'दिल्ली', path: '/delhi' },
        ],
        'hi',
      ),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: 'होम', item: `${SITE_URL}/hi` },
        { position: 2, name: 'दिल्ली', item: `${SITE_URL}/hi/delhi` },
      ],
    });
    const business = localBusinessJsonLd({
      place: { city: 'दिल्ली', state: 'दिल्ली' },
      path: '/delhi',
      services: props.services.map((s) => ({ name: s.name, path: s.href })),
      locale: 'hi',
    });
    expect(business).toMatchObject({ '@id': `${SITE_URL}/hi/delhi#business`, url: `${SITE_URL}/hi/delhi` });
    expect(JSON.stringify(business)).not.toMatch(new RegExp(`${SITE_URL}/(?!hi[/"#]|images/)`));
    const faq = faqPageJsonLd(props.faq) as { mainEntity: { name: string }[] };
    expect(faq.mainEntity[0]!.name).toBe('दिल्ली में पार्टी के लिए शेफ कैसे बुक करें?');
  });
});
