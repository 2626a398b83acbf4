/**
 * The demo world's people and look-ups: the advisers one signs in as on the sandbox's staff hub
 * and in stories, their intermediary records, and the agencies the look-up knows.
 */
import type { Intermediary } from '../../api/contract';

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

export const demoAdvisers: readonly DemoAdviser[] = [
  {
    // Applications in every state the screens know.
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
    // An empty list.
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

/** Thandi Nkosi: the adviser stories sign in as, with an application in every state. */
export const sessionAdviser = demoAdvisers[0];

/** Lerato Mokoena: no applications. */
export const adviserWithoutApplications = demoAdvisers[2];

export const demoAgencies: readonly DemoAgency[] = [
  { agencyNumber: '104501', name: 'Department of Basic Education (KZN)' },
  { agencyNumber: '220310', name: 'South African Police Service' },
  { agencyNumber: '310077', name: 'Transnet Freight Rail' },
  { agencyNumber: '450019', name: 'City of Cape Town' },
  { agencyNumber: '512800', name: 'Gauteng Department of Health' },
];

/** What the intermediary service answers for an adviser: their branch and region. */
export function intermediaryFor(adviser: Pick<DemoAdviser, 'branch' | 'region'>): Intermediary {
  return { departmentName: adviser.branch, locationName: adviser.region };
}
