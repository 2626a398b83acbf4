import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppHeader } from '../../components';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import { createKeptAnswers, type KeptAnswer } from '../consent';
import { NewAnswersMarker, anotherClientText } from './NewAnswersMarker';
import { createSeenAnswers } from './seen-answers';

const answer: KeptAnswer = {
  planReference: 'plan-FN10023460',
  policyNumber: 'FN10023460',
  client: 'Ayesha Patel',
  outcome: 'noAnswer',
  at: Date.parse('2026-11-26T09:41:00'),
};

/**
 * An answer about another client while the adviser is on an application's screen: the header
 * marks it ("1 new answer") until it is seen; the marker leads to the list's kept answers. In the
 * app's header, on a phone.
 */
const meta = {
  title: 'Features/Answers/NewAnswersMarker',
  component: NewAnswersMarker,
  ...onAPhone,
  args: { onList: false, listHref: '/home', onShowAnswers: fn(), onOpen: fn() },
  render: (args) => <AppHeader greetingName="Thandi" marker={<NewAnswersMarker {...args} />} />,
} satisfies Meta<typeof NewAnswersMarker>;
export default meta;
type Story = StoryObj<typeof meta>;

const keptWith = (kept: KeptAnswer[]) => {
  const store = createKeptAnswers();
  kept.forEach(store.getState().keep);
  return store;
};

/** One answer not seen yet: "1 new answer" in the header, a link to the list's answers. */
export const OneNewAnswer: Story = {
  args: { answers: keptWith([answer]), seen: createSeenAnswers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const marker = canvas.getByRole('link', { name: '1 new answer' });
    await expect(marker).toHaveAttribute('href', '/home');
    // The header stays one page wide on a phone.
    const banner = canvas.getByRole('banner');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await userEvent.click(marker);
    await expect(args.onShowAnswers).toHaveBeenCalled();
    await expect(anotherClientText(answer)).toBe('Another client: Ayesha Patel — No answer');
  },
};

/** Seen (the kept answers were opened): the marker goes. */
export const Seen: Story = {
  args: {
    answers: keptWith([answer]),
    seen: (() => {
      const seen = createSeenAnswers();
      seen.getState().markSeen([answer]);
      return seen;
    })(),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('link', { name: /new answer/ })).toBeNull(),
    );
  },
};

/** On the list the kept answers' own line says it: no marker there. */
export const OnTheList: Story = {
  args: { answers: keptWith([answer]), seen: createSeenAnswers(), onList: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /new answer/ })).toBeNull();
  },
};

/**
 * The answer arrives while the adviser is on another application's screen: the toast says whose
 * it is ("Another client: …") with Open, and the marker stays after the toast has gone.
 */
export const AnotherClientsAnswerArrives: Story = {
  args: { answers: keptWith([]), seen: createSeenAnswers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    args.answers!.getState().keep(answer);
    const page = within(canvasElement.ownerDocument.body);
    const told = await page.findByRole('alertdialog', {
      name: 'Another client: Ayesha Patel — No answer',
    });
    await expect(canvas.getByRole('link', { name: '1 new answer' })).toBeVisible();
    await userEvent.click(within(told).getByRole('button', { name: 'Open' }));
    await expect(args.onOpen).toHaveBeenCalledWith('FN10023460');
    // Opening the application it is about is seeing it.
    await waitFor(() => expect(canvas.queryByRole('link', { name: /new answer/ })).toBeNull());
  },
};
