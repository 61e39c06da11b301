import { useRouter } from 'next/router';
import GalleryFrame from '../components/gallery/GalleryFrame';
import GalleryList from '../components/gallery/GalleryList';
import { isShareToken } from '../components/gallery/galleryPaths';
import GalleryUnavailable from '../components/gallery/GalleryUnavailable';
import GalleryView from '../components/gallery/GalleryView';
import { useInBrowser } from '../components/common/useInBrowser';
import LoadingText from '../components/common/LoadingText';
import Seo from '../components/common/Seo';
import { useT } from '../components/i18n/I18nProvider';
import OrdersLoginGate from '../components/orders/OrdersLoginGate';
import { ROUTES } from '../lib/routes';
import { staticMessages } from '../server/i18n/pageMessages';

/** One value of a query parameter (the first when repeated). */
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * /photo-gallery: the customer's galleries; `?order=<orderId>` one of them (owner);
 * `?share=<token>` (with `&order=<orderId>` when the link carries it) the same gallery read-only for a guest
 * with a share link, no login needed. The page is static: what the URL asks for renders once in the browser.
 */
export default function PhotoGalleryPage() {
  const t = useT('gallery');
  const router = useRouter();
  const ready = useInBrowser() && router.isReady;
  const orderId = ready ? one(router.query.order) : undefined;
  const share = ready ? one(router.query.share) : undefined;

  let content;
  if (!ready) content = <LoadingText text={t('loadingPage')} />;
  else if (share !== undefined) {
    // a token of the wrong form is no link at all: said at once, without asking the server
    content = isShareToken(share) ? (
      <GalleryView key={share} orderId={orderId} share={share} />
    ) : (
      <GalleryUnavailable text={t('linkExpired')} />
    );
  } else {
    content = (
      <OrdersLoginGate prompt={t('loginPrompt')}>
        {orderId ? <GalleryView key={orderId} orderId={orderId} /> : <GalleryList />}
      </OrdersLoginGate>
    );
  }

  return (
    <>
      <Seo title={t('title')} description={t('seo.description')} path={ROUTES.photoGallery} noindex />
      <GalleryFrame heading={share !== undefined ? t('guestTitle') : t('title')}>{content}</GalleryFrame>
    </>
  );
}

PhotoGalleryPage.usesMui = false;
PhotoGalleryPage.usesStore = true;

export const getStaticProps = staticMessages(['gallery']);
