/** The signed-in adviser, from the session token's payload (docs/behaviour.md#identity-and-session). */
import { jwtDecode } from 'jwt-decode';
import { sessionTokenPayloadSchema } from '../../api';

export interface Adviser {
  /** The header's greeting: the given name, else the display name. */
  greetingName: string;
  displayName: string;
  employeeNumber: string;
}

/** Nobody signed in: what a missing or unreadable token gives. */
export const NO_ADVISER: Adviser = { greetingName: '', displayName: '', employeeNumber: '' };

/** Decoded here (the hub signs it, the services check it); what cannot be read gives nobody. */
export function readAdviser(token: string | null): Adviser {
  if (!token?.trim()) return NO_ADVISER;
  let payload: unknown;
  try {
    payload = jwtDecode(token.trim());
  } catch {
    return NO_ADVISER;
  }
  const parsed = sessionTokenPayloadSchema.safeParse(payload);
  if (!parsed.success) return NO_ADVISER;
  const { givenName, displayName, employeeNumber } = parsed.data.sub;
  const display = displayName?.trim() ?? '';
  return {
    greetingName: givenName?.trim() || display,
    displayName: display,
    employeeNumber: employeeNumber?.trim() ?? '',
  };
}
