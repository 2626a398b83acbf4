import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brand } from '../../config/brand';
import { AppFooter } from './AppFooter';

const meta = {
  title: 'Components/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    // docs/behaviour.md#identity-and-session: a licensed life insurer, an authorised FSP and a registered credit provider,
    // each with its number, all from the brand config.
    await expect(footer).toHaveTextContent(
      `${brand.legalName} is a licensed life insurer (${brand.licences[0].number}), ` +
        `an authorised financial services provider (${brand.licences[1].number}) ` +
        `and a registered credit provider (${brand.licences[2].number}).`,
    );
  },
};

export const OtherBrand: Story = {
  name: 'Other brand config',
  args: {
    legalName: 'Example Assurance Ltd',
    licences: [
      { label: 'a licensed life insurer', number: 'Reg. No. 2001/000001/06' },
      { label: 'an authorised financial services provider', number: 'FSP 99' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(
      'Example Assurance Ltd is a licensed life insurer (Reg. No. 2001/000001/06) and an ' +
        'authorised financial services provider (FSP 99).',
    );
  },
};

export const SingleLicence: Story = {
  args: { licences: [{ label: 'a licensed life insurer', number: 'Reg. No. 1998/001234/06' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(
      `${brand.legalName} is a licensed life insurer (Reg. No. 1998/001234/06).`,
    );
  },
};
