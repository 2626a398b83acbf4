export { tokens, type Theme } from './tokens';
export {
  visuallyHidden,
  VisuallyHidden,
  focusRing,
  panelSurface,
  raisedSurface,
} from './GlobalStyle';
export { ThemeProvider } from './ThemeProvider';
export { spin, spinnerRing } from './spin';
export { SCREENS, screenModes } from './screens';
export { useHeightProperty } from './use-height-property';
