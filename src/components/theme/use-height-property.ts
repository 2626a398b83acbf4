import { useLayoutEffect, useRef } from 'react';

/**
 * An element's height as a custom property on <html>, for the scroll padding
 * (docs/architecture.md#valid-html-and-focus). Only a ResizeObserver reads it, after the browser's
 * own layout, so hydration never forces one.
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
