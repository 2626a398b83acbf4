export { DRAFT_BADGE_TEXT, DraftBadge } from './DraftBadge';
export { useDraftPolicyNumbers } from './use-draft-policy-numbers';
export {
  DRAFT_DEBOUNCE_MS,
  useFormDraft,
  type FormDraftOptions,
  type FormDraftState,
} from './useFormDraft';
