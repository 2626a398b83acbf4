/**
 * The USSD log record's and consent token's fields that carry no real data: fixed placeholders
 * (docs/behaviour.md#consent-session), the same in the app, the fixtures and the sandbox's seed.
 */
export const USSD_PLACEHOLDERS = {
  billingUserGuid: 'billingUserGuid',
  instructionType: 'instructionType',
  userLdapGuid: 'userLdapGuid',
} as const;
