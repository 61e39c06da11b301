import { useState } from 'react';
import ui from '../common/ui.module.css';
import styles from './photography.module.css';

/**
 * Shares the product page through the Web Share API where the browser has it (phones), else copies
 * the link to the clipboard and says "Link copied" (or shows the link to copy by hand).
 */
export default function ShareLink({ title, path }: { title: string; path: string }) {
  const [status, setStatus] = useState('');

  const onShare = async () => {
    const url = `${window.location.origin}${path}`;
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
      setStatus('Link copied');
    } catch {
      setStatus(`Copy this link: ${url}`);
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={() => void onShare()}>
        Share this package
      </button>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
