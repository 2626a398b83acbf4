/**
 * The Saves that wait, as the screens see them (docs/behaviour.md#no-signal): each kept Save is a
 * mutation of `SAVE_KEY`, and these pure rules say which application it is, where it stands, and
 * what a new Save of a waiting application sends. The sending, the order, the back-off and the
 * keeping are the library's (saves.ts).
 */
import type { ApplicationRow, PlanPayload } from '../../api';
import type { MutationState } from '@tanstack/react-query';
import { needsAgency } from './agency-first';
import { failureFacts, type FailureFacts } from './send-failure';
import type { SendState } from './outbox-words';

/** Every Save's mutation key starts so; the kind follows (`['save', 'create' | 'update']`). */
export const SAVE_KEY = ['save'] as const;
export type SaveKind = 'create' | 'update';

/** What one Save sends: its mutation's variables, kept whole so a reload can send it. */
export interface SaveVariables {
  /** A create's Idempotency-Key; an update's own id. */
  id: string;
  /** The whole plan. */
  payload: PlanPayload;
  /** An update's path, the policy number the plan is stored under; a create's, the payload's. */
  policyNumber: string;
  /**
   * An update that changes a create already sent (it may be stored): the create's key. It is PUT
   * once that create is confirmed; if the create was refused, it is the create's body instead.
   */
  after?: string;
  /** When the adviser pressed Save (ms since the epoch). */
  savedAt: number;
}

/** One Save's mutation as the rules read it. */
export interface SaveFacts {
  mutationId: number;
  kind: SaveKind;
  variables: SaveVariables;
  status: 'idle' | 'pending' | 'success' | 'error';
  isPaused: boolean;
  failureCount: number;
  failure: FailureFacts | null;
}

/** What the rules read of a mutation (the library's `Mutation`, whatever its types). */
interface MutationLike {
  mutationId: number;
  options: { mutationKey?: readonly unknown[] };
  state: MutationState<unknown, unknown, unknown, unknown>;
}

/** A Save's mutation as the rules read it; null for any other mutation. */
export function saveFacts(mutation: MutationLike): SaveFacts | null {
  const [head, kind] = mutation.options.mutationKey ?? [];
  if (head !== SAVE_KEY[0] || (kind !== 'create' && kind !== 'update')) return null;
  const { variables, status, isPaused, failureCount, failureReason, error } = mutation.state;
  if (typeof variables !== 'object' || variables === null) return null;
  return {
    mutationId: mutation.mutationId,
    kind,
    variables: variables as SaveVariables,
    status,
    isPaused,
    failureCount,
    failure: failureFacts(error ?? failureReason),
  };
}

/**
 * A Save that waits: pending, or refused for what it holds after it was kept (it waits for the
 * adviser's fix). One refused on its own try is Save's toast, and one dropped is gone.
 */
function isWaiting(save: SaveFacts): boolean {
  if (save.status === 'pending') return true;
  return (
    save.status === 'error' &&
    save.failure !== null &&
    !save.failure.ownTry &&
    !save.failure.dropped
  );
}

/** The same rule over the library's mutation (the persister's and the hold's filter). */
export const isWaitingMutation = (mutation: MutationLike): boolean => {
  const facts = saveFacts(mutation);
  return facts !== null && isWaiting(facts);
};

/** Where an application's Saves stand: its first Save's state, or the agency look-up's wait. */
function sendState(first: SaveFacts, last: SaveFacts): SendState {
  const { failure } = first;
  // Not tried yet, or its own try got no answer: nothing the outbox sent has failed yet.
  if (!failure || (failure.ownTry && failure.noAnswer)) {
    return needsAgency(last.variables.payload) ? 'lookup' : 'waiting';
  }
  return failure.verdict.state;
}

/**
 * Sent at least once with no answer to say it was refused: a create's body may be stored under
 * its key already, so its body must not change (the service refuses one key with two bodies).
 */
const mayBeStored = (save: SaveFacts) =>
  save.kind === 'create' &&
  save.status === 'pending' &&
  (save.failure?.verdict.state === 'retry' || (!save.isPaused && save.failure === null));

/** Which application a Save is for: a create's key (its changes too), or an update's path. */
export function applicationOf({ kind, variables }: Pick<SaveFacts, 'kind' | 'variables'>): string {
  if (kind === 'create') return `key:${variables.id}`;
  return variables.after ? `key:${variables.after}` : `plan:${variables.policyNumber}`;
}

