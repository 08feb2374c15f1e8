// "Ask for a review" on an attempt's result: the member picks an approved
// judge or a coach of one of their clubs (the API's "reviewers for me"), adds
// a note, and sends the request; each request's status follows, and once
// reviewed the reviewer's rubric scores and comment show beside the member's
// own assessment. Attempts of a kind that takes no review render nothing. A
// timed speech whose recording is on this device may share it: the recording
// is uploaded first, then the request links it (and if the request fails, the
// upload is deleted again unless an open request already shares it).
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { AttemptDetail, RubricRatings } from '#shared/training/contract.ts';
import type { ModuleKind } from '#shared/training/bank.ts';
import {
  REVIEW_NOTE_MAX,
  REVIEW_RUBRIC_BY_KIND,
  type ReviewerOption,
  type ReviewRequest,
  type ReviewRubric,
  reviewableProblem,
  scoreReview,
} from '#shared/training/review.ts';
import { isNotFoundError } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { genericErrorMessage } from '#web/lib/error-message.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useReviewedAttempt } from '../api/get-reviewed-attempt.ts';
import { useMyReviewRequests } from '../api/list-my-review-requests.ts';
import { deleteTrainingRecording, uploadTrainingRecording } from '../api/upload-training-recording.ts';
import { useTrainingReviewers } from '../api/list-training-reviewers.ts';
import { useRequestTrainingReview } from '../api/request-training-review.ts';
import { useWithdrawTrainingReview } from '../api/withdraw-training-review.ts';
import { ReviewScores } from './review-scores.tsx';
import { ReviewStatusBadge, reviewerRoleLabel } from './review-status.tsx';
import { OwnSharedRecording, recordingBlob, ShareRecordingChoice, useDeviceRecording } from './shared-recording.tsx';

function optionLabel(option: ReviewerOption): string {
  const roles = option.qualifications.map((q) => (q.role === 'judge' ? 'judge' : `coach at ${q.clubName}`));
  return `${option.name} (${roles.join(', ')})`;
}

/** The member's own ratings on the rubric: the attempt's self-assessment, or the speech's. */
function selfOf(attempt: AttemptDetail, rubric: ReviewRubric) {
  const speech = attempt.work.find((w) => w.kind === 'speech');
  const ratings: RubricRatings | undefined =
    attempt.selfAssessment && Object.keys(attempt.selfAssessment).length > 0
      ? attempt.selfAssessment
      : speech?.kind === 'speech'
        ? speech.selfAssessment
        : undefined;
  if (!ratings || Object.keys(ratings).length === 0) return null;
  return { ratings, ...scoreReview(rubric, ratings, attempt.work) };
}

function RequestItem({ request, attempt, rubric }: { request: ReviewRequest; attempt: AttemptDetail; rubric: ReviewRubric }) {
  const withdraw = useWithdrawTrainingReview();
  return (
    <li className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200" data-testid="review-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-900">
          <span className="font-medium">{request.reviewer.name}</span>{' '}
          <span className="text-sm text-slate-600">{reviewerRoleLabel(request)}</span>
        </p>
        <ReviewStatusBadge status={request.status} />
      </div>
      {request.review ? (
        <ReviewScores
          rubric={rubric}
          review={request.review}
          reviewerName={request.reviewer.name}
          self={selfOf(attempt, rubric)}
        />
      ) : null}
      <OwnSharedRecording request={request} />
      {request.status === 'declined' && request.declineReason ? (
        <p className="text-sm text-slate-700">“{request.declineReason}”</p>
      ) : null}
      {request.status === 'requested' ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={withdraw.isPending}
          aria-label={`Withdraw the request to ${request.reviewer.name}`}
          onClick={async () => {
            try {
              await withdraw.mutateAsync(request.id);
              notify.success({ title: 'Request withdrawn' });
            } catch (error) {
              notifyError(error);
            }
          }}
        >
          Withdraw
        </Button>
      ) : null}
    </li>
  );
}

