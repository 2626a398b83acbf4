import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UssdLogEntry } from '../../api';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import { ConsentHistory } from './ConsentHistory';
import type { LiveAttempt } from './history-rows';

/** The clock every story reads: Friday 20 November 2026, 12:00 UTC. */
const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const MESSAGE =
  'Meridian to deduct R150.50 mnthly from salary for emp *12345678 for MFP00012345 from 12/2026';

/** A log entry of the demo application, `sentMinutesAgo` before NOW, answered `tookS` later. */
function entry(
  n: number,
  sentMinutesAgo: number,
  answer: Partial<UssdLogEntry> & { tookS?: number } = {},
): UssdLogEntry {
  const { tookS = 30, ...patch } = answer;
  const sent = NOW - minutes(sentMinutesAgo);
  return {
    _id: `log-${n}`,
    billingUserGuid: 'billingUserGuid',
    cellphoneNumber: '0821234567',
    channel: 'Electronic',
    date: iso(sent),
    instructionType: 'instructionType',
    message: MESSAGE,
    planReference: '65f0c0ffee0000000000a001',
    maskedCellphoneNumber: '082****567',
    transactionId: `TX-${n}`,
    userLdapGuid: 'userLdapGuid',
    createdAt: iso(sent),
    updatedAt: iso(sent + (patch.response ? tookS * 1000 : 0)),
    ...patch,
  };
}

const accepted = { response: 'ACCEPT', consentStatus: 'ACCEPT' };
const rejected = { response: 'REJECT', consentStatus: 'REJECT' };
const timedOut = {
  response: 'TimeOut',
  consentStatus: 'TIMEOUT',
  verifierMessage: 'The client did not answer within 120 seconds',
  tookS: 120,
};
const dropped = {
  response: 'TimeOut',
  consentStatus: 'NETWORK_ERROR',
  verifierMessage: 'The USSD session was dropped by the network before the client answered',
  tookS: 14,
};
const cancelled = { response: 'TimeOut', consentStatus: 'CANCELLED', tookS: 45 };

const meta = {
  title: 'Features/Consent history/ConsentHistory',
  component: ConsentHistory,
  args: { entries: [], now: NOW },
} satisfies Meta<typeof ConsentHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
const history = (canvasElement: HTMLElement) =>
  within(
    canvasOf(canvasElement).getByRole('table', {
      name: 'Consent requests for this application, newest first',
    }),
  );
