// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import BottomNav from '../../../../components/layout/BottomNav';
import Footer from '../../../../components/layout/Footer';
import Header from '../../../../components/layout/Header';
import MobileDrawer from '../../../../components/layout/MobileDrawer';
import { CITY_NAMES_HI } from '../../../../data/cities/names.hi';
import { CITY_LINKS } from '../../../../data/cities/cityLinks';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { SEGMENT_TITLES_FOR_TESTS, titleCase, TITLED_SEGMENTS } from '../../../../lib/routes';
import { withMessages } from '../../../../server/i18n/messages';
import { text } from '../../../helpers/messages';
import HomePage from '../../../../pages/index';

const mocks = vi.hoisted(() => ({ asPath: '/', pathname: '/' }));
vi.mock('next/router', () => ({
  useRouter: () => ({
    pathname: mocks.pathname,
    asPath: mocks.asPath,
    push: vi.fn(),
    back: vi.fn(),
    events: { on: vi.fn(), off: vi.fn() },
  }),
}));

const hi = (key: string, values?: Record<string, string | number>) => text('common', key, values, 'hi');
const inHindi = (children: ReactNode, domains: string[] = []) => (
  <I18nProvider value={withMessages('hi', domains).i18n}>{children}</I18nProvider>
);

/**
 * The visible words of server HTML: tags and entities dropped, and the language switch's "English" (the other
 * language's name in itself, marked lang="en-IN").
 */
const wordsOf = (html: string) =>
  html
    .replace(/<a [^>]*lang="en-IN"[^>]*>English<\/a>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
/** The labels of the server HTML (aria-label, alt): screen readers read them out. */
const labelsOf = (html: string) => [...html.matchAll(/(?:aria-label|alt)="([^"]*)"/g)].map((match) => match[1]).join(' ');

describe('the shell on a Hindi page', () => {
  it('the header speaks Hindi, offers English, and names an inner page in Hindi', () => {
    mocks.asPath = '/termsCondition';
    mocks.pathname = '/termsCondition';
    const html = renderToString(inHindi(<Header variant="inner" />));
    expect(strayLatinWords(wordsOf(html))).toEqual([]);
    expect(strayLatinWords(labelsOf(html))).toEqual([]);
    render(inHindi(<Header variant="inner" />));
    expect(screen.getByTestId('header-title')).toHaveTextContent(hi('title.termsCondition'));
    expect(screen.getByRole('button', { name: hi('header.openMenu') })).toBeInTheDocument();
    expect(screen.getAllByTestId('language-switch')[0]).toHaveTextContent('English');
    expect(screen.getAllByRole('button', { name: hi('help.button') }).length).toBeGreaterThan(0);
  });

  it('the drawer lists its links in Hindi', () => {
    render(
      inHindi(<MobileDrawer open onClose={() => undefined} isLoggedIn={false} onLogin={() => undefined} onLogout={() => undefined} />),
    );
    const nav = screen.getByRole('navigation', { name: hi('drawer.nav') });
    expect(within(nav).getAllByRole('link')[0]).toHaveTextContent(hi('nav.home'));
    expect(within(nav).getByRole('link', { name: hi('nav.chefForParty') })).toHaveAttribute('href', '/book-chef-cook-for-party');
    expect(within(nav).getByRole('button', { name: hi('header.login') })).toBeInTheDocument();
    expect(within(nav).getByTestId('language-switch')).toHaveTextContent('English');
    const words = (nav.textContent ?? '').replace('English', ' ');
    expect(strayLatinWords(words)).toEqual([]);
  });

  it('the footer has Hindi column titles and Hindi city names', () => {
    const html = renderToString(inHindi(<Footer />));
    expect(html).toContain(hi('footer.cities'));
    for (const city of CITY_LINKS) expect(html).toContain(`>${CITY_NAMES_HI[city.slug]}<`);
    // the contact lines' phone number and e-mail address are data, not words
    const words = wordsOf(html).replace(/\S+@\S+/g, ' ');
    expect(strayLatinWords(words)).toEqual([]);
    expect(strayLatinWords(labelsOf(html))).toEqual([]);
  });

  it('the bottom navigation names its tabs in Hindi', () => {
    mocks.pathname = '/wonderland';
    const html = renderToString(inHindi(<BottomNav />));
    expect(html).toContain(hi('bottomNav.account'));
    expect(strayLatinWords(wordsOf(html) + labelsOf(html))).toEqual([]);
  });

  it('the home page is Hindi throughout, brand and WhatsApp aside', () => {
    mocks.asPath = '/';
    mocks.pathname = '/';
    const html = renderToString(inHindi(<HomePage />, ['home']));
    expect(html).toContain(text('home', 'hero.title', {}, 'hi'));
    expect(html).toContain(`>${CITY_NAMES_HI.delhi}<`);
    expect(strayLatinWords(wordsOf(html))).toEqual([]);
    expect(strayLatinWords(labelsOf(html))).toEqual([]);
  });
});

describe('the mobile title from the path', () => {
  it('every titled segment has a common message whose English is the title the path gave before', () => {
    for (const segment of TITLED_SEGMENTS) {
      const english =
        segment === 'home' ? 'Home' : segment === 'yourShare' ? 'Your Share' : (SEGMENT_TITLES_FOR_TESTS[segment] ?? titleCase(segment));
      expect(text('common', `title.${segment}`), segment).toBe(english);
    }
  });

  it('common names each city as the city data does', () => {
    for (const city of CITY_LINKS) {
      expect(text('common', `city.${city.slug}`)).toBe(city.name);
      expect(text('common', `city.${city.slug}`, {}, 'hi')).toBe(CITY_NAMES_HI[city.slug]);
    }
  });
});
