export { clearAllOutboxes, createAppOutbox } from './app-outbox';
export { judgeFailure } from './send-failure';
export { createOutbox, type Outbox, type OutboxEntry, type SendState } from './outbox';
export { SEND_STATES } from './outbox-words';
export {
  OutboxProvider,
  useOutbox,
  useOutboxStore,
  useRowsWithWaiting,
  waitingFor,
} from './use-outbox';
export {
  createOtherTabsSaves,
  heardSaves,
  isSaveWaitingElsewhere,
  otherTabsSaves,
  type OtherTabsSaves,
} from './other-tabs-saves';
