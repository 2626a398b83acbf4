/**
 * A form's values as a draft (docs/behaviour.md#drafts) in the drafts' store (`form-draft.ts`).
 * Apart from it because calendar dates need @internationalized/date, which only the form loads.
 */
import { CalendarDate, parseDate } from '@internationalized/date';
import { formDrafts } from './form-draft';

/** Calendar dates travel as { $date: 'YYYY-MM-DD' }; everything else in a form is plain JSON. */
function encode(values: Record<string, unknown>): Record<string, unknown> {
  const plain = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value instanceof CalendarDate ? { $date: value.toString() } : value,
    ]),
  );
  // A copy as storage keeps it: the form's own objects never sit in the store.
  return JSON.parse(JSON.stringify(plain)) as Record<string, unknown>;
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

/** Keeps the form's values as the application's draft. */
export function saveDraft(
  application: string,
  values: Record<string, unknown>,
  now = new Date(),
): void {
  formDrafts.getState().keep(application, { savedAt: now.toISOString(), values: encode(values) });
}

/** The application's draft, and when it was kept (ISO). */
export function readDraft<T>(application: string): { values: T; savedAt: string } | null {
  const draft = formDrafts.getState().drafts[application];
  return draft ? { values: decode(draft.values) as T, savedAt: draft.savedAt } : null;
}
