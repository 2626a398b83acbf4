import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DRAFT_BADGE_TEXT, DraftBadge } from './DraftBadge';

const meta = {
  title: 'Features/Drafts/DraftBadge',
  component: DraftBadge,
  render: () => (
    <p>
      MET_0042
      <DraftBadge />
    </p>
  ),
} satisfies Meta<typeof DraftBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Draft')).toBeVisible();
    // The whole words for a screen reader, beside the policy number.
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      `MET_0042Draft${DRAFT_BADGE_TEXT}`,
    );
  },
};
