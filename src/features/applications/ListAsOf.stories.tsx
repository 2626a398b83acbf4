import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../components';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import { ListAsOf } from './ListAsOf';

/** The list's title row, as the home page lays it out (app/pages/PageHeader.tsx). */
const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};

  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** 14:05 today on the adviser's clock: when the rows shown were read. */
const readAt = new Date(new Date().setHours(14, 5, 0, 0)).getTime();

/**
 * The note on rows shown as last read (docs/behaviour.md#no-signal), in the list's title row on a
 * phone, beside New: one story per state.
 */
const meta = {
  title: 'Features/Applications/ListAsOf',
  component: ListAsOf,
  ...onAPhone,
  args: { readAt },
  decorators: [
    (Story) => (
      <TitleRow>
        <h1>Consent Application List</h1>
        <Story />
        <Button>New</Button>
      </TitleRow>
    ),
  ],
} satisfies Meta<typeof ListAsOf>;
export default meta;
type Story = StoryObj<typeof meta>;

const noteIn = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** The list is current: the region is there (it must be, to speak later) and says nothing. */
export const Current: Story = {
  args: { readAt: null },
  play: async ({ canvasElement }) => {
    await expect(noteIn(canvasElement)).toBeEmptyDOMElement();
  },
};

/** The tab's copy, from its first paint, while a read is on its way to confirm it. */
export const Checking: Story = {
  args: { state: 'checking' },
  play: async ({ canvasElement }) => {
    const note = noteIn(canvasElement);
    await expect(note).toHaveTextContent('Applications as of 14:05 — checking…');
    await expect(note.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(readAt).toISOString(),
    );
  },
};

/** Reads get no answer (offline, refused, or none in 3 s). */
export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(noteIn(canvasElement)).toHaveTextContent('Offline — applications as of 14:05');
    // Beside New, no taller than it: the title row keeps its height.
    const newButton = within(canvasElement).getByRole('button', { name: 'New' });
    await expect(noteIn(canvasElement).getBoundingClientRect().height).toBeLessThanOrEqual(
      newButton.getBoundingClientRect().height,
    );
  },
};
