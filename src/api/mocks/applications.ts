/** Scenarios for the application list. Stateless: answers come from the demo world. */
import { HttpResponse } from 'msw';
import { applicationRowFor } from '../../domain/demo-world';
import { applicationRows, plans, rowWithGaps } from './fixtures';
import { param, scenarios } from './respond';

export const applicationsMocks = scenarios(
  'get',
  'applications',
  // Like the service, each adviser's own plans (Lerato Mokoena, 1009034, has none).
  ({ params }) => {
    const employeeNumber = param(params, 'employeeNumber');
    const rows = plans
      .filter((plan) => plan.agentDetails.employeeNumber === employeeNumber)
      .map(applicationRowFor);
    return HttpResponse.json({ data: rows });
  },
  {},
  {
    empty: () => HttpResponse.json({ data: [] }),
    /** The demo adviser's list plus a row with missing values (shown as '--'). */
    withGaps: () => HttpResponse.json({ data: [...applicationRows, rowWithGaps] }),
  },
);
