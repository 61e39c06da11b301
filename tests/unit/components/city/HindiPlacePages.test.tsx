// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CityLanding from '../../../../components/city/CityLanding';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import ChefNearMePage from '../../../../pages/[city]/chef-near-me';
import { chefNearMePageProps, cityPageProps, localityPageProps } from '../../../../server/cities/pageProps';
import { withMessages } from '../../../../server/i18n/messages';

vi.mock('next/router', () => ({ useRouter: () => ({ isFallback: false, asPath: '/delhi', locale: 'hi', push: vi.fn() }) }));
vi.mock('../../../../client/cityPick', () => ({ rememberCityPick: vi.fn() }));

afterEach(cleanup);

const hindi = (children: React.ReactNode, domains: string[]) => (
  <I18nProvider value={withMessages('hi', domains).i18n}>{children}</I18nProvider>
);

/** The visible text of the rendered page (what a reader sees; the head's JSON-LD is not in the body). */
const visibleText = (container: HTMLElement) => container.textContent ?? '';

describe('the Hindi place pages', () => {
  it('renders /hi/delhi in Hindi: h1, services, FAQ heading, areas, with no stray Latin words', () => {
    const { container } = render(hindi(<CityLanding {...cityPageProps('delhi', 'hi')!} />, ['place']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('दिल्ली में पार्टी के लिए शेफ, डेकोरेशन और पार्टी सर्विसेज');
    expect(screen.getByRole('link', { name: 'दिल्ली में शेफ बुक करें' }).getAttribute('href')).toContain('/delhi/chef-near-me');
    expect(screen.getByRole('heading', { name: 'दिल्ली में पार्टी सर्विसेज से जुड़े आम सवाल' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'हमारे सभी इलाके' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ग्रीन पार्क' })).toBeTruthy();
    expect(strayLatinWords(visibleText(container))).toEqual([]);
  });

  it('renders a Hindi locality page naming the locality and its city', () => {
    const { container } = render(hindi(<CityLanding {...localityPageProps('delhi', 'green-park', 'hi')!} />, ['place']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ग्रीन पार्क, दिल्ली में पार्टी के लिए शेफ, डेकोरेशन और पार्टी सर्विसेज');
    expect(strayLatinWords(visibleText(container))).toEqual([]);
  });

  it('renders a Hindi city without localities with its empty state in Hindi', () => {
    render(hindi(<CityLanding {...cityPageProps('goa', 'hi')!} />, ['place']));
    expect(screen.getByText('कोई इलाका नहीं मिला')).toBeTruthy();
  });

  it('renders the Hindi chef page of a city with its area links', () => {
    const { container } = render(hindi(<ChefNearMePage {...chefNearMePageProps('delhi', 'hi')!} />, ['place', 'services']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('दिल्ली में पार्टी के लिए शेफ: घर पर कुक बुक करें');
    expect(screen.getByRole('heading', { name: 'पूरे दिल्ली में शेफ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'दिल्ली पेज' }).getAttribute('href')).toContain('/delhi');
    expect(screen.getByRole('heading', { name: 'आपको क्या मिलेगा' })).toBeTruthy();
    // the WhatsApp button belongs to the shared components (translated with the common messages)
    expect(strayLatinWords(visibleText(container)).filter((word) => !['Book', 'on'].includes(word))).toEqual([]);
  });

  it('keeps the fallback\'s "Loading..." out of the page\'s messages (its HTML would read as a fallback page)', () => {
    expect(JSON.stringify(withMessages('en', ['place', 'services']))).not.toContain('Loading...');
  });

  it('keeps the English pages as they were', () => {
    render(<CityLanding {...cityPageProps('delhi')!} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chef, Decoration & Party Services in Delhi');
    expect(screen.getByRole('heading', { name: 'Serving all Areas' })).toBeTruthy();
    cleanup();
    render(<ChefNearMePage {...chefNearMePageProps('delhi')!} />);
    expect(screen.getByRole('heading', { name: 'Chefs across Delhi' })).toBeTruthy();
    expect(screen.getByText(/See all areas we serve on the/).textContent).toBe('See all areas we serve on the Delhi page, including:');
  });
});
