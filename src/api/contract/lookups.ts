/** Look-ups: the adviser's branch and region, and an agency by its number. */
import { z } from 'zod/mini';
import { required, text } from './fields';

export const intermediaryResponseSchema = z.object({
  data: z.object({ departmentName: text, locationName: text }),
});
export type Intermediary = z.infer<typeof intermediaryResponseSchema>['data'];

export const agencyResponseSchema = z.object({ data: z.object({ name: text.check(required) }) });
export type Agency = z.infer<typeof agencyResponseSchema>['data'];
