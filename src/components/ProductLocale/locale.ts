/** The product's locale, without react-aria (ProductLocale.tsx says why). */
export const PRODUCT_LOCALE = 'en-IN';
