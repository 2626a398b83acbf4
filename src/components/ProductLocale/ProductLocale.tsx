/**
 * The product's locale, en-IN (docs/architecture.md#delivery), for the parts whose output
 * depends on it: dates, pickers, choices, dialogs and toasts. It is not at the app's root on
 * purpose: react-aria's locale code asks the browser for its default locale as soon as it loads,
 * and the first such question starts the browser's ICU data, tens of milliseconds of main thread
 * (docs/decisions/0004-chunk-groups.md), in the list's first task. The list needs no locale; the
 * details page, the dialogs and the toasts, each loaded later, bring this with them.
 */
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

const PRODUCT_LOCALE = 'en-IN';

export function ProductLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={PRODUCT_LOCALE}>{children}</I18nProvider>;
}
