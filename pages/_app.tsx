import Head from 'next/head';
import dynamic from 'next/dynamic';
import type { AppProps } from 'next/app';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { AppPage } from '../lib/pageTypes';
import theme from '../styles/theme';
import '../styles/globals.css';

// Redux (with redux-persist) is a separate chunk, server-rendered and loaded only by pages that set
// `usesStore`: the persisted selection lives in localStorage, so moving between pages loses nothing.
const StoreProvider = dynamic(() => import('../store/StoreProvider'));

/** App root: Emotion cache for SSR -> MUI theme -> (Redux store, on pages that use it) -> page. No PersistGate here. */
export default function App(props: AppProps & { Component: AppPage }) {
  const { Component, pageProps } = props;
  const page = <Component {...pageProps} />;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {Component.usesStore ? <StoreProvider>{page}</StoreProvider> : page}
      </ThemeProvider>
    </AppCacheProvider>
  );
}
