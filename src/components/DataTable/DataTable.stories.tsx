// Over 300 lines: a story per state (sorting, named orders, 10,000 rows, focus, keys, stacking), with plays.
import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  DataTable,
  type DataTableBaseProps,
  type DataTableProps,
  type DataTableColumn,
  type SortDescriptor,
} from './DataTable';
import { makeApplications, toDisplayDate, type SampleApplication } from './DataTable.story-helpers';

const baseColumns: DataTableColumn<SampleApplication>[] = [
  { id: 'policyNumber', name: 'Policy Number', isRowHeader: true, width: 170 },
  { id: 'client', name: 'Client', width: '2fr' },
  { id: 'idNumber', name: 'ID Number', width: 170 },
  {
    id: 'createdAt',
    name: 'Date Created',
    width: 150,
    render: (row) => toDisplayDate(row.createdAt),
  },
];

const sortableColumns = baseColumns.map((c) => ({ ...c, allowsSorting: c.id !== 'idNumber' }));

const eight = makeApplications(8);
const tenThousand = makeApplications(10_000);

/** The table's props, named by a label (the component also accepts aria-labelledby). */
type StoryArgs = Omit<DataTableBaseProps<SampleApplication>, 'rows'> & {
  'aria-label': string;
  rows: SampleApplication[];
};

/** The table with a button before it (and after it), for where Tab goes in and out. */
function BetweenButtons({
  table,
  after = false,
}: {
  table: DataTableProps<SampleApplication>;
  after?: boolean;
}) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div>
        <Button variant="secondary">Before the table</Button>
      </div>
      <DataTable<SampleApplication> {...table} />
      {after && (
        <div>
          <Button variant="secondary">After the table</Button>
        </div>
      )}
    </div>
  );
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable<SampleApplication>,
  args: { 'aria-label': 'Consent applications', columns: baseColumns, rows: eight },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<StoryArgs>;

/** Column headers, a row header per row, dd/mm/yyyy dates; a plain table, no keyboard of its own. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Consent applications' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual([
      'Policy Number',
      'Client',
      'ID Number',
      'Date Created',
    ]);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(9);
    await expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('PN00000001');
    await expect(rows[1]).toHaveTextContent('02/02/2026');
    // Nothing in it takes focus but its controls: no roving grid.
    await expect(table.querySelectorAll('[tabindex]')).toHaveLength(0);
    await expect(canvasElement.querySelector('[role="grid"]')).toBeNull();
  },
};

const collator = new Intl.Collator('en-IN');

function sortRows(rows: SampleApplication[], sort: SortDescriptor): SampleApplication[] {
  const key = sort.column as keyof SampleApplication;
  const sorted = [...rows].sort((a, b) => collator.compare(String(a[key]), String(b[key])));
  return sort.direction === 'descending' ? sorted.reverse() : sorted;
}

/** The caller's side of sorting: the order the headers ask for, and the rows in that order. */
function useSortedRows(rows: SampleApplication[]) {
  const [sort, setSort] = useState<SortDescriptor>({
    column: 'policyNumber',
    direction: 'ascending',
  });
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  return { rows: sorted, sortDescriptor: sort, onSortChange: setSort };
}

function SortableTable(props: { rows: SampleApplication[] }) {
  const sorted = useSortedRows(props.rows);
  return (
    <DataTable<SampleApplication>
      aria-label="Consent applications"
      columns={sortableColumns}
      {...sorted}
    />
  );
}

/**
 * Sortable columns: a button in each header (GOV.UK's sortable table), aria-sort on the header,
 * an indicator; the caller sorts the rows.
 */
