/**
 * The mandate PDF the sandbox's report service renders (docs/behaviour.md#mandate-documents):
 * over ~250 lines because it is one page's layout, drawn line by line with pdf-lib, and splitting
 * a page's drawing across files would only scatter its coordinates.
 */
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import type { PDFDict } from 'pdf-lib';
import { MANDATE_CODES, type RESPONSE_ACCEPT } from '../../src/api/contract.ts';
import type { ReportBilling, ReportClientInfo, ReportRequest } from '../../src/api/contract.ts';
import { brand } from '../../src/config/brand.ts';
import { formatDisplayDate } from '../../src/lib/dates.ts';
import { formatDateTime } from '../../src/lib/display-text.ts';
import { PageWriter, colours, drawable, wrap } from './layout.ts';

/** The verifier's record of the accepted USSD attempt, printed as the consent evidence. */
export interface ConsentEvidence {
  transactionId: string;
  maskedCellphoneNumber: string;
  promptedAt: string;
  answeredAt: string;
  /** Requests sent for the plan before the accepted one (the row is left out when unknown). */
  earlierRequests?: number;
  responseOption: typeof RESPONSE_ACCEPT;
  message: string;
}

/** Who captured the application (from the stored plan). */
export interface CapturingAdviser {
  userName: string;
  employeeNumber: string;
  branch: string;
}

export interface MandateInput {
  report: ReportRequest;
  evidence: ConsentEvidence;
  adviser?: CapturingAdviser;
  generatedAt?: Date;
}

const TITLES = {
  [MANDATE_CODES['Stop Order'].letterName]: 'Stop Order Authority',
  [MANDATE_CODES['Debit Order'].letterName]: 'Debit Order Mandate',
} as const;

