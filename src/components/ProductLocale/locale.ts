/**
 * The product's locale, in a module without react-aria: the dialogs and the toasts read it here
 * and set it in their own chunks (see ProductLocale.tsx for why not through that component).
 */
export const PRODUCT_LOCALE = 'en-IN';
