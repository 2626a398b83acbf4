/**
 * Rules without React that the app and the sandbox share (docs/architecture.md#layers): the
 * USSD prompt and consent line, the placeholder fields of a consent request, the adviser on a
 * plan. Nothing here may import React, a component or a feature.
 */
export { agentDetailsFor } from './agent';
export { USSD_PLACEHOLDERS } from './ussd-placeholders';
export { USSD_MESSAGE_MAX, buildConsentText, buildUssdMessageForPlan } from './ussd-message';
