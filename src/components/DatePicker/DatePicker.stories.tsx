// Over 300 lines: a story per state (typing, pasting, each calendar view, each error), with plays.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DatePicker, type DatePickerProps } from './DatePicker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: {
    label: 'Date of birth',
    description: 'For example, 27/03/1985',
    onChange: fn(),
    onBlur: fn(),
    onValidationChange: fn(),
  },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const segmentsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('spinbutton');
const fieldText = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getByRole('group')
    .textContent?.replace(/\u2066|\u2069|\u200e/g, '');

export const Default: Story = {
  args: { id: 'dateOfBirth' },
  play: async ({ canvasElement }) => {
    const [day, month, year] = segmentsOf(canvasElement);
    await expect(fieldText(canvasElement)).toContain('dd/mm/yyyy');
    await expect(day).toHaveAccessibleName(/day/i);
    await expect(month).toHaveAccessibleName(/month/i);
    await expect(year).toHaveAccessibleName(/year/i);
    // An error summary link focuses the field by its id: focus lands on the first segment.
    canvasElement.ownerDocument.getElementById('dateOfBirth')?.focus();
    await expect(day).toHaveFocus();
  },
};

/** Digits fill the segments (react-aria moves on by itself): 05031985 is 05/03/1985. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const [day] = segmentsOf(canvasElement);
    await userEvent.click(day);
    await userEvent.keyboard('05031985');
    await expect(fieldText(canvasElement)).toContain('05/03/1985');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1985, 3, 5));
    await userEvent.click(canvasElement);
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(args.onValidationChange).toHaveBeenLastCalledWith(null);
  },
};

/** Pasting a d/m/yyyy text fills the whole date, with or without leading zeros. */
export const Pasting: Story = {
  play: async ({ args, canvasElement, step }) => {
    const [day, , year] = segmentsOf(canvasElement);
    await step('5/3/1985 into the day segment', async () => {
      await userEvent.click(day);
      await userEvent.paste('5/3/1985');
      await expect(fieldText(canvasElement)).toContain('05/03/1985');
      await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1985, 3, 5));
    });
    await step('05/03/1986 into the year segment', async () => {
      await userEvent.click(year);
      await userEvent.paste('05/03/1986');
      await expect(fieldText(canvasElement)).toContain('05/03/1986');
      await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1986, 3, 5));
    });
  },
};

const openCalendar = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Calendar/ }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  // The popover fades in from opacity 0 (Popover's entry animation): open once it shows, or a
  // check of what it holds can land on that first frame on a busy machine.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** The calendar button opens a month grid; pressing a day sets it and closes the popover. */
export const PickFromCalendar: Story = {
  args: {
    label: 'Start date',
    description: undefined,
    defaultValue: new CalendarDate(2026, 11, 10),
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Calendar Start date' });
    await userEvent.click(button);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Calendar Start date',
    });
    const calendar = within(dialog);
    // The selected day has focus when the calendar opens.
    await waitFor(() =>
      expect(calendar.getByRole('button', { name: /10 November 2026/ })).toHaveFocus(),
    );
    await userEvent.click(calendar.getByRole('button', { name: /Next month/ }));
    await userEvent.click(calendar.getByRole('button', { name: /Sunday, 13 December 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 13));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(fieldText(canvasElement)).toContain('13/12/2026');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Heading → multi-year (24 years, rows of 4) → a year → its 12 months → a month → its days. */
export const YearAndMonthViews: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 10) },
  play: async ({ args, canvasElement, step }) => {
    const dialog = within(await openCalendar(canvasElement));

    await step('the heading opens the multi-year view: 2016 – 2039', async () => {
      await userEvent.click(dialog.getByRole('button', { name: /choose month and year/ }));
      const years = dialog.getByRole('listbox', { name: 'Choose year' });
      const options = within(years).getAllByRole('option');
      await expect(options).toHaveLength(24);
      await expect(options[0]).toHaveTextContent('2016');
      await expect(options[23]).toHaveTextContent('2039');
      // The year in view has focus; arrows move by one, and by a row of four.
      await waitFor(() =>
        expect(within(years).getByRole('option', { name: '2026' })).toHaveFocus(),
      );
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(years).getByRole('option', { name: '2027' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(years).getByRole('option', { name: '2031' })).toHaveFocus();
    });

    await step('previous 24 years, then pick 1995', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Previous 24 years' }));
      const years = dialog.getByRole('listbox', { name: 'Choose year' });
      await expect(within(years).getAllByRole('option')[0]).toHaveTextContent('1992');
      await userEvent.click(within(years).getByRole('option', { name: '1995' }));
    });

    await step('the year view lists its months; pick March', async () => {
      const months = dialog.getByRole('listbox', { name: 'Choose month' });
      await expect(within(months).getAllByRole('option')).toHaveLength(12);
      await userEvent.click(within(months).getByRole('option', { name: 'Mar 1995' }));
    });

    await step('back on the month grid, in March 1995', async () => {
      await expect(dialog.getByRole('button', { name: /^March 1995/ })).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: /Sunday, 5 March 1995/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1995, 3, 5));
      await expect(fieldText(canvasElement)).toContain('05/03/1995');
    });
  },
};

