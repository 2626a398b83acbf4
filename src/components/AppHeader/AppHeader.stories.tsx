import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brand } from '../../config/brand';
import { SCREENS } from '../theme/screens';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Components/AppHeader',
  component: AppHeader,
  args: { greetingName: 'Thandi', onHome: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const header = within(banner);
    await expect(header.getByText(brand.productTitle)).toBeVisible();
    const user = header.getByText('Thandi');
    await expect(user).toBeVisible();
    // Read as "Signed in as Thandi"; the first part is for screen readers only.
    await expect(user).toHaveTextContent('Signed in as Thandi');

    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Staff hub' })).toHaveAttribute(
      'href',
      brand.staffHubPath,
    );
    const home = within(nav).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', '/home');
    // A plain click hands over to the app (which clears its state and routes) and stays on page.
    await userEvent.click(home);
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardHome: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Staff hub' })).toHaveFocus();
  },
};

export const NoName: Story = {
  name: 'No signed-in name',
  args: { greetingName: '' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).queryByText(/Signed in as/)).not.toBeInTheDocument();
    await expect(within(banner).getByText(brand.productTitle)).toBeVisible();
  },
};

export const LongName: Story = {
  args: { greetingName: 'Nomvuyiso Thandekile Mathebula-Vilakazi van der Westhuizen' },
  play: async ({ args, canvasElement }) => {
    const name = within(canvasElement).getByText(/Nomvuyiso/);
    // Truncated on screen with an ellipsis; the whole name stays in the text and the tooltip.
    await expect(name).toHaveTextContent(`Signed in as ${args.greetingName}`);
    await expect(name).toHaveAttribute('title', args.greetingName);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

export const HomeAsPlainLink: Story = {
  name: 'Home as a plain link (no onHome)',
  args: { onHome: undefined, homeHref: '/home' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/home',
    );
  },
};

export const Narrow: Story = {
  parameters: { width: 360 },
  play: async ({ canvasElement }) => {
    // Wraps instead of overflowing on a narrow screen.
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};

/**
 * On a phone (390 px) one row, 44 px: the links and who is signed in (the avatar; the name is
 * still read out), the title shortened before anything wraps.
 */
export const OneRowOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { width: SCREENS.phone.width },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(44);
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    const links = within(banner).getAllByRole('link');
    const tops = links.map((link) => Math.round(link.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expect(within(banner).getByText('Thandi')).toHaveTextContent('Signed in as Thandi');
  },
};
