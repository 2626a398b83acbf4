import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { fillRoute, routes } from '../../src/api/endpoints.ts';
import {
  THANDI,
  createPlan,
  planPayload,
  runConsent,
  startSandbox,
  useSandboxWithAdvisers,
  uniquePolicy,
} from './helpers.ts';
import type { Sandbox } from './helpers.ts';
import { reportFor, taxonomy } from './fixtures.ts';

let s: Sandbox, thandi: string, pieter: string;
useSandboxWithAdvisers((world) => ({ s, thandi, pieter } = world));

async function acceptedPlan(kind: 'Stop Order' | 'Debit Order' = 'Stop Order') {
  const policy = uniquePolicy('M');
  const { _id } = await createPlan(s, thandi, planPayload(policy, { paymentMethod: kind }));
  const { transactionId } = await runConsent(s, thandi, _id, 'ACCEPT');
  return { policy, _id, transactionId };
}

function uploadForm(bytes: Uint8Array, tax: unknown) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
    'mandate.pdf',
  );
  form.append('taxonomy', typeof tax === 'string' ? tax : JSON.stringify(tax));
  return form;
}

async function fetchPdf(path: string, token: string, body: unknown) {
  const response = await fetch(s.base + path, {
    method: 'POST',
    headers: { authorization: `Basic ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The PDF's text, read by poppler's pdftotext (npm test installs it: scripts/ensure-test-tools.mjs). */
function pdfText(bytes: Uint8Array, ...options: string[]): string {
  return execFileSync('pdftotext', [...options, '-', '-'], { input: bytes }).toString();
}

describe('report service', () => {
  it('makes the stop-order authority as a real PDF holding the policy number and the evidence', async () => {
    const { policy, transactionId } = await acceptedPlan('Stop Order');
    const { response, bytes } = await fetchPdf(
      routes.report,
      thandi,
      reportFor(policy, 'Stop Order'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="${policy}_MINESO.pdf"`,
    );
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toContain(`/PolicyNumber (${policy})`);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Stop Order Authority - policy ${policy}`);
    const text = pdfText(bytes, '-layout');
    expect(text).toContain('Stop Order Authority');
    expect(text).toContain(policy);
    expect(text).toContain(transactionId);
    expect(text).toContain('082****199');
    expect(text).toContain('electronically applied on 21/11/2026 using cell Number 0825550199');
  });

  it('states how many requests came before the accepted one, and when it was sent and answered', async () => {
    const policy = uniquePolicy('M');
    const { _id } = await createPlan(s, thandi, planPayload(policy));
    await runConsent(s, thandi, _id, 'REJECT');
    await runConsent(s, thandi, _id, 'DROP');
    await runConsent(s, thandi, _id, 'ACCEPT');
    const { response, bytes } = await fetchPdf(
      routes.report,
      thandi,
      reportFor(policy, 'Stop Order'),
    );
    expect(response.status).toBe(200);
    const text = pdfText(bytes);
    expect(text).toMatch(/Earlier requests\s+2\s/);
    expect(text).toMatch(/Prompt sent\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toMatch(/Answered\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const first = await acceptedPlan();
    const firstText = pdfText(
      (await fetchPdf(routes.report, thandi, reportFor(first.policy, 'Stop Order'))).bytes,
    );
    expect(firstText).toMatch(/Earlier requests\s+0\s/);
  });

  it('makes the bank debit-order mandate', async () => {
    const { policy } = await acceptedPlan('Debit Order');
    const { response, bytes } = await fetchPdf(
      routes.report,
      thandi,
      reportFor(policy, 'Debit Order'),
    );
    expect(response.status).toBe(200);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`Debit Order Mandate - policy ${policy}`);
    const text = pdfText(bytes);
    expect(text).toContain('Capitec Bank');
    expect(text).toContain('1234567890');
  });

  it('refuses a policy without accepted consent (409), unknown (404), not yours (403), malformed (400)', async () => {
    const policy = uniquePolicy('M');
    await createPlan(s, thandi, planPayload(policy));
    expect(
      (
        await s.request('POST', routes.report, {
          token: thandi,
          body: reportFor(policy, 'Stop Order'),
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await s.request('POST', routes.report, {
          token: thandi,
          body: reportFor('NOSUCH1', 'Stop Order'),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await s.request('POST', routes.report, {
          token: pieter,
          body: reportFor(policy, 'Stop Order'),
        })
      ).status,
    ).toBe(403);
    const bad = reportFor(policy, 'Debit Order');
    delete bad.billing;
    const response = await s.request<{ issues: Array<{ path: string }> }>('POST', routes.report, {
      token: thandi,
      body: bad,
    });
    expect(response.status).toBe(400);
    expect(response.json.issues.map((i) => i.path)).toContain('billing');
    const mismatch = reportFor(policy, 'Stop Order');
    mismatch.clientInfo[0].policyNumber = 'OTHER1';
    expect((await s.request('POST', routes.report, { token: thandi, body: mismatch })).status).toBe(
      400,
    );
  });

  it('ignores consent that was cleared by an update', async () => {
    const { policy } = await acceptedPlan();
    await s.request('PUT', fillRoute(routes.updatePlan, { policyNumber: policy }), {
      token: thandi,
      body: planPayload(policy),
    });
    expect(
      (
        await s.request('POST', routes.report, {
          token: thandi,
          body: reportFor(policy, 'Stop Order'),
        })
      ).status,
    ).toBe(409);
  });
});

describe('document store', () => {
  it('stores an upload and gives back the same bytes; the plan takes the id; the list shows it', async () => {
    const { policy } = await acceptedPlan();
    const { bytes } = await fetchPdf(routes.report, thandi, reportFor(policy, 'Stop Order'));
    const upload = await s.request<{ ecmDocumentId: string }>('POST', routes.upload, {
      token: thandi,
      body: uploadForm(bytes, taxonomy(policy)),
    });
    expect(upload.status).toBe(200);
    expect(upload.json.ecmDocumentId).toMatch(
      /^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/,
    );
    const fileNetId = upload.json.ecmDocumentId.replace(/[{}]/g, '').trim();

    const attach = await s.request(
      'PUT',
      fillRoute(routes.updateFileNetId, { policyNumber: policy }),
      {
        token: thandi,
        body: { fileNetId },
      },
    );
    expect(attach.status).toBe(200);
    expect(attach.json).toMatchObject({ data: { fileNetId } });

    const download = await fetch(s.base + fillRoute(routes.document, { fileNetId }), {
      headers: { authorization: `Basic ${thandi}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `inline; filename="${policy}-MINESO.pdf"`,
    );
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const list = await s.request<{ data: Array<{ policyNumber: string; fileNetId: string }> }>(
      'GET',
      fillRoute(routes.applications, { employeeNumber: THANDI }),
      { token: thandi },
    );
    expect(list.json.data.find((r) => r.policyNumber === policy)?.fileNetId).toBe(fileNetId);

    // A second mandate for the same plan is refused: one plan, one stored form.
    const again = await s.request<{ ecmDocumentId: string }>('POST', routes.upload, {
      token: thandi,
      body: uploadForm(bytes, taxonomy(policy)),
    });
    const second = await s.request<{ message: string }>(
      'PUT',
      fillRoute(routes.updateFileNetId, { policyNumber: policy }),
      { token: thandi, body: { fileNetId: again.json.ecmDocumentId.replace(/[{}]/g, '').trim() } },
    );
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(
      'The plan already has its mandate form: open it with Download Forms',
    );

    // Only the owning adviser may fetch it.
    const other = await s.request('GET', fillRoute(routes.document, { fileNetId }), {
      token: pieter,
    });
    expect(other.status).toBe(403);
  });

  it('serves the seeded mandate', async () => {
    const plan = await s.request<{ data: { fileNetId: string } }>(
      'GET',
      fillRoute(routes.plan, { policyNumber: 'MER00000123459' }),
      {
        token: thandi,
      },
    );
    const response = await fetch(
      s.base + fillRoute(routes.document, { fileNetId: plan.json.data.fileNetId }),
      {
        headers: { authorization: `Basic ${thandi}` },
      },
    );
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('validates uploads: not a PDF, missing file, bad taxonomy JSON or fields, not multipart, too large', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    const notPdf = await s.request<{ issues: Array<{ path: string }> }>('POST', routes.upload, {
      token: thandi,
      body: uploadForm(new TextEncoder().encode('<html>'), taxonomy('X1')),
    });
    expect(notPdf.status).toBe(400);
    expect(notPdf.json.issues[0].path).toBe('file');

    const form = new FormData();
    form.append('taxonomy', JSON.stringify(taxonomy('X1')));
    const missing = await s.request('POST', routes.upload, { token: thandi, body: form });
    expect(missing.status).toBe(400);

    const badJson = await s.request('POST', routes.upload, {
      token: thandi,
      body: uploadForm(pdf, '{nope'),
    });
    expect(badJson.status).toBe(400);

    const badFields = await s.request<{ issues: Array<{ path: string }> }>('POST', routes.upload, {
      token: thandi,
      body: uploadForm(pdf, { ...taxonomy('X1'), user: 'someone', contract_reference: [] }),
    });
    expect(badFields.status).toBe(400);
    expect(badFields.json.issues.map((i) => i.path)).toEqual([
      'taxonomy.user',
      'taxonomy.contract_reference',
    ]);

    const json = await s.request('POST', routes.upload, { token: thandi, body: { file: 'x' } });
    expect(json.status).toBe(415);

    const small = await startSandbox({ maxUploadBytes: 1024, seed: false });
    try {
      const big = new Uint8Array(4096).fill(32);
      big.set(pdf);
      const { SessionTokens, loadOrCreateSecret } = await import('../lib/auth.ts');
      const token = await new SessionTokens(loadOrCreateSecret(small.dataDir), 60).sign({
        employeeNumber: THANDI,
        givenName: '',
        displayName: '',
      });
      const tooBig = await small.request('POST', routes.upload, {
        token,
        body: uploadForm(big, taxonomy('X1')),
      });
      expect(tooBig.status).toBe(413);
    } finally {
      await small.close();
    }

    const unauthenticated = await s.request('POST', routes.upload, {
      body: uploadForm(pdf, taxonomy('X1')),
    });
    expect(unauthenticated.status).toBe(401);
  });

  it('answers 404 for an unknown document id, with or without braces', async () => {
    const id = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';
    expect(
      (await s.request('GET', fillRoute(routes.document, { fileNetId: id }), { token: thandi }))
        .status,
    ).toBe(404);
    expect(
      (
        await s.request('GET', fillRoute(routes.document, { fileNetId: '../../etc/passwd' }), {
          token: thandi,
        })
      ).status,
    ).toBe(404);
  });
});

