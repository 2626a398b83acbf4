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

/**
 * A raised white card: the one look of every card that stands on the page (the details screen's
 * panels, its action bar and compact header). It brings no padding: see panelSurface.
 */
export const raisedSurface = css`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/**
 * A panel of the details screen (a form section, Consent Required, the consent history): a
 * raised card, with less padding on a phone.
 */
export const panelSurface = css`
  ${raisedSurface}
  padding: ${({ theme }) => theme.space[5]};

  @media (max-width: 599px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * The height of the block that stays at the top as the page scrolls (the header and the offline
 * banner), which AppLayout measures into `--sticky-top-height`. Until it has, at least the
 * header's own height: one row from 40rem wide, up to three rows on a 320 px phone. A page's own
 * sticky bar under it (the details screen's consent bar) adds its height as `--details-bar-height`.
 */
const stickyTop = (fallback: string) =>
  `var(--sticky-top-height, ${fallback}) + var(--details-bar-height, 0px)`;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /*
   * Whatever scrolls a focused element into view (the browser on Tab and Shift+Tab, react-aria's
   * scrollIntoView, the error summary's links) stops below the sticky block, not under it
   * (WCAG 2.2 SC 2.4.11; docs/architecture.md#valid-html-and-focus). The 8 px keep the focus ring
   * (3 px, 2 px off the control) clear of the block's edge too.
   */
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