export const Sortable: Story = {
  render: (args) => <SortableTable rows={args.rows} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    const sortButton = (name: string) => within(header(name)).getByRole('button', { name });
    const firstClient = () => within(table).getAllByRole('row')[1].children[1].textContent;
    const allClients = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.children[1].textContent ?? '');

    await expect(header('Policy Number')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('ID Number')).not.toHaveAttribute('aria-sort');
    // The first sort is told by the table's description, not announced.
    await expect(canvasElement.querySelector('[aria-live="assertive"]')).toHaveTextContent('');

    // A header that does not sort holds no button.
    await expect(within(header('ID Number')).queryByRole('button')).toBeNull();

    await userEvent.click(sortButton('Client'));
    await expect(header('Client')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Policy Number')).toHaveAttribute('aria-sort', 'none');
    const ascending = allClients();
    await expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en-IN')));

    await userEvent.click(sortButton('Client'));
    await expect(header('Client')).toHaveAttribute('aria-sort', 'descending');
    await expect(firstClient()).toBe(ascending[ascending.length - 1]);

    // Keyboard: Tab reaches the header's button; Enter and Space press it.
    sortButton('Client').focus();
    await userEvent.tab();
    await expect(sortButton('Date Created')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header('Date Created')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect(header('Date Created')).toHaveAttribute('aria-sort', 'descending');
    // Screen readers hear the new order, and the table is described by it.
    await expect(table).toHaveAccessibleDescription(
      'sorted by column Date Created in descending order',
    );
    await expect(sortButton('Client')).toHaveAccessibleDescription('sortable column');
    await expect(canvasElement.querySelector('[aria-live="assertive"]')).toHaveTextContent(
      'sorted by column Date Created in descending order',
    );
  },
};

/**
 * No rows: the caller's empty text fills the body, in a data cell under the column headers (a
 * header cell there made HTML_CodeSniffer ask for `headers`: H43).
 */
export const Empty: Story = {
  args: { rows: [], renderEmptyState: () => 'No applications yet' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Consent applications' });
    await expect(within(table).getByText('No applications yet')).toBeVisible();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
    const cell = within(table).getByRole('cell');
    await expect(cell).toHaveTextContent('No applications yet');
    await expect(cell).toHaveAttribute('colspan', '4');
  },
};

/** While the first load runs: a spinner and a label, and the table is aria-busy. */
export const Loading: Story = {
  args: { rows: [], isLoading: true, loadingLabel: 'Loading applications…' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Consent applications' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByText('Loading applications…')).toBeVisible();
  },
};

