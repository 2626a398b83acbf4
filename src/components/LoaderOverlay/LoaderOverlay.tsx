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

  // Keys are held off from the start. Window capture runs before any handler on the page: keys
  // aimed beneath the overlay never arrive, and Tab never moves focus out of it. No focus-in
  // trap, so an open dialog beneath (which keeps its own focus trap) cannot start a focus
  // tug-of-war with it.
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

  // The focus moves when the overlay shows, not when it starts: a call that ends within the
  // delay leaves the focus where it was (no "Loading" announced and taken back at once), and
  // focusing during the commit that mounts it would force a layout of the whole page there and
  // then (on /home that commit is hydration's).
  // A layout effect: its clean-up runs before the overlay leaves the DOM, so focus goes straight
  // back instead of passing through <body>.
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!isVisible || !card) return;
    const doc = card.ownerDocument;
    const previous = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    card.focus({ preventScroll: true });
    return () => {
      // Give focus back to where the user was, unless something else has taken it since.
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
 * A full-screen loading overlay, driven by one boolean. While active it covers the page and
 * swallows pointer and keyboard input aimed beneath it; once it shows (after `delay`) it takes
 * the focus, and screen readers hear "Loading, progress bar". When it ends, focus returns to
 * where it was.
 */
export function LoaderOverlay({ isActive, label = 'Loading', delay = 150 }: LoaderOverlayProps) {
  if (!isActive || typeof document === 'undefined') return null;
  return createPortal(<ActiveOverlay label={label} delay={delay} />, document.body);
}