/** The outcome column's text of each request, top to bottom. */
const outcomes = (canvasElement: HTMLElement) =>
  history(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

/** Never asked: the heading, and a sentence instead of an empty table. */
export const NoRequests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Consent history', level: 2 })).toBeVisible();
    await expect(canvas.getByText('No consent requests yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** One request, accepted after 42 s: when, to which number, the answer, the prompt. */
export const OneAccepted: Story = {
  args: { entries: [entry(1, 90, { ...accepted, tookS: 42 })] },
  play: async ({ canvasElement }) => {
    const table = history(canvasElement);
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Sent', 'Sent to', 'Outcome', 'Version', 'USSD message']);
    const [sent] = table.getAllByRole('rowheader');
    await expect(sent).toHaveTextContent('Answered after 42 s');
    await expect(sent).toHaveTextContent('Counts today');
    await expect(sent.querySelector('time')).toHaveAttribute('datetime', iso(NOW - minutes(90)));
    await expect(table.getByRole('cell', { name: '082****567' })).toBeVisible();
    await expect(table.getByText('Accepted')).toBeVisible();
    await expect(table.getAllByText(MESSAGE)[0]).toBeVisible();
    await expect(table.getByText('This application as it is now')).toBeVisible();
    await expect(canvasOf(canvasElement).getByText(/^1 request, newest first\./)).toHaveTextContent(
      'Sent in the last 24 hours, counting against today’s 3 attempts: 1 (marked ‘Counts today’)',
    );
  },
};

/** Three requests that failed in different ways, each in words and with the verifier's. */
export const FailedSeries: Story = {
  args: {
    entries: [
      entry(1, 300, rejected),
      entry(2, 200, timedOut),
      entry(3, 100, dropped),
      entry(4, 50, cancelled),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(outcomes(canvasElement)).toEqual([
      'Cancelled',
      expect.stringMatching(/^Network error.*Verifier: The USSD session was dropped/),
      expect.stringMatching(/^No answer.*Verifier: The client did not answer/),
      'Rejected',
    ]);
    const sent = history(canvasElement).getAllByRole('rowheader');
    await expect(sent[0]).toHaveTextContent('Cancelled after 45 s');
    await expect(sent[1]).toHaveTextContent('Ended after 14 s');
  },
};

/**
 * Two requests before an edit cleared consent (one accepted, two days ago), one after: the
 * earlier ones say so, with the date of the edit, and no longer count today.
 */
export const ArchivedAfterEdit: Story = {
  args: {
    entries: [
      entry(1, minutes(60 * 50) / 60_000, {
        ...rejected,
        archived: true,
        archivedAt: iso(NOW - minutes(60 * 30)),
      }),
      entry(2, minutes(60 * 49) / 60_000, {
        ...accepted,
        archived: true,
        archivedAt: iso(NOW - minutes(60 * 30)),
      }),
      entry(3, 20, rejected),
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = history(canvasElement).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('This application as it is now');
    await expect(rows[0]).toHaveTextContent('Counts today');
    for (const row of rows.slice(1)) {
      await expect(row).toHaveTextContent('Earlier version, cleared by the edit of');
      await expect(row).not.toHaveTextContent('Counts today');
      await expect(row.querySelectorAll('time')[1]).toHaveAttribute(
        'datetime',
        iso(NOW - minutes(60 * 30)),
      );
    }
    await expect(outcomes(canvasElement)).toEqual(['Rejected', 'Accepted', 'Rejected']);
  },
};

const live: LiveAttempt = {
  state: { kind: 'waiting' },
  transactionId: 'TX-3',
  maskedCellphoneNumber: '082****567',
  message: MESSAGE,
  startedAt: NOW - 30_000,
  endedAt: null,
  secondsLeft: 90,
};

/** The request in flight is on top at once, with the time left, before the log holds it. */
export const InFlight: Story = {
  args: { entries: [entry(1, 200, rejected), entry(2, 100, dropped)], live },
  play: async ({ canvasElement }) => {
    await expect(outcomes(canvasElement)).toEqual([
      'Waiting1:30 left',
      expect.stringMatching(/^Network error/),
      'Rejected',
    ]);
    await expect(canvasOf(canvasElement).getByText(/^3 requests/)).toHaveTextContent(
      'counting against today’s 3 attempts: 3 ',
    );
  },
};

/** The history is on its way: said in words, the rest of the screen carries on. */
export const Loading: Story = {
  args: { entries: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the consent history…');
    await expect(canvas.queryByText('No consent requests yet')).toBeNull();
  },
};

/** The history failed to load: its own message and a way to try again. */
export const LoadFailed: Story = {
  args: { entries: undefined, error: { message: 'Error: 503' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The consent history could not be loaded (Error: 503).',
    );
    await expect(canvas.queryByText('No consent requests yet')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Failed, then loaded by Try again: the button goes, and the heading takes its focus. */
function FailsOnce() {
  const [failed, setFailed] = useState(true);
  return (
    <ConsentHistory
      entries={failed ? undefined : [entry(1, 90, { ...accepted, tookS: 42 })]}
      error={failed ? { message: 'Error: 503' } : null}
      onRetry={() => setFailed(false)}
      now={NOW}
    />
  );
}

export const TryAgainThenLoaded: Story = {
  render: () => <FailsOnce />,
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Consent history' })).toHaveFocus(),
    );
  },
};

/** Fifty requests over a month: the newest ten, then all of them on request. */
export const FiftyRequests: Story = {
  args: {
    entries: Array.from({ length: 50 }, (_, i) =>
      entry(i + 1, (50 - i) * 60 * 14, i % 3 === 0 ? dropped : i % 3 === 1 ? timedOut : rejected),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(history(canvasElement).getAllByRole('row')).toHaveLength(1 + 10);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 50 requests' }));
    await expect(history(canvasElement).getAllByRole('row')).toHaveLength(1 + 50);
    await expect(canvas.getByRole('button', { name: 'Show the newest 10' })).toBeVisible();
  },
};

/** On a phone: each request a card, nothing scrolls sideways, the prompt behind a disclosure. */
export const OnAPhone: Story = {
  ...FailedSeries,
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const table = history(canvasElement);
    await expect(table.queryByRole('columnheader', { name: 'Sent' })).toBeTruthy();
    const host = canvasElement.firstElementChild as HTMLElement;
    await expect(host.scrollWidth).toBeLessThanOrEqual(host.clientWidth);
    const [first] = table.getAllByText('USSD message', { selector: 'summary' });
    await expect(table.getAllByText(MESSAGE)[1]).not.toBeVisible();
    await userEvent.click(first);
    await expect(table.getAllByText(MESSAGE)[1]).toBeVisible();
  },
};
