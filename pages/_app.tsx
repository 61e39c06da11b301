// First: the page's first hydration runs in a transition, in slices (client/transitionHydration.ts)
import '../client/transitionHydration';
// before any page parses with a zod schema: no `new Function` probe (the CSP has no 'unsafe-eval')
import '../lib/contracts/zodBrowser';
import { useTypedBeforeHydration } from '../client/typedBeforeHydration';
import Head from 'next/head';
import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import type { AppProps } from 'next/app';
import type { EmotionCache } from '@emotion/cache';
import { useRouter } from 'next/router';
import { I18nProvider } from '../components/i18n/I18nProvider';
import { useLanguageChoice } from '../components/i18n/languageChoice';
import Layout from '../components/layout/Layout';
import { setCurrentLocale } from '../lib/i18n/current';
import { localeOr } from '../lib/i18n/locales';
import type { PageMessages } from '../lib/i18n/message';
import { headerTitleOf, type AppPage } from '../lib/pageTypes';
import { StoreHost } from '../store/StoreHost';
import '../styles/globals.css';

// MUI's theme runtime, its Emotion cache and the store (Redux, RTK Query, axios) are separate chunks,
// server-rendered and loaded with the pages that use them (see AppPage); light pages load the store only
// for an island or a handler that needs it. StoreHost keeps the one store of the app instance across every page.
const MuiAppCache = dynamic(() => import('../components/common/MuiAppCache'));
const MuiProvider = dynamic(() => import('../components/common/MuiProvider'));
const StoreProvider = dynamic(() => import('../store/StoreProvider'));

/**
 * App root: the page's language and messages -> the app instance's store slot -> the one Layout -> for pages that use MUI, MUI's Emotion cache
 * (on the server the one `_document` inlines the critical CSS from) and theme; the store where the page uses
 * it -> page. Light pages load no Emotion; the lazily loaded MUI islands of the layout (menus,
 * drawer, popups, the invite app's bottom navigation) use Emotion's default cache. The wrappers sit inside
 * the Layout, so the store and the layout stay mounted across page changes. Base styles replace CssBaseline
 * (styles/globals.css). No PersistGate here.
 */
export default function App(props: AppProps & { Component: AppPage; emotionCache?: EmotionCache }) {
  const { Component, pageProps, emotionCache } = props;
  const { locale } = useRouter();
  // the page's messages come in its props (its data function's withMessages): only its own domains, in its language
  const i18n = (pageProps as { i18n?: PageMessages }).i18n ?? { locale: localeOr(locale), messages: {} };
  setCurrentLocale(i18n.locale);
  // a visitor who chose a language sees it on every page they open (the cookie), never by a server redirect
  useLanguageChoice(i18n.locale);
  // Effects run children first: once this one runs, the whole page has hydrated and its handlers are
  // attached. `<html data-hydrated>` tells a browser test (or a monitoring script) that taps now count.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // what was typed into the server HTML before this (a phone number on /ops/login) reaches the forms' state
  useTypedBeforeHydration();
  let page = <Component {...pageProps} />;
  if (Component.usesStore) page = <StoreProvider>{page}</StoreProvider>;
  if (Component.usesMui !== false) {
    page = (
      <MuiAppCache emotionCache={emotionCache}>
        <MuiProvider>{page}</MuiProvider>
      </MuiAppCache>
    );
  }
  return (
    <>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <I18nProvider value={i18n}>
        <StoreHost>
          {Component.ownLayout ? (
            page
          ) : (
            <Layout {...Component.layout} headerTitle={headerTitleOf(pageProps)}>
              {page}
            </Layout>
          )}
        </StoreHost>
      </I18nProvider>
    </>
  );
}
