import type { Meta, StoryObj } from '@storybook/react-vite';
import { MutationObserver, onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ApiError, type PlanPayload } from '../../api';
import { applicationRows, stopOrderPlan } from '../../api/mocks';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import { clearSaves, registerSaves, saveKey, type SaveVariables } from '../outbox';
import type { ApplicationTable } from './ApplicationTable';
import { signedInList } from './ApplicationTable.story-helpers';

/**
 * A stop order saved with no signal, on the list (docs/behaviour.md#no-signal): its row says the
 * agency is looked up when the signal returns; a number the look-up cannot find needs the
 * adviser, with the spec's 'Agency Not Found' on the details screen.
 */
const NEW_POLICY = 'FN40099002';
const { _id: _stored, ...stopOrder } = stopOrderPlan;
const newStopOrder: PlanPayload = {
  ...stopOrder,
  policyNumber: NEW_POLICY,
  clientInfo: { ...stopOrder.clientInfo, surname: 'Waiting' },
  stopOrderDetails: { ...stopOrder.stopOrderDetails, agencyNumber: '999999', agencyName: '' },
};

/** The story's Save kept as the app keeps one; with a signal, the look-up answers 404. */
function KeptStopOrder({ signal, children }: { signal: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => {
    const notFound = () =>
      Promise.reject(new ApiError({ status: 404, message: 'Agency not found', kind: 'http' }));
    registerSaves(queryClient, { create: notFound, update: notFound, agency: notFound });
    onlineManager.setOnline(signal);
    const variables: SaveVariables = {
      id: crypto.randomUUID(),
      payload: newStopOrder,
      policyNumber: NEW_POLICY,
      savedAt: Date.now(),
    };
    void new MutationObserver<unknown, unknown, SaveVariables>(queryClient, {
      mutationKey: saveKey('create'),
    })
      .mutate(variables)
      .catch(() => undefined);
  });
  useEffect(
    () => () => {
      clearSaves(queryClient);
      onlineManager.setOnline(true);
    },
    [queryClient],
  );
  return children;
}

const meta = {
  title: 'Features/Applications/ApplicationTable/A stop order with no signal',
  ...signedInList,
  args: { ...signedInList.args, rows: applicationRows },
  parameters: { signal: false },
  decorators: [
    ...signedInList.decorators,
    (Story, { parameters }) => (
      <KeptStopOrder signal={parameters.signal === true}>
        <Story />
      </KeptStopOrder>
    ),
  ],
} satisfies Meta<typeof ApplicationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement) => {
  const header = await within(canvasElement).findByRole('rowheader', { name: NEW_POLICY });
  return within(header.closest('tr')!);
};

/** Waiting to send: the row says its agency is looked up when the signal returns. */
export const WaitingForTheAgency: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement);
    await expect(row.getByText('Waiting to send')).toBeVisible();
    await expect(
      row.getByText('Next: The agency is looked up when the signal returns'),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit ${NEW_POLICY}` })).toBeEnabled();
  },
};

/** The same on a phone, where the rows are cards. */
export const WaitingForTheAgencyOnAPhone: Story = {
  ...WaitingForTheAgency,
  ...onAPhone,
};

/** The signal back, the number unknown: the row needs the adviser, and Edit opens the form. */
export const AgencyNotFound: Story = {
  parameters: { signal: true },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement);
    await waitFor(() => expect(row.getByText('Needs your attention')).toBeVisible());
    await expect(row.getByText('Next: Fix the form and save again')).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit ${NEW_POLICY}` })).toBeEnabled();
  },
};
