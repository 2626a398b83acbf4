/**
 * For ApplicationTable's stories only: the list as the home page shows it, under its heading,
 * with an adviser signed in (the rows' consent states are read with the adviser's token, as in
 * the app). Spread it into a meta, with the meta's rows in its args.
 */
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { UssdLogEntry } from '../../api';
import { seedSessionToken } from '../../api/mocks';
import { ApplicationTable } from './ApplicationTable';

export const signedInList = {
  component: ApplicationTable,
  args: { onEdit: fn(), onDownload: fn(), labelledBy: 'applications-heading' },
  beforeEach: () => seedSessionToken(),
  decorators: [
    (Story) => (
      <>
        <h2 id="applications-heading">Consent Application List</h2>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ApplicationTable>;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * A USSD log entry for a story's row: sent `minutes` ago to the plan `plan-{policy}`, answered
 * `response` (null: not yet), its ending `consentStatus` (the response by default).
 */
export function logEntry(
  policy: string,
  response: string | null,
  minutes: number,
  consentStatus: string | null = response,
): UssdLogEntry {
  return {
    _id: `log-${policy}-${minutes}`,
    cellphoneNumber: '0821234567',
    channel: 'Electronic',
    date: minutesAgo(minutes),
    message: 'Consent',
    planReference: `plan-${policy}`,
    maskedCellphoneNumber: '082****567',
    transactionId: `tx-${policy}-${minutes}`,
    billingUserGuid: 'billingUserGuid',
    instructionType: 'instructionType',
    userLdapGuid: 'userLdapGuid',
    response,
    consentStatus,
    createdAt: minutesAgo(minutes),
  };
}
