import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Backdrop, Card, Spinner } from './LoaderOverlay.styles';

export interface LoaderOverlayProps {
  /** While true, the whole page is covered and nothing beneath takes pointer or keyboard input. */
  isActive: boolean;
  /** The visible and announced label: what runs, by name ("Saving…"). */
  label?: string;
  /** Milliseconds before the overlay becomes visible; it blocks input from the start. */
  delay?: number;
}

const blockedKeyEvents = ['keydown', 'keypress', 'keyup'] as const;

function ActiveOverlay({ label, delay }: { label: string; delay: number }) {
  const cardRef = useRef<HTMLDivElement>(null);
  const [isVisible, setVisible] = useState(delay <= 0);

  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  // Keys are held off from the start by a window capture, before any handler on the page. No
  // focus trap: a dialog beneath keeps its own, and two would fight.
  useLayoutEffect(() => {
    const card = cardRef.current;
    const view = card?.ownerDocument.defaultView;
    if (!card || !view) return;
    const block = (event: KeyboardEvent) => {
      const inside = event.target instanceof Node && card.contains(event.target);
      if (inside && event.key !== 'Tab') return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    blockedKeyEvents.forEach((type) => view.addEventListener(type, block, true));
    return () => blockedKeyEvents.forEach((type) => view.removeEventListener(type, block, true));
  }, []);

  // The focus moves when the overlay shows: a call that ends within the delay leaves it where it
  // was, and focusing in the mounting commit would force a layout (on /home, hydration's). A layout
  // effect, so the focus goes straight back on clean-up, not through <body>.
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!isVisible || !card) return;
    const doc = card.ownerDocument;
    const previous = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    card.focus({ preventScroll: true });
    return () => {
      // Back where the user was, unless something else has taken it since.
      const active = doc.activeElement;
      const focusWasHere = !active || active === doc.body || card.contains(active);
      if (previous?.isConnected && focusWasHere) previous.focus({ preventScroll: true });
    };
  }, [isVisible]);

  return (
    <Backdrop
      aria-busy="true"
      // An open react-aria dialog makes everything added outside it inert; this marker keeps the
      // overlay out of that, so it still covers (and blocks) the dialog.
      data-react-aria-top-layer="true"
      data-visible={isVisible || undefined}
      // A press on the backdrop must not pull focus out of the overlay.
      onMouseDown={(event) => event.preventDefault()}
    >
      <Card ref={cardRef} tabIndex={-1} role="progressbar" aria-label={label}>
        <Spinner aria-hidden="true" />
        <span aria-hidden="true">{label}</span>
      </Card>
    </Backdrop>
  );
}

/**
 * A full-screen loader: while active it swallows input aimed beneath it; once shown (after
 * `delay`) it takes the focus ("Loading, progress bar"), and gives it back when it ends.
 */
export function LoaderOverlay({ isActive, label = 'Loading', delay = 150 }: LoaderOverlayProps) {
  if (!isActive || typeof document === 'undefined') return null;
  return createPortal(<ActiveOverlay label={label} delay={delay} />, document.body);
}
