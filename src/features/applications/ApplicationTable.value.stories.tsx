import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApplicationRow, UssdLogEntry } from '../../api';
import { routes } from '../../api/endpoints';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import type { ApplicationTable } from './ApplicationTable';
import { logEntry as entry, signedInList } from './ApplicationTable.story-helpers';

/**
 * The queue by value at a phone's width (docs/behaviour.md#application-list,
 * docs/decisions/0018-queue-by-value.md): the rows are placed once and then stay; "Order by what
 * to do next" is offered when ordering again would move a row; each status chip shows its count,
 * "at least" while some logs are unread; an empty search offers Clear search and Show all.
 */

const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}T09:00:00.000Z`;

/** The service's order (newest first): one application in each state. */
const APPS: { policy: string; created: number; fileNetId?: string; log: UssdLogEntry[] }[] = [
  { policy: 'V0008', created: 20, log: [] },
  { policy: 'V0007', created: 19, fileNetId: 'doc-7', log: [] },
  { policy: 'V0006', created: 18, log: [entry('V0006', null, 0)] },
  { policy: 'V0005', created: 17, log: [entry('V0005', 'TimeOut', 30, 'CANCELLED')] },
  { policy: 'V0004', created: 16, log: [entry('V0004', 'TimeOut', 40)] },
  { policy: 'V0003', created: 15, log: [entry('V0003', 'REJECT', 50)] },
  { policy: 'V0002', created: 14, log: [entry('V0002', 'ACCEPT', 60)] },
];

const rows: ApplicationRow[] = APPS.map((item) => ({
  _id: `plan-${item.policy}`,
  policyNumber: item.policy,
  clientInfo: { name: 'Client', surname: item.policy },
  createdAt: day(item.created),
  fileNetId: item.fileNetId ?? null,
}));

const logs = http.get(`*${routes.clientUssdLog}`, ({ params }) =>
  HttpResponse.json({
    data: APPS.find((c) => c.policy === params.policyNumber)?.log ?? [],
  }),
);

const shown = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('rowheader')
    .map((h) => /V\d+/.exec(h.textContent ?? '')?.[0]);
const slow = { timeout: 5000 };
/** The count a chip shows (its words are the radio's description). */
const shownCount = (radio: HTMLElement) =>
  radio.closest('label')!.querySelector('[aria-hidden="true"]')!.textContent;
/** The empty list's own buttons (the search field's ✕ is also named Clear search). */
const emptyList = (canvas: HTMLElement) => within(within(canvas).getByRole('table'));

const meta = {
  title: 'Features/Applications/ApplicationTable by value',
  ...signedInList,
  ...onAPhone,
  args: { ...signedInList.args, rows },
  parameters: { ...onAPhone.parameters, msw: { handlers: { clientUssdLog: logs } } },
} satisfies Meta<typeof ApplicationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * First shown with no state known: newest first, finished last. The states arrive and move no
 * row; "Order by what to do next" appears, on a line that was there already (nothing moves), and
 * orders by what the adviser can do next: Accepted, then the ones to ask again, then Waiting, No
 * consent, Forms ready.
 */
export const OrderByWhatToDoNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = shown(canvasElement);
    await expect(first).toEqual(['V0008', 'V0006', 'V0005', 'V0004', 'V0003', 'V0002', 'V0007']);
    const firstRowTop = () => canvas.getAllByRole('row')[1].getBoundingClientRect().top;
    const top = firstRowTop();
    const again = await canvas.findByRole('button', { name: 'Order by what to do next' }, slow);
    await expect(shown(canvasElement)).toEqual(first);
    await expect(firstRowTop()).toBe(top);
    await userEvent.click(again);
    await expect(shown(canvasElement)).toEqual([
      'V0002',
      'V0005',
      'V0004',
      'V0003',
      'V0006',
      'V0008',
      'V0007',
    ]);
    // In value order now: nothing more to offer.
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Order by what to do next' })).toBeNull(),
    );
  },
};

/**
 * Each chip shows its count. While some rows' logs are unread, a consent state's count is "at
 * least" ("1+"), and the group says why; All, Forms ready and Unsaved draft are exact at once.
 */
export const ChipCounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = (name: string) => canvas.getByRole('radio', { name });
    await expect(chip('All')).toHaveAccessibleDescription('7');
    await expect(chip('Forms ready')).toHaveAccessibleDescription('1');
    // Every log read (the filter reads them all): exact counts.
    await userEvent.click(chip('Accepted'));
    await waitFor(() => expect(chip('Accepted')).toHaveAccessibleDescription('1'), slow);
    await expect(chip('Rejected')).toHaveAccessibleDescription('1');
    await expect(chip('Waiting')).toHaveAccessibleDescription('1');
    await expect(chip('No Consent')).toHaveAccessibleDescription('1');
    await expect(shownCount(chip('Accepted'))).toBe('1');
    await expect(
      canvas.getByRole('radiogroup', { name: 'Status' }),
    ).not.toHaveAccessibleDescription(/so far/);
  },
};

/** Before the logs are read, a consent state's count says "at least". */
export const CountsSoFar: Story = {
  parameters: {
    msw: {
      handlers: {
        clientUssdLog: http.get(`*${routes.clientUssdLog}`, () => new Promise<never>(() => {})),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Accepted' })).toHaveAccessibleDescription(
      'at least 0',
    );
    await expect(shownCount(canvas.getByRole('radio', { name: 'Accepted' }))).toBe('0+');
    await expect(canvas.getByRole('radiogroup', { name: 'Status' })).toHaveAccessibleDescription(
      /^Counts so far: consent not read yet for 6 of 7/,
    );
  },
};

/**
 * A search that finds nothing offers "Clear search", and "Show all" when a status is chosen: each
 * brings the rows back.
 */
export const EmptySearchOffersAWayBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Forms ready' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'nobody');
    await canvas.findByText(/^No applications match “nobody” among “Forms ready”\./);
    await userEvent.click(emptyList(canvasElement).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(shown(canvasElement)).toEqual(['V0007']));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await userEvent.type(canvas.getByRole('searchbox'), 'V0008');
    await canvas.findByRole('button', { name: 'Show all' });
    await expect(
      emptyList(canvasElement).getByRole('button', { name: 'Clear search' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(shown(canvasElement)).toEqual(['V0008']));
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};
