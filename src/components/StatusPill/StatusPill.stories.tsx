import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPill, type StatusTone } from './StatusPill';

const meta = {
  title: 'Components/StatusPill',
  component: StatusPill,
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

const TONES: [StatusTone, string][] = [
  ['neutral', 'Consent Required'],
  ['brand', 'No Consent'],
  ['info', 'Waiting'],
  ['success', 'Accepted'],
  ['warning', 'No answer'],
  ['danger', 'Rejected'],
];

/** Every tone, each with the words it stands beside (axe checks each pair's contrast). */
export const Tones: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0 }}>
      {TONES.map(([tone, words]) => (
        <li key={tone}>
          <StatusPill $tone={tone}>{words}</StatusPill>{' '}
          <StatusPill $tone={tone} $size="small">
            {words}
          </StatusPill>
        </li>
      ))}
      <li>
        <StatusPill $pending $size="small">
          Checking consent…
        </StatusPill>
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [, words] of TONES) {
      const pills = canvas.getAllByText(words);
      await expect(pills).toHaveLength(2);
      // The small one is smaller than the regular one.
      const [regular, small] = pills.map((pill) => parseFloat(getComputedStyle(pill).fontSize));
      await expect(small).toBeLessThan(regular);
    }
    await expect(getComputedStyle(canvas.getByText('Checking consent…')).fontStyle).toBe('italic');
  },
};

/** In a narrow card a long state wraps inside its pill instead of widening the card. */
export const WrapsWhenNarrow: Story = {
  render: () => (
    <div data-testid="card" style={{ width: '7rem', border: '1px solid' }}>
      <StatusPill $tone="danger">Consent failed: Rejected</StatusPill>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('card');
    const pill = canvas.getByText('Consent failed: Rejected');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 2);
    await expect(pill.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
    // Two lines or more.
    await expect(pill.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(pill).fontSize) * 2,
    );
  },
};
