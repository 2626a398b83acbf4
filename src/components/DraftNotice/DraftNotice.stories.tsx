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

const two = (n: number) => String(n).padStart(2, '0');
/** The instant on this browser's clock, read with the Date's own local getters. */
const onThisClock = (iso: string) => {
  const d = new Date(iso);
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/**
 * The restored notice: what happened, when the draft was kept (on the adviser's own clock, as
 * every other time the app shows, never a fixed zone), Discard.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: DRAFT_NOTICE_TITLE });
    await expect(notice).toHaveTextContent(
      `kept in this browser tab at ${onThisClock(args.savedAt)}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: DISCARD_DRAFT }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};
