import { formatRupees } from '../../lib/format';
import { useCopyShare } from '../common/useCopyShare';
import { useLocale, useT } from '../i18n/I18nProvider';
import styles from './payments.module.css';
import split from './split.module.css';

/**
 * One co-host's pay link as their host sees it: the link to copy, and the phone's share sheet where
 * the browser has one, so the host can send it themselves (a site without WhatsApp keys sends none). Shown only on
 * the host's own order page; the link is never put in the page's meta or logged. In the page's language.
 */
export default function SharePayLink({ name, amount, payUrl }: { name: string; amount: number; payUrl: string }) {
  const { origin, canShare, said, copy, share } = useCopyShare();
  const t = useT('payments');
  const english = useLocale() === 'en';
  const url = `${origin}${payUrl}`;
  // the shared copy hook words its answer in English: a Hindi page says the same in Hindi
  const saidText = said === null || english ? said : said === 'Link copied' ? t('payLink.copied') : t('payLink.copyFailed');

  return (
    <div className={split.payLink}>
      <input
        className={split.input}
        readOnly
        value={url}
        aria-label={t('payLink.label', { name })}
        onFocus={(event) => event.target.select()}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void copy(url)}>
          {t('payLink.copy')}
        </button>
        {canShare && (
          <button
            type="button"
            className={styles.secondary}
            onClick={() =>
              void share({ title: t('payLink.shareTitle'), text: t('payLink.shareText', { name, amount: formatRupees(amount) }), url })
            }
          >
            {t('payLink.share')}
          </button>
        )}
      </div>
      {saidText && (
        <p className={styles.muted} role="status">
          {saidText}
        </p>
      )}
    </div>
  );
}
