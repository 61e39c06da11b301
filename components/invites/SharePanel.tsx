import { useState, useSyncExternalStore } from 'react';
import ui from '../common/ui.module.css';
import { absoluteUrl, shareMessage, whatsAppShareUrl } from './inviteText';
import styles from './invites.module.css';

const subscribe = () => () => undefined;

/** The download URL of a rendered invite URL (`...image?size=share&v=`): the same image as an attachment. */
export function downloadUrl(imageUrl: string): string {
  return `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}download=1`;
}

/**
 * Share an invite (issue 21 "Share"): the short link with Copy, WhatsApp (`wa.me/?text=`) and the phone's share
 * sheet (`navigator.share`, shown only where the browser has it); with `imageUrl` (the event's `imageUrl.share`,
 * 1080x1350), "Download image" saves the rendered invite under the name the API gives it (the title's slug).
 */
export default function SharePanel({ title, sharePath, imageUrl }: { title: string; sharePath: string; imageUrl?: string }) {
  const origin = useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  );
  const canShare = useSyncExternalStore(
    subscribe,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const [copied, setCopied] = useState<string | null>(null);
  const url = absoluteUrl(origin, sharePath);
  const message = shareMessage(title, url);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied');
    } catch {
      setCopied('Could not copy: select the link and copy it.');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, text: `You're invited to ${title}!`, url });
    } catch {
      // the guest closed the sheet: nothing to say
    }
  };

  return (
    <section className={styles.section} aria-labelledby="share-invite">
      <h2 id="share-invite" className={styles.sectionTitle}>
        Share your invite
      </h2>
      <input className={styles.shareLink} readOnly value={url} aria-label="Invite link" onFocus={(e) => e.target.select()} />
      <div className={styles.row}>
        <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={() => void copy()}>
          Copy link
        </button>
        <a className={`${ui.button} ${ui.whatsapp}`} href={whatsAppShareUrl(message)} target="_blank" rel="noopener noreferrer">
          Share on WhatsApp
        </a>
        {imageUrl && (
          <a className={`${ui.button} ${ui.outlined} ${ui.large}`} href={downloadUrl(imageUrl)} download>
            Download image
          </a>
        )}
        {canShare && (
          <button type="button" className={`${ui.button} ${ui.contained}`} onClick={() => void share()}>
            Share…
          </button>
        )}
      </div>
      {copied && <p role="status">{copied}</p>}
    </section>
  );
}
