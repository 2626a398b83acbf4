/**
 * Where the focus goes when what held it on the details page has gone (Discard draft's notice):
 * the bar's step when it is on, else its state; never the page (docs/behaviour.md#focus).
 */
import { focusWhenFree } from '../controller/focus-next';

const BAR = 'section[aria-label="Consent and next step"]';

export function focusTheBar() {
  const target = () => {
    const bar = document.querySelector<HTMLElement>(BAR);
    return (
      bar?.querySelector<HTMLElement>('[data-step]:not(:disabled)') ??
      bar?.querySelector<HTMLElement>('p[tabindex="-1"]')
    );
  };
  // The bar is always in view: focusing it scrolls nothing.
  focusWhenFree(target, () => document.querySelector<HTMLElement>(BAR), { preventScroll: true });
}
