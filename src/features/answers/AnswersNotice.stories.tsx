import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import { createKeptAnswers, type KeptAnswer } from '../consent';
import { AnswersNotice } from './AnswersNotice';
import { createSeenAnswers } from './seen-answers';

const at = Date.parse('2026-11-26T09:41:00');
const answers: KeptAnswer[] = [
  {
    planReference: 'p2',
    policyNumber: 'MFP00012345',
    client: 'Sipho Dube',
    outcome: 'rejected',
    at: at + 60_000,
  },
  {
    planReference: 'p1',
    policyNumber: 'FN40010001',
    client: 'Priya Naidoo',
    outcome: 'accepted',
    at,
  },
];

/** A store of its own per story, in memory: the tab's sessionStorage is left alone. */
const storeWith = (kept: KeptAnswer[]) => {
  const store = createKeptAnswers();
  [...kept].reverse().forEach(store.getState().keep);
  return store;
};

const meta = {
  title: 'Features/Answers/AnswersNotice',
  component: AnswersNotice,
  // In memory: the tab's sessionStorage is left alone.
  args: {
    onOpen: fn(),
    detailsHref: '/consentDetails',
    startOpen: true,
    seen: createSeenAnswers(),
  },
} satisfies Meta<typeof AnswersNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two answers came while the adviser was elsewhere: each names the client, the policy number and
 * the outcome in its one word, links to its application, and stays until dismissed; Dismiss gives
 * the focus to the next answer's Dismiss.
 */
export const TwoAnswers: Story = {
  args: { answers: storeWith(answers) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = within(canvas.getByRole('region', { name: 'Consent answers' }));
    const items = notice.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(/^Sipho Dube, application MFP00012345: Rejected at/);
    await expect(items[1]).toHaveTextContent(/^Priya Naidoo, application FN40010001: Accepted at/);
    const open = notice.getByRole('link', { name: 'Open application FN40010001' });
    // A real address (the details page), followed with the plan chosen.
    await expect(open).toHaveAttribute('href', '/consentDetails');
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith('FN40010001');
    await userEvent.click(
      notice.getByRole('button', { name: 'Dismiss the answer for MFP00012345' }),
    );
    await expect(notice.getAllByRole('listitem')).toHaveLength(1);
    // The focus moves on the next frame, once the dismissed answer has left the list.
    await waitFor(() =>
      expect(
        notice.getByRole('button', { name: 'Dismiss the answer for FN40010001' }),
      ).toHaveFocus(),
    );
  },
};

/**
 * Folded by default, as the list's title row shows it: one line, "2 answers (2 new) ▸", a
 * disclosure. Unfolded, the answers show under it, are seen ("new" goes), and Dismiss all clears
 * them, the focus going to the list's heading.
 */
export const FoldedOnAPhone: Story = {
  ...onAPhone,
  args: { answers: storeWith(answers), startOpen: false, seen: createSeenAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
    const toggle = canvas.getByRole('button', { name: /^2 answers \(2 new\)/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // One line on a phone: no taller than the title row's New.
    await expect(toggle.getBoundingClientRect().height).toBeLessThanOrEqual(44);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: 'Consent answers' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^2 answers/ })).not.toHaveTextContent('new'),
    );
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** Dismiss all: every kept answer goes at once, and so does the line. */
export const DismissAll: Story = {
  ...onAPhone,
  args: { answers: storeWith(answers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Consent answers' });
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvas.queryByRole('button', { name: /answers?/ })).toBeNull();
  },
};

/** On a phone the answer's words wrap; its link and Dismiss go under them. */
export const OnAPhone: Story = {
  ...onAPhone,
  args: { answers: storeWith(answers.slice(0, 1)) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Consent answers' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(within(region).getByRole('link')).toBeVisible();
  },
};

/** Nothing kept: no notice at all. */
export const NoAnswers: Story = {
  args: { answers: storeWith([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
