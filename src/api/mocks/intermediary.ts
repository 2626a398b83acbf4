/** Scenarios for the intermediary look-up. */
import { HttpResponse } from 'msw';
import { EMPTY_INTERMEDIARY } from '../intermediary';
import { intermediary } from './fixtures';
import { scenarios } from './respond';

export const intermediaryMocks = scenarios(
  'get',
  'intermediary',
  () => HttpResponse.json({ data: intermediary }),
  {},
  { empty: () => HttpResponse.json({ data: EMPTY_INTERMEDIARY }) },
);
