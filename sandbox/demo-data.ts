/**
 * The demo world a newcomer meets on first start: advisers to sign in as, agencies to look up,
 * and applications in every consent state. Shown on the staff hub and at /sandbox/api/demo-data.
 */
export interface DemoAdviser {
  employeeNumber: string;
  givenName: string;
  displayName: string;
  userName: string;
  branch: string;
  region: string;
}

export interface DemoAgency {
  agencyNumber: string;
  name: string;
}

export const demoAdvisers: DemoAdviser[] = [
  {
    employeeNumber: '1004521',
    givenName: 'Thandi',
    displayName: 'Thandi Nkosi',
    userName: 'tnkosi',
    branch: 'Durban Central',
    region: 'KwaZulu-Natal',
  },
  {
    employeeNumber: '1007788',
    givenName: 'Pieter',
    displayName: 'Pieter van der Merwe',
    userName: 'pvandermerwe',
    branch: 'Bellville',
    region: 'Western Cape',
  },
  {
    employeeNumber: '1009034',
    givenName: 'Lerato',
    displayName: 'Lerato Mokoena',
    userName: 'lmokoena',
    branch: 'Sandton',
    region: 'Gauteng North',
  },
  {
    // No given name: the app greets by display name.
    employeeNumber: '1011200',
    givenName: '',
    displayName: 'Anil Govender',
    userName: 'agovender',
    branch: 'Pietermaritzburg',
    region: 'KwaZulu-Natal',
  },
];

export const demoAgencies: DemoAgency[] = [
  { agencyNumber: '104501', name: 'Department of Basic Education (KZN)' },
  { agencyNumber: '220310', name: 'South African Police Service' },
  { agencyNumber: '310077', name: 'Transnet Freight Rail' },
  { agencyNumber: '450019', name: 'City of Cape Town' },
  { agencyNumber: '512800', name: 'Gauteng Department of Health' },
];

export type DemoConsent = 'none' | 'accepted' | 'rejected' | 'timeout' | 'mandate';

export interface DemoApplication {
  employeeNumber: string;
  policyNumber: string;
  consent: DemoConsent;
  paymentMethod: 'Stop Order' | 'Debit Order';
  client: { name: string; surname: string; birth: string; cell: string; sequence: string };
  premium: string;
  daysAgo: number;
}

export const demoApplications: DemoApplication[] = [
  {
    employeeNumber: '1004521',
    policyNumber: 'FN10023456',
    consent: 'none',
    paymentMethod: 'Stop Order',
    client: {
      name: 'Sipho',
      surname: 'Dlamini',
      birth: '850412',
      cell: '0821234567',
      sequence: '5081',
    },
    premium: '150',
    daysAgo: 1,
  },
  {
    employeeNumber: '1004521',
    policyNumber: 'FN10023457',
    consent: 'accepted',
    paymentMethod: 'Debit Order',
    client: {
      name: 'Nomsa',
      surname: 'Zulu',
      birth: '900723',
      cell: '0837654321',
      sequence: '0164',
    },
    premium: '215.50',
    daysAgo: 3,
  },
  {
    employeeNumber: '1004521',
    policyNumber: 'FN10023458',
    consent: 'rejected',
    paymentMethod: 'Stop Order',
    client: {
      name: 'Johan',
      surname: 'Botha',
      birth: '780115',
      cell: '0729876543',
      sequence: '5023',
    },
    premium: '99.90',
    daysAgo: 5,
  },
  {
    employeeNumber: '1004521',
    policyNumber: 'MER00000123459',
    consent: 'mandate',
    paymentMethod: 'Stop Order',
    client: {
      name: 'Precious',
      surname: 'Khumalo',
      birth: '960302',
      cell: '0615550123',
      sequence: '0870',
    },
    premium: '180',
    daysAgo: 8,
  },
  {
    employeeNumber: '1004521',
    policyNumber: 'FN10023460',
    consent: 'timeout',
    paymentMethod: 'Debit Order',
    client: {
      name: 'Ayesha',
      surname: 'Patel',
      birth: '881130',
      cell: '0794441234',
      sequence: '0255',
    },
    premium: '120',
    daysAgo: 12,
  },
  {
    employeeNumber: '1007788',
    policyNumber: 'FN20031001',
    consent: 'none',
    paymentMethod: 'Stop Order',
    client: {
      name: 'Marius',
      surname: 'Steyn',
      birth: '750918',
      cell: '0845553210',
      sequence: '5112',
    },
    premium: '250',
    daysAgo: 2,
  },
  {
    employeeNumber: '1011200',
    policyNumber: 'FN40010001',
    consent: 'none',
    paymentMethod: 'Debit Order',
    client: {
      name: 'Kavitha',
      surname: 'Naidoo',
      birth: '920605',
      cell: '0711239876',
      sequence: '0347',
    },
    premium: '135',
    daysAgo: 4,
  },
];

/** Cellphone numbers of the demo clients: the handset simulator offers these. */
export const demoCellNumbers = demoApplications.map((a) => ({
  cellphoneNumber: a.client.cell,
  client: `${a.client.name} ${a.client.surname}`,
  policyNumber: a.policyNumber,
}));
