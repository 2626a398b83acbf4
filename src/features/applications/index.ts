export { ApplicationTable } from './ApplicationTable';
export { useWaitingToSend } from './waiting-to-send';
