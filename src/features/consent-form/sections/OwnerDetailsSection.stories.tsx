import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentFormProvider, useConsentForm } from '../form/form-context';
import { OwnerDetailsSection } from './OwnerDetailsSection';
import { filledValues, SectionStory, type SectionState } from './section.story-helpers';

/** A form holding an all-digit ID that fails the SA ID check (the last digit is off by one). */
function WithBadId({ isReadOnly }: { isReadOnly: boolean }) {
  const { form, rules } = useConsentForm({
    isNew: !isReadOnly,
    defaultValues: { ...filledValues, idNumber: '8501150234086' },
    isReadOnly,
  });
  return (
    <ConsentFormProvider form={form} rules={rules}>
      <OwnerDetailsSection />
    </ConsentFormProvider>
  );
}

/** How far below its label a field's input starts, in px. */
const labelToInput = (input: HTMLInputElement) =>
  input.getBoundingClientRect().top -
  (input.labels?.[0]?.getBoundingClientRect().top ?? Number.NaN);

const meta = {
  title: 'Features/Consent form/OwnerDetailsSection',
  args: { state: 'Default' as SectionState },
  render: ({ state }) => (
    <SectionStory state={state}>
      <OwnerDetailsSection />
    </SectionStory>
  ),
} satisfies Meta<{ state: SectionState }>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Owner Details' }));

const WARNING = /not a valid South African ID number/;

/** The first name fills Initial; a 13-digit ID fills Date of Birth; a bad ID only warns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Sipho');
    await expect(canvas.getByRole('textbox', { name: 'Initial' })).toHaveValue('S');

    const id = canvas.getByRole('textbox', { name: 'ID / Passport Number' });
    await expect(id).toHaveAttribute('maxLength', '13');
    await userEvent.type(id, '9002025009086');
    const birth = canvas.getByRole('group', { name: 'Date of Birth' });
    await waitFor(() => expect(birth).toHaveTextContent(/02\D+02\D+1990/));

    await userEvent.clear(id);
    await userEvent.type(id, '8501150234086');
    await expect(await canvas.findByText(WARNING)).toBeVisible();
    // A passport number is not judged as an SA ID.
    await userEvent.clear(id);
    await userEvent.type(id, 'A12345678');
    await waitFor(() => expect(canvas.queryByText(WARNING)).toBeNull());
    // Both postal address lines carry "Postal Address" in their names.
    await expect(canvas.getAllByRole('textbox', { name: /Postal Address/ })).toHaveLength(2);
  },
};

export const Filled: Story = {
  args: { state: 'Filled' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Surname' })).toHaveValue('Dlamini');
    await expect(canvas.getByRole('group', { name: 'Date of Birth' })).toHaveTextContent(
      /12\D+04\D+1985/,
    );
    await expect(canvas.queryByText(WARNING)).toBeNull();
  },
};

/** Every owner field is required; a derived value clears its field's error at once. */
export const Invalid: Story = {
  args: { state: 'Invalid' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(await canvas.findByText('Enter the first name')).toBeVisible();
    await expect(canvas.getByText('Enter the initial')).toBeVisible();
    await expect(canvas.getByText('Enter the date of birth')).toBeVisible();
    await expect(canvas.getByText('Enter the second line of the postal address')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Ann');
    await waitFor(() => expect(canvas.queryByText('Enter the initial')).toBeNull());
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'ID / Passport Number' }),
      '8501150234085',
    );
    await waitFor(() => expect(canvas.queryByText('Enter the date of birth')).toBeNull());
  },
};

export const ReadOnly: Story = {
  args: { state: 'ReadOnly' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Postal Address line 1' })).toHaveAttribute(
      'readonly',
    );
  },
};

/**
 * The warning sits under the input, like every message that is not an error: the label and the
 * input keep the same spacing as their neighbours', and the input is described by the warning.
 */
export const IdWarningUnderTheInput: Story = {
  render: () => <WithBadId isReadOnly={false} />,
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const id = canvas.getByRole<HTMLInputElement>('textbox', { name: 'ID / Passport Number' });
    const warning = canvas.getByText(WARNING).closest('p')!;
    await expect(id.compareDocumentPosition(warning)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(warning.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      id.getBoundingClientRect().bottom,
    );
    await expect(labelToInput(id)).toBe(
      labelToInput(canvas.getByRole<HTMLInputElement>('textbox', { name: 'Surname' })),
    );
    await expect(id).toHaveAccessibleDescription(/^Warning: This is not a valid South African ID/);
    await expect(id).toBeValid();
  },
};

/** A locked (generated) application shows no warning: the adviser cannot act on it. */
export const IdWarningGoneWhenLocked: Story = {
  render: () => <WithBadId isReadOnly />,
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const id = canvas.getByRole('textbox', { name: 'ID / Passport Number' });
    await expect(id).toHaveAttribute('readonly');
    await expect(id).toHaveValue('8501150234086');
    await expect(canvas.queryByText(WARNING)).toBeNull();
    await expect(id).not.toHaveAccessibleDescription(/Warning/);
  },
};
