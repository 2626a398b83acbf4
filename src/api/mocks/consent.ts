/** Scenarios for the USSD verifier endpoint and the consent token. */
import { HttpResponse } from 'msw';
import { consentTokenRequestSchema } from '../contract';
import { consentToken, verifierEndpoint } from './fixtures';
import { readValid, scenarios } from './respond';

export const verifierEndpointMocks = scenarios('get', 'verifierEndpoint', () =>
  HttpResponse.json({ ussdVerifierEndpoint: verifierEndpoint }),
);

/** The consent-token call is the one presented with the Bearer scheme. */
export const consentTokenMocks = scenarios(
  'post',
  'consentToken',
  async ({ request }) => {
    const body = await readValid(request, consentTokenRequestSchema);
    if ('failure' in body) return body.failure;
    return HttpResponse.json({ token: consentToken });
  },
  { scheme: 'Bearer' },
);
