import Head from 'next/head';
import { useEffect } from 'react';
import { useT } from '../i18n/I18nProvider';

/**
 * The partner pages' head: title ("My jobs | Partner", in the page's language), never indexed, and the web app manifest (scope
 * /partner) linked from partner pages only; registers the partner service worker (public/partner-sw.js, scope
 * /partner, caches no API answer nor personal data) so the app can be installed on the phone.
 */
export default function PartnerHead({ title }: { title: string }) {
  const t = useT('partner');
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    // installability is a nicety: a refused registration (private mode, an old browser) changes nothing else
    navigator.serviceWorker.register('/partner-sw.js', { scope: '/partner' }).catch(() => undefined);
  }, []);
  return (
    <Head>
      <title>{t('head.title', { title })}</title>
      <meta name="robots" content="noindex, nofollow" />
      <link rel="manifest" href="/partner-app/manifest.webmanifest" />
      <meta name="theme-color" content="#b3124f" />
      <link rel="apple-touch-icon" href="/partner-app/icon-192.png" />
      <meta name="mobile-web-app-capable" content="yes" />
    </Head>
  );
}
