/**
 * One story across the adviser's tabs (docs/behaviour.md#one-story-across-tabs): what one tab does
 * is told to the others on the adviser's channel (lib/tab-channel.ts):
 * - a consent request running, and ended once its answer is in the log: the others offer no
 *   second request (features/consent/other-tabs.ts) and read the log again;
 * - the Saves kept to send: the others offer no step such a Save forbids
 *   (features/outbox/other-tabs-saves.ts); only the tab that kept one sends it;
 * - a write the service confirmed: the others read the list, the plans and the logs again;
 * - a tab that opens asks what the others run; a page that goes says so.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, readAfterWrite } from '../api';
import {
  heardEnded,
  heardWaiting,
  otherTabs,
  type AppConsentSessions,
  type OtherTabs,
} from '../features/consent';
import { heardSaves, otherTabsSaves, type OtherTabsSaves } from '../features/outbox';
import { onSessionEnd } from '../lib/session-end';
import { openTabChannel, type TabMessage } from '../lib/tab-channel';

export interface TabStoryParts {
  employeeNumber: string;
  queryClient: QueryClient;
  consentSessions: Pick<AppConsentSessions, 'running'>;
  /** The Saves this tab keeps to send (the outbox's, in the data cache), and when they change. */
  outbox: {
    entries: () => ReadonlyArray<{ policyNumber: string }>;
    subscribe: (listener: () => void) => () => void;
  };
  others?: OtherTabs;
  othersSaves?: OtherTabsSaves;
  /** This page's name on the channel; a new one for each page. */
  tab?: string;
  /** For tests: another channel than the browser's. */
  open?: typeof openTabChannel;
}

export function connectTabStory({
  employeeNumber,
  queryClient,
  consentSessions,
  outbox,
  others = otherTabs,
  othersSaves = otherTabsSaves,
  tab = crypto.randomUUID(),
  open = openTabChannel,
}: TabStoryParts) {
  const readAgain = (...keys: ReadonlyArray<readonly unknown[]>) => {
    void readAfterWrite(queryClient, ...keys);
  };
  const tellRunning = (plans: Iterable<string>, running: boolean) => {
    for (const planReference of plans) channel.post({ type: 'consent', planReference, running });
  };
  const waitingNow = () => [...new Set(outbox.entries().map((entry) => entry.policyNumber))];
  const tellWaiting = () =>
    channel.post({ type: 'waitingToSend', tab, policyNumbers: waitingNow() });

  const hear = (message: TabMessage) => {
    switch (message.type) {
      case 'hello':
        tellRunning(consentSessions.running.getState().plans, true);
        if (outbox.entries().length > 0) tellWaiting();
        return;
      case 'consent': {
        const { planReference, running } = message;
        others.setState(
          running
            ? heardWaiting(others.getState(), planReference, Date.now())
            : heardEnded(others.getState(), planReference),
          true,
        );
        // The log has the prompt as it goes out, and its answer before `running: false`.
        readAgain(queryKeys.ussdLogs);
        return;
      }
      case 'waitingToSend':
        othersSaves.setState(
          heardSaves(othersSaves.getState(), message.tab, message.policyNumbers),
        );
        return;
      case 'gone':
        othersSaves.setState(heardSaves(othersSaves.getState(), message.tab, []));
        return;
      case 'saved':
        readAgain(queryKeys.allApplications, queryKeys.plans, queryKeys.ussdLogs);
        return;
    }
  };
  const channel = open(employeeNumber, hear);

  // This tab's requests, told as they start and end (the registry's set changes only then).
  let told = consentSessions.running.getState().plans;
  const stopRunning = consentSessions.running.subscribe(({ plans }) => {
    const started = [...plans].filter((plan) => !told.has(plan));
    const ended = [...told].filter((plan) => !plans.has(plan));
    tellRunning(started, true);
    tellRunning(ended, false);
    told = plans;
  });
  // The Saves kept to send, told when the policy numbers they hold change.
  let kept = waitingNow().join();
  const stopWaiting = outbox.subscribe(() => {
    const now = waitingNow().join();
    if (now === kept) return;
    kept = now;
    tellWaiting();
  });
  // Every write the service confirmed through the data cache: a Save that waited among them.
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      channel.post({ type: 'saved' });
    }
  });
  channel.post({ type: 'hello' });
  if (kept !== '') tellWaiting();

  onSessionEnd('tab-story', () => {
    stopRunning();
    stopWaiting();
    stopMutations();
    channel.close();
  });
  return {
    /** The page is going: the others forget what it said (its requests are withdrawn). */
    leave: () => {
      tellRunning(consentSessions.running.getState().plans, false);
      channel.post({ type: 'gone', tab });
    },
  };
}
