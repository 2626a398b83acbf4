/**
 * Which application the details screen has open (docs/architecture.md#controller): the one shape
 * the open application's store, the details route and the controller all hold.
 */
export type OpenApplication = { kind: 'new' } | { kind: 'saved'; policyNumber: string };

/** A new form: also what a new tab, the prerendered page and the list's reset open. */
export const NEW_FORM: OpenApplication = { kind: 'new' };

export const savedApplication = (policyNumber: string): OpenApplication => ({
  kind: 'saved',
  policyNumber,
});

/** The saved application's policy number; '' for a new form. */
export const policyNumberOf = (open: OpenApplication): string =>
  open.kind === 'saved' ? open.policyNumber : '';
