export { DraftBadge } from './DraftBadge';
export { useDraftPolicyNumbers } from './use-draft-policy-numbers';
export { draftUndoFor, useFormDraft } from './use-form-draft';
