/**
 * The adviser's tabs talk to each other (docs/behaviour.md#one-story-across-tabs): one
 * `BroadcastChannel` per adviser, so another adviser on the browser hears nothing, and each message
 * checked with its schema, so what an older build posts is dropped. What a tab does on hearing one
 * is the app's (src/app/tab-story.ts).
 */
import { z } from 'zod/mini';
import { TAB_KEY_PREFIX } from './tab-store';

/** What one tab tells the others. Plans are named by their reference, applications by number. */
export const tabMessageSchema = z.discriminatedUnion('type', [
  /** A tab opened: the others say what they run. */
  z.object({ type: z.literal('hello') }),
  /** A consent request of this tab started (it runs) or ended (its answer is in the log). */
  z.object({
    type: z.literal('consent'),
    planReference: z.string().check(z.minLength(1)),
    running: z.boolean(),
  }),
  /** A write the service confirmed (a Save, a Save that waited, the forms): read again. */
  z.object({ type: z.literal('saved') }),
  /** The policy numbers whose Save waits in the tab `tab` now (all of them, or none). */
  z.object({
    type: z.literal('waitingToSend'),
    tab: z.string().check(z.minLength(1)),
    policyNumbers: z.array(z.string()),
  }),
  /** The page of the tab `tab` is going (closed or reloaded): what it said no longer stands. */
  z.object({ type: z.literal('gone'), tab: z.string().check(z.minLength(1)) }),
]);

export type TabMessage = z.infer<typeof tabMessageSchema>;

/** Reads a message another tab posted; null (and a warning) for anything that is not one. */
export function readTabMessage(data: unknown): TabMessage | null {
  const parsed = z.safeParse(tabMessageSchema, data);
  if (parsed.success) return parsed.data;
  console.warn('Dropped a message from another tab: it does not fit its schema.', parsed.error);
  return null;
}

export const tabChannelName = (employeeNumber: string) => `${TAB_KEY_PREFIX}${employeeNumber}:tabs`;

export interface TabChannel {
  /** Tells every other tab of the adviser (never this one: the channel does not echo). */
  post: (message: TabMessage) => void;
  close: () => void;
}

/** The adviser's channel; nobody signed in, or no BroadcastChannel (Node): one that tells nobody. */
export function openTabChannel(
  employeeNumber: string,
  onMessage: (message: TabMessage) => void,
): TabChannel {
  if (!employeeNumber || typeof BroadcastChannel === 'undefined') {
    return { post: () => undefined, close: () => undefined };
  }
  const channel = new BroadcastChannel(tabChannelName(employeeNumber));
  channel.onmessage = (event: MessageEvent) => {
    const message = readTabMessage(event.data);
    if (message) onMessage(message);
  };
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
