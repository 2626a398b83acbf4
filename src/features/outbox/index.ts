export { startOutbox } from './outbox';
export { SEND_STATES, type SendState } from './outbox-words';
export { clearSaves, resumeSaves, saveInPlace, sendNow, waitingNow } from './queue';
export { letGo, registerSaves, saveKey, triedAtOnce, type Sent } from './saves';
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
export {
  createOtherTabsSaves,
  heardSaves,
  isSaveWaitingElsewhere,
  otherTabsSaves,
  type OtherTabsSaves,
} from './other-tabs-saves';
