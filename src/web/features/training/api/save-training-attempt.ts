// Saves progress (answers and work so far) with the version last read; a save
// from a page that missed a newer one is refused (409) rather than lose it.
import type { AttemptDetail, SaveAttemptInput } from '#shared/training/contract.ts';
import * as trainingApi from '#shared/training/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

export function saveTrainingAttempt(id: string, input: SaveAttemptInput): Promise<AttemptDetail> {
  return callOperation(trainingApi.saveTrainingAttempt, { params: { id }, body: input });
}
