import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ExtendedTimeoutToastQueue, type ToastContent } from './toast';
import { ToastRegion } from './ToastRegion';

/*
 * The extended timeout (toast.ts) replaces react-aria's `resumeAll`, and react-aria's region is
 * what calls it: this story pins those calls in a real browser, so that a react-aria upgrade that
 * calls `pauseAll` / `resumeAll` at other moments fails here rather than closing toasts early or
 * never (docs/behaviour.md#constants).
 */

type QueueCall = 'pauseAll' | 'resumeAll';

/** The app's queue, telling which of its timer methods react-aria's region called, in order. */
class RecordingQueue extends ExtendedTimeoutToastQueue<ToastContent> {
  readonly #record: (call: QueueCall) => void;

  constructor(record: (call: QueueCall) => void) {
    super({ maxVisibleToasts: 5 });
    this.#record = record;
  }

  override pauseAll(): void {
    this.#record('pauseAll');
    super.pauseAll();
  }

  override resumeAll(): void {
    this.#record('resumeAll');
    super.resumeAll();
  }
}

/** The app's region on a queue of its own, and the calls react-aria made on it. */
function QueueCalls() {
  const [calls, setCalls] = useState<QueueCall[]>([]);
  const [queue] = useState(
    () => new RecordingQueue((call) => setCalls((earlier) => [...earlier, call])),
  );
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button
        onPress={() =>
          queue.add({ tone: 'info', message: 'Consent requested' }, { timeout: 10_000 })
        }
      >
        Show a toast
      </Button>
      <div role="log" aria-label="Queue calls">
        <ol>
          {calls.map((call, index) => (
            <li key={index}>{call}</li>
          ))}
        </ol>
      </div>
      <ToastRegion aria-label="Recorded notifications" queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Components/ToastRegion/Queue calls',
  component: QueueCalls,
} satisfies Meta<typeof QueueCalls>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * This queue's toasts, by their words: the story files of a tab share the app's toast queue
 * (vitest.config.ts: `isolate: false`), so a toast an earlier story raised there may still be on
 * the page, in the app's region, for its own five seconds. (Not `within(region)`: once its last
 * toast goes the region is unmounted, and the element held still holds what it last showed.)
 */
const ours = { name: 'Consent requested' };

/** Resolves once the element has stayed where it is over two animation frames. */
async function staysPut(element: Element) {
  let last = '';
  await waitFor(async () => {
    await new Promise(requestAnimationFrame);
    const now = JSON.stringify(element.getBoundingClientRect());
    const still = now === last;
    last = now;
    await expect(still).toBe(true);
  });
}

function callsIn(canvasElement: HTMLElement): string[] {
  const log = within(canvasElement).getByRole('log', { name: 'Queue calls' });
  return within(log)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/**
 * react-aria calls `pauseAll` when the pointer enters the region and `resumeAll` when it leaves,
 * and neither when a toast is shown: a toast shown while the pointer rests keeps its timer paused
 * by the extended timeout, and leaving gives every toast its one second.
 */
export const PointerLeaveResumes: Story = {
  play: async ({ canvasElement, step }) => {
    const body = bodyOf(canvasElement);
    const show = within(canvasElement).getByRole('button', { name: 'Show a toast' });

    await step('showing a toast calls neither', async () => {
      await userEvent.click(show);
      await body.findByRole('alertdialog', { name: 'Consent requested' });
      await expect(callsIn(canvasElement)).toEqual([]);
    });

    const region = body.getByRole('region', { name: 'Recorded notifications' });
    await step('entering pauses; a toast shown meanwhile resumes nothing', async () => {
      show.focus();
      // The pointer goes where the region will stay: a focus change moves the region (keep-clear)
      // on the next frame, and a toast eases in; a region moved from under the pointer is left.
      await staysPut(region);
      await userEvent.hover(region);
      await waitFor(() => expect(callsIn(canvasElement)).toEqual(['pauseAll']));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
      await expect(callsIn(canvasElement)).not.toContain('resumeAll');
    });

    await step('leaving resumes once, and both toasts go within the extended second', async () => {
      await userEvent.unhover(region);
      await waitFor(() => expect(callsIn(canvasElement).at(-1)).toBe('resumeAll'));
      await expect(callsIn(canvasElement).filter((call) => call === 'resumeAll')).toHaveLength(1);
      await waitFor(() => expect(body.queryByRole('alertdialog', ours)).toBeNull(), {
        timeout: 3000,
      });
    });
  },
};

/**
 * Focus within the region pauses too, and `resumeAll` comes only once neither the focus nor the
 * pointer is in it: the pointer leaving while a toast's button has the focus resumes nothing.
 */
export const FocusLeaveResumes: Story = {
  play: async ({ canvasElement, step }) => {
    const body = bodyOf(canvasElement);
    const show = within(canvasElement).getByRole('button', { name: 'Show a toast' });
    show.focus();
    await userEvent.keyboard('{Enter}');
    const region = await body.findByRole('region', { name: 'Recorded notifications' });
    const focusIsIn = () => region.contains(document.activeElement);

    await step('focus entering pauses', async () => {
      for (let i = 0; i < 5 && !focusIsIn(); i++) await userEvent.tab();
      await expect(focusIsIn()).toBe(true);
      await waitFor(() => expect(callsIn(canvasElement)).toContain('pauseAll'));
      await expect(callsIn(canvasElement)).not.toContain('resumeAll');
    });

    await step('the pointer coming and going meanwhile resumes nothing', async () => {
      await userEvent.hover(region);
      await userEvent.unhover(region);
      await expect(focusIsIn()).toBe(true);
      await expect(callsIn(canvasElement)).not.toContain('resumeAll');
      await expect(within(region).getByRole('alertdialog')).toBeInTheDocument();
    });

    await step(
      'focus leaving resumes once, and the toast goes within the extended second',
      async () => {
        for (let i = 0; i < 5 && focusIsIn(); i++) await userEvent.tab({ shift: true });
        await expect(focusIsIn()).toBe(false);
        await waitFor(() => expect(callsIn(canvasElement).at(-1)).toBe('resumeAll'));
        await expect(callsIn(canvasElement).filter((call) => call === 'resumeAll')).toHaveLength(1);
        await waitFor(() => expect(body.queryByRole('alertdialog', ours)).toBeNull(), {
          timeout: 3000,
        });
      },
    );
  },
};
