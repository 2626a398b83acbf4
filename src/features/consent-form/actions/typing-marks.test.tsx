// @vitest-environment jsdom
// The form's focus as the phone's bar reads it (docs/architecture.md#valid-html-and-focus).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { TYPING, typingMarks } from './typing-marks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("the form's typing mark", () => {
  it('is set while the form or a list open from it has the focus, and goes with the form', () => {
    const main = document.body.appendChild(document.createElement('main'));
    const root = createRoot(main);
    const show = (form: boolean) =>
      act(() =>
        root.render(
          <>
            <button type="button">Save (the bar)</button>
            {form && (
              <form {...typingMarks}>
                <input aria-label="Surname" />
                {createPortal(<div role="listbox" tabIndex={-1} />, document.body)}
              </form>
            )}
          </>,
        ),
      );
    show(true);
    const marked = () => main.hasAttribute(TYPING);
    act(() => main.querySelector('input')!.focus());
    expect(marked()).toBe(true);
    // A Select's list, portalled out of the form: still typing.
    act(() => document.querySelector<HTMLElement>('[role="listbox"]')!.focus());
    expect(marked()).toBe(true);
    act(() => main.querySelector('button')!.focus());
    expect(marked()).toBe(false);
    act(() => main.querySelector('input')!.focus());
    show(false);
    expect(marked()).toBe(false);
    act(() => root.unmount());
    main.remove();
  });
});
