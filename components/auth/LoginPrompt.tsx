import ui from '../common/ui.module.css';
import { useT } from '../i18n/I18nProvider';
import { useSessionUi } from './SessionUi';

/** "Log in to see ..." (`text`, in the page's language) with a Login button that opens the login popup (light: no MUI). */
export default function LoginPrompt({ text }: { text: string }) {
  const t = useT('common');
  const { openLogin } = useSessionUi();
  return (
    <div style={{ padding: 24, border: '1px solid var(--ps-divider)', borderRadius: 'var(--ps-radius)', textAlign: 'center' }}>
      <p style={{ marginTop: 0 }}>{text}</p>
      <button type="button" className={`${ui.button} ${ui.contained}`} onClick={() => openLogin()}>
        {t('header.login')}
      </button>
    </div>
  );
}
