/** Scenarios for the intermediary look-up. */
import { HttpResponse } from 'msw';
import { demoAdvisers, intermediaryFor } from '../../domain/demo-world';
import { EMPTY_INTERMEDIARY } from '../intermediary';
import { errorResponse, param, scenarios } from './respond';

/** Like the sandbox: a demo adviser's branch and region; any other employee number is a 404. */
export const intermediaryMocks = scenarios(
  'get',
  'intermediary',
  ({ params }) => {
    const employeeNumber = param(params, 'employeeNumber');
    const adviser = demoAdvisers.find((a) => a.employeeNumber === employeeNumber);
    return adviser
      ? HttpResponse.json({ data: intermediaryFor(adviser) })
      : errorResponse(404, `No intermediary ${employeeNumber}`);
  },
  {},
  { empty: () => HttpResponse.json({ data: EMPTY_INTERMEDIARY }) },
);