const stamp = (iso: string) => `${formatDateTime(iso, { seconds: true })} UTC`;
/** 'yyyyMMdd' → 'dd/MM/yyyy'. */
const fromCompact = (value: string) =>
  formatDisplayDate(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`);
const rand = (premium: string) => `R ${Number(premium).toFixed(2)}`;

function authorityText(client: ReportClientInfo, billing: ReportBilling | undefined) {
  const who = `${client.name} ${client.surname}`;
  if (!billing) {
    return [
      `I, ${who} (ID ${client.idNumber}), authorise my employer${client.agencyName ? `, ${client.agencyName},` : ''} to deduct the monthly premium of ${rand(client.premium)} from my salary from ${client.deductionMonth}, and to pay it to ${brand.legalName} for policy ${client.policyNumber}.`,
      'This authority stays in force until I cancel it in writing or the policy ends. A change of premium is deducted only after I have been told of it. If my employment ends, I will arrange another way of paying the premium.',
    ];
  }
  return [
    `I, ${who} (ID ${client.idNumber}), authorise ${brand.legalName} to debit my ${billing.accountType.toLowerCase()} account number ${billing.accountNumber} at ${billing.bankName} (branch ${billing.branchCode}) with ${rand(billing.premium)} on day ${billing.deductionDay} of every month, starting ${fromCompact(billing.firstDeductionDate)}, for policy ${client.policyNumber}.`,
    'If the deduction day falls on a weekend or public holiday, the debit may be made on the next business day. I may cancel this mandate with 30 days\u2019 written notice; cancelling the mandate does not cancel the policy. Debits appear on my bank statement with the policy contract reference.',
  ];
}

/** A one-page mandate in the insurer's layout, as the real letter service would produce it. */
export async function renderMandate({
  report,
  evidence,
  adviser,
  generatedAt = new Date(),
}: MandateInput) {
  const client = report.clientInfo[0];
  const billing = report.billing?.[0];
  const letter = report.record.LetterName;
  const title = TITLES[letter];

  const doc = await PDFDocument.create();
  doc.setTitle(`${title} - policy ${client.policyNumber}`);
  doc.setSubject(`${letter} ${report.record.DocType} for policy ${client.policyNumber}`);
  doc.setAuthor(brand.legalName);
  doc.setKeywords([client.policyNumber, letter, report.record.DocType, report.record.JobId]);
  doc.setCreator('USSD sandbox report service');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  // Plain (literal, uncompressed) copies of the identifiers, for archive indexing and tests.
  // getInfoDict is private in pdf-lib's types but is how its own setTitle writes the Info dict.
  const info = (doc as unknown as { getInfoDict(): PDFDict }).getInfoDict();
  info.set(PDFName.of('PolicyNumber'), PDFString.of(client.policyNumber));
  info.set(PDFName.of('JobId'), PDFString.of(drawable(report.record.JobId).replace(/[()\\]/g, '')));

  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const page = doc.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  const left = 48;
  const right = width - 48;

  // Letterhead band.
  page.drawRectangle({ x: 0, y: height - 78, width, height: 78, color: colours.brand });
  page.drawText(drawable(brand.legalName), {
    x: left,
    y: height - 40,
    size: 17,
    font: fonts.bold,
    color: colours.white,
  });
  page.drawText('Funeral plans  \u2022  Retail', {
    x: left,
    y: height - 58,
    size: 9,
    font: fonts.regular,
    color: colours.brandLight,
  });
  const ref = drawable(`Ref. ${report.record.JobId}`);
  page.drawText(ref, {
    x: right - fonts.regular.widthOfTextAtSize(ref, 8),
    y: height - 40,
    size: 8,
    font: fonts.regular,
    color: colours.brandLight,
  });
  const code = `${letter} / ${report.record.DocType}`;
  page.drawText(code, {
    x: right - fonts.regular.widthOfTextAtSize(code, 8),
    y: height - 54,
    size: 8,
    font: fonts.regular,
    color: colours.brandLight,
  });

  const w = new PageWriter(page, fonts, left, right, height - 100);
  w.text(title, { size: 20, font: fonts.bold, color: colours.ink });
  w.gap(2);
  w.text(
    billing
      ? 'Authority and mandate for debit order instructions from a bank account'
      : 'Authority for the deduction of premiums from salary (stop order)',
    { size: 10, color: colours.muted },
  );

  w.heading('Policyholder');
  w.fields([
    ['Full name', `${client.name} ${client.surname}`],
    ['Initial', client.initial],
    ['ID / passport number', client.idNumber],
    ['Date of birth', client.dateOfBirth],
    ['Cellphone number', client.cellNumber],
    ['Postal address', [client.addressLine1, client.addressLine2].filter(Boolean).join(', ')],
  ]);

  w.heading('Policy');
  w.fields([
    ['Policy number', client.policyNumber],
    ['Commencement date', client.startDate],
    ['Monthly premium', rand(client.premium)],
    ['Payment method', client.paymentMethod],
    ...(adviser
      ? ([
          ['Adviser', `${adviser.userName} (${adviser.employeeNumber})`],
          ['Branch', adviser.branch],
        ] as Array<[string, string]>)
      : []),
  ]);

  if (billing) {
    w.heading('Bank account and deduction');
    w.fields([
      ['Bank', billing.bankName],
      ['Branch code', billing.branchCode],
      ['Account number', billing.accountNumber],
      ['Account type', billing.accountType],
      ['Deduction day', billing.deductionDay],
      ['First deduction', fromCompact(billing.firstDeductionDate)],
      ['Amount', rand(billing.premium)],
      ['Frequency', 'Monthly'],
      ['Contract reference', billing.contractReference],
      ['Abbreviated name', brand.insurerShortName],
    ]);
  } else {
    w.heading('Employer and deduction');
    w.fields([
      ['Employer / agency', client.agencyName],
      ['Agency number', client.agencyNumber],
      ['Employee reference', client.empReferenceNumber],
      ['Paypoint / deduction code', client.deptCode],
      ['First deduction date', client.firstDeductionDate],
      ['First deduction month', client.deductionMonth],
      ['Amount', rand(client.premium)],
      ['Frequency', 'Monthly'],
    ]);
  }

  w.heading('Authority');
  for (const paragraph of authorityText(client, billing)) {
    w.text(paragraph, { size: 9.5 });
    w.gap(4);
  }

  w.heading('Electronic consent');
  w.text(`Consent ${client.consentText}.`, { font: fonts.italic, size: 9.5 });
  w.gap(6);

  // The evidence box: what the USSD verifier itself recorded.
  const rows: Array<[string, string]> = [
    ['Channel', 'USSD (Electronic)'],
    ['Cellphone (masked)', evidence.maskedCellphoneNumber],
    ['Prompt sent', stamp(evidence.promptedAt)],
    ['Answered', stamp(evidence.answeredAt)],
    ['Answer', '1 - ACCEPT'],
  ];
  if (evidence.earlierRequests !== undefined) {
    rows.push(['Earlier requests', String(evidence.earlierRequests)]);
  }
  const promptLines = wrap(`Prompt: "${evidence.message}"`, fonts.italic, 8.5, w.width - 24);
  const boxHeight = 16 + 15 + Math.ceil(rows.length / 2) * 15 + promptLines.length * 11.5 + 8;
  page.drawRectangle({
    x: left,
    y: w.y - boxHeight,
    width: w.width,
    height: boxHeight,
    color: colours.brandLight,
    borderColor: colours.rule,
    borderWidth: 0.75,
  });
  page.drawRectangle({
    x: left,
    y: w.y - boxHeight,
    width: 4,
    height: boxHeight,
    color: colours.accept,
  });
  const inner = new PageWriter(page, fonts, left + 14, right - 10, w.y - 10);
  inner.fields([['Transaction ID', evidence.transactionId]], 1);
  inner.fields(rows);
  inner.gap(2);
  inner.text(`Prompt: "${evidence.message}"`, {
    font: fonts.italic,
    size: 8.5,
    color: colours.muted,
  });
  w.y -= boxHeight + 10;

  w.text(
    'The policyholder accepted this authority by answering the USSD prompt above on the cellphone number held for the policy. No signature is required for an electronically accepted mandate.',
    { size: 8.5, color: colours.muted },
  );

  // Footer.
  const footerTop = 62;
  page.drawLine({
    start: { x: left, y: footerTop },
    end: { x: right, y: footerTop },
    thickness: 0.5,
    color: colours.rule,
  });
  const licences = brand.licences.map((l) => `${l.label} (${l.number})`).join('; ');
  const footer = new PageWriter(page, fonts, left, right, footerTop - 6);
  footer.text(`${brand.legalName} is ${licences}.`, { size: 7, color: colours.muted });
  footer.text(
    `Generated ${stamp(generatedAt.toISOString())} by the report service (sandbox). Document ${report.fileName}.`,
    { size: 7, color: colours.muted, maxWidth: w.width - 60 },
  );
  page.drawText('Page 1 of 1', {
    x: right - fonts.regular.widthOfTextAtSize('Page 1 of 1', 7),
    y: 24,
    size: 7,
    font: fonts.regular,
    color: colours.muted,
  });

  return doc.save({ useObjectStreams: false });
}
