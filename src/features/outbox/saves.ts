/**
 * Saves that wait, on TanStack Query's offline mutations (docs/behaviour.md#no-signal,
 * docs/decisions/0020-saves-that-wait-on-tanstack-query.md). Every Save is a mutation of
 * `['save', 'create' | 'update']` whose defaults are set here, so one restored from the tab's
 * storage can run: the call, the retry rule (send-failure.ts) and back-off, one scope (one at a
 * time, in the order saved). The library pauses and resumes it; the list's persister keeps it.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import {
  createPlan,
  fetchAgency,
  isAgencyNotFound,
  queryKeys,
  readAfterWrite,
  updatePlan,
  type Agency,
  type Plan,
  type PlanPayload,
} from '../../api';
import { toast } from '../../components';
import { SAVED } from './outbox-words';
import { agencyNotFound, withAgency } from './agency-first';
import { SendFailure, keepsTrying, sendFailure } from './send-failure';
import { SAVE_KEY, applicationOf, saveFacts, type SaveKind, type SaveVariables } from './waiting';

export const saveKey = (kind: SaveKind) => [...SAVE_KEY, kind] as const;

/** What a confirmed Save answers: where the plan is now, and for a create what it stored. */
export interface Sent {
  policyNumber: string;
  created?: { _id: string; policyNumber: string };
  /** What was sent, when it is not the Save's payload (a stop order's agency looked up first). */
  payload?: PlanPayload;
}

/** The service's calls (the app's; a test's stand-ins). */
export interface SaveCalls {
  create: (payload: PlanPayload, idempotencyKey: string) => Promise<NonNullable<Sent['created']>>;
  update: (policyNumber: string, payload: PlanPayload) => Promise<unknown>;
  /** The agency look-up a stop order saved with no signal runs first (agency-first.ts). */
  agency?: (agencyNumber: string) => Promise<Agency>;
}

const SERVICE: SaveCalls = {
  create: (payload, idempotencyKey) => createPlan(payload, { idempotencyKey }),
  update: updatePlan,
  agency: fetchAgency,
};

/** The back-off between the library's tries: 5 s after the Save, doubling, at most 2 min. */
export const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 120_000;
const backOff = (failureCount: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** failureCount, LONGEST_RETRY_MS);

/** The Saves made on this page whose first try is the adviser's own, on the screen. */
const ownTries = new WeakSet<SaveVariables>();
/** The Saves whose call is on its way now: Send now never doubles a try. */
const onTheWay = new WeakSet<SaveVariables>();
export const isOnTheWay = (variables: unknown) => onTheWay.has(variables as SaveVariables);

/**
 * Whether a Save pressed now is tried at once (the browser says it is online and no Save is
 * ahead of it): its first try is then the adviser's own, whose refusal is Save's toast.
 */
export function triedAtOnce(queryClient: QueryClient, variables: SaveVariables): void {
  const ahead = queryClient
    .getMutationCache()
    .findAll({ mutationKey: SAVE_KEY, status: 'pending' });
  if (onlineManager.isOnline() && ahead.length === 0) ownTries.add(variables);
}

export const savesOf = (queryClient: QueryClient) =>
  queryClient.getMutationCache().findAll({ mutationKey: SAVE_KEY });

/** A Save the cache no longer holds (the session ended, a change replaced it) is not sent. */
const stillKept = (queryClient: QueryClient, variables: SaveVariables) =>
  savesOf(queryClient).some((mutation) => mutation.state.variables === variables);

/** The create with this key, as the cache holds it (its answer, or its refusal). */
const createWithKey = (queryClient: QueryClient, key: string) =>
  queryClient
    .getMutationCache()
    .findAll({
      mutationKey: saveKey('create'),
      predicate: (mutation) => (mutation.state.variables as SaveVariables | undefined)?.id === key,
    })
    .at(-1);

/**
 * The screen stops waiting for a Save's own try (no answer in NO_ANSWER_MS): the call goes on, and
 * what it meets is the outbox's from now on (a refusal is kept to be fixed, not Save's toast).
 */
export function letGo(variables: SaveVariables): void {
  ownTries.delete(variables);
}

