/**
 * Design tokens shared by the MUI theme (styles/theme.ts) and the plain CSS of light components
 * (custom properties `--ps-*` in styles/globals.css; a unit test keeps the two equal).
 * Colours pass WCAG AA on white (axe-core).
 */
export const TOKENS = {
  primary: '#b3124f',
  primaryDark: '#8a0c3c',
  primaryLight: '#d94a7f',
  secondary: '#5b2a86',
  success: '#1b7a3a',
  text: '#1d1d1f',
  textSecondary: '#4a4a55',
  divider: 'rgba(0, 0, 0, 0.12)',
  background: '#ffffff',
  /** Border radius, px. */
  radius: 10,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
} as const;

/** The CSS custom property each token is published as in globals.css. */
export const TOKEN_CSS_VARS: Record<keyof typeof TOKENS, string> = {
  primary: '--ps-primary',
  primaryDark: '--ps-primary-dark',
  primaryLight: '--ps-primary-light',
  secondary: '--ps-secondary',
  success: '--ps-success',
  text: '--ps-text',
  textSecondary: '--ps-text-secondary',
  divider: '--ps-divider',
  background: '--ps-background',
  radius: '--ps-radius',
  fontFamily: '--ps-font',
};
