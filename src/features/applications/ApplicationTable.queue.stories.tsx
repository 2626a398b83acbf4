import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { createStore } from 'zustand/vanilla';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApplicationRow, UssdLogEntry } from '../../api';
import { routes } from '../../api/endpoints';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import { ConsentSessionsProvider, type AppConsentSessions } from '../consent';
import type { ApplicationTable } from './ApplicationTable';
import { logEntry as entry, signedInList } from './ApplicationTable.story-helpers';

/**
 * The list as the adviser's work queue (docs/behaviour.md#application-list): placed by what is
 * known when it first shows (with nothing known, what still needs the adviser before what is
 * finished, newest first within each); rows that wait on the adviser stand out once their state
 * is known, without moving; the phone's filters on one line.
 */

const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}T09:00:00.000Z`;

/** The service's order (newest first), finished and unfinished mixed; each row's log. */
const QUEUE: { policy: string; created: number; fileNetId?: string; log: UssdLogEntry[] }[] = [
  { policy: 'Q0009', created: 20, fileNetId: 'doc-9', log: [] },
  { policy: 'Q0008', created: 19, log: [entry('Q0008', 'REJECT', 30)] },
  { policy: 'Q0007', created: 18, fileNetId: 'doc-7', log: [] },
  { policy: 'Q0006', created: 17, log: [entry('Q0006', 'ACCEPT', 40)] },
  { policy: 'Q0005', created: 16, log: [] },
  { policy: 'Q0004', created: 15, log: [entry('Q0004', null, 0)] },
  { policy: 'Q0003', created: 14, fileNetId: 'doc-3', log: [] },
  { policy: 'Q0002', created: 13, log: [entry('Q0002', 'TimeOut', 50)] },
];

const rows: ApplicationRow[] = QUEUE.map((item) => ({
  _id: `plan-${item.policy}`,
  policyNumber: item.policy,
  clientInfo: { name: 'Client', surname: item.policy },
  createdAt: day(item.created),
  fileNetId: item.fileNetId ?? null,
}));

function logHandler(ms: number) {
  return http.get(`*${routes.clientUssdLog}`, async ({ params }) => {
    await delay(ms);
    const item = QUEUE.find((c) => c.policy === params.policyNumber);
    return HttpResponse.json({ data: item?.log ?? [] });
  });
}

const shown = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('rowheader')
    .map((h) => /Q\d+/.exec(h.textContent ?? '')?.[0]);
const rowOf = (canvas: HTMLElement, policy: string) =>
  within(canvas)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: new RegExp(policy) }))!;
const slow = { timeout: 5000 };

const meta = {
  title: 'Features/Applications/ApplicationTable as a work queue',
  ...signedInList,
  args: { ...signedInList.args, rows },
  parameters: { msw: { handlers: { clientUssdLog: logHandler(0) } } },
} satisfies Meta<typeof ApplicationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By default every unfinished application (Edit) comes before every finished one (Download
 * Forms), newest first within each; the order is named in Sort by, and the columns still sort.
 */
export const QueueOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown(canvasElement)).toEqual([
      'Q0008',
      'Q0006',
      'Q0005',
      'Q0004',
      'Q0002',
      'Q0009',
      'Q0007',
      'Q0003',
    ]);
    const actions = canvas
      .getAllByRole('button', { name: /^(Edit|Download Forms) Q/ })
      .map((b) => b.textContent);
    const lastEdit = actions.lastIndexOf('Edit');
    await expect(actions.indexOf('Download Forms')).toBeGreaterThan(lastEdit);
    const sortBy = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveDisplayValue('To do first (newest first)');
    await expect(canvas.getByRole('table')).toHaveAccessibleDescription(
      'sorted by To do first (newest first)',
    );
    // A column still sorts, and the queue is one choice away.
    await userEvent.click(canvas.getByRole('button', { name: 'Date Created' }));
    await expect(shown(canvasElement)[0]).toBe('Q0002');
    // Choosing the queue again orders it by what is known now: Accepted first.
    await waitFor(() => expect(rowOf(canvasElement, 'Q0006')).toHaveTextContent('Accepted'), slow);
    await userEvent.selectOptions(sortBy, 'To do first (newest first)');
    await expect(shown(canvasElement)[0]).toBe('Q0006');
  },
};

/**
 * "Order by what to do next" goes with the order it asks for: the focus goes to the first row's
 * Edit, not to the page (docs/behaviour.md#focus).
 */
export const FocusAfterOrder: Story = {
  parameters: { msw: { handlers: { clientUssdLog: logHandler(300) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('button', { name: 'Order by what to do next' }, slow);
    await userEvent.click(order);
    await expect(shown(canvasElement)[0]).toBe('Q0006');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Q0006' })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Order by what to do next' })).toBeNull();
  },
};

/**
 * Once a row's state is known it stands out by how much it waits on the adviser: Accepted most
 * (tinted, marked), then Rejected or No answer (marked); finished rows are quieter. Every row's
 * button is outlined: the list's one filled button is New. The states arrive after the first
 * paint and move no row.
 */
export const RowsStandOutByState: Story = {
  parameters: { msw: { handlers: { clientUssdLog: logHandler(300) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = shown(canvasElement);
    await waitFor(
      () => expect(rowOf(canvasElement, 'Q0006')).toHaveTextContent('AcceptedNext: Generate Forms'),
      slow,
    );
    await waitFor(() => expect(rowOf(canvasElement, 'Q0002')).toHaveTextContent('No answer'), slow);
    await expect(shown(canvasElement)).toEqual(before);

    const firstCell = (policy: string) =>
      within(rowOf(canvasElement, policy)).getByRole('rowheader');
    const mark = (policy: string) => getComputedStyle(firstCell(policy)).boxShadow;
    const fill = (name: string) =>
      getComputedStyle(canvas.getByRole('button', { name })).backgroundColor;
    // Accepted: tinted and marked; its Edit outlined like every other row's.
    await expect(getComputedStyle(firstCell('Q0006')).backgroundColor, 'tint').not.toBe(
      getComputedStyle(firstCell('Q0005')).backgroundColor,
    );
    await expect(mark('Q0006')).toMatch(/inset/);
    await expect(fill('Edit Q0006'), 'outlined').toBe(fill('Edit Q0005'));
    // Rejected and No answer: marked; No consent is not.
    await expect(mark('Q0008')).toMatch(/inset/);
    await expect(mark('Q0002')).toMatch(/inset/);
    await expect(mark('Q0005')).toBe('none');
    // Finished: muted text, and Download Forms no more filled than an Edit that waits.
    await expect(getComputedStyle(rowOf(canvasElement, 'Q0009')).color, 'muted').not.toBe(
      getComputedStyle(rowOf(canvasElement, 'Q0005')).color,
    );
    await expect(fill('Download Forms Q0009')).toBe(fill('Edit Q0005'));
  },
};

/** A stand-in for this tab's registry with one request under way: the list reads `running`. */
function sessionsRunning(planReference: string): AppConsentSessions {
  return {
    running: createStore<{ plans: ReadonlySet<string> }>()(() => ({
      plans: new Set([planReference]),
    })),
    session: () => {
      throw new Error('No session is opened in this story');
    },
    labelOf: () => undefined,
    clientOf: () => undefined,
    watch: () => () => undefined,
    isWatched: () => false,
    withdrawAll: () => undefined,
  };
}

/**
 * The waiting rows are marked while they wait: Q0005's request runs in this tab (before its log
 * has an entry), Q0004's log holds a prompt not yet answered.
 */
export const WaitingRowMarked: Story = {
  decorators: [
    (Story) => (
      <ConsentSessionsProvider sessions={sessionsRunning('plan-Q0005')}>
        <Story />
      </ConsentSessionsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    for (const policy of ['Q0005', 'Q0004']) {
      await waitFor(
        () =>
          expect(rowOf(canvasElement, policy)).toHaveTextContent(
            'WaitingNext: Wait for the answer',
          ),
        slow,
      );
      const first = within(rowOf(canvasElement, policy)).getByRole('rowheader');
      await expect(getComputedStyle(first).boxShadow).toMatch(/inset/);
    }
    // This tab's running request is known at the first paint: Q0005 was placed with the
    // Waiting rows, below the rows whose state was not known yet; the log's states that came
    // after moved no row.
    await expect(shown(canvasElement).slice(0, 5)).toEqual([
      'Q0008',
      'Q0006',
      'Q0004',
      'Q0002',
      'Q0005',
    ]);
  },
};

/**
 * On a phone the status filters are one line beside their label, scrolling inside itself; the
 * page never scrolls sideways, and the first card is whole on the first screen.
 */
export const OneLineFiltersOnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Status' });
    const chips = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!);
    const tops = new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(group.getBoundingClientRect().height).toBeLessThan(70);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The last chip is reached by keyboard and scrolled into sight.
    canvas.getByRole('radio', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const last = canvas.getByRole('radio', { name: 'Unsaved draft' });
    await expect(last).toBeChecked();
    const scroller = chips[0].parentElement!;
    await waitFor(() =>
      expect(last.closest('label')!.getBoundingClientRect().right).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().right + 1,
      ),
    );
    await userEvent.keyboard('{ArrowRight}');
    const firstCard = canvas.getAllByRole('row')[1].getBoundingClientRect();
    await expect(firstCard.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/**
 * A search that finds nothing keeps the column headers, and says so in a data cell under them
 * (no header cell in the body: HTML_CodeSniffer's H43 asked for `headers` on that table).
 */
export const EmptySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'nobody');
    const cell = await canvas.findByRole('cell', { name: /^No applications match “nobody”\./ });
    const table = canvas.getByRole('table', { name: 'Consent Application List' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
    await expect(cell).toHaveAttribute('colspan', '6');
    await expect(table.querySelectorAll('tbody th')).toHaveLength(0);
    // Once the states are in, ordering again would move rows, but not on an empty result.
    await canvas.findByText(/^0 of 8 applications match/, undefined, slow);
    await expect(canvas.queryByRole('button', { name: 'Order by what to do next' })).toBeNull();
    // Clear search goes with the empty result: the focus goes to the search box.
    await userEvent.click(within(table).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(canvas.getByRole('searchbox')).toHaveFocus());
    await expect(shown(canvasElement)).toHaveLength(8);
  },
};
