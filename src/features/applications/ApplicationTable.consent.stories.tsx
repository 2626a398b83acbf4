import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApplicationRow, UssdLogEntry } from '../../api';
import { routes } from '../../api/endpoints';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import type { ApplicationTable } from './ApplicationTable';
import { logEntry as entry, signedInList } from './ApplicationTable.story-helpers';

/**
 * The list's consent states (docs/behaviour.md#consent-in-the-list): each row's badge from its
 * plan's log, a row whose log is loading or failed, and the status filter by consent state.
 * Story data is built here: one row per state, each with its own log.
 */

type LogScenario = UssdLogEntry[] | 'failed' | 'loading';

interface Case {
  policy: string;
  name: string;
  log: LogScenario;
  fileNetId?: string;
  words: string;
}

const CASES: Case[] = [
  { policy: 'CS0001', name: 'Never Asked', log: [], words: 'No Consent' },
  {
    policy: 'CS0002',
    name: 'Reading Now',
    log: [entry('CS0002', null, 0)],
    words: 'Waiting',
  },
  {
    policy: 'CS0003',
    name: 'Said No',
    log: [entry('CS0003', 'TimeOut', 90), entry('CS0003', 'REJECT', 30)],
    words: 'Rejected',
  },
  {
    policy: 'CS0004',
    name: 'Never Answered',
    log: [entry('CS0004', 'REJECT', 90), entry('CS0004', 'TimeOut', 20)],
    words: 'No answer',
  },
  {
    policy: 'CS0005',
    name: 'Said Yes',
    log: [entry('CS0005', 'REJECT', 60), entry('CS0005', 'ACCEPT', 10)],
    words: 'Accepted',
  },
  {
    policy: 'CS0006',
    name: 'All Done',
    log: [entry('CS0006', 'ACCEPT', 300)],
    fileNetId: 'file-6',
    words: 'Forms ready',
  },
  { policy: 'CS0007', name: 'Log Broken', log: 'failed', words: 'Consent not checked' },
  { policy: 'CS0008', name: 'Log Slow', log: 'loading', words: 'Checking consent…' },
  {
    policy: 'CS0009',
    name: 'Call Dropped',
    log: [entry('CS0009', 'TimeOut', 15, 'NETWORK_ERROR')],
    words: 'Network error',
  },
  {
    policy: 'CS0010',
    name: 'Called Off',
    log: [entry('CS0010', 'TimeOut', 25, 'CANCELLED')],
    words: 'Cancelled',
  },
];

function rowOf(item: Case, i: number): ApplicationRow {
  return {
    _id: `plan-${item.policy}`,
    policyNumber: item.policy,
    clientInfo: { name: item.name.split(' ')[0], surname: item.name.split(' ')[1] },
    createdAt: `2026-03-${String(10 + i).padStart(2, '0')}T09:00:00.000Z`,
    fileNetId: item.fileNetId ?? null,
  };
}

/** The log route answering each case's log, after `ms` (a slow service). */
function logHandler(cases: Case[], ms: number | 'infinite' = 0) {
  return http.get(`*${routes.clientUssdLog}`, async ({ params }) => {
    const item = cases.find((c) => c.policy === params.policyNumber);
    if (!item) return HttpResponse.json({ statusCode: 404, message: 'Not found' }, { status: 404 });
    if (item.log === 'loading') await delay('infinite');
    await delay(ms);
    if (item.log === 'failed')
      return HttpResponse.json(
        { statusCode: 503, error: 'Service Unavailable', message: 'Try later' },
        { status: 503 },
      );
    return HttpResponse.json({ data: item.log });
  });
}

const rows = CASES.map(rowOf);
const slow = { timeout: 5000 };
/** The policy numbers the table shows (each row's header, less the card's 'Policy Number' label). */
const shown = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((h) => /CS\d+/.exec(h.textContent ?? '')?.[0]);
const rowOfPolicy = (canvas: HTMLElement, policy: string) =>
  within(canvas)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: new RegExp(policy) }))!;

