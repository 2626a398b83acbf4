/**
 * Every react-query key in one place, so a mutation can invalidate exactly what it changes.
 * Keys are arrays from the general to the particular: `queryKeys.plans` covers every plan.
 * A plan is found by its policy number (what the adviser types and the list shows) or by its
 * `_id`, which app code calls its `planReference` (the USSD log's name for it).
 */
export const queryKeys = {
  /** Every adviser's list. */
  allApplications: ['applications'] as const,
  applications: (employeeNumber: string) => ['applications', employeeNumber] as const,
  /** Every plan, however it was loaded. */
  plans: ['plan'] as const,
  plan: (policyNumber: string) => ['plan', 'policyNumber', policyNumber] as const,
  planByReference: (planReference: string) => ['plan', 'reference', planReference] as const,
  /** Every consent log. */
  ussdLogs: ['ussdLog'] as const,
  ussdLog: (policyNumber: string) => ['ussdLog', 'policyNumber', policyNumber] as const,
  ussdLogByReference: (planReference: string) => ['ussdLog', 'reference', planReference] as const,
  intermediary: (employeeNumber: string) => ['intermediary', employeeNumber] as const,
  agency: (agencyNumber: string) => ['agency', agencyNumber] as const,
  verifierEndpoint: ['verifierEndpoint'] as const,
} as const;
