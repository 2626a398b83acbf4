import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DISCARD_DRAFT, DRAFT_NOTICE_TITLE, DraftNotice } from './DraftNotice';

const meta = {
  title: 'Components/DraftNotice',
  component: DraftNotice,
  args: { savedAt: '2026-11-24T12:05:00.000Z', onDiscard: fn() },
} satisfies Meta<typeof DraftNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The restored notice: what happened, when the draft was kept (South African time), Discard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: DRAFT_NOTICE_TITLE });
    await expect(notice).toHaveTextContent('kept in this browser tab at 24/11/2026 14:05');
    await userEvent.click(canvas.getByRole('button', { name: DISCARD_DRAFT }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

/** Shown in another time zone when asked (UTC here). */
export const InUtc: Story = {
  args: { offsetMinutes: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: DRAFT_NOTICE_TITLE }),
    ).toHaveTextContent('at 24/11/2026 12:05');
  },
};
