import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'policyNumber', message: 'No special characters allowed' },
      { fieldId: 'totalPremium', message: 'Number up to two decimal places allowed' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'No special characters allowed',
      'Number up to two decimal places allowed',
    ]);
    await expect(links[0]).toHaveAttribute('href', '#policyNumber');
  },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    // Not an empty box either: nothing at all inside the story's wrapper.
    await expect(canvasElement.firstElementChild).toBeEmptyDOMElement();
  },
};

interface DemoForm {
  policyNumber: string;
  paymentMethod: string | null;
  firstName: string;
  surname: string;
}

// Field order on the page; the summary lists errors in this order, not in the order they arose.
const fieldOrder: (keyof DemoForm)[] = ['policyNumber', 'paymentMethod', 'firstName', 'surname'];

/** A small form wired the way the consent form is: react-hook-form, Controller, the summary. */
function DemoFormWithSummary() {
  const { control, handleSubmit, formState } = useForm<DemoForm>({
    defaultValues: { policyNumber: '', paymentMethod: null, firstName: '', surname: '' },
    // The summary takes focus instead of the first invalid field (GOV.UK pattern).
    shouldFocusError: false,
  });
  const summary: ErrorSummaryItem[] = fieldOrder.flatMap((name) => {
    const message = formState.errors[name]?.message;
    return message ? [{ fieldId: name, message }] : [];
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(() => undefined)(event)}
      style={{ display: 'grid', gap: 16 }}
    >
      <ErrorSummary errors={summary} focusKey={formState.submitCount} />
      <Controller
        name="policyNumber"
        control={control}
        rules={{
          required: 'Enter the policy number',
          pattern: { value: /^\w+$/, message: 'No special characters allowed' },
        }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id={field.name}
            label="Policy Number"
            isRequired
            maxLength={14}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="paymentMethod"
        control={control}
        rules={{ required: 'Select the payment method' }}
        render={({ field, fieldState }) => (
          <Select
            id={field.name}
            ref={field.ref}
            label="Payment Method"
            options={['Debit Order', 'Stop Order']}
            isRequired
            selectedKey={field.value}
            onSelectionChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="firstName"
        control={control}
        rules={{ required: 'Enter the first name' }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id={field.name}
            label="First Name"
            isRequired
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="surname"
        control={control}
        rules={{ required: 'Enter the surname' }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id={field.name}
            label="Surname"
            isRequired
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <div>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

export const InAForm: Story = {
  args: { errors: [] },
  render: () => <DemoFormWithSummary />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();

    await step('a failed submit shows the summary and focuses it', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Thandi');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      const summary = await canvas.findByRole('region', { name: 'There is a problem' });
      await waitFor(() => expect(summary).toHaveFocus());
      const links = within(summary).getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual([
        'Enter the policy number',
        'Select the payment method',
        'Enter the surname',
      ]);
    });

    await step('a link moves focus to its field', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Enter the surname' }));
      await expect(canvas.getByRole('textbox', { name: 'Surname' })).toHaveFocus();
      await userEvent.click(canvas.getByRole('link', { name: 'Select the payment method' }));
      await expect(canvas.getByRole('button', { name: /Payment Method/ })).toHaveFocus();
      // Keyboard users follow the links too.
      canvas.getByRole('link', { name: 'Enter the policy number' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('textbox', { name: 'Policy Number' })).toHaveFocus();
    });

    await step('fixing a field removes its link; a second failed submit refocuses', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Policy Number' }), 'MET-1');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      const summary = canvas.getByRole('region', { name: 'There is a problem' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(
        within(summary)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual([
        'No special characters allowed',
        'Select the payment method',
        'Enter the surname',
      ]);
      await expect(
        canvas.getByRole('textbox', { name: 'Policy Number' }),
      ).toHaveAccessibleDescription('Error: No special characters allowed');
    });

    await step('a valid submit removes the summary', async () => {
      const policy = canvas.getByRole('textbox', { name: 'Policy Number' });
      await userEvent.clear(policy);
      await userEvent.type(policy, 'MET_1');
      await userEvent.click(canvas.getByRole('button', { name: /Payment Method/ }));
      await userEvent.click(
        await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Stop Order' }),
      );
      await userEvent.type(canvas.getByRole('textbox', { name: 'Surname' }), 'Mokoena');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
    });
  },
};

/** A date picker puts its id on a group of segments: the link focuses the first segment. */
export const LinkToCompositeField: Story = {
  args: { errors: [{ fieldId: 'startDate', message: 'Enter the start date' }] },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ErrorSummary {...args} />
      <div id="startDate" role="group" aria-label="Start Date" style={{ display: 'flex', gap: 4 }}>
        <input aria-label="Day" size={2} />
        <input aria-label="Month" size={2} />
        <input aria-label="Year" size={4} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Enter the start date' }));
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveFocus();
  },
};
