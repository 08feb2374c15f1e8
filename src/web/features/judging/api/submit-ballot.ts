// Submits the judge's ballot with its idempotency key. The score page sends
// ballots through the device's outbox (components/ballot/use-ballot-outbox.ts),
// which calls the API itself so the service worker can too; this direct call is
// for a browser that keeps nothing on the device.
import type { BallotFormView, SubmitBallotInput } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function submitBallot(debateId: string, input: SubmitBallotInput): Promise<BallotFormView> {
  return callOperation(judgingApi.submitBallot, { params: { id: debateId }, body: input });
}
