import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import theme from '../../styles/theme';

/**
 * The MUI theme for whatever renders MUI components: pages (through `_app`, unless they declare
 * `usesMui = false`) and the lazily loaded islands (menus, drawer, popups), which wrap themselves
 * so they look right on light pages too. Loading it is what brings MUI's runtime into a page.
 */
export default function MuiProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
