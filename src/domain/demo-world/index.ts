/**
 * The one demo world (docs/architecture.md#demo-world), from which the sandbox's seed and
 * Storybook's fixtures are made. Not exported from src/domain/index.ts: the app never ships it.
 */
export * from './people';
export * from './applications';
export * from './build';
export { maskCell } from '../consent-request';
