export {
  UPDATE_AFTER_SAVE,
  UPDATE_LATER,
  UPDATE_READY_TEXT,
  UPDATE_RELOAD,
  UpdatePrompt,
  type UpdatePromptProps,
} from './UpdatePrompt';
