// Saves the judge's flow sheet, naming the version it was edited from; a 409
// (code CONFLICT) means the server holds a newer copy. The saving is driven by
// useNotesSync (components/notes/use-notes-sync.ts), which debounces and retries.
import type { NotesView, SaveNotesInput } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function saveJudgeNotes(debateId: string, input: SaveNotesInput): Promise<NotesView> {
  return callOperation(judgingApi.saveJudgeNotes, { params: { id: debateId }, body: input });
}
