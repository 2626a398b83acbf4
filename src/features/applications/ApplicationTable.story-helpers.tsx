/**
 * For ApplicationTable's stories only: the list as the home page shows it, under its heading,
 * with an adviser signed in (the rows' consent states are read with the adviser's token, as in
 * the app). Spread it into a meta, with the meta's rows in its args.
 */
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { seedSessionToken } from '../../api/mocks';
import { ApplicationTable } from './ApplicationTable';

export const signedInList = {
  component: ApplicationTable,
  args: { onEdit: fn(), onDownload: fn(), labelledBy: 'applications-heading' },
  beforeEach: () => seedSessionToken(),
  decorators: [
    (Story) => (
      <>
        <h2 id="applications-heading">Consent Application List</h2>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ApplicationTable>;
