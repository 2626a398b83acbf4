/** Scenarios for the USSD verifier endpoint and the consent token. */
import { HttpResponse } from 'msw';
import { formatClock } from '../../lib/display-text';
import { consentTokenRequestSchema } from '../contract';
import { consentToken, verifierEndpoint } from './fixtures';
import { readValid, scenarios } from './respond';

export const verifierEndpointMocks = scenarios('get', 'verifierEndpoint', () =>
  HttpResponse.json({ ussdVerifierEndpoint: verifierEndpoint }),
);

/** The token service's refusal once a plan has had 3 consent tokens in 24 hours. */
const ATTEMPT_CAP_RETRY_S = 5 * 3600;
function attemptsUsedUp() {
  const retryAt = new Date(Date.now() + ATTEMPT_CAP_RETRY_S * 1000);
  const when = formatClock(retryAt);
  return HttpResponse.json(
    {
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Consent can be requested at most 3 times in 24 hours for one application. Try again after ${when}.`,
      retryAt: retryAt.toISOString(),
    },
    { status: 429, headers: { 'Retry-After': String(ATTEMPT_CAP_RETRY_S) } },
  );
}

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
  { attemptsUsedUp },
);
