import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys, type ApplicationRow } from '../../api';
import { routes } from '../../api/endpoints';
import type { ApplicationTable } from './ApplicationTable';
import { signedInList } from './ApplicationTable.story-helpers';

/**
 * The consent filter's reads (docs/behaviour.md#consent-in-the-list): every application the
 * search finds without forms needs its log, and they are read five at a time, whatever the
 * list's length (docs/decisions/0021-the-list-reads-on-usequeries.md).
 */

const ROWS = 40;
const rows: ApplicationRow[] = Array.from({ length: ROWS }, (_, i) => ({
  _id: `plan-F${i}`,
  policyNumber: `F${String(i).padStart(4, '0')}`,
  clientInfo: { name: 'Client', surname: `F${i}` },
  createdAt: new Date(Date.UTC(2026, 2, 1) - i * 60_000).toISOString(),
  fileNetId: null,
}));

/** The log calls: how many were made, and the most that were out at once. */
const calls = { made: 0, out: 0, mostOut: 0 };
const logs = http.get(`*${routes.clientUssdLog}`, async () => {
  calls.made += 1;
  calls.out += 1;
  calls.mostOut = Math.max(calls.mostOut, calls.out);
  await delay(100);
  calls.out -= 1;
  return HttpResponse.json({ data: [] });
});

/** The app's 30 s of freshness for a log (createQueryClient), which the stories' client leaves out. */
function FreshLogs({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryDefaults(queryKeys.ussdLogs, { staleTime: 30_000 }));
  return children;
}

const meta = {
  title: 'Features/Applications/ApplicationTable consent filter',
  ...signedInList,
  decorators: [
    ...signedInList.decorators,
    (Story) => (
      <FreshLogs>
        <Story />
      </FreshLogs>
    ),
  ],
  args: { ...signedInList.args, rows },
  parameters: { msw: { handlers: { clientUssdLog: logs } } },
} satisfies Meta<typeof ApplicationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first page's badges read their own logs; choosing a consent state reads the other 15, five
 * at a time, and says how far it has got until every one is read.
 */
export const FiveAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const noConsent = () =>
      within(table)
        .getAllByRole('row')
        .filter((row) => row.textContent?.includes('No Consent')).length;
    await waitFor(() => expect(noConsent()).toBe(25), { timeout: 5000 });
    Object.assign(calls, { made: 0, mostOut: 0 });

    await userEvent.click(canvas.getByRole('radio', { name: 'No Consent' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/found so far: consent checked for/),
    );
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('40 of 40 applications match'),
      { timeout: 5000 },
    );
    // The first page's logs were read (and are fresh): only the other 15 are asked for.
    await expect(calls.made).toBe(ROWS - 25);
    await expect(calls.mostOut).toBe(5);
  },
};
