/**
 * One story across the adviser's tabs (docs/behaviour.md#one-story-across-tabs): what one tab does
 * is told to the others on the adviser's channel (lib/tab-channel.ts), and what a tab hears it
 * shows within a moment.
 * - A consent request this tab starts is told as running, and as ended once its answer is in the
 *   log; the others then offer no second request for the plan (features/consent/other-tabs.ts)
 *   and read the log again when it ends, so the answer shows without a press.
 * - A write the service confirmed (a Save, a Save that waited and is now sent, the forms) is told;
 *   the others read the list, the plans and the logs again (a form with edits is not refilled).
 * - A tab that opens asks what the others run.
 * Made once per tab with the app's state (app-state.ts); the session's end closes the channel.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api';
import {
  heardEnded,
  heardWaiting,
  otherTabs,
  type AppConsentSessions,
  type OtherTabs,
} from '../features/consent';
import type { Outbox } from '../features/outbox';
import { onSessionEnd } from '../lib/session-end';
import { openTabChannel, type TabChannel, type TabMessage } from '../lib/tab-channel';

export interface TabStoryParts {
  employeeNumber: string;
  queryClient: QueryClient;
  consentSessions: Pick<AppConsentSessions, 'running'>;
  outbox: Pick<Outbox, 'onSent'>;
  others?: OtherTabs;
  /** For tests: another channel than the browser's. */
  open?: typeof openTabChannel;
}

export function connectTabStory({
  employeeNumber,
  queryClient,
  consentSessions,
  outbox,
  others = otherTabs,
  open = openTabChannel,
}: TabStoryParts): TabChannel {
  const readAgain = (...keys: ReadonlyArray<readonly unknown[]>) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const tellRunning = (plans: Iterable<string>, running: boolean) => {
    for (const planReference of plans) channel.post({ type: 'consent', planReference, running });
  };

  const hear = (message: TabMessage) => {
    switch (message.type) {
      case 'hello':
        tellRunning(consentSessions.running.getState().plans, true);
        return;
      case 'consent': {
        const { planReference, running } = message;
        const now = Date.now();
        others.setState(
          running
            ? heardWaiting(others.getState(), planReference, now)
            : heardEnded(others.getState(), planReference),
          true,
        );
        // The entry is written as the prompt goes out, its answer before `running: false`.
        readAgain(queryKeys.ussdLogs);
        return;
      }
      case 'saved':
        readAgain(queryKeys.allApplications, queryKeys.plans, queryKeys.ussdLogs);
        return;
    }
  };
  const channel = open(employeeNumber, hear);

  // This tab's requests, told as they start and end (the registry's set changes only then).
  let told = consentSessions.running.getState().plans;
  const stopRunning = consentSessions.running.subscribe(({ plans }) => {
    tellRunning(
      [...plans].filter((plan) => !told.has(plan)),
      true,
    );
    tellRunning(
      [...told].filter((plan) => !plans.has(plan)),
      false,
    );
    told = plans;
  });
  // Every write the service confirmed through the data cache, and each Save that waited.
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      channel.post({ type: 'saved' });
    }
  });
  const stopSent = outbox.onSent(() => channel.post({ type: 'saved' }));
  channel.post({ type: 'hello' });

  const close = () => {
    stopRunning();
    stopMutations();
    stopSent();
    channel.close();
  };
  onSessionEnd('tab-story', close);
  return { post: channel.post, close };
}
