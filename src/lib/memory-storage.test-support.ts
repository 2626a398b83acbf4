/**
 * For tests: a Storage over a Map, what the tab's session storage keeps across a reload (a new
 * module over the same storage). The tab stores' tests stub `sessionStorage` with it.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}
