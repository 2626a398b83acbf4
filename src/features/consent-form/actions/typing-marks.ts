import type { FocusEvent, RefCallback } from 'react';

/** Set on the parent of the details bar and its form while the form has the focus. */
export const TYPING = 'data-typing';

/**
 * The form's focus, as the bar reads it on a phone (the keyboard up: DetailsBar.styles.ts), spread
 * on the `<form>`, whose parent is the bar's. React's focus events bubble through portals, so a
 * Select's list or a date's calendar, open from the form, keep it; a blur and the next focus in
 * one task leave it as it was, and the bar does not change height under the adviser's finger.
 * The parent may outlive the form (the route's wrapper stays while another visit's page takes the
 * place of this one), so the form's unmount takes the mark away.
 *
 * Not `:root:has(main form :focus)`: Chromium restyled the whole page at each focus change in the
 * form for it, 10–50 ms at 4× CPU, twice for each choice in a Select
 * (docs/decisions/0027-taps-and-keys-on-a-phone.md).
 */
export const typingMarks: {
  ref: RefCallback<HTMLFormElement>;
  onFocus: (event: FocusEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
} = {
  ref: (form) => {
    const parent = form?.parentElement;
    return () => parent?.removeAttribute(TYPING);
  },
  onFocus: (event: FocusEvent<HTMLFormElement>) =>
    event.currentTarget.parentElement?.setAttribute(TYPING, ''),
  onBlur: (event: FocusEvent<HTMLFormElement>) =>
    event.currentTarget.parentElement?.removeAttribute(TYPING),
};
