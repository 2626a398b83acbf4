/**
 * Drafts of a form as the adviser types (docs/behaviour.md#drafts): kept in the tab's session
 * storage, never in local storage, since they hold ID numbers and bank accounts; one per adviser
 * and application ('new', or a policy number). Free of React so the session layer can clear them
 * when the session ends and the list can ask which plans have one. The values themselves (with
 * their calendar dates) are kept and read by `form-draft-values.ts`, which only the form loads.
 */
export const DRAFT_PREFIX = 'ussd-draft:';
/** The application key of a form not saved yet. */
export const NEW_APPLICATION = 'new';
const PLAN = 'plan:';

/** The tab's session storage, or null where it is refused. */
export function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // privacy modes and sandboxed frames can refuse storage: no drafts then
  }
}

/** '' for the new form, else the policy number, as the store keys it. */
export function applicationKey(policyNumber: string): string {
  return policyNumber ? `${PLAN}${policyNumber}` : NEW_APPLICATION;
}

export function storageKey(employeeNumber: string, application: string): string {
  return `${DRAFT_PREFIX}${employeeNumber}:${application}`;
}

export function removeDraft(employeeNumber: string, application: string): void {
  try {
    storage()?.removeItem(storageKey(employeeNumber, application));
  } catch {
    // nothing to remove from a storage that cannot be read
  }
}

/**
 * A key for something else of this adviser's kept in the tab beside the drafts (the list's
 * search, say): it goes with them when another adviser signs in or the session ends.
 */
export function adviserTabKey(employeeNumber: string, name: string): string {
  return storageKey(employeeNumber, name);
}

function draftKeys(): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  return keys;
}

/** The policy numbers of the adviser's saved applications that have an unsaved draft. */
export function draftPolicyNumbers(employeeNumber: string): string[] {
  if (!employeeNumber) return [];
  const mine = `${DRAFT_PREFIX}${employeeNumber}:${PLAN}`;
  return draftKeys()
    .filter((key) => key.startsWith(mine))
    .map((key) => key.slice(mine.length));
}

/** The session ended (no token, sign-out): every draft in this tab goes. */
export function clearAllDrafts(): void {
  for (const key of draftKeys()) storage()?.removeItem(key);
}

/** Another adviser signed in on this tab: the drafts of anyone else go. */
export function clearOtherAdvisersDrafts(employeeNumber: string): void {
  const mine = `${DRAFT_PREFIX}${employeeNumber}:`;
  for (const key of draftKeys()) if (!key.startsWith(mine)) storage()?.removeItem(key);
}
