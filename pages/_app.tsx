import Head from 'next/head';
import dynamic from 'next/dynamic';
import type { AppProps } from 'next/app';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import Layout from '../components/layout/Layout';
import type { AppPage } from '../lib/pageTypes';
import '../styles/globals.css';

// MUI's theme runtime and Redux are separate chunks, server-rendered and loaded only by the pages
// that use them (see AppPage). The persisted selection lives in localStorage, so moving between
// pages with and without the store loses nothing.
const MuiProvider = dynamic(() => import('../components/common/MuiProvider'));
const StoreProvider = dynamic(() => import('../store/StoreProvider'));

/**
 * App root: Emotion cache for SSR (MUI styles are inlined in the server HTML) -> the one Layout ->
 * MUI theme and Redux store where the page uses them -> page. Base styles replace CssBaseline
 * (styles/globals.css). No PersistGate here.
 */
export default function App(props: AppProps & { Component: AppPage }) {
  const { Component, pageProps } = props;
  let page = <Component {...pageProps} />;
  if (Component.usesStore) page = <StoreProvider>{page}</StoreProvider>;
  if (Component.usesMui !== false) page = <MuiProvider>{page}</MuiProvider>;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <Layout {...Component.layout}>{page}</Layout>
    </AppCacheProvider>
  );
}
