export { AppHeader } from './AppHeader';
export { stickyScrollMargin } from './AppHeader.styles';
