/**
 * Rules without React that the app and the sandbox share (docs/architecture.md#layers): the
 * USSD prompt and consent line, what a consent request sends and writes, a plan and its adviser.
 * Nothing here may import React, a component or a feature.
 */
export { agentDetailsFor } from './agent';
export { buildPlanPayload, planFields } from './plan';
export {
  buildConsentTokenRequest,
  buildUssdLogRecord,
  isAccept,
  maskCell,
  type ConsentRequestInput,
} from './consent-request';
export { USSD_MESSAGE_MAX, buildConsentText, buildUssdMessageForPlan } from './ussd-message';
