import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { BACK_ONLINE_TEXT, BackOnline, OFFLINE_BANNER_TEXT, OfflineBanner } from './OfflineBanner';
import { useShowOfflineInPage } from './offline-in-page';

const meta = {
  title: 'Components/OfflineBanner',
  component: OfflineBanner,
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online: the live region is in the page, silent and empty. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
  },
};

export const Offline: Story = {
  args: { isOffline: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveTextContent(OFFLINE_BANNER_TEXT);
    await expect(within(region).getByText(OFFLINE_BANNER_TEXT)).toBeVisible();
  },
};

/** Follows the browser: the network goes (the banner speaks), then comes back (it goes away). */
export const FollowsTheBrowser: Story = {
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const region = within(canvasElement).getByRole('status');
    const setOnline = (online: boolean) => {
      Object.defineProperty(view.navigator, 'onLine', { configurable: true, get: () => online });
      view.dispatchEvent(new Event(online ? 'online' : 'offline'));
    };
    try {
      setOnline(false);
      await waitFor(() => expect(region).toHaveTextContent(OFFLINE_BANNER_TEXT));
      setOnline(true);
      await waitFor(() => expect(region).toBeEmptyDOMElement());
    } finally {
      // Back to the browser's own getter.
      Reflect.deleteProperty(view.navigator, 'onLine');
    }
  },
};

/** A page that says "offline" in its own place (the details bar): the banner says nothing. */
function PageThatShowsOffline() {
  useShowOfflineInPage();
  return <p>Offline (the page's own word)</p>;
}

export const StandsDownForThePage: Story = {
  args: { isOffline: true },
  render: (args) => (
    <>
      <OfflineBanner {...args} />
      <PageThatShowsOffline />
    </>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
};

/** The banner and the page under it, as AppLayout puts them: the room left is in the page. */
function BannerOverAPage() {
  const [room, setRoom] = useState<number>();
  return (
    <>
      <OfflineBanner onRoomLeft={setRoom} />
      <main>
        {room !== undefined && <BackOnline height={room} />}
        <p>The first row</p>
      </main>
    </>
  );
}

/**
 * The signal returns: the banner goes from the live region (nothing more is said), and the room
 * it leaves in the page is as tall, so the first row stays where it was.
 */
export const LeavesItsRoom: Story = {
  render: () => <BannerOverAPage />,
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const canvas = within(canvasElement);
    const setOnline = (online: boolean) => {
      Object.defineProperty(view.navigator, 'onLine', { configurable: true, get: () => online });
      view.dispatchEvent(new Event(online ? 'online' : 'offline'));
    };
    try {
      setOnline(false);
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(OFFLINE_BANNER_TEXT),
      );
      const row = canvas.getByText('The first row');
      const before = row.getBoundingClientRect().top;
      setOnline(true);
      await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
      await expect(canvas.getByText(BACK_ONLINE_TEXT)).toBeVisible();
      await expect(row.getBoundingClientRect().top).toBe(before);
    } finally {
      Reflect.deleteProperty(view.navigator, 'onLine');
    }
  },
};
