export { AppFooter, type AppFooterProps, type Licence } from './AppFooter';
