export { ConsentHistory } from './ConsentHistory';
export type { LiveAttempt } from './history-rows';
