import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onAPhone } from '../theme/screens.story-helpers';
import { UPDATE_LATER, UPDATE_READY_TEXT, UPDATE_RELOAD, UpdatePrompt } from './UpdatePrompt';

/** What the app says while a form has unsaved changes (app/service-worker). */
const UNSAVED_CHANGES = 'Save or leave your changes first; Reload comes back then.';

const meta = {
  title: 'Components/UpdatePrompt',
  component: UpdatePrompt,
  args: { isReady: true, onReload: fn(), onLater: fn() },
  ...onAPhone,
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new version waits: the adviser reads it and loads it with Reload, by keyboard as by touch. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveTextContent(UPDATE_READY_TEXT);
    const reload = within(region).getByRole('button', { name: UPDATE_RELOAD });
    await expect(reload).toBeVisible();
    await userEvent.tab();
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(within(region).getByRole('button', { name: UPDATE_LATER }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
  },
};

/** While the form has unsaved changes there is no Reload: the prompt says what to do first. */
export const WhileTheFormHasChanges: Story = {
  args: { heldBy: UNSAVED_CHANGES },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveTextContent(UPDATE_READY_TEXT);
    await expect(within(region).getByText(UNSAVED_CHANGES)).toBeVisible();
    await expect(within(region).queryByRole('button', { name: UPDATE_RELOAD })).toBeNull();
  },
};

/** No new version: the live region is in the page, silent and empty. */
export const NothingNew: Story = {
  args: { isReady: false },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
  },
};
