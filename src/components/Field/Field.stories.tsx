import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Input as AriaInput, TextField as AriaTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { controlStyles, fieldStack, FieldErrorText, FieldDescription, FieldLabel } from './Field';

/*
 * The pieces every field is built from. TextField and Select use them; a new field (DatePicker,
 * a radio group…) composes them inside its react-aria field in the order shown here.
 */

const Root = styled(AriaTextField)`
  ${fieldStack}
  max-width: 360px;
`;
const Control = styled(AriaInput)`
  ${controlStyles}
`;

interface AnatomyProps {
  isInvalid: boolean;
}

function Anatomy({ isInvalid }: AnatomyProps) {
  return (
    <Root isRequired isInvalid={isInvalid} validationBehavior="aria" defaultValue="0821234567">
      <FieldLabel isRequired>Cellphone Number</FieldLabel>
      <FieldDescription>Ten digits, starting with 0</FieldDescription>
      <FieldErrorText>Enter a cellphone number like 0821234567</FieldErrorText>
      <Control inputMode="tel" />
    </Root>
  );
}

const meta = {
  title: 'Components/Field',
  component: Anatomy,
  args: { isInvalid: true },
} satisfies Meta<typeof Anatomy>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelHintErrorControl: Story = {
  name: 'Label, description, error, control',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Cellphone Number' });
    // react-aria links description and error to the control, in markup order, with the hidden prefix.
    await expect(input).toHaveAccessibleDescription(
      'Ten digits, starting with 0 Error: Enter a cellphone number like 0821234567',
    );
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toBeInvalid();
  },
};

export const Valid: Story = {
  args: { isInvalid: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Cellphone Number' });
    // FieldErrorText renders only while its field is invalid.
    await expect(canvas.queryByText(/Enter a cellphone number/)).not.toBeInTheDocument();
    await expect(input).toHaveAccessibleDescription('Ten digits, starting with 0');
    await userEvent.click(canvas.getByText('Cellphone Number'));
    await expect(input).toHaveFocus();
  },
};
