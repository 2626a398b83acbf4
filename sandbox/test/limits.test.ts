/**
 * Bounded inputs (docs/behaviour.md#sandbox): every text field has a maximum, JSON bodies are
 * at most 64 KiB, and the mandate layout wraps in linear time, so the largest allowed report
 * renders quickly and cannot hold the process.
 */
import { StandardFonts, PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MAX, reportRequestSchema } from '../../src/api/contract.ts';
import { routes } from '../../src/api/endpoints.ts';
import { wrap } from '../pdf/layout.ts';
import { renderMandate } from '../pdf/mandate.ts';
import { THANDI, planPayload, startSandbox, stopSandbox, uniquePolicy } from './helpers.ts';
import type { Sandbox } from './helpers.ts';
import { reportFor } from './fixtures.ts';

let s: Sandbox;
let thandi: string;

beforeAll(async () => {
  s = await startSandbox();
  thandi = await s.signIn(THANDI);
});
afterAll(() => stopSandbox(s));

/** An unbroken word of exactly `n` wide characters: the worst case for line wrapping. */
const word = (n: number) => 'W'.repeat(n);

/** The largest report the contract allows: every text at its maximum, no spaces to break at. */
function largestReport() {
  const report = reportFor('P'.repeat(14), 'Debit Order');
  const c = report.clientInfo[0];
  Object.assign(c, {
    name: word(TEXT_MAX.name),
    initial: word(TEXT_MAX.initial),
    surname: word(TEXT_MAX.name),
    idNumber: '9'.repeat(13),
    cellNumber: word(TEXT_MAX.cellNumber),
    addressLine1: word(TEXT_MAX.name),
    addressLine2: word(TEXT_MAX.name),
    agencyName: word(TEXT_MAX.name),
    agencyNumber: word(TEXT_MAX.code),
    empReferenceNumber: word(TEXT_MAX.code),
    deptCode: word(TEXT_MAX.code),
    premium: '999999999.99',
    consentText: word(TEXT_MAX.consentText),
  });
  Object.assign(report.billing![0], {
    bankName: word(TEXT_MAX.name),
    branchCode: word(TEXT_MAX.code),
    accountNumber: word(TEXT_MAX.code),
    premium: '999999999.99',
    contractReference: word(TEXT_MAX.code),
  });
  report.fileName = word(TEXT_MAX.fileName);
  report.record.JobId = word(TEXT_MAX.id);
  return reportRequestSchema.parse(report);
}

describe('the mandate layout', () => {
  it('wraps a 200,000-character word in linear time, every line within the width', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    // Linear time, counted rather than timed (timings are the bench's, never a test's): the
    // characters measured stay a small multiple of the input; re-measuring the growing line
    // for every character would measure about n²/2 of them.
    let measured = 0;
    const counting = Object.create(font) as typeof font;
    counting.widthOfTextAtSize = (text: string, size: number) => {
      measured += text.length;
      return font.widthOfTextAtSize(text, size);
    };
    const lines = wrap(word(200_000), counting, 9, 200);
    expect(measured).toBeLessThanOrEqual(2 * 200_000);
    expect(lines.join('')).toHaveLength(200_000);
    for (const line of lines.slice(0, 50)) {
      expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(200);
    }
  });

  it('renders the largest allowed report', async () => {
    const report = largestReport();
    const evidence = {
      transactionId: `TX-${word(60)}`,
      maskedCellphoneNumber: '082****199',
      promptedAt: new Date().toISOString(),
      answeredAt: new Date().toISOString(),
      responseOption: 'ACCEPT' as const,
      message: word(TEXT_MAX.ussdMessage),
    };
    const pdf = await renderMandate({
      report,
      evidence,
      adviser: { userName: word(100), employeeNumber: word(30), branch: word(100) },
    });
    expect(pdf.length).toBeGreaterThan(1000);
  });
});

describe('bounded requests', () => {
  it('names an over-long field (400)', async () => {
    const payload = planPayload(uniquePolicy());
    payload.clientInfo.name = word(TEXT_MAX.name + 1);
    payload.clientInfo.addressDetails.addressLine1 = word(TEXT_MAX.name + 1);
    const response = await s.request<{ issues: Array<{ path: string; message: string }> }>(
      'POST',
      routes.createPlan,
      { token: thandi, body: payload },
    );
    expect(response.status).toBe(400);
    expect(response.json.issues.map((i) => i.path)).toEqual([
      'clientInfo.name',
      'clientInfo.addressDetails.addressLine1',
    ]);
    // The contract is zod/mini (no default messages): the sandbox loads English ones.
    expect(response.json.issues.map((i) => i.message)).toEqual([
      `Too big: expected string to have <=${TEXT_MAX.name} characters`,
      `Too big: expected string to have <=${TEXT_MAX.name} characters`,
    ]);
  });

  it('refuses a JSON body over 64 KiB (413) with the error body, and /healthz keeps answering', async () => {
    const payload = { ...planPayload(uniquePolicy()), padding: 'x'.repeat(65 * 1024) };
    const response = await s.request<{ statusCode: number }>('POST', routes.createPlan, {
      token: thandi,
      body: payload,
    });
    expect(response.status).toBe(413);
    expect(response.json.statusCode).toBe(413);
    expect((await s.request('GET', '/healthz')).status).toBe(200);
  });

  it('keeps /healthz answering while the largest reports render', async () => {
    const report = largestReport();
    const evidence = {
      transactionId: 'TX-1',
      maskedCellphoneNumber: '082****199',
      promptedAt: new Date().toISOString(),
      answeredAt: new Date().toISOString(),
      responseOption: 'ACCEPT' as const,
      message: word(TEXT_MAX.ussdMessage),
    };
    const rendering = Promise.all(
      Array.from({ length: 5 }, () => renderMandate({ report, evidence })),
    );
    const health = await s.request('GET', '/healthz');
    expect(health.status).toBe(200);
    expect((await rendering).every((pdf) => pdf.length > 1000)).toBe(true);
  });
});
