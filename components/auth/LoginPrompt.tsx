import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSessionUi } from './SessionUi';

/** "Log in to see ..." with a Login button that opens the login popup. */
export default function LoginPrompt({ text }: { text: string }) {
  const { openLogin } = useSessionUi();
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Button variant="contained" onClick={openLogin}>
        Login
      </Button>
    </Paper>
  );
}
