// An admin replaces a confirmed result, with a note for the audit log. No page
// offers this yet; the fetcher is kept for the admin screens.
import type { AdminResultChangeInput, ResultView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function changeDebateResult(debateId: string, input: AdminResultChangeInput): Promise<ResultView> {
  return callOperation(judgingApi.changeDebateResult, { params: { id: debateId }, body: input });
}
