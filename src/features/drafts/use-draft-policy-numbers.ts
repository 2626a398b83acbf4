import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { draftPolicyNumbers, formDrafts } from '../../lib/form-draft';

/** The adviser's saved applications with an unsaved draft in this tab. */
export function useDraftPolicyNumbers(employeeNumber: string): ReadonlySet<string> {
  const numbers = useStore(formDrafts, useShallow(draftPolicyNumbers));
  return useMemo(() => new Set(employeeNumber ? numbers : []), [employeeNumber, numbers]);
}
