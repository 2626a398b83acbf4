import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isAgencyNotFound, fetchAgency } from './agency';
import { applicationsQueryOptions } from './applications';
import { fetchVerifierEndpoint, requestConsentToken } from './consent';
import type { PlanPayload } from './contract';
import { fetchDocument, generateReport, uploadDocument } from './documents';
import { ApiError } from './http';
import { fetchIntermediary, intermediaryQueryOptions } from './intermediary';
import { createPlan, fetchPlan, fetchPlanByReference, updateFileNetId, updatePlan } from './plans';
import {
  fetchUssdLog,
  fetchUssdLogsByPlanReference,
  logClientUssd,
  updateUssdLog,
} from './ussd-log';
import {
  acceptedLog,
  applicationRows,
  consentToken,
  debitOrderReport,
  intermediary,
  mocks,
  stopOrderPlan,
  stopOrderReport,
  stopOrderTaxonomy,
  tinyPdf,
  uploadResponse,
  verifierEndpoint,
} from './mocks';
import { startMockServer } from './mocks/node';

const { server, signIn } = startMockServer();

function payloadFor(policyNumber: string): PlanPayload {
  const { _id: _id, createdAt: _c, updatedAt: _u, ...payload } = stopOrderPlan;
  return { ...payload, policyNumber, policyInfo: { ...payload.policyInfo, policyNumber } };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Counts the requests that reach the network while `run` runs. */
async function requestsDuring(run: () => Promise<unknown>): Promise<number> {
  const seen = vi.fn();
  server.events.on('request:start', seen);
  await run().catch(() => undefined);
  server.events.removeListener('request:start', seen);
  return seen.mock.calls.length;
}

beforeEach(() => signIn());

describe('consent forms', () => {
  it('lists the applications of an employee', async () => {
    const list = await new QueryClient().fetchQuery(applicationsQueryOptions('1004521'));
    expect(list.rows).toEqual(applicationRows);
  });

  it('loads a plan by policy number and by plan reference', async () => {
    expect(await fetchPlan('FN10023461')).toEqual(stopOrderPlan);
    expect(await fetchPlanByReference(stopOrderPlan._id)).toEqual(stopOrderPlan);
  });

  it('fails with 404 for a policy number no plan has', async () => {
    expect((await failure(fetchPlan('MFP99999999'))).status).toBe(404);
  });

  it('creates a plan and answers its _id and policy number', async () => {
    const created = await createPlan(payloadFor('MFP00099999'));
    expect(created.policyNumber).toBe('MFP00099999');
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('sends the Idempotency-Key it is given, and none without one', async () => {
    const keys: Array<string | null> = [];
    const seen = ({ request }: { request: Request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
    };
    server.events.on('request:start', seen);
    const key = '0b6f5c1e-8f4a-4f7e-9a51-3c2d1e0f9a87';
    await createPlan(payloadFor('MFP00099998'), { idempotencyKey: key });
    await createPlan(payloadFor('MFP00099997'));
    server.events.removeListener('request:start', seen);
    expect(keys).toEqual([key, null]);
  });

  it('keeps the duplicate-key text of a second plan with the same policy number', async () => {
    const error = await failure(createPlan(payloadFor('FN10023461')));
    expect(error.status).toBe(500);
    expect(JSON.stringify(error.body)).toContain('duplicate key error');
    expect(JSON.stringify(error.body)).toContain('FN10023461');
  });

  it('does not send a payload that breaks the contract', async () => {
    const broken = { ...payloadFor('MFP00099999'), policyNumber: 'MFP-1' };
    expect(await requestsDuring(() => createPlan(broken))).toBe(0);
    expect((await failure(createPlan(broken))).kind).toBe('request');
  });

  it('updates a plan', async () => {
    expect(await updatePlan('FN10023461', payloadFor('FN10023461'))).toEqual({
      _id: stopOrderPlan._id,
    });
  });

  it('attaches a cleaned document id, and refuses one still in braces', async () => {
    expect(await updateFileNetId('FN10023461', '7A1C3E55-2B9D')).toEqual({
      _id: stopOrderPlan._id,
      fileNetId: '7A1C3E55-2B9D',
    });
    expect((await failure(updateFileNetId('FN10023461', '{7A1C3E55}'))).kind).toBe('request');
  });
});

describe('USSD log', () => {
  it('gives the entries of a plan, [] for a plan with none, and 404 for no plan', async () => {
    expect(await fetchUssdLog('FN10023461')).toEqual(acceptedLog);
    expect(await fetchUssdLog('FN40010001')).toEqual([]);
    expect((await failure(fetchUssdLog('NOPE0001'))).status).toBe(404);
  });

  it('reads the log by plan reference as a query parameter', async () => {
    expect(await fetchUssdLogsByPlanReference(stopOrderPlan._id)).toEqual(acceptedLog);
    expect(await fetchUssdLogsByPlanReference('unknown')).toEqual([]);
  });

  it('writes the initial entry and its update', async () => {
    const { _id: _id, createdAt: _c, updatedAt: _u, ...record } = acceptedLog[0];
    const created = await logClientUssd({ ...record, response: null, transactionId: 'TX-9' });
    expect(created.transactionId).toBe('TX-9');
    const updated = await updateUssdLog('TX-9', { response: 'ACCEPT' });
    expect(updated).toMatchObject({ transactionId: 'TX-9', response: 'ACCEPT' });
  });
});

describe('look-ups', () => {
  it('gives the intermediary', async () => {
    expect(await fetchIntermediary('1004521')).toEqual(intermediary);
  });

  it('keeps a failed intermediary look-up out of the cache (the next visit asks again)', async () => {
    server.use(mocks.intermediary.serverError);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = intermediaryQueryOptions('1004521');
    expect((await failure(client.fetchQuery(options))).status).toBe(500);
    expect(client.getQueryData(options.queryKey)).toBeUndefined();
  });

  it('finds an agency, and marks an unknown one as not found', async () => {
    expect(await fetchAgency(' 220310 ')).toEqual({ name: 'South African Police Service' });
    const error = await failure(fetchAgency('AG0000'));
    expect(isAgencyNotFound(error)).toBe(true);
    expect(isAgencyNotFound(new ApiError({ status: 500, message: '', kind: 'http' }))).toBe(false);
  });
});

describe('consent', () => {
  it('gives the verifier endpoint', async () => {
    expect(await fetchVerifierEndpoint()).toBe(verifierEndpoint);
  });

  it('asks for the consent token with the Bearer scheme (the mock refuses Basic)', async () => {
    const token = await requestConsentToken({
      timeToLive: 720000,
      planReference: 'p1',
      optionalParameters: {
        cellphoneNumber: '0821234567',
        message: 'Meridian to deduct R150 …',
        billingUserGuid: 'B',
        userLdapGuid: 'U',
      },
    });
    expect(token).toBe(consentToken);
  });

  it('refuses a consent-token request longer than 12 minutes', async () => {
    const error = await failure(
      requestConsentToken({
        timeToLive: 720001,
        planReference: 'p1',
        optionalParameters: {
          cellphoneNumber: '1',
          message: 'm',
          billingUserGuid: '',
          userLdapGuid: '',
        },
      }),
    );
    expect(error.kind).toBe('request');
  });
});

describe('documents', () => {
  it('renders both letters as PDF', async () => {
    for (const report of [stopOrderReport, debitOrderReport]) {
      const pdf = await generateReport(report);
      expect(await pdf.text()).toContain(report.record.LetterName);
    }
  });

  it('does not send a bank mandate without its billing record', async () => {
    const { billing: _billing, ...withoutBilling } = debitOrderReport;
    expect((await failure(generateReport(withoutBilling))).kind).toBe('request');
  });

  it('uploads multipart file and taxonomy (JSON), answering the id in braces', async () => {
    const file = new Blob([tinyPdf('mandate')], { type: 'application/pdf' });
    const answer = await uploadDocument({ file, fileName: 'm.pdf', taxonomy: stopOrderTaxonomy });
    expect(answer).toEqual(uploadResponse);
  });

  it('fetches a stored document', async () => {
    const blob = await fetchDocument('3F2504E0-4F89-11D3-9A0C-0305E82C3301');
    expect(await blob.text()).toContain('3F2504E0');
  });
});
