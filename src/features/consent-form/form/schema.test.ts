import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_FORM_FIELDS,
  canonicalPremium,
  consentFormSchema,
  emptyConsentForm,
  formMessages,
  type ConsentFormValues,
} from './schema';

const date = (y: number, m: number, d: number) => new CalendarDate(y, m, d);

function stopOrderForm(overrides: Partial<ConsentFormValues> = {}): ConsentFormValues {
  return {
    ...emptyConsentForm(),
    policyNumber: 'MFP00012345',
    appType: 'New business',
    paymentMethod: 'Stop Order',
    startDate: date(2025, 2, 1),
    totalPremium: '150',
    firstName: 'Thandiwe',
    initial: 'T',
    surname: 'Nkosi',
    idNumber: '8501150234085',
    birthDate: date(1985, 1, 15),
    cellNumber: '0821234567',
    addressLineOne: 'PO Box 1123',
    addressLineTwo: 'Soweto 1804',
    agencyNumber: 'AG1001',
    agencyDescription: 'Gauteng Department of Education',
    emRefNumber: 'PERSAL12345678',
    stopOrderDate: date(2025, 2, 25),
    ...overrides,
  };
}

function debitOrderForm(overrides: Partial<ConsentFormValues> = {}): ConsentFormValues {
  return stopOrderForm({
    paymentMethod: 'Debit Order',
    agencyNumber: '',
    agencyDescription: '',
    emRefNumber: '',
    stopOrderDate: null,
    bankName: 'Standard Bank',
    accountNumber: '1234567890',
    accountType: 'Savings',
    branchCode: '051001',
    debitOrderDate: date(2025, 3, 1),
    ...overrides,
  });
}