describe('the mandate is what the client agreed to', () => {
  it('refuses a report request that differs from the stored plan (409 naming the fields)', async () => {
    const { policy } = await acceptedPlan('Debit Order');
    const report = reportFor(policy, 'Debit Order');
    report.clientInfo[0].surname = 'Someone';
    report.billing![0].accountNumber = '999999';
    const response = await s.request<{ issues: Array<{ path: string }> }>('POST', routes.report, {
      token: thandi,
      body: report,
    });
    expect(response.status).toBe(409);
    expect(response.json.issues.map((i) => i.path)).toEqual([
      'clientInfo.0.surname',
      'billing.0.accountNumber',
    ]);
    const letter = reportFor(policy, 'Stop Order');
    const wrongLetter = await s.request('POST', routes.report, { token: thandi, body: letter });
    expect(wrongLetter.status).toBe(409);
  });

  it('attaches only a document the report service issued for this plan (409 otherwise); the plan keeps no reference', async () => {
    const { policy } = await acceptedPlan();
    const other = await acceptedPlan();
    const { bytes } = await fetchPdf(routes.report, thandi, reportFor(other.policy, 'Stop Order'));
    const forged = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    for (const pdf of [bytes, forged]) {
      const upload = await s.request<{ ecmDocumentId: string }>('POST', routes.upload, {
        token: thandi,
        body: uploadForm(pdf, taxonomy(policy)),
      });
      const fileNetId = upload.json.ecmDocumentId.replace(/[{}]/g, '');
      const attach = await s.request(
        'PUT',
        fillRoute(routes.updateFileNetId, { policyNumber: policy }),
        { token: thandi, body: { fileNetId } },
      );
      expect(attach.status).toBe(409);
    }
    const plan = await s.request<{ data: { fileNetId: string } }>(
      'GET',
      fillRoute(routes.plan, { policyNumber: policy }),
      { token: thandi },
    );
    expect(plan.json.data.fileNetId).toBe('');
  });
});
