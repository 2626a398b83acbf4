/**
 * The one demo world (docs/architecture.md#demo-world): advisers, agencies, and applications in
 * every state, from which the sandbox's seed and Storybook's MSW fixtures are both made. Not
 * exported from src/domain/index.ts: the app never ships it.
 */
export * from './people';
export * from './applications';
export * from './build';
export { maskCell } from '../consent-request';
