// What the page and the service worker share to deliver a ballot (and the flow
// notes) written offline (docs/judging.md, "Offline ballots"), without zod: the
// routes, and the server's answer to an idempotency key it already holds. The
// operations themselves are declared in operations.ts, which spread the routes.

/** POST a ballot (submitBallot). */
export const SUBMIT_BALLOT_ROUTE = { method: 'post', path: '/api/judging/debates/:id/ballot' } as const;

/**
 * The 409 answer to a ballot whose idempotency key the server already holds for
 * this judge and debate: the ballot is in, once. A client that sent it again
 * (a retry after a lost answer, the outbox replayed) takes it as confirmed.
 */
export const BALLOT_RECEIVED_MESSAGE = 'This ballot was already received: it counts once';

/** An idempotency key sent again, but with another judge's or another debate's ballot. */
export const BALLOT_KEY_USED_MESSAGE = 'This ballot key was used for another ballot: submit it again';

/** The path of a debate's ballot. */
export const ballotPath = (debateId: string) => SUBMIT_BALLOT_ROUTE.path.replace(':id', encodeURIComponent(debateId));

/** PUT the judge's flow sheet (saveJudgeNotes). */
export const SAVE_NOTES_ROUTE = { method: 'put', path: '/api/judging/debates/:id/notes' } as const;

/** The path of a debate's flow notes. */
export const notesPath = (debateId: string) => SAVE_NOTES_ROUTE.path.replace(':id', encodeURIComponent(debateId));
