import Head from 'next/head';
import type { AppProps } from 'next/app';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import StoreProvider from '../store/StoreProvider';
import theme from '../styles/theme';
import '../styles/globals.css';

/** App root: Emotion cache for SSR -> Redux store -> MUI theme. No PersistGate here: pages render on the server. */
export default function App(props: AppProps) {
  const { Component, pageProps } = props;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <StoreProvider>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Component {...pageProps} />
        </ThemeProvider>
      </StoreProvider>
    </AppCacheProvider>
  );
}
