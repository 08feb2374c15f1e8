// Sharing a speech's recording: the page uploads the copy kept on the device
// before asking for a review that shares it, and deletes it from the server if
// the request then fails. The address the reviewer's player streams it from.
import type { Recording } from '#shared/training/recording.ts';
import * as reviewApi from '#shared/training/review-operations.ts';
import { operationPath } from '#shared/operation.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useReviewMutation } from './review-keys.ts';

export function uploadTrainingRecording(attemptId: string, audio: Blob, durationMs?: number): Promise<Recording> {
  return callOperation(reviewApi.uploadTrainingRecording, {
    params: { id: attemptId },
    query: { durationMs: durationMs === undefined ? undefined : Math.round(durationMs) },
    body: audio,
  });
}

export function deleteTrainingRecording(attemptId: string): Promise<void> {
  return callOperation(reviewApi.deleteTrainingRecording, { params: { id: attemptId } });
}

export const useDeleteTrainingRecording = () => useReviewMutation((attemptId: string) => deleteTrainingRecording(attemptId));

/** Where <audio> plays a shared recording from: the API answers byte ranges, so it seeks. */
export function trainingRecordingUrl(attemptId: string): string {
  return operationPath(reviewApi.getTrainingRecording, { id: attemptId });
}
