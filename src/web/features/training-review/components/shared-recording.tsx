// A timed speech's recording in peer review (docs/training.md, "Sharing a
// recording"): the member's choice to share the copy kept on their device when
// asking (off until ticked, saying plainly that it leaves the device and for
// how long), what the member sees of a recording they shared (and Delete), and
// the player the reviewer hears it with, with a text alternative — or an
// honest line when it was not shared or is gone.
import { useEffect, useId, useState } from 'react';
import type { Recording } from '#shared/training/recording.ts';
import type { ReviewRequest } from '#shared/training/review.ts';
import { Button } from '#web/components/ui/button.tsx';
import { readRecording, type SpeechRecording } from '#web/lib/offline/training-audio-db.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { trainingRecordingUrl, useDeleteTrainingRecording } from '../api/upload-training-recording.ts';

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export const SHARE_RECORDING_LABEL = 'Share my recording with the reviewer';
export const SHARE_RECORDING_HINT =
  'The recording leaves this device: it is uploaded and kept on the server until the review is given, declined or withdrawn, or until you delete it. Only you and the reviewers you share it with can play it.';

/** The speech's recording kept on this device, if any (null while reading, or when there is none). */
export function useDeviceRecording(attemptId: string, speechId: string | null): SpeechRecording | null {
  const [recording, setRecording] = useState<SpeechRecording | null>(null);
  useEffect(() => {
    let cancelled = false;
    setRecording(null);
    if (!speechId) return;
    readRecording(attemptId, speechId)
      .then((found) => {
        if (!cancelled) setRecording(found);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [attemptId, speechId]);
  return recording;
}

/** The audio to upload, typed as it was recorded. */
export function recordingBlob(recording: SpeechRecording): Blob {
  return recording.audio.type ? recording.audio : new Blob([recording.audio], { type: recording.mimeType });
}

/** The "share my recording" checkbox of the request form; only when the device holds the speech's recording. */
export function ShareRecordingChoice({
  recording,
  checked,
  onChange,
}: {
  recording: SpeechRecording;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {SHARE_RECORDING_LABEL} ({clock(recording.durationMs)})
        </label>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {SHARE_RECORDING_HINT}
      </p>
    </div>
  );
}

/** What the member sees of the recording a request shares: how long it stays, and Delete. */
export function OwnSharedRecording({ request }: { request: ReviewRequest }) {
  const remove = useDeleteTrainingRecording();
  if (!request.sharesRecording || request.status !== 'requested') return null;
  if (!request.recording) {
    return (
      <p className="text-sm text-slate-700">You deleted the recording you shared; {request.reviewer.name} cannot play it.</p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700">
        Your recording ({clock(request.recording.durationMs ?? 0)}) is shared with {request.reviewer.name}. It is deleted from the
        server once the review is given, declined or withdrawn.
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={remove.isPending}
        onClick={async () => {
          try {
            await remove.mutateAsync(request.attemptId);
            notify.success({ title: 'Recording deleted from the server' });
          } catch (error) {
            notifyError(error);
          }
        }}
      >
        Delete recording from the server
      </Button>
    </div>
  );
}

function Player({ recording, request, isReviewer }: { recording: Recording; request: ReviewRequest; isReviewer: boolean }) {
  const requesterName = request.requester.name;
  const [hasFailed, setHasFailed] = useState(false);
  const captionId = useId();
  const duration = recording.durationMs === null ? 'length not known' : clock(recording.durationMs);
  return (
    <figure className="space-y-2">
      <figcaption id={captionId} className="text-sm text-slate-700">
        {isReviewer
          ? `Recording shared by ${requesterName} (${duration}). It is deleted from the server once you review or decline.`
          : `Your recording, shared with ${request.reviewer.name} (${duration}). It is deleted from the server once the review is given, declined or withdrawn.`}
      </figcaption>
      {hasFailed ? (
        <p role="alert" className="text-sm text-red-700">
          The recording could not be loaded: it may have been deleted, or the request is no longer open. Reload the page to see
          where it stands.
        </p>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a member's practice speech, shared for review; no transcript exists to caption it with.
        <audio
          controls
          preload="metadata"
          src={trainingRecordingUrl(recording.attemptId)}
          aria-describedby={captionId}
          aria-label={`Speech recording shared by ${requesterName}`}
          className="w-full"
          onError={() => setHasFailed(true)}
        />
      )}
    </figure>
  );
}

/** The recording section of a shared timed speech, for either party. */
export function SharedRecording({ request, isReviewer }: { request: ReviewRequest; isReviewer: boolean }) {
  const name = isReviewer ? request.requester.name : 'You';
  let line: string;
  if (request.recording) return <Player recording={request.recording} request={request} isReviewer={isReviewer} />;
  if (!request.sharesRecording) {
    line = isReviewer
      ? `${request.requester.name} did not share a recording of this speech; rate it from what is shared here and from their note.`
      : 'You did not share a recording of this speech; it stays on your device.';
  } else if (request.status === 'requested') {
    line = `${name} shared a recording of this speech and then deleted it from the server.`;
  } else {
    line = 'The recording shared with this request was deleted from the server when the request closed.';
  }
  return <p className="text-sm text-slate-700">{line}</p>;
}
