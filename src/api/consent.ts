/** The USSD verifier's socket address and the consent token sent over it (SPEC §4, §7). */
import { queryOptions } from '@tanstack/react-query';
import { callConfig } from './call-options';
import {
  consentTokenRequestSchema,
  consentTokenResponseSchema,
  verifierEndpointResponseSchema,
  type ConsentTokenRequest,
} from './contract';
import { url } from './endpoints';
import { requestJson, validRequest, type CallOptions } from './http';
import { queryKeys } from './query-keys';

/** The verifier's WebSocket address (ws: or wss:). */
export async function fetchVerifierEndpoint(options?: CallOptions): Promise<string> {
  const body = await requestJson(
    { ...callConfig(options), url: url('verifierEndpoint') },
    verifierEndpointResponseSchema,
  );
  return body.ussdVerifierEndpoint;
}

export const verifierEndpointQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.verifierEndpoint,
    queryFn: ({ signal }) => fetchVerifierEndpoint({ signal }),
  });

/** The one call presented with `Bearer <token>` (SPEC §6). */
export async function requestConsentToken(
  request: ConsentTokenRequest,
  options?: CallOptions,
): Promise<string> {
  const target = url('consentToken');
  const body = await requestJson(
    {
      ...callConfig(options),
      method: 'POST',
      url: target,
      authScheme: 'Bearer',
      data: validRequest(consentTokenRequestSchema, request, `POST ${target}`),
    },
    consentTokenResponseSchema,
  );
  return body.token;
}
