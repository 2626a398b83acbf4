/** Scenarios for the intermediary and agency look-ups. */
import { HttpResponse } from 'msw';
import { agencies, intermediary } from './fixtures';
import { errorResponse, param, scenarios } from './respond';

export const intermediaryMocks = scenarios(
  'get',
  'intermediary',
  () => HttpResponse.json({ data: intermediary }),
  {},
  { empty: () => HttpResponse.json({ data: { departmentName: '', locationName: '' } }) },
);

/** Known agencies answer their name (case-insensitive); any other number is a 404. */
export const agencyMocks = scenarios('get', 'agency', ({ params }) => {
  const agency = agencies[param(params, 'agencyNumber').trim().toUpperCase()];
  return agency ? HttpResponse.json({ data: agency }) : errorResponse(404, 'Agency not found');
});
