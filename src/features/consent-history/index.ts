export { ConsentHistory, type ConsentHistoryProps } from './ConsentHistory';
export type { LiveAttempt } from './history-rows';
