/**
 * A form's values as a draft (docs/behaviour.md#drafts), under the keys of `form-draft.ts`.
 * Apart from it because calendar dates need @internationalized/date, which only the details
 * form loads: the list, the HTTP client and the session use the keys alone.
 */
import { CalendarDate, parseDate } from '@internationalized/date';
import { storage, storageKey } from './form-draft';

export interface FormDraft<T> {
  values: T;
  /** When it was last kept (ISO). */
  savedAt: string;
}

interface StoredDraft {
  v: 1;
  savedAt: string;
  values: Record<string, unknown>;
}

/** Calendar dates travel as { $date: 'YYYY-MM-DD' }; everything else in a form is plain JSON. */
function encode(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value instanceof CalendarDate ? { $date: value.toString() } : value,
    ]),
  );
}

function decode(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const iso = (value as { $date?: unknown } | null)?.$date;
      if (typeof iso !== 'string') return [name, value];
      try {
        return [name, parseDate(iso)];
      } catch {
        return [name, null];
      }
    }),
  );
}

/** Keeps the form's values; false when storage refused them (full, or unavailable). */
export function saveDraft(
  employeeNumber: string,
  application: string,
  values: Record<string, unknown>,
  now = new Date(),
): boolean {
  const store = storage();
  if (!store || !employeeNumber) return false;
  const stored: StoredDraft = { v: 1, savedAt: now.toISOString(), values: encode(values) };
  try {
    store.setItem(storageKey(employeeNumber, application), JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export function readDraft<T>(employeeNumber: string, application: string): FormDraft<T> | null {
  const store = storage();
  if (!store || !employeeNumber) return null;
  try {
    const raw = store.getItem(storageKey(employeeNumber, application));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.v !== 1 || typeof stored.savedAt !== 'string' || !stored.values) return null;
    return { values: decode(stored.values) as T, savedAt: stored.savedAt };
  } catch {
    return null;
  }
}
