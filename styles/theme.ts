import { createTheme } from '@mui/material/styles';
import { TOKENS, TOKEN_CSS_VARS } from './tokens';

/**
 * The one MUI theme, built from the shared design tokens. Light components use the same tokens as
 * CSS custom properties, so pages without MUI components look the same without loading MUI.
 */
const theme = createTheme({
  cssVariables: true,
  palette: {
    mode: 'light',
    primary: { main: TOKENS.primary, dark: TOKENS.primaryDark, light: TOKENS.primaryLight, contrastText: '#ffffff' },
    secondary: { main: TOKENS.secondary, contrastText: '#ffffff' },
    success: { main: TOKENS.success },
    text: { primary: TOKENS.text, secondary: TOKENS.textSecondary },
    divider: TOKENS.divider,
    background: { default: TOKENS.background, paper: TOKENS.background },
  },
  shape: { borderRadius: TOKENS.radius },
  typography: {
    // the page's stack (globals.css): a Hindi page's names its Devanagari faces first
    fontFamily: `var(${TOKEN_CSS_VARS.fontFamily}, ${TOKENS.fontFamily})`,
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
