import styled, { createGlobalStyle, css } from 'styled-components';

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

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** The one focus indicator: a ring that shows on keyboard focus (react-aria's data-focus-visible). */
export const focusRing = css`
  outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.color.focus};
  outline-offset: ${({ theme }) => theme.focusRing.offset};
`;

/** The one look of every card that stands on the page; no padding (panelSurface has it). */
export const raisedSurface = css`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/** A panel of the details screen: a raised card, with less padding on a phone. */
export const panelSurface = css`
  ${raisedSurface}
  padding: ${({ theme }) => theme.space[5]};

  @media (max-width: 599px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * The sticky block's height (AppLayout measures `--sticky-top-height`; until then the header's
 * own) and the details bar's under it.
 */
const stickyTop = (fallback: string) =>
  `var(--sticky-top-height, ${fallback}) + var(--details-bar-height, 0px)`;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* A focused element scrolls in below the sticky block, ring and all (WCAG 2.2 SC 2.4.11;
     docs/architecture.md#valid-html-and-focus). */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${stickyTop('8.5rem')} + ${({ theme }) => theme.space[2]});
  }
  @media (min-width: 40rem) {
    html { scroll-padding-top: calc(${stickyTop('4rem')} + ${({ theme }) => theme.space[2]}); }
  }
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
