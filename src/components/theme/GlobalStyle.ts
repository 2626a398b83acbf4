import { createGlobalStyle, css } from 'styled-components';

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** The one focus indicator: a ring that shows on keyboard focus (react-aria's data-focus-visible). */
export const focusRing = css`
  outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.color.focus};
  outline-offset: ${({ theme }) => theme.focusRing.offset};
`;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.canvas};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.font.lineHeight.tight}; margin: 0; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.color.primary}; }
  a:focus-visible { ${focusRing} }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
