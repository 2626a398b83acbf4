import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ApplicationRow } from '../../api';
import { applicationRows } from '../../api/mocks';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import type { ApplicationTable } from './ApplicationTable';
import { signedInList } from './ApplicationTable.story-helpers';

/** Three applications whose three orders all differ; P9 < P10 < P100 (numbers read as numbers). */
const rows: ApplicationRow[] = [
  {
    _id: 'a',
    policyNumber: 'P10',
    clientInfo: { name: 'Zanele', surname: 'Mokoena' },
    createdAt: '2026-02-01T09:00:00.000Z',
  },
  {
    _id: 'b',
    policyNumber: 'P9',
    clientInfo: { name: 'Ayesha', surname: 'Patel' },
    createdAt: '2026-03-05T09:00:00.000Z',
  },
  {
    _id: 'c',
    policyNumber: 'P100',
    clientInfo: { name: 'Bongani', surname: 'Dube' },
    createdAt: '2026-01-15T09:00:00.000Z',
  },
];

const meta = {
  title: 'Features/Applications/ApplicationTable on small screens',
  ...signedInList,
  ...onAPhone,
  args: { ...signedInList.args, rows },
} satisfies Meta<typeof ApplicationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The cards sort with "Sort by" (the column headers are hidden while the rows stack): the work
 * queue first, then every key in both directions, each new order announced as a header press
 * announces it.
 */
export const SortableCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Consent Application List' });
    // Each card's policy number (its row header), without the 'Policy Number' label beside it.
    const order = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent?.replace(/^Policy Number/, ''));
    const announced = () => canvasElement.querySelector('[aria-live="assertive"]');
    const sortBy = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toBeVisible();
    // The work queue: none has forms yet, so newest first.
    await expect(sortBy).toHaveDisplayValue('To do first (newest first)');
    await expect(order()).toEqual(['P9', 'P10', 'P100']);
    await expect(table).toHaveAccessibleDescription('sorted by To do first (newest first)');

    // By keyboard it follows the search and the status filter.
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Find an application' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.tab();
    await expect(sortBy).toHaveFocus();
    await expect(getComputedStyle(sortBy).outlineStyle).toBe('solid');

    // A select's arrow keys are the browser's own, which user-event cannot press: the choice is
    // made as the select's change event makes it (e2e/screens.spec.ts presses the keys).
    const orders: [string, string[], string][] = [
      ['Policy Number (A–Z)', ['P9', 'P10', 'P100'], 'Policy Number in ascending'],
      ['Policy Number (Z–A)', ['P100', 'P10', 'P9'], 'Policy Number in descending'],
      ['Client (A–Z)', ['P9', 'P100', 'P10'], 'Client in ascending'],
      ['Client (Z–A)', ['P10', 'P100', 'P9'], 'Client in descending'],
      ['Date Created (oldest first)', ['P100', 'P10', 'P9'], 'Date Created in ascending'],
      ['Date Created (newest first)', ['P9', 'P10', 'P100'], 'Date Created in descending'],
    ];
    for (const [option, expected, words] of orders) {
      await userEvent.selectOptions(sortBy, option);
      await expect(sortBy).toHaveDisplayValue(option);
      await expect(order()).toEqual(expected);
      await expect(announced()).toHaveTextContent(`sorted by column ${words} order`);
      await expect(table).toHaveAccessibleDescription(`sorted by column ${words} order`);
    }
    // The one sort the headers hold (screen readers still reach them).
    await expect(within(table).getByRole('columnheader', { name: /Date Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The work queue can be chosen back; no header stands for it.
    await userEvent.selectOptions(sortBy, 'To do first (newest first)');
    await expect(order()).toEqual(['P9', 'P10', 'P100']);
    await expect(announced()).toHaveTextContent('sorted by To do first (newest first)');
    for (const header of within(table).getAllByRole('columnheader')) {
      await expect(header.getAttribute('aria-sort') ?? 'none').toBe('none');
    }
  },
};

/**
 * A header press and "Sort by" are one sort: a sort chosen on a wide table shows in the select,
 * which a wide table shows too, as the way back to the work queue.
 */
export const SortFromTheHeaders: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { width: 1100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sortBy = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Client' }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveAccessibleName('P9');
    await expect(canvas.getAllByRole('rowheader')[1]).toHaveAccessibleName('P100');
    await expect(sortBy).toHaveDisplayValue('Client (A–Z)');
    await userEvent.selectOptions(sortBy, 'To do first (newest first)');
    await expect(canvas.getAllByRole('rowheader')[1]).toHaveAccessibleName('P10');
    await expect(canvas.getByRole('columnheader', { name: /Client/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  },
};

/** WCAG relative luminance contrast of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/**
 * The focused status chip shows the app's ring, 3:1 or more where it meets the chip (chosen,
 * navy; or not, white) and the page: a white band between the chip and the blue ring.
 */
export const ChipFocusRing: Story = {
  args: { rows: applicationRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = (name: string) => canvas.getByRole('radio', { name }).closest('label')!;
    const page = getComputedStyle(document.body).backgroundColor;
    canvas.getByRole('searchbox').focus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();

    const check = async (focused: string, other: string) => {
      const style = getComputedStyle(chip(focused));
      await expect(style.outlineStyle).toBe('solid');
      await expect(style.outlineWidth).toBe('3px');
      await expect(style.outlineOffset).toBe('2px');
      const ring = style.outlineColor;
      // The band fills the 2 px between the chip's edge and the ring.
      const band = /^(rgba?\([^)]*\)) 0px 0px 0px 2px$/.exec(style.boxShadow)?.[1];
      await expect(band).toBeDefined();
      const chosen = style.backgroundColor;
      const unchosen = getComputedStyle(chip(other)).backgroundColor;
      await expect(chosen).not.toBe(unchosen);
      for (const chipBackground of [chosen, unchosen]) {
        const edge = Math.max(contrast(band!, chipBackground), contrast(ring, chipBackground));
        await expect(edge).toBeGreaterThanOrEqual(3);
      }
      await expect(contrast(ring, band!)).toBeGreaterThanOrEqual(3);
      await expect(contrast(ring, page)).toBeGreaterThanOrEqual(3);
      await expect(getComputedStyle(chip(other)).outlineStyle).toBe('none');
    };
    await check('All', 'No Consent');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'No Consent' })).toHaveFocus();
    await check('No Consent', 'Forms ready');
  },
};

/** The search's hint stays whole at 390 px (a placeholder was cut off there) and is read. */
export const SearchHintOnAPhone: Story = {
  args: { rows: applicationRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Find an application' });
    await expect(search).toHaveAccessibleDescription('By policy number, client name or ID number');
    await expect(search).not.toHaveAttribute('placeholder');
    const hint = canvas.getByText('By policy number, client name or ID number');
    await expect(hint).toBeVisible();
    await expect(hint.scrollWidth).toBeLessThanOrEqual(hint.clientWidth);
    await expect(hint.getBoundingClientRect().right).toBeLessThanOrEqual(358);
  },
};
