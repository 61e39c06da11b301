import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { inviteHostPath, ROUTES } from '../../lib/routes';
import { localizedPath } from '../../lib/i18n/urls';
import { useCohostAcceptMutation } from '../../store/eventsApi';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import LoadingText from '../common/LoadingText';
import styles from './events.module.css';

/**
 * Accepts a co-host link once, for the logged-in customer, then opens the event's host page;
 * a wrong, used or expired link (404) or a full event (409) says so. Lazy, inside a StoreIsland.
 */
export default function CohostAccept({ token }: { token: string }) {
  const t = useT('events');
  const locale = useLocale();
  const router = useRouter();
  const [accept] = useCohostAcceptMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void accept(token).then((answer) => {
      if (answer.data) void router.replace(inviteHostPath(answer.data.eventId));
      else setFailure(localFailureText(locale, answer.error, t('cohost.failed'), t('network')));
    });
  }, [accept, locale, router, t, token]);
  if (!failure) return <LoadingText text={t('cohost.making')} />;
  return (
    <div className={styles.page}>
      <p role="alert">{failure}</p>
      <a href={localizedPath(ROUTES.wonderland, locale)}>{t('myInvites')}</a>
    </div>
  );
}