const onEdit = fn();
const onDownload = fn();
const actionColumns: DataTableColumn<SampleApplication>[] = [
  ...baseColumns,
  {
    id: 'actions',
    name: 'Actions',
    width: 180,
    align: 'end',
    render: (row) =>
      row.fileNetId ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Download Forms ${row.policyNumber}`}
          onPress={() => {
            onDownload(row.policyNumber);
          }}
        >
          Download Forms
        </Button>
      ) : (
        <Button
          size="sm"
          aria-label={`Edit ${row.policyNumber}`}
          onPress={() => {
            onEdit(row.policyNumber);
          }}
        >
          Edit
        </Button>
      ),
  },
];

/** Cells can hold buttons: by pointer, and by keyboard (Tab to the row's button, Enter). */
export const WithRowActions: Story = {
  args: { columns: actionColumns },
  beforeEach: () => {
    onEdit.mockClear();
    onDownload.mockClear();
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Edit PN00000001' }));
    await expect(onEdit).toHaveBeenCalledWith('PN00000001');
    await userEvent.click(within(table).getByRole('button', { name: 'Download Forms PN00000003' }));
    await expect(onDownload).toHaveBeenCalledWith('PN00000003');

    // Keyboard only: from the first row's button, Tab to the second row's, press Enter.
    within(table).getByRole('button', { name: 'Edit PN00000001' }).focus();
    await userEvent.tab();
    const edit = within(table).getByRole('button', { name: 'Edit PN00000002' });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenLastCalledWith('PN00000002');
  },
};

function ManyRows() {
  const [rows, setRows] = useState<SampleApplication[]>([]);
  const sorted = useSortedRows(rows);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div>
        <Button variant="secondary" onPress={() => setRows(tenThousand)}>
          Load 10,000 applications
        </Button>
      </div>
      <DataTable<SampleApplication>
        aria-label="Consent applications"
        columns={sortableColumns}
        {...sorted}
        renderEmptyState={() => 'No applications yet'}
      />
    </div>
  );
}

/**
 * 10,000 rows: only a page of them is built, aria-rowcount and aria-rowindex say where the page
 * sits in the whole list, and the pager reaches the last page.
 */
export const WithManyRows: Story = {
  render: () => <ManyRows />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');

    await step('shows the first page of 10,000', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Load 10,000 applications' }));
      await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '10001'));
      const rows = within(table).getAllByRole('row');
      // The header row and one page: never thousands.
      await expect(rows).toHaveLength(26);
      await expect(rows[0]).toHaveAttribute('aria-rowindex', '1');
      await expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
      await expect(rows[25]).toHaveAttribute('aria-rowindex', '26');
      await expect(canvas.getByText(/Page 1 of 400/)).toBeVisible();
    });

    await step('Next page moves on, and row indexes follow', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      const rows = within(table).getAllByRole('row');
      await expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('PN00000026');
      await expect(rows[1]).toHaveAttribute('aria-rowindex', '27');
      await expect(canvas.getByText(/Page 2 of 400/)).toBeVisible();
    });

    await step('sorting all 10,000 by a header click', async () => {
      const header = within(table).getByRole('columnheader', { name: 'Policy Number' });
      await userEvent.click(within(header).getByRole('button', { name: 'Policy Number' }));
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      // The caller keeps the page: page 2 of the new order.
      await within(table).findByRole('rowheader', { name: 'PN00009975' });
      await expect(table).toHaveAttribute('aria-rowcount', '10001');
    });
  },
};

const sortableActionColumns = actionColumns.map((c) => ({
  ...c,
  allowsSorting: c.id === 'policyNumber' || c.id === 'client',
}));

function SortableBetweenButtons({
  rows,
  pageSize,
}: {
  rows: SampleApplication[];
  pageSize?: number;
}) {
  const sorted = useSortedRows(rows);
  return (
    <BetweenButtons
      table={{
        'aria-label': 'Consent applications',
        columns: sortableActionColumns,
        pageSize,
        ...sorted,
      }}
      after
    />
  );
}

/**
 * Keyboard focus is drawn where it is: a header's sort button and a row's button each show a
 * 3 px ring, and each is a target of at least 24 px (WCAG 2.4.7, 2.4.11, 2.5.8).
 */
export const FocusVisible: Story = {
  render: (args) => <SortableBetweenButtons rows={args.rows} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const drawn = (el: Element) => {
      const style = getComputedStyle(el);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    await userEvent.click(canvas.getByRole('button', { name: 'Before the table' }));
    await userEvent.tab();
    const sort = within(table).getByRole('button', { name: 'Policy Number' });
    await expect(sort).toHaveFocus();
    await expect(drawn(sort)).toBe(true);
    await expect(sort.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.tab();
    await userEvent.tab();
    const edit = within(table).getByRole('button', { name: 'Edit PN00000001' });
    await expect(edit).toHaveFocus();
    await expect(drawn(edit)).toBe(true);
    await expect(edit.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/**
 * The keyboard is the page's own: Tab goes through the header's sort buttons, then each row's
 * button in turn, then the pager (Previous page is disabled on page 1, so not a stop), then out;
 * Shift+Tab comes back the same way. No arrow-key grid: the arrow keys move nothing in the table
 * (docs/architecture.md#large-lists).
 */
export const Keyboard: Story = {
  render: (args) => <SortableBetweenButtons rows={args.rows} pageSize={4} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const button = (name: string) => canvas.getByRole('button', { name });
    const rowButtons = eight
      .slice(0, 4)
      .map((row) =>
        row.fileNetId ? `Download Forms ${row.policyNumber}` : `Edit ${row.policyNumber}`,
      );

    await step('Tab: the sort buttons, each row’s button, the pager, then out', async () => {
      await userEvent.click(button('Before the table'));
      for (const name of [
        'Policy Number',
        'Client',
        ...rowButtons,
        'Next page',
        'After the table',
      ]) {
        await userEvent.tab();
        await expect(button(name)).toHaveFocus();
      }
    });

    await step('Shift+Tab comes back the same way', async () => {
      for (const name of ['Next page', ...[...rowButtons].reverse()]) {
        await userEvent.tab({ shift: true });
        await expect(button(name)).toHaveFocus();
      }
      await userEvent.tab({ shift: true });
      await expect(button('Client')).toHaveFocus();
    });

    await step('a sort button sorts by Enter; the arrow keys move nothing', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(within(table).getByRole('columnheader', { name: 'Client' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(button('Client')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}{ArrowRight}');
      await expect(button('Client')).toHaveFocus();
    });
  },
};

/** In a narrow space (a phone) each row stacks as "name: value" lines, with its button in reach. */
export const Stacked: Story = {
  args: { columns: actionColumns },
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const row = within(table).getAllByRole('row')[1];
    await expect(row).toHaveTextContent(/Policy Number\s*PN00000001/);
    const edit = within(row).getByRole('button', { name: 'Edit PN00000001' });
    await expect(edit).toBeVisible();
    // Nothing reaches past the 320 px box: no sideways scrolling.
    await expect(table.scrollWidth).toBeLessThanOrEqual(320);
    await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(
      table.getBoundingClientRect().right,
    );
  },
};
