/** The three screens the product is designed and reviewed on (CSS px), for Storybook and Chromatic. */
export const SCREENS = {
  phone: { name: 'Phone', width: 390, height: 844 },
  tablet: { name: 'Tablet', width: 768, height: 1024 },
  desktop: { name: 'Desktop', width: 1366, height: 768 },
} as const;

/** Chromatic's modes for the three screens: `.storybook/preview.tsx` gives them to every story. */
export const screenModes = Object.fromEntries(
  Object.entries(SCREENS).map(([key, { width, height }]) => [key, { viewport: { width, height } }]),
) as Record<keyof typeof SCREENS, { viewport: { width: number; height: number } }>;
