// The score page's side of the ballot outbox (lib/ballot-outbox.ts): submitting
// puts the ballot on the device with its idempotency key and sends it at once
// when online; offline it waits, and is sent when the connection returns: on
// the `online` event, when the page loads or comes back into view, and by the
// service worker's Background Sync (tag sdc-ballots) where the browser has it,
// even with no page open. The page follows the entry's state as the worker
// moves it (the sdc-ballots broadcast channel, and a fresh read on focus), and
// marks it confirmed once the server's score page shows the ballot.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BallotFormView, BallotInput } from '#shared/judging/contract.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { ballotFormQueryOptions } from '../../api/get-ballot-form.ts';
import { judgingKeys } from '../../api/judging-keys.ts';
import { submitBallot } from '../../api/submit-ballot.ts';
import {
  BALLOT_CHANNEL,
  BALLOT_SYNC_TAG,
  type BallotChange,
  claimForSending,
  deliver,
  discardBallot,
  dismissRefusal,
  enqueueBallot,
  flushOutbox,
  type JudgingDatabase,
  judgingDatabase,
  latestEntry,
  markConfirmed,
  type Outcome,
  type OutboxBallot,
} from '../../lib/ballot-outbox.ts';
import { requestSync } from '../../lib/request-sync.ts';

/** What submitting did: in (the server has it), or kept on the device to be sent. */
export type SubmitResult = 'in' | 'saved';

export interface BallotOutbox {
  /** The device's judging database: undefined while it opens, null where the browser keeps nothing. */
  db: JudgingDatabase | null | undefined;
  /** The judge's latest ballot of this debate in the outbox. */
  entry: OutboxBallot | null;
  /** Keeps the ballot on the device and sends it when it can; throws the server's refusal (ApiRequestError). */
  submit: (ballot: BallotInput) => Promise<SubmitResult>;
  /** Sends what waits, now. */
  sendNow: () => void;
  /** Lets go of a refused ballot and its draft. */
  discard: () => Promise<void>;
  /** Closes a refusal and keeps the draft in the form, to correct and submit again. */
  editAgain: () => Promise<void>;
}

