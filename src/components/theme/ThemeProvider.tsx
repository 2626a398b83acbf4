import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { tokens } from './tokens';

/** The theme and global styles, for the app and for every story. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <StyledThemeProvider theme={tokens}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
