import ui from '../common/ui.module.css';
import { useSessionUi } from './SessionUi';

/** "Log in to see ..." with a Login button that opens the login popup (light: no MUI). */
export default function LoginPrompt({ text }: { text: string }) {
  const { openLogin } = useSessionUi();
  return (
    <div style={{ padding: 24, border: '1px solid var(--ps-divider)', borderRadius: 'var(--ps-radius)', textAlign: 'center' }}>
      <p style={{ marginTop: 0 }}>{text}</p>
      <button type="button" className={`${ui.button} ${ui.contained}`} onClick={() => openLogin()}>
        Login
      </button>
    </div>
  );
}
