import { useState } from 'react';
import { draftPolicyNumbers } from '../../lib/form-draft';

/** The adviser's saved applications with an unsaved draft in this tab, read when the list opens. */
export function useDraftPolicyNumbers(employeeNumber: string): ReadonlySet<string> {
  const [drafts] = useState(() => new Set(draftPolicyNumbers(employeeNumber)));
  return drafts;
}
