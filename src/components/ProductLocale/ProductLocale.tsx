/**
 * The product's locale, en-IN (docs/architecture.md#delivery), for the details page, whose dates,
 * pickers and choices depend on it. It is not at the app's root on purpose: react-aria's locale
 * code asks the browser for its default locale as soon as it loads, and the first such question
 * starts the browser's ICU data, tens of milliseconds of main thread
 * (docs/decisions/0004-chunk-groups.md), in the list's first task. The list needs no locale. The
 * dialogs and the toasts, loaded on demand, set the same locale themselves rather than through
 * this component: a module of ours that the details page and an on-demand chunk both import goes
 * into the chunk every page loads first (vite.config.ts), and this one would take react-aria's
 * locale code there with it.
 */
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { PRODUCT_LOCALE } from './locale';

export function ProductLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={PRODUCT_LOCALE}>{children}</I18nProvider>;
}
