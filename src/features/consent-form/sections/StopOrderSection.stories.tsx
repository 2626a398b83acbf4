import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '../../../api';
import { seedSessionToken } from '../../../api/mocks';
import { goOffline } from '../../../components/OfflineBanner/offline.story-helpers';
import { onAPhone } from '../../../components/theme/screens.story-helpers';
import { SectionStory, type SectionState } from './section.story-helpers';
import { StopOrderSection } from './StopOrderSection';
import { NEEDS_A_SIGNAL } from '../form/words';

const meta = {
  title: 'Features/Consent form/StopOrderSection',
  args: { state: 'Default' as SectionState },
  // Search calls the agency look-up, which needs a signed-in adviser.
  beforeEach: () => seedSessionToken(),
  render: ({ state }) => (
    <SectionStory state={state} paymentMethod="Stop Order">
      <StopOrderSection />
    </SectionStory>
  ),
} satisfies Meta<{ state: SectionState }>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Stop Order Details' }));

/** Search fills Agency Description; changing the number afterwards clears it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const description = canvas.getByRole('textbox', { name: 'Agency Description' });
    await expect(description).toHaveAttribute('readonly');
    const number = canvas.getByRole('textbox', { name: 'Agency Number' });
    await userEvent.type(number, '104501');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(description).toHaveValue('Department of Basic Education (KZN)'));
    await userEvent.type(number, '0');
    await expect(description).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Head Office' })).not.toBeRequired();
  },
};

/**
 * After 'Agency Not Found' (Enter leaves the number focused), the adviser corrects the number and
 * presses Search: the button stays under the pointer from press to release, and the look-up runs.
 */
export const SearchAfterNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Agency Number' });
    await userEvent.type(number, 'ZZ9{Enter}');
    await expect(await canvas.findByText('Agency Not Found')).toBeVisible();
    await userEvent.type(number, '{Backspace}{Backspace}{Backspace}104501');
    const search = canvas.getByRole('button', { name: 'Search' });
    const before = search.getBoundingClientRect();
    const { x, y } = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
    await userEvent.pointer({ keys: '[MouseLeft>]', target: search, coords: { x, y } });
    // Two frames: the blur's validation has run and been painted.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const pressed = search.getBoundingClientRect();
    await expect(pressed.toJSON()).toEqual(before.toJSON());
    // user-event's split press does not complete react-aria's press: the release is a click on
    // the button where it still is.
    await userEvent.pointer({ keys: '[/MouseLeft]', target: search, coords: { x, y } });
    await userEvent.click(search);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Agency Description' })).toHaveValue(
        'Department of Basic Education (KZN)',
      ),
    );
    await expect(canvas.queryByText('Agency Not Found')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { state: 'Filled' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Agency Description' })).toHaveValue(
      'Department of Basic Education (KZN)',
    );
    await expect(canvas.getByRole('textbox', { name: 'Employee Ref Number' })).toHaveValue(
      'PERSAL85041250',
    );
  },
};

/** Stop Order requires the agency (found by Search), employee ref and the date. */
export const Invalid: Story = {
  args: { state: 'Invalid' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(await canvas.findByText('Enter the agency number')).toBeVisible();
    await expect(
      canvas.getByText('Search for the agency number to fill in the agency description'),
    ).toBeVisible();
    await expect(canvas.getByText('Enter the employee reference number')).toBeVisible();
    await expect(canvas.getByText('Enter the first deduction date')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { state: 'ReadOnly' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Agency Number' })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

/**
 * No signal, on a phone: Search is off and says why under the field; Enter in Agency Number does
 * not search either (the look-up is on the services).
 */
export const SearchNeedsASignal: Story = {
  ...onAPhone,
  beforeEach: () => {
    seedSessionToken();
    return goOffline();
  },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const search = canvas.getByRole('button', { name: 'Search' });
    await expect(search).toBeDisabled();
    await expect(search).toHaveAccessibleDescription(NEEDS_A_SIGNAL.agencySearch);
    const reason = canvas.getByText(NEEDS_A_SIGNAL.agencySearch);
    await expect(reason).toBeVisible();
    // Under the button, not beside it.
    await expect(reason.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      search.getBoundingClientRect().bottom,
    );
    const number = canvas.getByRole('textbox', { name: 'Agency Number' });
    await userEvent.type(number, '104501{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Agency Description' })).toHaveValue('');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** An agency looked up before, as the app keeps the answers (the list's copy, across reloads). */
function KnownAgency({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() =>
    queryClient.setQueryData(queryKeys.agency('104501'), {
      name: 'Department of Basic Education (KZN)',
    }),
  );
  return children;
}

/**
 * No signal (docs/behaviour.md#no-signal): a number looked up before fills Agency Description at
 * once; any other is kept as typed, its description left to the Save, which looks it up when the
 * signal returns (the field says so). The description is never typed.
 */
export const KnownAgencyWithNoSignal: Story = {
  ...onAPhone,
  beforeEach: () => {
    seedSessionToken();
    return goOffline();
  },
  render: ({ state }) => (
    <KnownAgency>
      <SectionStory state={state} paymentMethod="Stop Order">
        <StopOrderSection />
      </SectionStory>
    </KnownAgency>
  ),
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const description = canvas.getByRole('textbox', { name: 'Agency Description' });
    await expect(description).toHaveAttribute('readonly');
    await expect(description).toHaveAccessibleDescription(
      'Looked up when the signal returns, as the application is sent',
    );
    const number = canvas.getByRole('textbox', { name: 'Agency Number' });
    await userEvent.type(number, '104501');
    await expect(description).toHaveValue('Department of Basic Education (KZN)');
    await userEvent.type(number, '9');
    await expect(description).toHaveValue('');
  },
};
