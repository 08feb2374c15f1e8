// The judge's own flow sheet for a debate. The editor reads it with its own
// freshness and retry rules (flow-sheet-editor.tsx), so there is no plain hook.
import { queryOptions } from '@tanstack/react-query';
import type { NotesView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { judgingKeys } from './judging-keys.ts';

export function getJudgeNotes(debateId: string, signal?: AbortSignal): Promise<NotesView> {
  return callOperation(judgingApi.getJudgeNotes, { params: { id: debateId } }, signal);
}

export const judgeNotesQueryOptions = (debateId: string) =>
  queryOptions({ queryKey: judgingKeys.notes(debateId), queryFn: ({ signal }) => getJudgeNotes(debateId, signal) });
