export { startOutbox } from './outbox';
export { SEND_STATES, type SendState } from './outbox-words';
export {
  clearSaves,
  registerSaves,
  resumeSaves,
  saveKey,
  sendNow,
  triedAtOnce,
  waitingNow,
  type Sent,
} from './saves';
export {
  SAVE_KEY,
  isWaitingMutation,
  nextSave,
  saveFacts,
  waitingFor,
  type SaveFacts,
  type SaveVariables,
  type WaitingSave,
} from './waiting';
export { useRowsWithWaiting, useSendNow, useWaitingToSend } from './use-waiting-to-send';
