// Over 300 lines: a story per state (sorting, 10,000 rows, focus, keys, stacking), with plays.
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
import { makeApplications, toDisplayDate, type SampleApplication } from './DataTable.fixtures';

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

/** Column headers, a row header per row, dd/mm/yyyy dates; arrow keys move between rows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Consent applications' });
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

    await userEvent.tab();
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
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

/** Sortable columns show an indicator and aria-sort; the caller sorts the rows. */
export const Sortable: Story = {
  render: (args) => <SortableTable rows={args.rows} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid');
    const header = (name: string) => within(table).getByRole('columnheader', { name });
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

    await userEvent.click(header('Client'));
    await expect(header('Client')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Policy Number')).toHaveAttribute('aria-sort', 'none');
    const ascending = allClients();
    await expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en-IN')));

    await userEvent.click(header('Client'));
    await expect(header('Client')).toHaveAttribute('aria-sort', 'descending');
    await expect(firstClient()).toBe(ascending[ascending.length - 1]);

    // Keyboard: Enter on a focused header sorts too.
    header('Date Created').focus();
    await userEvent.keyboard('{Enter}');
    await expect(header('Date Created')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect(header('Date Created')).toHaveAttribute('aria-sort', 'descending');
    // Screen readers hear the new order, and the table is described by it.
    await expect(table).toHaveAccessibleDescription(
      'sorted by column Date Created in descending order',
    );
    await expect(header('Client')).toHaveAccessibleDescription('sortable column');
    await expect(canvasElement.querySelector('[aria-live="assertive"]')).toHaveTextContent(
      'sorted by column Date Created in descending order',
    );
  },
};

/** No rows: the caller's empty text fills the body. */
export const Empty: Story = {
  args: { rows: [], renderEmptyState: () => 'No applications yet' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Consent applications' });
    await expect(within(table).getByText('No applications yet')).toBeVisible();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  },
};

/** While the first load runs: a spinner and a label, and the grid is aria-busy. */
export const Loading: Story = {
  args: { rows: [], isLoading: true, loadingLabel: 'Loading applications…' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Consent applications' });
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

/** Cells can hold buttons: by pointer, and by keyboard (arrow keys move into the cell's button). */
export const WithRowActions: Story = {
  args: { columns: actionColumns },
  beforeEach: () => {
    onEdit.mockClear();
    onDownload.mockClear();
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid');
    await userEvent.click(within(table).getByRole('button', { name: 'Edit PN00000001' }));
    await expect(onEdit).toHaveBeenCalledWith('PN00000001');
    await userEvent.click(within(table).getByRole('button', { name: 'Download Forms PN00000003' }));
    await expect(onDownload).toHaveBeenCalledWith('PN00000003');

    // Keyboard only: focus the second row, walk right to its Edit button, press Enter.
    const row = within(table).getAllByRole('row')[2];
    row.focus();
    const edit = within(row).getByRole('button', { name: 'Edit PN00000002' });
    for (let i = 0; i < 6 && document.activeElement !== edit; i++) {
      await userEvent.keyboard('{ArrowRight}');
    }
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
    const table = canvas.getByRole('grid');

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
      await userEvent.click(header);
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      // The caller keeps the page: page 2 of the new order.
      await within(table).findByRole('rowheader', { name: 'PN00009975' });
      await expect(table).toHaveAttribute('aria-rowcount', '10001');
    });
  },
};

/**
 * Keyboard focus is drawn where it is: the focused row has a real box and a 3 px ring, and so
 * does a button inside it (WCAG 2.4.7, 2.4.11).
 */
export const FocusVisible: Story = {
  args: { columns: actionColumns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid');
    await userEvent.click(canvas.getByRole('button', { name: 'Before the table' }));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const row = within(table).getAllByRole('row')[2];
    await expect(row).toHaveFocus();
    const box = row.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.width).toBeGreaterThan(200);
    const drawn = (el: Element) => {
      const style = getComputedStyle(el);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    await expect(drawn(row)).toBe(true);
    // Into the row's cells, to its button.
    const edit = within(row).getByRole('button', { name: 'Edit PN00000002' });
    for (let i = 0; i < 6 && document.activeElement !== edit; i++) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await expect(edit).toHaveFocus();
    await expect(drawn(edit)).toBe(true);
    const target = edit.getBoundingClientRect();
    await expect(target.height).toBeGreaterThanOrEqual(24);
  },
  render: (args) => <BetweenButtons table={args} />,
};

/**
 * The grid keyboard (useGridKeyboard): one Tab stop, arrows between rows, cells and a cell's
 * buttons, Home / End / Page keys, and Tab from a row to its own button and then out.
 */
export const Keyboard: Story = {
  args: { columns: actionColumns },
  render: (args) => <BetweenButtons table={args} after />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid');
    const rows = within(table).getAllByRole('row');
    // A td in a grid is a gridcell to browsers and Playwright, but Testing Library's role table
    // knows a td only as a cell, so the row's cells are taken by element.
    const cellsOf = (row: HTMLElement) => [
      within(row).getByRole('rowheader'),
      ...row.querySelectorAll<HTMLElement>(':scope > td'),
    ];
    const button = (name: string) => canvas.getByRole('button', { name });
    const tabStops = () => Array.from(table.querySelectorAll('[tabindex="0"]'));

    await step('the table is one Tab stop: the first row', async () => {
      await userEvent.click(button('Before the table'));
      await expect(tabStops()).toEqual([rows[1], button('Edit PN00000001')]);
      await userEvent.tab();
      await expect(rows[1]).toHaveFocus();
    });

    await step(
      '→ enters the row, walks its cells to its button, and wraps to the row',
      async () => {
        await userEvent.keyboard('{ArrowRight}');
        await expect(cellsOf(rows[1])[0]).toHaveFocus();
        await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
        await expect(cellsOf(rows[1])[3]).toHaveFocus();
        await userEvent.keyboard('{ArrowRight}');
        await expect(button('Edit PN00000001')).toHaveFocus();
        await userEvent.keyboard('{ArrowRight}');
        await expect(rows[1]).toHaveFocus();
        await userEvent.keyboard('{ArrowLeft}');
        await expect(button('Edit PN00000001')).toHaveFocus();
      },
    );

    await step('↑ ↓ keep the column, up into the column headers', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(button('Edit PN00000002')).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
      await expect(within(table).getByRole('columnheader', { name: 'Date Created' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(cellsOf(rows[1])[3]).toHaveFocus();
    });

    await step('Home / End in a row, Ctrl+End to the last row, Page keys', async () => {
      await userEvent.keyboard('{Home}');
      await expect(cellsOf(rows[1])[0]).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(button('Edit PN00000001')).toHaveFocus();
      await userEvent.keyboard('{Control>}{End}{/Control}');
      await expect(button('Edit PN00000008')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}{PageUp}');
      await expect(rows[1]).toHaveFocus();
      await userEvent.keyboard('{PageDown}');
      await expect(rows[8]).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(rows[1]).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(rows[3]).toHaveFocus();
    });

    await step('Tab goes to the focused row’s button, then out; Shift+Tab comes back', async () => {
      await expect(tabStops()).toEqual([rows[3], button('Download Forms PN00000003')]);
      await userEvent.tab();
      await expect(button('Download Forms PN00000003')).toHaveFocus();
      await userEvent.tab();
      await expect(button('After the table')).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(button('Download Forms PN00000003')).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(rows[3]).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(button('Before the table')).toHaveFocus();
    });
  },
};

/** In a narrow space (a phone) each row stacks as "name: value" lines, with its button in reach. */
export const Stacked: Story = {
  args: { columns: actionColumns },
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid');
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
