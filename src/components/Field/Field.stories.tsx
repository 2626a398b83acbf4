import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Input as AriaInput, TextField as AriaTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { controlStyles, FieldHead, fieldStack } from './Field';

/*
 * The pieces every field is built from. TextField, Select and DatePicker put FieldHead and the
 * control inside their react-aria field, in the order shown here.
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
      <FieldHead
        label="Cellphone Number"
        isRequired
        description="Ten digits, starting with 0"
        errorMessage="Enter a cellphone number like 0821234567"
      />
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
    // The error renders only while its field is invalid.
    await expect(canvas.queryByText(/Enter a cellphone number/)).not.toBeInTheDocument();
    await expect(input).toHaveAccessibleDescription('Ten digits, starting with 0');
    await userEvent.click(canvas.getByText('Cellphone Number'));
    await expect(input).toHaveFocus();
  },
};