function send(queryClient: QueryClient, calls: SaveCalls, kind: SaveKind) {
  return async (variables: SaveVariables): Promise<Sent> => {
    if (!stillKept(queryClient, variables)) {
      throw new SendFailure({
        verdict: { state: 'attention', message: '' },
        noAnswer: false,
        ownTry: ownTries.delete(variables),
        dropped: true,
      });
    }
    // Whether the screen still waits for this try, asked when it fails (see letGo).
    const own = () => ownTries.has(variables);
    const first = variables.after ? createWithKey(queryClient, variables.after) : undefined;
    // The create this change waited for was refused: its key stored nothing, so the change is its body.
    const asCreate = kind === 'create' || first?.state.status === 'error';
    onTheWay.add(variables);
    try {
      // A stop order saved with no signal: its agency is looked up first, in this same run.
      let payload: PlanPayload;
      try {
        payload = await withAgency(queryClient, variables.payload, calls.agency ?? fetchAgency);
      } catch (error) {
        if (isAgencyNotFound(error)) throw agencyNotFound(own());
        throw error;
      }
      const sentPayload = payload === variables.payload ? {} : { payload };
      if (asCreate) {
        const { _id, policyNumber } = await calls.create(payload, variables.after ?? variables.id);
        return { policyNumber, created: { _id, policyNumber }, ...sentPayload };
      }
      const path = (first?.state.data as Sent | undefined)?.policyNumber ?? variables.policyNumber;
      await calls.update(path, payload);
      return { policyNumber: payload.policyNumber, ...sentPayload };
    } catch (error) {
      if (error instanceof SendFailure) throw error;
      throw sendFailure(asCreate ? 'create' : 'update', variables.payload, error, own());
    } finally {
      ownTries.delete(variables);
      onTheWay.delete(variables);
    }
  };
}

/** What a confirmed Save changes in the cache: what was sent is what the service holds now. */
function confirmed(
  queryClient: QueryClient,
  kind: SaveKind,
  sent: Sent,
  variables: SaveVariables,
): void {
  void toast.success(sent.created ? SAVED.created : SAVED.updated);
  const { created } = sent;
  const payload = sent.payload ?? variables.payload;
  if (created) {
    // The answer names the new plan: the cache holds what was sent, and a log that cannot have
    // entries yet, so nothing is fetched again.
    const stored: Plan = { ...payload, ...created };
    queryClient.setQueryData(queryKeys.plan(created.policyNumber), stored);
    queryClient.setQueryData(queryKeys.ussdLog(created.policyNumber), []);
    queryClient.setQueryData(queryKeys.ussdHistory(created._id), []);
  } else {
    // An update clears consent (the service does it): the plan and its log are read again, and
    // the form does not go back to the older plan meanwhile.
    for (const number of new Set([variables.policyNumber, sent.policyNumber])) {
      queryClient.setQueryData<Plan>(queryKeys.plan(number), (old) =>
        old ? { ...old, ...payload } : old,
      );
      void readAfterWrite(queryClient, queryKeys.plan(number), queryKeys.ussdLog(number));
    }
  }
  // Read again even when a read of the list left before this Save was stored: a Save waiting from
  // before is sent as the page loads, beside the list's first read.
  void readAfterWrite(queryClient, queryKeys.allApplications);
  // The application's latest plan is stored: a refusal of an older Save of it no longer stands.
  const application = applicationOf({ kind, variables });
  for (const mutation of savesOf(queryClient)) {
    const facts = saveFacts(mutation);
    if (facts?.status === 'error' && applicationOf(facts) === application) {
      queryClient.getMutationCache().remove(mutation);
    }
  }
}

/** Sets each kind of Save's defaults on `queryClient`; call before the restore. */
export function registerSaves(queryClient: QueryClient, calls: SaveCalls = SERVICE): void {
  for (const kind of ['create', 'update'] as const) {
    queryClient.setMutationDefaults<Sent, SendFailure, SaveVariables>(saveKey(kind), {
      mutationFn: send(queryClient, calls, kind),
      // The app's writes run while offline and fail at once, to say so (query-client.ts); a Save
      // waits instead: the library holds it while the browser is offline and sends it when the
      // signal returns.
      networkMode: 'online',
      scope: { id: 'saves' },
      retry: (_count, failure) => keepsTrying(failure),
      retryDelay: backOff,
      // A refused Save waits for the adviser's fix however long that takes; the session's end
      // clears them all (outbox.ts).
      gcTime: Infinity,
      onSuccess: (sent, variables) => confirmed(queryClient, kind, sent, variables),
      onError: (failure) => {
        // The adviser's own try refused: Save's toast, and nothing is kept.
        if (failure.ownTry && !failure.dropped) void toast.error(failure.verdict.message);
      },
    });
  }
}
