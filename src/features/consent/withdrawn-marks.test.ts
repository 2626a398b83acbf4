import { describe, expect, it } from 'vitest';
import { WITHDRAWN_KEY, createWithdrawnMarks } from './withdrawn-marks';

/** A Storage in memory (the unit project runs in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('withdrawn marks', () => {
  it('keeps the transactions a page withdrew for the next page, once', () => {
    const storage = memoryStorage();
    const marks = createWithdrawnMarks(() => storage);
    marks.add(['TX-1']);
    marks.add(['TX-2', 'TX-1']);
    // The next page of the tab reads them from the same storage.
    expect(createWithdrawnMarks(() => storage).take()).toEqual(['TX-1', 'TX-2']);
    expect(marks.take()).toEqual([]);
  });

  it('reads nothing from a damaged entry, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(WITHDRAWN_KEY, '{not json');
    expect(createWithdrawnMarks(() => storage).take()).toEqual([]);
    const none = createWithdrawnMarks(() => null);
    none.add(['TX-1']);
    expect(none.take()).toEqual([]);
  });
});
