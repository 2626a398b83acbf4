export { ProductLocale } from './ProductLocale';
