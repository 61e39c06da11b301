// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import PhotographyCategory from '../../../../components/photography/PhotographyCategory';
import PhotographyLanding from '../../../../components/photography/PhotographyLanding';
import PhotographyProduct from '../../../../components/photography/PhotographyProduct';
import {
  PHOTOGRAPHY_FAQ,
  PHOTOGRAPHY_GROUPS,
  PHOTOGRAPHY_OCCASIONS,
  PRODUCT_FAQ_QUESTIONS,
  photographyAddons,
  photographyPackages,
} from '../../../../data/photography';
import { PHOTOGRAPHY_FAQ_HI, PHOTOGRAPHY_GROUP_NOTES_HI, PHOTOGRAPHY_STEPS_HI } from '../../../../data/photography/copy.hi';
import { PHOTOGRAPHY_GROUP_NAMES_HI } from '../../../../data/photography/names.hi';
import type { PhotographyPackageCard, PhotographyPackageDetails } from '../../../../lib/contracts/photography';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { withMessages } from '../../../../server/i18n/messages';
import { cardIn, detailsIn, occasionView } from '../../../../server/photography/pageProps';

vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn(), asPath: '/hi/photography-page', query: {} }) }));

const details = (index: number): PhotographyPackageDetails => {
  const seed = photographyPackages[index]!;
  return {
    _id: `pkg-${index}`,
    slug: seed.slug,
    name: seed.name,
    occasion: seed.occasion,
    occasionGroup: seed.group,
    price: seed.price,
    hours: seed.hours,
    photosMin: seed.photosMin,
    photosMax: seed.photosMax,
    editedPhotos: seed.editedPhotos,
    deliveryDays: seed.deliveryDays,
    image: seed.images[0] ?? null,
    tags: seed.tags,
    description: seed.description,
    inclusions: seed.inclusions,
    images: seed.images,
    addons: photographyAddons.filter((addon) => seed.addonSlugs.includes(addon.slug)).map((addon) => ({ ...addon, maxQuantity: 5 })),
  };
};
const cards = (): PhotographyPackageCard[] => photographyPackages.map((_, index) => cardIn(details(index), 'hi'));

const inHindi = (node: React.ReactNode) => render(<I18nProvider value={withMessages('hi', ['photography']).i18n}>{node}</I18nProvider>);

describe('the photography pages in Hindi', () => {
  it('has every package in Hindi: name, description, inclusions and add-ons', () => {
    photographyPackages.forEach((_, index) => {
      const pkg = detailsIn(details(index), 'hi');
      const shown = [pkg.name, pkg.description, ...pkg.inclusions, ...pkg.addons.flatMap((a) => [a.name, a.description])].join(' ');
      expect(strayLatinWords(shown), pkg.slug).toEqual([]);
    });
    expect(PHOTOGRAPHY_FAQ_HI).toHaveLength(PHOTOGRAPHY_FAQ.length);
  });

  it('shows a package page without a stray English word', () => {
    const pkg = detailsIn(details(1), 'hi');
    const occasion = occasionView(PHOTOGRAPHY_OCCASIONS[0]!, 'hi');
    const { container } = inHindi(
      <PhotographyProduct
        pkg={pkg}
        occasion={occasion}
        groupName={PHOTOGRAPHY_GROUP_NAMES_HI.intimate!}
        similar={cards().slice(0, 3)}
        faq={PRODUCT_FAQ_QUESTIONS.flatMap((index) => PHOTOGRAPHY_FAQ_HI[index] ?? [])}
        place={{ citySlug: 'delhi', cityName: 'दिल्ली' }}
        seo={{ title: pkg.name, description: pkg.description, path: '/photography-page/product/birthday-party-photography' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('बर्थडे पार्टी फोटोग्राफी');
    expect(screen.getByRole('button', { name: 'एक एक्स्ट्रा घंटा और जोड़ें' })).toBeTruthy();
    expect(screen.getAllByText('4 घंटे').length).toBeGreaterThan(0);
    // the bill lines come from the shared bill (its own domain): this part's text is scanned here
    const bill = screen.getByTestId('photography-bill');
    (bill.closest('[data-testid="booking-panel"] > div') ?? bill).remove();
    expect(strayLatinWords(container.textContent ?? '')).toEqual([]);
  });

  it('shows the landing and an occasion page without a stray English word', () => {
    const occasions = PHOTOGRAPHY_OCCASIONS.map((occasion) => occasionView(occasion, 'hi'));
    const all = cards();
    const landing = inHindi(
      <PhotographyLanding
        place={{ citySlug: 'delhi', cityName: 'दिल्ली' }}
        seo={{ title: '', description: '', path: '/delhi/photography-page' }}
        heading="दिल्ली में पार्टी और इवेंट फोटोग्राफी"
        intro=""
        groups={PHOTOGRAPHY_GROUPS.map((group) => ({
          ...group,
          name: PHOTOGRAPHY_GROUP_NAMES_HI[group.slug]!,
          note: PHOTOGRAPHY_GROUP_NOTES_HI[group.slug]!,
          packages: all.filter((card) => card.occasionGroup === group.slug),
        }))}
        occasions={occasions}
        faq={[...PHOTOGRAPHY_FAQ_HI]}
        steps={[...PHOTOGRAPHY_STEPS_HI]}
        fromPrice={3500}
      />,
    );
    expect(strayLatinWords(landing.container.textContent ?? '')).toEqual([]);
    landing.unmount();
    const category = inHindi(
      <PhotographyCategory
        occasion={occasions[0]!}
        groupName={PHOTOGRAPHY_GROUP_NAMES_HI.intimate!}
        packages={all.filter((card) => card.occasion === 'birthday')}
        occasions={occasions}
        seo={{ title: '', description: '', path: '/photography-page/birthday' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('बर्थडे फोटोग्राफी');
    expect(strayLatinWords(category.container.textContent ?? '')).toEqual([]);
  });
});
