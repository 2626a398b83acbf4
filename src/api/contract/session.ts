/** The session token's payload and the services' error body. */
import { z } from 'zod/mini';
import { text } from './fields';

/** The payload of the session token in sessionStorage 'mmih_auth_token' (docs/behaviour.md#identity-and-session). */
export const sessionTokenPayloadSchema = z.object({
  sub: z.object({
    givenName: z.nullish(text),
    displayName: z.nullish(text),
    employeeNumber: z.nullish(text),
  }),
  exp: z.optional(z.number()),
  iat: z.optional(z.number()),
});

/** The error body the services answer with (the sandbox always; real services mostly). */
export const errorBodySchema = z.object({
  statusCode: z.optional(z.number()),
  error: z.optional(text),
  message: text,
  issues: z.optional(z.array(z.object({ path: text, message: text }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
