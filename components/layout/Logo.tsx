import RouterLink from '../common/RouterLink';
import { BRAND } from '../../lib/site';
import { useT } from '../i18n/I18nProvider';
import styles from './Header.module.css';

/**
 * The brand mark and name, linking home. `inverse` draws the mark for the primary colour; `onClick` runs on the way
 * home (the drawer closes itself with it).
 */
export default function Logo({ inverse = false, onClick }: { inverse?: boolean; onClick?: () => void }) {
  const t = useT('common');
  const mark = inverse ? '#ffffff' : '#b3124f';
  const cut = inverse ? '#b3124f' : '#ffffff';
  return (
    <RouterLink href="/" className={styles.logo} aria-label={t('logo.home', { brand: BRAND })} onClick={onClick}>
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={mark} />
        <ellipse cx="32" cy="26" rx="14" ry="17" fill={cut} />
        <path d="M32 43l-4 6h8z" fill={cut} />
      </svg>
      <span className={styles.logoName}>{BRAND}</span>
    </RouterLink>
  );
}
