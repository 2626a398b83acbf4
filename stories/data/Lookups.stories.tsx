import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { branchAndRegion, isAgencyNotFound, useAgencyLookup, useIntermediary } from '../../src/api';
import { mocks, seedSessionToken } from '../../src/api/mocks';
import { formMessages } from '../../src/features/consent-form';
import { formatCell } from '../../src/lib/display-text';

/** A demo of useIntermediary (branch and region of a new form) and useAgencyLookup (Search). */
function LookupsDemo({ employeeNumber }: { employeeNumber: string }) {
  const intermediary = useIntermediary(employeeNumber);
  // A failed look-up is not an error here: branch and region stay empty.
  const { departmentName, locationName } = branchAndRegion(intermediary.data);
  const lookup = useAgencyLookup();
  const [agencyNumber, setAgencyNumber] = useState('');
  const lookupError = lookup.error
    ? isAgencyNotFound(lookup.error)
      ? formMessages.agencyNotFound
      : `Agency info error: ${lookup.error.status}`
    : '';
  return (
    <div>
      <h2>Adviser</h2>
      {intermediary.isPending ? (
        <p role="status">Loading branch…</p>
      ) : (
        <dl>
          <dt>Branch</dt>
          <dd>{formatCell(departmentName)}</dd>
          <dt>Region</dt>
          <dd>{formatCell(locationName)}</dd>
        </dl>
      )}
      <h2>Agency</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          lookup.mutate(agencyNumber);
        }}
      >
        <label htmlFor="agency-number">Agency Number</label>
        <input
          id="agency-number"
          value={agencyNumber}
          aria-invalid={lookupError ? true : undefined}
          aria-describedby={lookupError ? 'agency-number-error' : undefined}
          onChange={(event) => setAgencyNumber(event.target.value)}
        />
        <button type="submit" disabled={lookup.isPending}>
          Search
        </button>
        {lookupError && <p id="agency-number-error">{lookupError}</p>}
      </form>
      <label htmlFor="agency-description">Agency Description</label>
      <input id="agency-description" readOnly value={lookup.data?.name ?? ''} />
    </div>
  );
}

const meta = {
  title: 'Data/Look-ups',
  component: LookupsDemo,
  args: { employeeNumber: '1004521' },
  beforeEach: () => seedSessionToken(),
} satisfies Meta<typeof LookupsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function search(canvasElement: HTMLElement, agencyNumber: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Agency Number'), agencyNumber);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  return canvas;
}

export const AgencyFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, '104501');
    await expect(await canvas.findByText('Durban Central')).toBeVisible();
    await expect(canvas.getByText('KwaZulu-Natal')).toBeVisible();
    // The agency and the intermediary are two calls: the description may arrive after the branch.
    await waitFor(() =>
      expect(canvas.getByLabelText('Agency Description')).toHaveValue(
        'Department of Basic Education (KZN)',
      ),
    );
  },
};

export const AgencyNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, 'AG0000');
    await expect(await canvas.findByText('Agency Not Found')).toBeVisible();
    await expect(canvas.getByLabelText('Agency Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Agency Description')).toHaveValue('');
  },
};

export const AgencyServerError: Story = {
  parameters: { msw: { handlers: { agency: mocks.agency.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, '104501');
    await expect(await canvas.findByText('Agency info error: 500')).toBeVisible();
  },
};

/** A failed intermediary look-up leaves branch and region empty. */
export const IntermediaryFailure: Story = {
  parameters: { msw: { handlers: { intermediary: mocks.intermediary.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Branch')).toBeVisible();
    await expect(canvas.getAllByText('--')).toHaveLength(2);
  },
};

export const IntermediaryLoading: Story = {
  parameters: { msw: { handlers: { intermediary: mocks.intermediary.pending } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading branch…');
  },
};
