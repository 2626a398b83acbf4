/** The app's paths, written once: the route table (routes.ts) and every link or move read them. */
export const paths = {
  home: '/home',
  details: '/consentDetails',
} as const;

/** A path as a route segment (routes.ts): without its leading slash. */
export const segment = (path: string) => path.replace(/^\//, '');
