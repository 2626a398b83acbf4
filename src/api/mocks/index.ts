/**
 * MSW mocks of every route, for stories and tests (never imported by the app). One file per
 * file of src/api, named alike; respond.ts builds the scenarios, fixtures.ts serves the demo world
 * (src/domain/demo-world, the sandbox's seed too).
 *
 * `handlers` is the default set: one `success` handler per route, keyed by the route's name in
 * endpoints.ts. A story swaps one route's scenario and keeps the rest:
 *
 *   parameters: { msw: { handlers: { applications: mocks.applications.empty } } }
 */
import type { HttpHandler } from 'msw';
import type { RouteName } from '../endpoints';
import { agencyMocks } from './agency';
import { applicationsMocks } from './applications';
import { intermediaryMocks } from './intermediary';
import {
  createPlanMocks,
  planByReferenceMocks,
  planMocks,
  updateFileNetIdMocks,
  updatePlanMocks,
} from './plans';
import { consentTokenMocks, verifierEndpointMocks } from './consent';
import { documentMocks, reportMocks, uploadMocks } from './documents';
import { clientUssdLogMocks, logUssdMocks, updateUssdLogMocks, ussdLogsMocks } from './ussd-log';

/** Every route's scenarios, by route name. */
export const mocks = {
  applications: applicationsMocks,
  createPlan: createPlanMocks,
  plan: planMocks,
  planByReference: planByReferenceMocks,
  updatePlan: updatePlanMocks,
  updateFileNetId: updateFileNetIdMocks,
  clientUssdLog: clientUssdLogMocks,
  logUssd: logUssdMocks,
  updateUssdLog: updateUssdLogMocks,
  ussdLogs: ussdLogsMocks,
  report: reportMocks,
  upload: uploadMocks,
  document: documentMocks,
  verifierEndpoint: verifierEndpointMocks,
  consentToken: consentTokenMocks,
  intermediary: intermediaryMocks,
  agency: agencyMocks,
} satisfies Record<RouteName, { success: HttpHandler }>;

/** The default handlers: every route answers `success`. */
export const handlers = Object.fromEntries(
  Object.entries(mocks).map(([name, scenarios]) => [name, scenarios.success]),
) as Record<RouteName, HttpHandler>;

/** The same, as a list (for `setupServer(...)` and `worker.use(...)`). */
export const handlerList: HttpHandler[] = Object.values(handlers);

export * from './fixtures';
export { demoSessionToken, seedSessionToken } from './session';
export { duplicateKeyMessage } from './respond';
export { VERIFIER_TEXTS, memoryUssdLog, verifierSocketMocks } from './verifier';
