/**
 * Every react-query key in one place, so a mutation can invalidate exactly what it changes.
 * Keys are arrays from the general to the particular: `['plan']` covers every plan.
 */
export const queryKeys = {
  applications: {
    all: ['applications'] as const,
    byEmployee: (employeeNumber: string) => ['applications', employeeNumber] as const,
  },
  plan: {
    all: ['plan'] as const,
    byNumber: (planNumber: string) => ['plan', 'number', planNumber] as const,
    byId: (planId: string) => ['plan', 'id', planId] as const,
  },
  ussdLog: {
    all: ['ussdLog'] as const,
    byPlanNumber: (planNumber: string) => ['ussdLog', 'number', planNumber] as const,
    byPlanReference: (planId: string) => ['ussdLog', 'reference', planId] as const,
  },
  intermediary: {
    byEmployee: (employeeNumber: string) => ['intermediary', employeeNumber] as const,
  },
  agency: {
    byNumber: (agencyNumber: string) => ['agency', agencyNumber] as const,
  },
  verifierEndpoint: ['verifierEndpoint'] as const,
} as const;
