import { createTheme } from '@mui/material/styles';

/**
 * The one MUI theme. Colours are chosen for WCAG AA contrast on white (axe-core) and the
 * system font stack avoids a web-font download on 4G phones.
 */
const theme = createTheme({
  cssVariables: true,
  palette: {
    mode: 'light',
    primary: { main: '#b3124f', dark: '#8a0c3c', light: '#d94a7f', contrastText: '#ffffff' },
    secondary: { main: '#5b2a86', contrastText: '#ffffff' },
    success: { main: '#1b7a3a' },
    text: { primary: '#1d1d1f', secondary: '#4a4a55' },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '1.9rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.2rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});

export default theme;
