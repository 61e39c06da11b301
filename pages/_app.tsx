import Head from 'next/head';
import dynamic from 'next/dynamic';
import type { AppProps } from 'next/app';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import Layout from '../components/layout/Layout';
import { headerTitleOf, type AppPage } from '../lib/pageTypes';
import { StoreHost } from '../store/StoreHost';
import '../styles/globals.css';

// MUI's theme runtime and the store (Redux, RTK Query, axios) are separate chunks, server-rendered and
// loaded with the pages that use them (see AppPage); light pages load the store only for an island or a
// handler that needs it. StoreHost keeps the one store of the app instance across every page.
const MuiProvider = dynamic(() => import('../components/common/MuiProvider'));
const StoreProvider = dynamic(() => import('../store/StoreProvider'));

/**
 * App root: Emotion cache for SSR (MUI styles are inlined in the server HTML) -> the app instance's
 * store slot -> the one Layout -> MUI theme and the store where the page uses them -> page. Base
 * styles replace CssBaseline (styles/globals.css). No PersistGate here.
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
      <StoreHost>
        <Layout {...Component.layout} headerTitle={headerTitleOf(pageProps)}>
          {page}
        </Layout>
      </StoreHost>
    </AppCacheProvider>
  );
}