/** Asks the service worker to send the outbox when the connection returns (Background Sync, where the browser has it). */
export const requestBallotSync = () => requestSync(BALLOT_SYNC_TAG);

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function useBallotOutbox({
  debateId,
  userId,
  hasServerBallot,
}: {
  debateId: string;
  userId: string | null;
  /** The server's score page shows this judge's ballot. */
  hasServerBallot: boolean;
}): BallotOutbox {
  const queryClient = useQueryClient();
  const [db, setDb] = useState<JudgingDatabase | null | undefined>(undefined);
  const [entry, setEntry] = useState<OutboxBallot | null>(null);
  const isFlushing = useRef(false);

  useEffect(() => {
    let isLive = true;
    void judgingDatabase().then((opened) => {
      if (isLive) setDb(opened);
    });
    return () => {
      isLive = false;
    };
  }, []);

  const reload = useCallback(async () => {
    if (!db || !userId) return;
    setEntry(await latestEntry(db, userId, debateId));
  }, [db, userId, debateId]);

  const refreshAfter = useCallback(
    (outcome: Outcome, ofDebate: string) => {
      if (outcome.kind === 'accepted' && ofDebate === debateId) {
        queryClient.setQueryData(ballotFormQueryOptions(debateId).queryKey, outcome.body as BallotFormView);
      } else if (outcome.kind !== 'offline' && outcome.kind !== 'retry') {
        // Received before, or refused (a changed panel, a locked result): the page shows the server's view.
        void queryClient.invalidateQueries({ queryKey: judgingKeys.ballot(ofDebate) });
      }
      if (outcome.kind === 'accepted' || outcome.kind === 'received') {
        void queryClient.invalidateQueries({ queryKey: judgingKeys.dashboard() });
        void queryClient.invalidateQueries({ queryKey: judgingKeys.result(ofDebate) });
      }
    },
    [debateId, queryClient],
  );

  const flush = useCallback(async () => {
    if (!db || !userId || isOffline() || isFlushing.current) return;
    isFlushing.current = true;
    try {
      for (const { entry: sent, outcome } of await flushOutbox(db, userId)) refreshAfter(outcome, sent.debateId);
    } finally {
      isFlushing.current = false;
    }
    await reload();
  }, [db, userId, refreshAfter, reload]);

  // On load: this debate's entry, and whatever waits is sent.
  useEffect(() => {
    void reload().then(flush);
  }, [reload, flush]);

  // The connection returns, the page comes back into view, or another page or the worker moved an entry.
  useEffect(() => {
    const onOnline = () => void flush();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reload().then(flush);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(BALLOT_CHANNEL);
    if (channel) {
      channel.onmessage = (event: MessageEvent<BallotChange>) => {
        if (event.data?.type !== 'ballot-changed' || event.data.debateId !== debateId) return;
        void reload();
        if (event.data.state === 'sent' || event.data.state === 'confirmed' || event.data.state === 'refused') {
          void queryClient.invalidateQueries({ queryKey: judgingKeys.ballot(debateId) });
        }
      };
    }
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
    };
  }, [debateId, flush, queryClient, reload]);

  // Sent (by this page or the worker): confirmed once the server's score page shows it; until then, read it again.
  const entryKey = entry?.key;
  const isSent = entry?.state === 'sent';
  useEffect(() => {
    if (!db || !entryKey || !isSent) return;
    if (hasServerBallot) void markConfirmed(db, entryKey).then(reload);
    else void queryClient.invalidateQueries({ queryKey: judgingKeys.ballot(debateId) });
  }, [db, entryKey, isSent, hasServerBallot, debateId, queryClient, reload]);

  const submit = useCallback(
    async (ballot: BallotInput): Promise<SubmitResult> => {
      if (!db || !userId) {
        // Nothing can be kept on this device: sent straight away, with a key for this try.
        const view = await submitBallot(debateId, { ...ballot, idempotencyKey: crypto.randomUUID() });
        queryClient.setQueryData(ballotFormQueryOptions(debateId).queryKey, view);
        void queryClient.invalidateQueries({ queryKey: judgingKeys.dashboard() });
        void queryClient.invalidateQueries({ queryKey: judgingKeys.result(debateId) });
        return 'in';
      }
      const created = await enqueueBallot(db, { userId, debateId, ballot });
      setEntry(created);
      if (isOffline()) {
        requestBallotSync();
        return 'saved';
      }
      const claimed = await claimForSending(db, created.key);
      if (!claimed) {
        // Already on its way (another page or the worker).
        await reload();
        return 'saved';
      }
      setEntry(claimed);
      const outcome = await deliver(db, claimed);
      refreshAfter(outcome, debateId);
      if (outcome.kind === 'refused') {
        // The judge is here: the form shows the refusal on its fields, with the draft kept.
        await dismissRefusal(db, claimed.key);
        await reload();
        throw new ApiRequestError(outcome.status, outcome.code, outcome.message, outcome.fields ?? undefined);
      }
      await reload();
      if (outcome.kind === 'offline' || outcome.kind === 'retry') {
        requestBallotSync();
        return 'saved';
      }
      return 'in';
    },
    [db, userId, debateId, queryClient, refreshAfter, reload],
  );

  const sendNow = useCallback(() => void flush(), [flush]);

  const discard = useCallback(async () => {
    if (!db || !entry) return;
    await discardBallot(db, entry.key);
    await reload();
  }, [db, entry, reload]);

  const editAgain = useCallback(async () => {
    if (!db || !entry) return;
    await dismissRefusal(db, entry.key);
    await reload();
  }, [db, entry, reload]);

  return { db, entry, submit, sendNow, discard, editAgain };
}
