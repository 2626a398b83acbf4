/**
 * Field messages the product shows (docs/behaviour.md#validation) that more than one side says:
 * the contract's schemas, the form schema and the sandbox. Written once, below every layer.
 */
export const FIELD_MESSAGES = {
  invalidCharacter: 'No special characters allowed',
  decimalPoint: 'Number up to two decimal places allowed',
  agencyNotFound: 'Agency Not Found',
} as const;
