import { useState } from 'react';
import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useCreatePlan, useUpdateFileNetId, useUpdatePlan } from '../../src/api';
import { mocks, seedSessionToken, uploadResponse } from '../../src/api/mocks';
import {
  consentFormSchema,
  emptyConsentForm,
  formToPlan,
  type ConsentFormValues,
} from '../../src/features/consent-form';
import { describeApiError, describeSaveError } from '../../src/features/consent';
import { cleanFileNetId } from '../../src/features/mandate';

const agent = {
  userName: 'Naledi Khumalo',
  employeeNumber: '8004512',
  branch: 'Johannesburg Central',
  region: 'Gauteng North',
};

function formFor(policyNumber: string): ConsentFormValues {
  return {
    ...emptyConsentForm(),
    policyNumber,
    appType: 'New business',
    paymentMethod: 'Debit Order',
    startDate: new CalendarDate(2025, 6, 1),
    totalPremium: '.5',
    firstName: 'Lerato',
    initial: 'L',
    surname: 'Mokoena',
    idNumber: '9207045123082',
    birthDate: new CalendarDate(1992, 7, 4),
    cellNumber: '0711234567',
    addressLineOne: '22 Jacaranda Avenue',
    addressLineTwo: 'Polokwane 0699',
    bankName: 'Capitec Bank',
    accountNumber: '1402345678',
    accountType: 'Current',
    branchCode: '470010',
    debitOrderDate: new CalendarDate(2025, 6, 15),
  };
}

/** A demo of useCreatePlan, useUpdatePlan and useUpdateFileNetId with docs/behaviour.md#messages's messages. */
function SavePlanDemo({ policyNumber }: { policyNumber: string }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const attach = useUpdateFileNetId();
  const [message, setMessage] = useState('');
  const payload = () => formToPlan(consentFormSchema.parse(formFor(policyNumber)), agent);
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          create.mutate(
            { payload: payload() },
            {
              onSuccess: () => setMessage('Form saved successfully'),
              onError: (error) => setMessage(describeSaveError(error, policyNumber)),
            },
          )
        }
      >
        Save
      </button>
      <button
        type="button"
        onClick={() =>
          update.mutate(
            { policyNumber, payload: payload() },
            {
              onSuccess: () => setMessage('Form updated successfully'),
              onError: (error) => setMessage(describeApiError(error)),
            },
          )
        }
      >
        Update
      </button>
      <button
        type="button"
        onClick={() =>
          attach.mutate(
            { policyNumber, fileNetId: cleanFileNetId(uploadResponse.ecmDocumentId) },
            {
              onSuccess: (result) => setMessage(`Document uploaded: ${result.fileNetId}`),
              onError: () => setMessage('Error uploading document'),
            },
          )
        }
      >
        Attach document
      </button>
      <p role="status">{message}</p>
    </div>
  );
}

const meta = {
  title: 'Data/Save plan',
  component: SavePlanDemo,
  args: { policyNumber: 'MFP00054321' },
  beforeEach: () => seedSessionToken(),
} satisfies Meta<typeof SavePlanDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

async function press(canvasElement: HTMLElement, name: string, expected: string | RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name }));
  await expect(await canvas.findByText(expected, {}, { timeout: 5000 })).toBeVisible();
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Save', 'Form saved successfully');
  },
};

/** The mock, like the service, refuses a policy number that already exists. */
export const DuplicatePolicyNumber: Story = {
  args: { policyNumber: 'MFP00012345' },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Save', 'Error: Form with policy number MFP00012345 already exists');
  },
};

export const SaveServerError: Story = {
  parameters: { msw: { handlers: { createPlan: mocks.createPlan.serverError } } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Save', 'Error: 500');
  },
};

export const Updated: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Update', 'Form updated successfully');
  },
};

export const UpdateFailed: Story = {
  parameters: { msw: { handlers: { updatePlan: mocks.updatePlan.notFound } } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Update', 'Error: 404');
  },
};

export const DocumentAttached: Story = {
  play: async ({ canvasElement }) => {
    await press(
      canvasElement,
      'Attach document',
      'Document uploaded: 7A1C3E55-2B9D-4F60-8E21-5D0C9A4B7F13',
    );
  },
};

export const AttachFailed: Story = {
  parameters: { msw: { handlers: { updateFileNetId: mocks.updateFileNetId.serverError } } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Attach document', 'Error uploading document');
  },
};