/** A kept Save as the list and the details screen show it: one per application. */
export interface WaitingSave {
  /** The create's key, or the first update's id. */
  id: string;
  kind: SaveKind;
  /** What the list and the details screen find it by (a create: the plan's; an update: its path). */
  policyNumber: string;
  /** The adviser's latest plan for it. */
  payload: PlanPayload;
  /** When the first of its Saves was pressed. */
  queuedAt: number;
  state: SendState;
  /** What the service said, for `attention`. */
  message?: string;
  /** A create sent with no answer: its row may be stored already. */
  mayBeStored: boolean;
}

/**
 * The waiting Saves, one per application, in the order they are sent: the first Save of an
 * application says where it stands, its last holds the latest plan.
 */
export function waitingSaves(saves: readonly SaveFacts[]): WaitingSave[] {
  const byApplication = new Map<string, SaveFacts[]>();
  for (const save of saves) {
    if (!isWaiting(save)) continue;
    const application = applicationOf(save);
    byApplication.set(application, [...(byApplication.get(application) ?? []), save]);
  }
  // The cache keeps its mutations in the order they were made (restored ones too): the order sent.
  return [...byApplication.values()].map((group): WaitingSave => {
    const [first, last] = [group[0], group[group.length - 1]];
    const state = sendState(first, last);
    return {
      id: first.variables.id,
      kind: first.kind,
      policyNumber: first.variables.policyNumber,
      payload: last.variables.payload,
      queuedAt: first.variables.savedAt,
      state,
      message: state === 'attention' ? first.failure?.verdict.message : undefined,
      mayBeStored: mayBeStored(first),
    };
  });
}

/**
 * What a new Save of an application sends, given the Saves of it that wait (oldest first): the
 * ones not on their way (paused before a try, or refused) are replaced by it; a create that may be
 * stored keeps its first body, and the change is an update after it, PUT once it is confirmed.
 */
export function nextSave(
  waiting: readonly SaveFacts[],
  save: { kind: SaveKind; variables: SaveVariables },
): { replaced: SaveFacts[]; kind: SaveKind; variables: SaveVariables } {
  const replaceable = (one: SaveFacts) =>
    one.status === 'error' || (one.status === 'pending' && one.isPaused && !mayBeStored(one));
  const replaced = waiting.filter(replaceable);
  const first = waiting.find((one) => !replaceable(one));
  if (first?.kind === 'create' && save.kind === 'create') {
    return {
      replaced,
      kind: 'update',
      variables: {
        ...save.variables,
        id: `${first.variables.id}:then:${save.variables.savedAt}`,
        policyNumber: first.variables.payload.policyNumber,
        after: first.variables.id,
      },
    };
  }
  return { replaced, ...save };
}

/**
 * The Save that waits for a row of the list: the row's own (a stored plan's update, or a create
 * that may have stored it), or a new application's that has no stored row (its row is made here).
 * A stored row with a policy number a waiting create also has is another application: the create
 * was refused, or is not sent yet.
 */
export function waitingFor(
  saves: readonly WaitingSave[],
  row: { policyNumber: string; stored: boolean },
): WaitingSave | undefined {
  return saves.find(
    (save) =>
      save.policyNumber === row.policyNumber &&
      (save.kind === 'update' || save.mayBeStored || !row.stored),
  );
}

/**
 * The list's rows, with a row (dated when it was saved) for each new application whose Save waits
 * and that the list does not hold. The same array while no such Save waits.
 */
export function rowsWithWaiting(
  rows: ApplicationRow[],
  saves: readonly WaitingSave[],
): ApplicationRow[] {
  const listed = new Set(rows.map((row) => String(row.policyNumber ?? '').trim()));
  const waiting = saves
    .filter(
      (save) => save.kind === 'create' && !(save.mayBeStored && listed.has(save.policyNumber)),
    )
    .map(({ payload, policyNumber, queuedAt }): ApplicationRow => ({
      policyNumber,
      clientInfo: {
        name: payload.clientInfo.name,
        surname: payload.clientInfo.surname,
        registrationDetails: {
          identificationNumber: payload.clientInfo.registrationDetails.identificationNumber,
        },
      },
      createdAt: new Date(queuedAt).toISOString(),
    }));
  return waiting.length === 0 ? rows : [...waiting, ...rows];
}
