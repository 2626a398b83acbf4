import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { applicationRows } from '../../api/mocks';
import { goOffline } from '../../components/OfflineBanner/offline.story-helpers';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import type { ApplicationTable } from './ApplicationTable';
import { signedInList } from './ApplicationTable.story-helpers';

const meta = {
  title: 'Features/Applications/ApplicationTable/No signal',
  ...signedInList,
  args: { ...signedInList.args, rows: applicationRows },
} satisfies Meta<typeof ApplicationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No signal (docs/behaviour.md#no-signal): Download Forms is off on every row that offers it, and
 * says why under it, as the details screen's bar does; Edit stays (the form opens as last read).
 */
export const DownloadFormsNeedsASignal: Story = {
  beforeEach: () => goOffline(),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = 'Needs a signal: the form is kept on the document store';
    const downloads = await canvas.findAllByRole('button', { name: /^Download Forms/ });
    for (const download of downloads) {
      await waitFor(() => expect(download).toBeDisabled());
      await expect(download).toHaveAccessibleDescription(reason);
    }
    const [first] = canvas.getAllByText(reason);
    await expect(first).toBeVisible();
    await userEvent.click(downloads[0], { pointerEventsCheck: 0 });
    await expect(args.onDownload).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Edit FN10023458' })).toBeEnabled();
  },
};

/** The same on a phone, where the rows are cards. */
export const DownloadFormsNeedsASignalOnAPhone: Story = {
  ...DownloadFormsNeedsASignal,
  ...onAPhone,
};
