import { useState } from 'react';
import ui from '../common/ui.module.css';
import { localizedPath } from '../../lib/i18n/urls';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './photography.module.css';

/**
 * Shares the product page through the Web Share API where the browser has it (phones), else copies
 * the link to the clipboard and says "Link copied" (or shows the link to copy by hand).
 */
export default function ShareLink({ title, path }: { title: string; path: string }) {
  const t = useT('photography');
  const locale = useLocale();
  const [status, setStatus] = useState('');

  const onShare = async () => {
    // the link opens the page in the language it was shared from
    const url = `${window.location.origin}${localizedPath(path, locale)}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // the customer closed the share sheet: nothing to do; any other failure falls back to copying
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('share.copied'));
    } catch {
      setStatus(t('share.copyThis', { url }));
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={() => void onShare()}>
        {t('share.button')}
      </button>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
