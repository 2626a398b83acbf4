/**
 * The demo world's applications, one per state the screens know, stop order and debit order;
 * `build.ts` makes the stored plans, USSD logs and documents from these.
 */

/** How one consent request ended, as the log (and the verifier) keep it. */
export type DemoAttempt =
  | 'accepted'
  | 'rejected'
  | 'noAnswer'
  | 'networkError'
  | 'cancelled'
  /** The prompt went out and no answer was ever written (the log's response is empty). */
  | 'waiting';

export interface DemoApplication {
  employeeNumber: string;
  policyNumber: string;
  paymentMethod: 'Stop Order' | 'Debit Order';
  client: {
    name: string;
    surname: string;
    /** YYMMDD, 19YY. */
    birth: string;
    /** The ID number's four sequence digits (5000+ male, below female). */
    sequence: string;
    cell: string;
    address: readonly [string, string];
  };
  premium: string;
  /** A stop order's agency (one of demoAgencies). */
  agencyNumber?: string;
  /** The consent requests made, oldest first ([] when consent was never asked). */
  attempts: readonly DemoAttempt[];
  /** The signed mandate is stored (the list offers Download Forms). */
  formsReady?: boolean;
  /** When the application was captured, in days before the world's `now`. */
  daysAgo: number;
}

const THANDI = '1004521';

export const demoApplications: readonly DemoApplication[] = [
  {
    employeeNumber: THANDI,
    policyNumber: 'FN10023456',
    paymentMethod: 'Stop Order',
    client: {
      name: 'Sipho',
      surname: 'Dlamini',
      birth: '850412',
      sequence: '5081',
      cell: '0821234567',
      address: ['PO Box 4410', 'Durban 4000'],
    },
    premium: '150',
    agencyNumber: '104501',
    attempts: [],
    daysAgo: 1,
  },
  {
    employeeNumber: THANDI,
    policyNumber: 'FN10023457',
    paymentMethod: 'Debit Order',
    client: {
      name: 'Nomsa',
      surname: 'Zulu',
      birth: '900723',
      sequence: '0164',
      cell: '0837654321',
      address: ['Private Bag X12', 'Pinetown 3600'],
    },
    premium: '215.50',
    attempts: ['accepted'],
    daysAgo: 3,
  },
  {
    employeeNumber: THANDI,
    policyNumber: 'FN10023458',
    paymentMethod: 'Stop Order',
    client: {
      name: 'Johan',
      surname: 'Botha',
      birth: '780115',
      sequence: '5023',
      cell: '0729876543',
      address: ['18 Jacaranda Street', 'Umhlanga 4319'],
    },
    premium: '99.90',
    agencyNumber: '310077',
    attempts: ['rejected'],
    daysAgo: 5,
  },
  {
    employeeNumber: THANDI,
    policyNumber: 'MER00000123459',
    paymentMethod: 'Stop Order',
    client: {
      name: 'Precious',
      surname: 'Khumalo',
      birth: '960302',
      sequence: '0870',
      cell: '0615550123',
      address: ['PO Box 221', 'Bellville 7535'],
    },
    premium: '180',
    agencyNumber: '450019',
    attempts: ['accepted'],
    formsReady: true,
    daysAgo: 8,
  },
  {
    employeeNumber: THANDI,
    policyNumber: 'FN10023460',
    paymentMethod: 'Debit Order',
    client: {
      name: 'Ayesha',
      surname: 'Patel',
      birth: '881130',
      sequence: '0255',
      cell: '0794441234',
      address: ['7 Acacia Road', 'Pietermaritzburg 3201'],
    },
    premium: '120',
    attempts: ['noAnswer'],
    daysAgo: 12,
  },
  {
    employeeNumber: '1007788',
    policyNumber: 'FN20031001',
    paymentMethod: 'Stop Order',
    client: {
      name: 'Marius',
      surname: 'Steyn',
      birth: '750918',
      sequence: '5112',
      cell: '0845553210',
      address: ['PO Box 4410', 'Durban 4000'],
    },
    premium: '250',
    agencyNumber: '104501',
    attempts: [],
    daysAgo: 2,
  },
  {
    employeeNumber: '1011200',
    policyNumber: 'FN40010001',
    paymentMethod: 'Debit Order',
    client: {
      name: 'Kavitha',
      surname: 'Naidoo',
      birth: '920605',
      sequence: '0347',
      cell: '0711239876',
      address: ['Private Bag X12', 'Pinetown 3600'],
    },
    premium: '135',
    attempts: [],
    daysAgo: 4,
  },
  {
    // Accepted on the second request, after the first went unanswered: ready to generate forms.
    employeeNumber: THANDI,
    policyNumber: 'FN10023461',
    paymentMethod: 'Stop Order',
    client: {
      name: 'Bongani',
      surname: 'Mthembu',
      birth: '830919',
      sequence: '5190',
      cell: '0763218899',
      address: ['22 Musgrave Road', 'Durban 4001'],
    },
    premium: '165',
    agencyNumber: '220310',
    attempts: ['noAnswer', 'accepted'],
    daysAgo: 2,
  },
  {
    employeeNumber: THANDI,
    policyNumber: 'FN10023462',
    paymentMethod: 'Debit Order',
    client: {
      name: 'Zanele',
      surname: 'Ndlovu',
      birth: '950214',
      sequence: '0412',
      cell: '0829871234',
      address: ['PO Box 918', 'Newcastle 2940'],
    },
    premium: '89.90',
    attempts: ['waiting'],
    daysAgo: 0.5,
  },
  {
    employeeNumber: THANDI,
    policyNumber: 'FN10023463',
    paymentMethod: 'Stop Order',
    client: {
      name: 'Themba',
      surname: 'Cele',
      birth: '870630',
      sequence: '5277',
      cell: '0731112222',
      address: ['41 Church Street', 'Richards Bay 3900'],
    },
    premium: '175',
    agencyNumber: '512800',
    attempts: ['networkError'],
    daysAgo: 6,
  },
  {
    employeeNumber: THANDI,
    policyNumber: 'FN10023464',
    paymentMethod: 'Debit Order',
    client: {
      name: 'Lindiwe',
      surname: 'Mahlangu',
      birth: '911108',
      sequence: '0089',
      cell: '0842223344',
      address: ['9 Protea Lane', 'Ballito 4420'],
    },
    premium: '110',
    attempts: ['cancelled'],
    daysAgo: 9,
  },
];

/** Cellphone numbers of the demo clients: the sandbox's handset simulator offers these. */
export const demoCellNumbers = demoApplications.map((a) => ({
  cellphoneNumber: a.client.cell,
  client: `${a.client.name} ${a.client.surname}`,
  policyNumber: a.policyNumber,
}));

/** Where an application stands, as the screens tell it. */
export type DemoState = 'neverAsked' | DemoAttempt | 'formsReady';

export function demoStateOf(app: DemoApplication): DemoState {
  if (app.formsReady) return 'formsReady';
  return app.attempts.at(-1) ?? 'neverAsked';
}
