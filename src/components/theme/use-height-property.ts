import { useLayoutEffect, useRef } from 'react';

/**
 * An element's height as a CSS custom property on <html> (`--name: 123px`), kept as it changes
 * and removed when the element goes: GlobalStyle's scroll-padding-top reads the sticky block's
 * and the details bar's, so a focused element never scrolls in under them
 * (docs/architecture.md#valid-html-and-focus). No measurement here: a ResizeObserver reports the
 * element's size once as soon as it observes it, after the browser's own layout and before it
 * paints, so hydration does not force a layout of the whole page to read one height.
 */
export function useHeightProperty<E extends HTMLElement>(property: `--${string}`) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height;
      root.style.setProperty(property, `${height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [property]);
  return ref;
}