/** The messages per field of a parse, in issue order. */
function errors(values: ConsentFormValues): Record<string, string[]> {
  const result = consentFormSchema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
const firstError = (values: ConsentFormValues, field: string) => errors(values)[field]?.[0];

describe('a complete form', () => {
  it('passes for a stop order and for a debit order', () => {
    expect(errors(stopOrderForm())).toEqual({});
    expect(errors(debitOrderForm())).toEqual({});
  });

  it('trims text on the way out', () => {
    const parsed = consentFormSchema.parse(stopOrderForm({ firstName: '  Thandiwe ' }));
    expect(parsed.firstName).toBe('Thandiwe');
  });
});

describe('policy number', () => {
  it('is required', () => {
    expect(errors(stopOrderForm({ policyNumber: '' })).policyNumber).toEqual([
      'Enter the policy number',
    ]);
  });

  it('takes letters, digits and underscore up to 14 characters', () => {
    expect(firstError(stopOrderForm({ policyNumber: 'MFP_0001234567' }), 'policyNumber')).toBe(
      undefined,
    );
  });

  it('refuses a 15th character', () => {
    expect(firstError(stopOrderForm({ policyNumber: 'MFP000000012345' }), 'policyNumber')).toBe(
      'Policy number must be 14 characters or fewer',
    );
  });

  it.each([
    ['a space', 'MFP 00012345'],
    ['a hyphen', 'MFP-00012345'],
    ['a leading space', ' MFP00012345'],
    ['a slash', 'MFP/1'],
    ['an accented letter', 'MFPÉ1'],
  ])("refuses %s: 'No special characters allowed'", (_, policyNumber) => {
    expect(firstError(stopOrderForm({ policyNumber }), 'policyNumber')).toBe(
      'No special characters allowed',
    );
  });
});

describe('total premium', () => {
  it.each(['150', '0', '99.5', '99.50', '1000000'])('accepts %s', (totalPremium) => {
    expect(firstError(stopOrderForm({ totalPremium }), 'totalPremium')).toBeUndefined();
  });

  it(".5 is accepted (it is sent as '0.5')", () => {
    expect(firstError(stopOrderForm({ totalPremium: '.5' }), 'totalPremium')).toBeUndefined();
    expect(canonicalPremium('.5')).toBe('0.5');
  });

  it("10. is accepted (it is sent as '10')", () => {
    expect(firstError(stopOrderForm({ totalPremium: '10.' }), 'totalPremium')).toBeUndefined();
    expect(canonicalPremium('10.')).toBe('10');
  });

  it.each(['1.234', '.', '1,5', '-5', '1e3', '1 000', 'R150', '1.2.3', '..5'])(
    "refuses %s: 'Number up to two decimal places allowed'",
    (totalPremium) => {
      expect(firstError(stopOrderForm({ totalPremium }), 'totalPremium')).toBe(
        'Number up to two decimal places allowed',
      );
    },
  );

  it('is required, with one message only', () => {
    expect(errors(stopOrderForm({ totalPremium: '  ' })).totalPremium).toEqual([
      'Enter the total premium',
    ]);
  });

  it('canonical premiums match the contract: no leading zeros, fraction kept as typed', () => {
    expect(canonicalPremium('007.50')).toBe('7.50');
    expect(canonicalPremium(' 12 ')).toBe('12');
    expect(canonicalPremium('0.05')).toBe('0.05');
    expect(canonicalPremium('000')).toBe('0');
  });
});

describe('ID number', () => {
  it('allows 13 characters, and passport numbers', () => {
    expect(firstError(stopOrderForm({ idNumber: '8501150234085' }), 'idNumber')).toBeUndefined();
    expect(firstError(stopOrderForm({ idNumber: 'A12345678' }), 'idNumber')).toBeUndefined();
  });

  it('refuses a 14th character, counting without surrounding white space', () => {
    expect(firstError(stopOrderForm({ idNumber: '85011502340851' }), 'idNumber')).toBe(
      'ID / Passport number must be 13 characters or fewer',
    );
    expect(firstError(stopOrderForm({ idNumber: ' 8501150234085 ' }), 'idNumber')).toBeUndefined();
  });
});

describe('required fields', () => {
  it('an empty form names every always-required field, with its own message', () => {
    const found = errors(emptyConsentForm());
    expect(found).toEqual({
      policyNumber: ['Enter the policy number'],
      appType: ['Select the application type'],
      paymentMethod: ['Select the payment method'],
      startDate: ['Enter the start date'],
      totalPremium: ['Enter the total premium'],
      firstName: ['Enter the first name'],
      initial: ['Enter the initial'],
      surname: ['Enter the surname'],
      idNumber: ['Enter the ID or passport number'],
      birthDate: ['Enter the date of birth'],
      cellNumber: ['Enter the cellphone number'],
      addressLineOne: ['Enter the first line of the postal address'],
      addressLineTwo: ['Enter the second line of the postal address'],
    });
  });

  it('scheme code, head office, deduction code and employer code are optional', () => {
    expect(
      errors(
        stopOrderForm({ schemeCode: '', headOffice: '', deductionCode: '', employerCode: '' }),
      ),
    ).toEqual({});
  });

  it('white space alone does not fill a required field', () => {
    expect(firstError(stopOrderForm({ surname: '   ' }), 'surname')).toBe('Enter the surname');
  });
});

describe('payment method groups', () => {
  it('stop order requires agency number and description, employee ref and first deduction date', () => {
    const found = errors(
      stopOrderForm({
        agencyNumber: '',
        agencyDescription: '',
        emRefNumber: ' ',
        stopOrderDate: null,
      }),
    );
    expect(found).toEqual({
      agencyNumber: ['Enter the agency number'],
      agencyDescription: [formMessages.required.agencyDescription],
      emRefNumber: ['Enter the employee reference number'],
      stopOrderDate: ['Enter the first deduction date'],
    });
  });

  it('stop order ignores the debit-order fields', () => {
    expect(errors(stopOrderForm({ bankName: '', accountType: '', debitOrderDate: null }))).toEqual(
      {},
    );
  });

  it('debit order requires bank, branch code, account number and type, first deduction date', () => {
    const found = errors(
      debitOrderForm({
        bankName: '',
        branchCode: '',
        accountNumber: '',
        accountType: '',
        debitOrderDate: null,
      }),
    );
    expect(found).toEqual({
      bankName: ['Enter the bank name'],
      branchCode: ['Enter the branch code'],
      accountNumber: ['Enter the account number'],
      accountType: ['Select the account type'],
      debitOrderDate: ['Enter the first deduction date'],
    });
  });

  it('debit order ignores the stop-order fields', () => {
    expect(errors(debitOrderForm({ agencyNumber: '', emRefNumber: '' }))).toEqual({});
  });

  it('changing the payment method swaps which group is required', () => {
    const filledStopOnly = stopOrderForm();
    expect(errors(filledStopOnly)).toEqual({});
    expect(Object.keys(errors({ ...filledStopOnly, paymentMethod: 'Debit Order' }))).toEqual([
      'bankName',
      'branchCode',
      'accountNumber',
      'accountType',
      'debitOrderDate',
    ]);
  });

  it('reports a missing group field in the same submit as other missing fields', () => {
    const found = errors(stopOrderForm({ firstName: '', emRefNumber: '' }));
    expect(Object.keys(found).sort()).toEqual(['emRefNumber', 'firstName']);
  });

  it('requires no group before a payment method is chosen', () => {
    expect(Object.keys(errors(stopOrderForm({ paymentMethod: '', agencyNumber: '' })))).toEqual([
      'paymentMethod',
    ]);
  });
});

describe('selects and dates', () => {
  it('accept only the listed options', () => {
    const bad = { ...stopOrderForm(), appType: 'New Business' } as unknown as ConsentFormValues;
    expect(firstError(bad, 'appType')).toBe('Select the application type');
    const badAccount = {
      ...debitOrderForm(),
      accountType: 'Cheque',
    } as unknown as ConsentFormValues;
    expect(firstError(badAccount, 'accountType')).toBe('Select the account type');
  });

  it('dates are CalendarDate values; anything else is not a date', () => {
    const stringDate = {
      ...stopOrderForm(),
      startDate: '2025-02-01',
    } as unknown as ConsentFormValues;
    expect(firstError(stringDate, 'startDate')).toBe(formMessages.notADate);
    expect(consentFormSchema.parse(stopOrderForm()).startDate).toEqual(date(2025, 2, 1));
  });
});

describe('emptyConsentForm', () => {
  it('gives a fresh object each time with every field of the schema, in screen order', () => {
    expect(emptyConsentForm()).not.toBe(emptyConsentForm());
    expect(CONSENT_FORM_FIELDS).toEqual(Object.keys(consentFormSchema.shape));
  });
});
