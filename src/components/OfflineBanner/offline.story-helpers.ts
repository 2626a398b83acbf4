/**
 * For stories only: the browser's word on the network, as a story needs it. The story runner's
 * browser is online; a story that shows what the adviser sees with no signal says so through
 * `navigator.onLine` and the `offline` event, which is all the app listens to
 * (use-online-status.ts, api/http.ts). Returns the way back to the browser's own word.
 */
export function goOffline(view: Window = window): () => void {
  Object.defineProperty(view.navigator, 'onLine', { configurable: true, get: () => false });
  view.dispatchEvent(new Event('offline'));
  return () => {
    // The browser's own getter again, and everything that follows it told.
    Reflect.deleteProperty(view.navigator, 'onLine');
    view.dispatchEvent(new Event('online'));
  };
}
