/** The USSD verifier's socket address and the consent token sent over it (docs/behaviour.md#consent-session). */
import {
  consentTokenRequestSchema,
  consentTokenResponseSchema,
  verifierEndpointResponseSchema,
  type ConsentTokenRequest,
} from './contract';
import { url } from './endpoints';
import type { CallOptions } from './http';
import { getJson, sendJson } from './request';

/** The verifier's WebSocket address (ws: or wss:). */
export async function fetchVerifierEndpoint(options?: CallOptions): Promise<string> {
  const body = await getJson(url('verifierEndpoint'), verifierEndpointResponseSchema, options);
  return body.ussdVerifierEndpoint;
}

/** The one call presented with `Bearer <token>` (docs/behaviour.md#authorisation). */
export async function requestConsentToken(
  request: ConsentTokenRequest,
  options?: CallOptions,
): Promise<string> {
  const body = await sendJson(
    {
      method: 'POST',
      url: url('consentToken'),
      body: request,
      requestSchema: consentTokenRequestSchema,
      responseSchema: consentTokenResponseSchema,
    },
    { ...options, authScheme: 'Bearer' },
  );
  return body.token;
}
