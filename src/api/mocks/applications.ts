/** Scenarios for the application list. Stateless: answers come from the fixtures. */
import { HttpResponse } from 'msw';
import { applicationRows } from './fixtures';
import { scenarios } from './respond';

export const applicationsMocks = scenarios(
  'get',
  'applications',
  () => HttpResponse.json({ data: applicationRows }),
  {},
  { empty: () => HttpResponse.json({ data: [] }) },
);
