export { AppHeader, type AppHeaderProps } from './AppHeader';
export { stickyScrollMargin } from './AppHeader.styles';
