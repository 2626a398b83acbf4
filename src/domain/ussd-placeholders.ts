/**
 * The USSD log record's and consent token's fields that carry no real data
 * (docs/behaviour.md#consent-session): fixed placeholder strings. The app sends these, the MSW
 * fixtures and the sandbox's seeded entries carry the same, so a story or a seeded log shows what
 * a real request writes.
 */
export const USSD_PLACEHOLDERS = {
  billingUserGuid: 'billingUserGuid',
  instructionType: 'instructionType',
  userLdapGuid: 'userLdapGuid',
} as const;
