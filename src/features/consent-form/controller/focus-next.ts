/**
 * Moves the focus to the next step once nothing holds it (docs/behaviour.md#focus): a closing
 * dialog keeps its trap until it has gone, and a just-enabled control takes focus only after its
 * render. Tries each frame for about a second, unless the adviser moves the focus meanwhile.
 * `within`: where a closing dialog gives the focus back (the action bar), to be taken from there.
 */
const FRAMES = 60;

export function focusWhenFree(
  target: () => HTMLElement | null | undefined,
  within?: () => HTMLElement | null | undefined,
  /** `{ preventScroll: true }` for a target that is always in view (the sticky bar's button). */
  options?: FocusOptions,
) {
  let frame = 0;
  const tryFocus = () => {
    const element = target();
    const active = document.activeElement;
    if (element && active === element) return;
    const lost = !active || active === document.body;
    const held =
      active?.closest('[role="dialog"], [role="alertdialog"], [role="progressbar"]') ??
      (active && within?.()?.contains(active));
    if (frame > 0 && !lost && !held) return;
    element?.focus(options);
    if (document.activeElement !== element && (frame += 1) < FRAMES) {
      requestAnimationFrame(tryFocus);
    }
  };
  tryFocus();
}