const meta = {
  title: 'Features/Applications/ApplicationTable consent states',
  ...signedInList,
  args: { ...signedInList.args, rows },
  parameters: {
    msw: { handlers: { clientUssdLog: logHandler(CASES) } },
  },
} satisfies Meta<typeof ApplicationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each row says its consent state in words, one word per outcome (a log still loading, a log
 * that failed too), and its next step.
 */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    for (const item of CASES) {
      await waitFor(
        () => expect(rowOfPolicy(canvasElement, item.policy)).toHaveTextContent(item.words),
        slow,
      );
    }
    const next = (policy: string) => rowOfPolicy(canvasElement, policy);
    await expect(next('CS0005')).toHaveTextContent('Next: Generate Forms');
    await expect(next('CS0001')).toHaveTextContent('Next: Ask for consent');
    await expect(next('CS0003')).toHaveTextContent('Next: Ask again');
    await expect(next('CS0009')).toHaveTextContent('Next: Ask again');
    await expect(next('CS0002')).toHaveTextContent('Next: Wait for the answer');
    // Finished: the row's Download Forms is all there is.
    await expect(next('CS0006')).not.toHaveTextContent('Next:');
  },
};

/** Rows whose logs are slow say so until they arrive; the list itself is there at once. */
export const LoadingStates: Story = {
  parameters: { msw: { handlers: { clientUssdLog: logHandler(CASES, 'infinite') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit CS0001' })).toBeVisible();
    for (const item of CASES.filter((c) => !c.fileNetId)) {
      await expect(rowOfPolicy(canvasElement, item.policy)).toHaveTextContent('Checking consent…');
    }
    // Forms ready needs no log.
    await expect(rowOfPolicy(canvasElement, 'CS0006')).toHaveTextContent('Forms ready');
  },
};

/**
 * The status filter picks a consent state: the rows' logs are read, and only the rows in that
 * state stay; a row whose log failed is counted as not checked, never shown as a match.
 */
export const FilterByConsentState: Story = {
  args: { rows: rows.filter((r) => r.policyNumber !== 'CS0008') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Rejected' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('status')).toHaveTextContent(
          '1 of 9 applications match; consent could not be checked for 1 application',
        ),
      slow,
    );
    const table = canvas.getByRole('table', { name: 'Consent Application List' });
    await expect(shown(table)).toEqual(['CS0003']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Accepted' }));
    await waitFor(() => expect(shown(table)).toEqual(['CS0005']));
    // A network error and a cancelled request are their own words, and their own filters.
    await userEvent.click(canvas.getByRole('radio', { name: 'Network error' }));
    await waitFor(() => expect(shown(table)).toEqual(['CS0009']));
    await userEvent.click(canvas.getByRole('radio', { name: 'Cancelled' }));
    await waitFor(() => expect(shown(table)).toEqual(['CS0010']));
    await userEvent.click(canvas.getByRole('radio', { name: 'No Consent' }));
    await waitFor(() => expect(shown(table)).toEqual(['CS0001']));
  },
};

/**
 * On slow services the filter shows what it has found so far and how far it has got, with a
 * progress bar; the count is never a final answer until every log is read.
 */
export const FilterWhileChecking: Story = {
  args: { rows: rows.filter((r) => r.policyNumber !== 'CS0008') },
  parameters: { msw: { handlers: { clientUssdLog: logHandler(CASES, 400) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'No answer' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/found so far: consent checked for/),
    );
    await expect(canvas.getByRole('progressbar', { name: 'Consent checked' })).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('1 of 9 applications match'),
      { timeout: 5000 },
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(rowOfPolicy(canvasElement, 'CS0004')).toHaveTextContent('No answer');
  },
};

/** On a phone each card carries its state in words, under the card's other lines. */
export const CardsOnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvasElement }) => {
    // The oldest application, last of the queue, far below: still being read.
    await waitFor(() =>
      expect(rowOfPolicy(canvasElement, 'CS0001')).toHaveTextContent('StatusChecking consent…'),
    );
    const oldest = rowOfPolicy(canvasElement, 'CS0001');
    const heightWhileChecking = oldest.getBoundingClientRect().height;
    // A card keeps a line for its next step while its state is read, so CS0003's card starts
    // more than a screen below: brought near, its log is read.
    rowOfPolicy(canvasElement, 'CS0003').scrollIntoView();
    await waitFor(
      () => expect(rowOfPolicy(canvasElement, 'CS0003')).toHaveTextContent('StatusRejected'),
      slow,
    );
    // The oldest: its log is read once it comes near the screen, and its state arriving does
    // not change its card's height (no layout shift).
    oldest.scrollIntoView();
    await waitFor(() => expect(oldest).toHaveTextContent('StatusNo Consent'), slow);
    await expect(oldest.getBoundingClientRect().height).toBe(heightWhileChecking);
    // Nothing scrolls sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
