export { formatDeductionDay, toContractReference } from './contract-reference';
export { cleanFileNetId } from './file-net-id';
export { buildJobId, buildReportRequest, buildTaxonomy } from './report-request';
export {
  GenerateFormsError,
  describeGenerateFailure,
  generateForms,
  useGenerateForms,
  type GenerateFormsDeps,
  type GenerateStep,
  type UseGenerateFormsOptions,
} from './generate-forms';
export {
  OBJECT_URL_LIFETIME_MS,
  describeDownloadFailure,
  openDocumentInNewWindow,
  useOpenDocument,
  type OpenDocumentDeps,
  type UseOpenDocumentOptions,
} from './open-document';
