/**
 * The product's locale for the details page (docs/architecture.md#delivery). Not at the app's
 * root: react-aria's locale code starts the browser's ICU data as it loads, tens of milliseconds
 * in the list's first task (docs/decisions/0004-chunk-groups.md). The dialogs and the toasts set
 * it themselves: a module shared with an on-demand chunk goes into the first chunk
 * (vite.config.ts), and would take react-aria's locale code there.
 */
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { PRODUCT_LOCALE } from './locale';

export function ProductLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={PRODUCT_LOCALE}>{children}</I18nProvider>;
}