function AskForm({
  attemptId,
  asked,
  speechId,
  isRecordingShared,
}: {
  attemptId: string;
  asked: ReadonlySet<string>;
  /** The timed speech's id, whose recording this device may hold; null for other work. */
  speechId: string | null;
  /** An open request shares the uploaded recording already (so a failed request must not delete it). */
  isRecordingShared: boolean;
}) {
  const reviewers = useTrainingReviewers();
  const ask = useRequestTrainingReview(attemptId);
  const deviceRecording = useDeviceRecording(attemptId, speechId);
  const [reviewerId, setReviewerId] = useState('');
  const [note, setNote] = useState('');
  const [shouldShare, setShouldShare] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const options = (reviewers.data?.items ?? []).filter((option) => !asked.has(option.userId));

  if (reviewers.isPending) return <p className="text-sm text-slate-600">Loading who you can ask…</p>;
  if (reviewers.isError) return <FormError message={genericErrorMessage(reviewers.error)} />;
  if (options.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {asked.size > 0
          ? 'You have asked everyone you can ask for this attempt.'
          : 'There is no judge or club coach you can ask yet. Reviews come from approved judges and from the owners and officers of clubs you belong to.'}{' '}
        <Link to={hrefFor('clubs')} className="text-brand-700 underline">
          Find a club
        </Link>
      </p>
    );
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldError(undefined);
    if (!reviewerId) {
      setFieldError('Choose who should review it');
      return;
    }
    const sharing = shouldShare && deviceRecording ? deviceRecording : null;
    try {
      if (sharing) {
        setIsUploading(true);
        try {
          await uploadTrainingRecording(attemptId, recordingBlob(sharing), sharing.durationMs);
        } finally {
          setIsUploading(false);
        }
      }
      const request = await ask
        .mutateAsync({ reviewerId, note: note.trim() || undefined, shareRecording: sharing ? true : undefined })
        .catch(async (failed: unknown) => {
          // The recording was uploaded for this request alone: it does not stay on the server without it.
          if (sharing && !isRecordingShared) await deleteTrainingRecording(attemptId).catch(() => undefined);
          throw failed;
        });
      notify.success({ title: `Review requested from ${request.reviewer.name}` });
      setReviewerId('');
      setNote('');
      setShouldShare(false);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.fields?.reviewerId) setFieldError(caught.fields.reviewerId[0]);
      else
        setError(
          caught instanceof ApiRequestError && [400, 409, 413, 415].includes(caught.status)
            ? caught.message
            : genericErrorMessage(caught),
        );
    }
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-4" noValidate>
      <SelectField
        label="Reviewer"
        required
        placeholder="Choose a judge or a coach"
        value={reviewerId}
        onChange={(event) => setReviewerId(event.target.value)}
        options={options.map((option) => ({ value: option.userId, label: optionLabel(option) }))}
        error={fieldError}
        hint={reviewers.data?.isTruncated ? 'Showing the first judges by name.' : undefined}
      />
      <TextAreaField
        label="Note for the reviewer"
        optional
        hint="What you would like feedback on."
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        length={note.length}
        limit={REVIEW_NOTE_MAX}
      />
      {deviceRecording ? (
        <ShareRecordingChoice recording={deviceRecording} checked={shouldShare} onChange={setShouldShare} />
      ) : null}
      <FormError message={error} />
      <Button type="submit" disabled={ask.isPending || isUploading}>
        {isUploading ? 'Uploading the recording…' : 'Ask for a review'}
      </Button>
    </form>
  );
}

export function RequestReview({ attemptId }: { attemptId: string }) {
  const headingId = useId();
  const attempt = useReviewedAttempt(attemptId);
  const requests = useMyReviewRequests(attemptId);
  if (attempt.isPending) return null;
  if (attempt.isError) {
    const message = isNotFoundError(attempt.error)
      ? 'This training attempt does not exist, or it is not yours.'
      : genericErrorMessage(attempt.error);
    return <FormError message={message} />;
  }
  const kind = attempt.data.kind as ModuleKind | null;
  const rubric = kind ? REVIEW_RUBRIC_BY_KIND[kind] : undefined;
  if (!rubric) return null;
  const problem = reviewableProblem({ kind, isCompleted: attempt.data.status === 'completed', work: attempt.data.work });
  const items = requests.data?.items ?? [];
  const asked = new Set(items.filter((r) => r.status !== 'withdrawn').map((r) => r.reviewer.userId));
  const speech = kind === 'speech' ? attempt.data.work.find((w) => w.kind === 'speech') : undefined;
  const isRecordingShared = items.some((r) => r.recording !== null);

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Peer review
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Ask a judge or a coach of your club to score this on the {rubric.label.toLowerCase()} rubric and comment. They see this
          attempt’s work and your self-assessment, nothing else
          {kind === 'speech' ? ', and your recording only if you choose to share it' : ''}.
        </p>
      </div>
      {items.length > 0 ? (
        <ul className="space-y-3">
          {items.map((request) => (
            <RequestItem key={request.id} request={request} attempt={attempt.data} rubric={rubric} />
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p className="text-sm text-slate-700">{problem}</p>
      ) : (
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900">{items.length > 0 ? 'Ask someone else' : 'Ask for a review'}</h3>
          <AskForm
            attemptId={attemptId}
            asked={asked}
            speechId={speech?.kind === 'speech' ? speech.speechId : null}
            isRecordingShared={isRecordingShared}
          />
        </div>
      )}
    </section>
  );
}
