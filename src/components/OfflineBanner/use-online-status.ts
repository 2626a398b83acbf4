import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = () => navigator.onLine;
// Rendered without a browser (tests in Node), the network is taken to be there.
const assumeOnline = () => true;

/** The browser's word on the network, kept current by its `online` / `offline` events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, readOnline, assumeOnline);
}
