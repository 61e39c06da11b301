import { lazy, useState } from 'react';
import LoginPrompt from '../components/auth/LoginPrompt';
import { useIsLoggedIn } from '../components/auth/useIsLoggedIn';
import AccessRestrictedPopup from '../components/common/AccessRestrictedPopup';
import Seo from '../components/common/Seo';
import styles from '../components/chat/chat.module.css';
import { useT } from '../components/i18n/I18nProvider';
import type { AppPage } from '../lib/pageTypes';
import { ROUTES } from '../lib/routes';
import StoreIsland from '../store/StoreIsland';
import { staticMessages } from '../server/i18n/pageMessages';

// The chat screen, its store endpoints and the live stream load only on this page, for a signed-in customer.
const ChatScreen = lazy(() => import('../components/chat/ChatScreen'));

/** While the chat's code loads: the shape of the room list. */
function RoomsSkeleton() {
  const t = useT('chat');
  return (
    <div aria-busy="true" aria-label={t('skeleton')}>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}

/**
 * /chat: the signed-in customer's rooms (events, support, orders) and one room at a time
 * (`?room=`). The server HTML carries the title, heading and a skeleton; a visitor who is not logged in gets the
 * login prompt and the spec's Access Restricted popup.
 */
const ChatPage: AppPage = () => {
  const t = useT('chat');
  const isLoggedIn = useIsLoggedIn();
  const [popupOpen, setPopupOpen] = useState(true);
  return (
    <>
      <Seo title={t('seo.title')} description={t('seo.description')} path={ROUTES.chat} noindex />
      <div className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        {isLoggedIn ? (
          <StoreIsland fallback={<RoomsSkeleton />}>
            <ChatScreen />
          </StoreIsland>
        ) : (
          <>
            <p className={styles.intro}>{t('intro')}</p>
            <LoginPrompt text={t('login')} />
            <AccessRestrictedPopup open={popupOpen} onClose={() => setPopupOpen(false)} />
          </>
        )}
      </div>
    </>
  );
};

ChatPage.usesMui = false;
export default ChatPage;

export const getStaticProps = staticMessages(['chat']);
