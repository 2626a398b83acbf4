import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { paths, segment } from './paths';

/**
 * The routes (docs/behaviour.md#identity-and-session): '' goes to home; no route parameters.
 * Each route module loads with its route, and its data starts in its clientLoader
 * (docs/architecture.md#routing). The root (root.tsx) holds the providers and the shell.
 */
export default [
  index('routes/to-home.tsx', { id: 'index' }),
  route(segment(paths.home), 'routes/home.tsx'),
  route(segment(paths.details), 'routes/consent-details.tsx'),
  route('*', 'routes/to-home.tsx', { id: 'unknown' }),
] satisfies RouteConfig;