/** The multi-year view left open (the axe check runs on it): 24 years from 2016, rows of 4. */
export const MultiYearView: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 10) },
  play: async ({ canvasElement }) => {
    const dialog = within(await openCalendar(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: /choose month and year/ }));
    const years = dialog.getByRole('listbox', { name: 'Choose year' });
    await expect(within(years).getAllByRole('option')).toHaveLength(24);
    await expect(dialog.getByRole('button', { name: /^2016 – 2039, choose date/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next 24 years' })).toBeEnabled();
  },
};

/** The year view left open: 12 months; with maxValue, later months and years are disabled. */
export const YearView: Story = {
  args: { defaultValue: new CalendarDate(2026, 3, 10), maxValue: new CalendarDate(2026, 11, 21) },
  play: async ({ canvasElement }) => {
    const dialog = within(await openCalendar(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: /choose month and year/ }));
    // With a max date the page ends on its year: 2003 – 2026.
    await expect(dialog.getByRole('button', { name: /^2003 – 2026, choose date/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next 24 years' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('option', { name: '2026' }));
    const months = dialog.getByRole('listbox', { name: 'Choose month' });
    await expect(within(months).getAllByRole('option')).toHaveLength(12);
    await expect(within(months).getByRole('option', { name: 'Dec 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Next year' })).toBeDisabled();
  },
};

/** Keyboard only: Enter on the heading, Enter on a year, Enter on a month, Enter on a day. */
export const KeyboardViews: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 10) },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    within(canvasElement)
      .getByRole('button', { name: /^Calendar/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /10 November 2026/ })).toHaveFocus(),
    );
    // Shift+Tab from the grid reaches the view switch.
    const heading = dialog.getByRole('button', { name: /choose month and year/ });
    while (canvasElement.ownerDocument.activeElement !== heading) {
      await userEvent.tab({ shift: true });
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('option', { name: '2026' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Nov 2025' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /10 October 2025/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 10, 11));
  },
};

const expectError = async (canvasElement: HTMLElement, key: string, message: string) => {
  const root = canvasElement.querySelector('[data-error-key]');
  await waitFor(() => expect(root).toHaveAttribute('data-error-key', key));
  await expect(within(canvasElement).getByText(message)).toBeVisible();
  // Read out as "Error: …" and tied to the segments by aria-describedby.
  const [day] = segmentsOf(canvasElement);
  await expect(day).toHaveAccessibleDescription(expect.stringContaining(`Error: ${message}`));
  await expect(day).toHaveAttribute('aria-invalid', 'true');
};

/** `parse`: some segments filled then left, or an impossible pasted date. */
export const ParseError: Story = {
  play: async ({ args, canvasElement, step }) => {
    const [day] = segmentsOf(canvasElement);
    await step('fill the day only, then leave', async () => {
      await userEvent.click(day);
      await userEvent.keyboard('12');
      await userEvent.click(canvasElement);
      await expectError(canvasElement, 'parse', 'Enter a real date in dd/mm/yyyy');
      await expect(args.onValidationChange).toHaveBeenLastCalledWith('parse');
    });
    await step('a full date clears it', async () => {
      await userEvent.click(day);
      await userEvent.keyboard('12031985');
      await waitFor(() => expect(args.onValidationChange).toHaveBeenLastCalledWith(null));
      await expect(within(canvasElement).queryByText(/Enter a real date/)).toBeNull();
    });
    await step('31/02/2020 pasted does not exist', async () => {
      await userEvent.click(day);
      await userEvent.paste('31/02/2020');
      await expectError(canvasElement, 'parse', 'Enter a real date in dd/mm/yyyy');
      await expect(args.onChange).toHaveBeenLastCalledWith(null);
      // Leaving the field keeps the error: the pasted text was no date.
      await userEvent.click(canvasElement);
      await expectError(canvasElement, 'parse', 'Enter a real date in dd/mm/yyyy');
    });
  },
};

/** `min`: a date before minValue. */
export const MinError: Story = {
  args: { label: 'Start date', description: undefined, minValue: new CalendarDate(2026, 1, 1) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(segmentsOf(canvasElement)[0]);
    await userEvent.keyboard('31122025');
    await expectError(canvasElement, 'min', 'Date must be on or after 01/01/2026');
    await expect(args.onValidationChange).toHaveBeenLastCalledWith('min');
  },
};

/** `max`: a date after maxValue (e.g. a birth date in the future). */
export const MaxError: Story = {
  args: { maxValue: new CalendarDate(2026, 11, 21) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(segmentsOf(canvasElement)[0]);
    await userEvent.keyboard('22112026');
    await expectError(canvasElement, 'max', 'Date must be on or before 21/11/2026');
    await expect(args.onValidationChange).toHaveBeenLastCalledWith('max');
  },
};

const isWeekend = (date: CalendarDate) => {
  const weekday = date.toDate('UTC').getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** `filter`: a date the caller marks unavailable (weekends here); struck through in the grid. */
export const FilterError: Story = {
  args: {
    label: 'First deduction date',
    description: 'Deductions run on weekdays',
    isDateUnavailable: isWeekend,
    errorMessages: { filter: 'Choose a weekday' },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(segmentsOf(canvasElement)[0]);
    await userEvent.keyboard('07112026');
    await expectError(canvasElement, 'filter', 'Choose a weekday');
    await expect(args.onValidationChange).toHaveBeenLastCalledWith('filter');
    const dialog = within(await openCalendar(canvasElement));
    const sunday = dialog.getByRole('button', { name: /Sunday, 8 November 2026/ });
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    // The calendar stays open, so the story's axe check covers the month grid too.
  },
};

/** Required: a marker on the label, aria-required on the segments. */
export const Required: Story = {
  args: { label: 'Start date', description: undefined, isRequired: true },
  play: async ({ canvasElement }) => {
    for (const segment of segmentsOf(canvasElement)) {
      await expect(segment).toHaveAttribute('aria-required', 'true');
    }
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Invalid from the form: its message wins over the field's own. */
export const Invalid: Story = {
  args: {
    label: 'Start date',
    description: undefined,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Enter the start date',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter the start date')).toBeVisible();
    const [day] = segmentsOf(canvasElement);
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription('Error: Enter the start date');
  },
};

/** Disabled: no typing, no calendar. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(1985, 3, 27) },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Calendar/ })).toBeDisabled();
    for (const segment of segmentsOf(canvasElement)) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(segmentsOf(canvasElement)[0], { pointerEventsCheck: 0 });
    await userEvent.keyboard('1');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A form that owns the value, as react-hook-form's Controller does. */
function ControlledField(props: DatePickerProps) {
  const [value, setValue] = useState<CalendarDate | null>(null);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <DatePicker
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <Button variant="secondary" onPress={() => setValue(new CalendarDate(1985, 3, 5))}>
        Fill from ID number
      </Button>
    </div>
  );
}

/** Controlled: a value set from outside (here, derived from an ID number) replaces a half-typed one. */
export const Controlled: Story = {
  render: (args) => <ControlledField {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(segmentsOf(canvasElement)[0]);
    await userEvent.keyboard('1203');
    await userEvent.click(canvasElement);
    await expectError(canvasElement, 'parse', 'Enter a real date in dd/mm/yyyy');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Fill from ID number' }),
    );
    await expect(fieldText(canvasElement)).toContain('05/03/1985');
    await waitFor(() => expect(args.onValidationChange).toHaveBeenLastCalledWith(null));
    await expect(within(canvasElement).queryByText(/Enter a real date/)).toBeNull();
  },
};

/** A date of birth: with no date yet the calendar opens 30 years back, near an adult's birth year. */
export const OpensNearBirthYear: Story = {
  args: { placeholderYearsAgo: 30 },
  play: async ({ canvasElement }) => {
    const dialog = within(await openCalendar(canvasElement));
    const year = String(new Date().getFullYear() - 30);
    await expect(
      dialog.getByRole('button', { name: new RegExp(`${year}, choose month and year`) }),
    ).toBeInTheDocument();
  },
};
