/** Design tokens. Every text colour pair meets WCAG AA; the ratios are beside the pairs that matter. */
export const tokens = {
  color: {
    // Text on surface (#fff): 16.6:1; muted text: 7.6:1 (6.9:1 on the canvas).
    text: '#1b1f24',
    textMuted: '#4a5563',
    textInverse: '#ffffff',
    surface: '#ffffff',
    canvas: '#f3f5f8',
    subtle: '#e9edf2',
    // Input and control boundaries on white: 4.2:1 (AA for non-text needs 3:1).
    border: '#737d8c',
    divider: '#d5dbe3',
    // Brand / primary action: white text on primary 8.2:1; primary on primarySubtle 7.0:1.
    primary: '#0a4f94',
    primaryHover: '#083f77',
    primaryPressed: '#062f59',
    primarySubtle: '#e5eef8',
    // Danger: white text 6.7:1; as text on white 6.7:1; on dangerSubtle 5.9:1.
    danger: '#b0241b',
    dangerHover: '#8e1c15',
    dangerPressed: '#6d150f',
    dangerSubtle: '#fdecea',
    // Success: as text on white 6.5:1; on its subtle background 5.8:1.
    success: '#1d6b38',
    successSubtle: '#e6f4eb',
    // Warning (used by error toasts, as the spec asks): text #5c3b00 on #fff4db is 9.2:1.
    warning: '#5c3b00',
    warningAccent: '#c27c00',
    warningSubtle: '#fff4db',
    info: '#0a4f94',
    infoSubtle: '#e5eef8',
    // Focus ring: 5.8:1 on white, 5.3:1 on the canvas (too dark on the header: it uses focusHalo).
    focus: '#1a5fd1',
    focusHalo: '#ffffff',
    disabledText: '#6b7280',
    disabledSurface: '#eceff3',
    backdrop: 'rgba(15, 23, 34, 0.55)',
    header: '#0b2545',
    headerText: '#ffffff',
  },
  space: {
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '24px',
    6: '32px',
  },
  font: {
    family:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.1875rem',
      xl: '1.5rem',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 34, 0.08)',
    md: '0 4px 12px rgba(15, 23, 34, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 34, 0.18)',
  },
  focusRing: {
    width: '3px',
    offset: '2px',
  },
  // Overlays stack in this order, bottom to top. A popover sits above a modal because a select or
  // date picker opened inside a dialog must show over it; a popover never outlives its trigger.
  zIndex: {
    header: 10,
    modal: 1000,
    popover: 1100,
    toast: 1200,
    loader: 1300,
  },
  motion: {
    // docs/behaviour.md#constants: toast ease 300 ms; ripple enter 450 ms, exit 400 ms.
    ease: '300ms cubic-bezier(0.2, 0, 0, 1)',
    fast: '150ms ease-out',
  },
  layout: {
    maxWidth: '1200px',
    dialogMaxWidth: '500px',
    selectPanelMaxHeight: '256px',
  },
} as const;

export type Theme = typeof tokens;
