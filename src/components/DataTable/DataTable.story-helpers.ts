/** For stories only: sample rows shaped like the Consent Application List (docs/behaviour.md#application-list). */
export interface SampleApplication {
  id: string;
  policyNumber: string;
  client: string;
  idNumber: string;
  /** ISO date, so sorting is a string compare; shown as dd/mm/yyyy. */
  createdAt: string;
  fileNetId?: string;
}

const firstNames = ['Thabo', 'Aisha', 'Pieter', 'Naledi', 'Sipho', 'Zanele', 'Johan', 'Lerato'];
const surnames = ['Mokoena', 'Naidoo', 'van Wyk', 'Dlamini', 'Khumalo', 'Botha', 'Pillay', 'Nkosi'];

/** `count` deterministic rows: the same input always gives the same table. */
export function makeApplications(count: number): SampleApplication[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const day = (n % 28) + 1;
    const month = (n % 12) + 1;
    return {
      id: `row-${n}`,
      policyNumber: `PN${String(n).padStart(8, '0')}`,
      client: `${firstNames[(n * 3) % 8]} ${surnames[(n * 5) % 8]}`,
      idNumber:
        `${String(800101 + (n % 9000)).padStart(6, '0')}5${String(n).padStart(6, '0')}`.slice(
          0,
          13,
        ),
      createdAt: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      fileNetId: n % 3 === 0 ? `{DOC-${n}}` : undefined,
    };
  });
}

export function toDisplayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
