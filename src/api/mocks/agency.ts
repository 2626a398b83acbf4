/** Scenarios for the agency look-up. */
import { HttpResponse } from 'msw';
import { agencies } from './fixtures';
import { errorResponse, param, scenarios } from './respond';

/** Known agencies answer their name (case-insensitive); any other number is a 404. */
export const agencyMocks = scenarios('get', 'agency', ({ params }) => {
  const agency = agencies[param(params, 'agencyNumber').trim().toUpperCase()];
  return agency ? HttpResponse.json({ data: agency }) : errorResponse(404, 'Agency not found');
});
