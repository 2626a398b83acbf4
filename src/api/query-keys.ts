/**
 * Every react-query key in one place, so a mutation can invalidate exactly what it changes.
 * Keys are arrays from the general to the particular: `queryKeys.plans` covers every plan.
 * A plan and its consent log are cached by policy number (what the adviser types and the list
 * shows); document generation loads a plan by its `_id` without caching it.
 */
export const queryKeys = {
  /** Every adviser's list. */
  allApplications: ['applications'] as const,
  applications: (employeeNumber: string) => ['applications', employeeNumber] as const,
  /** Every plan, however it was loaded. */
  plans: ['plan'] as const,
  plan: (policyNumber: string) => ['plan', 'policyNumber', policyNumber] as const,
  /** Every consent log. */
  ussdLogs: ['ussdLog'] as const,
  ussdLog: (policyNumber: string) => ['ussdLog', 'policyNumber', policyNumber] as const,
  /** A plan's whole consent history by plan reference, entries an edit archived included. */
  ussdHistory: (planReference: string) => ['ussdLog', 'history', planReference] as const,
  intermediary: (employeeNumber: string) => ['intermediary', employeeNumber] as const,
  /** Every agency looked up. */
  agencies: ['agency'] as const,
  agency: (agencyNumber: string) => ['agency', agencyNumber] as const,
} as const;
