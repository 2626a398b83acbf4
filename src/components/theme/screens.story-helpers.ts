/** For stories only: a story as it shows on the phone of screens.ts. */
import { SCREENS } from './screens';

/** Storybook's `padded` layout: 1rem each side of the story. */
const PREVIEW_PADDING = 16;

/**
 * A story on a phone: Storybook's viewport is the phone, and the story sits in a box as wide as
 * the phone leaves it (390 less the preview's padding: 358 px; `parameters.width`, read by
 * .storybook/preview.tsx), as the story test runner's wider frame would not. Spread it into a
 * story or a meta; a story may still set a width of its own.
 */
export const onAPhone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { width: SCREENS.phone.width - 2 * PREVIEW_PADDING },
};
