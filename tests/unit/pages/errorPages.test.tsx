// @vitest-environment jsdom
/**
 * The error pages in the page's language: the 404's data function per language, the dynamic routes whose unknown
 * paths reach it (their 404 must keep the path's language), and `_error`, which has no data function and carries its
 * messages built in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import compile from 'icu-minify/compile';
import type { NextPageContext } from 'next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../components/i18n/I18nProvider';
import { setCurrentLocale } from '../../../lib/i18n/current';
import { compilePlain, ERROR_PAGE_KEYS, errorPageMessages } from '../../../lib/i18n/errorPageMessages';
import { strayLatinWords } from '../../../lib/i18n/latinAllowList';
import type { PageMessages } from '../../../lib/i18n/message';
import NotFoundPage, { getStaticProps as notFoundProps } from '../../../pages/404';
import AppErrorPage from '../../../pages/_error';
import * as cityPage from '../../../pages/[city]/index';
import * as chefNearMePage from '../../../pages/[city]/chef-near-me';
import * as foodDatePage from '../../../pages/party-food-delivery-live-catering-select-date/[selectedfoodCategory]';

// WhatsApp configured, so the button and its prefilled message (in the page's language) are rendered
vi.mock('../../../lib/site', async (original) => ({
  ...(await original<typeof import('../../../lib/site')>()),
  whatsappLink: (text: string) => `https://wa.me/919999999999?text=${encodeURIComponent(text)}`,
}));
vi.mock('next/router', () => ({ useRouter: () => ({ isFallback: false, asPath: '/hi/nowhere', locale: 'hi', push: vi.fn() }) }));

afterEach(() => {
  cleanup();
  setCurrentLocale('en');
});

const read = (locale: string, domain: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, `${domain}.json`), 'utf8')) as Record<string, string>;
const hiInfo = read('hi', 'info');
const enInfo = read('en', 'info');

const inLanguage = (i18n: PageMessages, children: ReactNode) => <I18nProvider value={i18n}>{children}</I18nProvider>;

describe('the 404 page', () => {
  it("gets the path's language and its info messages from its data function", async () => {
    const hi = (await notFoundProps({ locale: 'hi' })).props.i18n;
    expect(hi.locale).toBe('hi');
    expect(hi.messages.info?.['notFound.heading']).toBe(hiInfo['notFound.heading']);
    const en = (await notFoundProps({ locale: 'en' })).props.i18n;
    expect(en.messages.info?.['notFound.heading']).toBe('Sorry, we could not find that page');
  });

  it('renders in Hindi with its Hindi messages, with no stray Latin words', async () => {
    const { i18n } = (await notFoundProps({ locale: 'hi' })).props;
    const { container } = render(inLanguage(i18n, <NotFoundPage />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hiInfo['notFound.heading']);
    expect(strayLatinWords(container.textContent ?? '')).toEqual([]);
  });

  it.each([
    ['/[city]', cityPage, { city: 'no-such-page' }],
    ['/[city]/chef-near-me', chefNearMePage, { city: 'no-such-city' }],
    ['/party-food-delivery-live-catering-select-date/[selectedfoodCategory]', foodDatePage, { selectedfoodCategory: 'nothing' }],
  ] as const)(
    '%s renders an unlisted path on demand and answers notFound for an hour (a fallback: false route gave /hi/<unknown> the English 404)',
    async (_, page, params) => {
      const paths = await page.getStaticPaths({ locales: ['en', 'hi'], defaultLocale: 'en' });
      expect(paths.fallback).toBe('blocking');
      expect(await page.getStaticProps({ params, locale: 'hi', locales: ['en', 'hi'], defaultLocale: 'en' } as never)).toEqual({
        notFound: true,
        revalidate: 3600,
      });
    },
  );
});

describe('the error page (_error)', () => {
  it("renders a crash in Hindi on a Hindi page from its built-in messages, never a message's key", () => {
    const props = AppErrorPage.getInitialProps!({ res: { statusCode: 500 }, locale: 'hi' } as unknown as NextPageContext) as {
      statusCode: number;
      i18n: PageMessages;
    };
    expect(props.statusCode).toBe(500);
    const { container } = render(inLanguage(props.i18n, <AppErrorPage {...props} />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hiInfo['serverError.heading']);
    expect(screen.getByText(hiInfo['notFound.home']!)).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\b(info|common)\.[a-z]/);
    expect(strayLatinWords(text)).toEqual([]);
    // the WhatsApp message names the service in Hindi too (the English fallback of the tests would say "party services")
    const whatsapp = new URL(screen.getByText(hiInfo['notFound.whatsapp']!).closest('a')!.href).searchParams.get('text') ?? '';
    expect(whatsapp).toContain('पार्टी सेवाएं');
    expect(strayLatinWords(whatsapp)).toEqual([]);
  });

  it('takes the language of the page that was showing when the browser has no locale to give, and says 404 for a 404', () => {
    setCurrentLocale('hi');
    const props = AppErrorPage.getInitialProps!({
      err: Object.assign(new Error('gone'), { statusCode: 404 }),
    } as unknown as NextPageContext) as {
      statusCode: number;
      i18n: PageMessages;
    };
    expect(props.i18n.locale).toBe('hi');
    render(inLanguage(props.i18n, <AppErrorPage {...props} />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hiInfo['notFound.heading']);
  });

  it('stays English on an English page', () => {
    const props = AppErrorPage.getInitialProps!({ locale: 'en' } as unknown as NextPageContext) as {
      statusCode: number;
      i18n: PageMessages;
    };
    expect(props.statusCode).toBe(500);
    render(inLanguage(props.i18n, <AppErrorPage {...props} />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(enInfo['serverError.heading']);
  });

  it('compiles its built-in messages exactly as the message files compile, in both languages', () => {
    for (const locale of ['en', 'hi'] as const) {
      const { messages } = errorPageMessages(locale);
      for (const [domain, keys] of Object.entries(ERROR_PAGE_KEYS)) {
        const source = read(locale, domain);
        for (const key of keys) {
          expect(source[key], `${locale} ${domain}.${key}`).toBeDefined();
          expect(messages[domain]?.[key], `${locale} ${domain}.${key}`).toEqual(compile(source[key]!));
          expect(compilePlain(source[key]!)).toEqual(compile(source[key]!));
        }
      }
    }
  });
});
