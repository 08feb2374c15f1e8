// Where the judge's submitted ballot is (docs/judging.md, "Offline ballots"):
// saved on this device → sent → confirmed, as a status the screen reader
// announces; and, when the server refused a ballot that was sent in the
// background, why, with the ballot kept to correct or discard.
import { useSyncExternalStore } from 'react';
import type { DebateFormat } from '#shared/formats/format-types.ts';
import type { SpeakerSeat } from '#shared/judging/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import type { DeliveryState, OutboxBallot } from '../../lib/ballot-outbox.ts';
import { BallotSummary } from './ballot-summary.tsx';

export const DELIVERY_TEXT = {
  savedOffline: 'Saved on this device — will be sent when you’re back online',
  savedOnline: 'Saved on this device — waiting to be sent',
  sending: 'Sending your ballot…',
  sent: 'Sent — waiting for the server to confirm it',
  confirmed: 'Confirmed — the server has your ballot',
} as const;

const STEPS: { label: string; reached: readonly DeliveryState[] }[] = [
  { label: 'Saved on this device', reached: ['saved', 'sending', 'sent', 'confirmed'] },
  { label: 'Sent', reached: ['sent', 'confirmed'] },
  { label: 'Confirmed', reached: ['confirmed'] },
];

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, followed. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

function statusText(entry: OutboxBallot, isOnline: boolean): string {
  switch (entry.state) {
    case 'saved':
      if (entry.message) return `Saved on this device — not sent yet. ${entry.message}`;
      return isOnline ? DELIVERY_TEXT.savedOnline : DELIVERY_TEXT.savedOffline;
    case 'sending':
      return DELIVERY_TEXT.sending;
    case 'sent':
      return DELIVERY_TEXT.sent;
    case 'confirmed':
      return DELIVERY_TEXT.confirmed;
    default:
      return '';
  }
}

/** The delivery status of the judge's ballot; the live region is always there, so each change is announced. */
export function BallotDeliveryStatus({ entry, onSendNow }: { entry: OutboxBallot | null; onSendNow: () => void }) {
  const isOnline = useIsOnline();
  const shown = entry && entry.state !== 'refused' ? entry : null;
  const isDone = shown?.state === 'confirmed';
  return (
    <div className={cn(shown && 'mb-4')}>
      <div role="status" data-testid="ballot-delivery" data-state={shown?.state ?? 'none'}>
        {shown ? (
          <div
            className={cn(
              'rounded-lg px-4 py-3 text-sm ring-1',
              isDone ? 'bg-green-50 text-green-900 ring-green-200' : 'bg-amber-50 text-amber-950 ring-amber-200',
            )}
          >
            <p className="font-semibold" data-testid="ballot-delivery-text">
              {statusText(shown, isOnline)}
            </p>
            <ol className="mt-2 flex flex-wrap gap-x-2 gap-y-1">
              {STEPS.map((step, index) => {
                const isReached = step.reached.includes(shown.state);
                return (
                  <li key={step.label} className={cn(isReached ? 'font-semibold' : 'text-slate-700')}>
                    {index > 0 ? (
                      <span aria-hidden="true" className="mr-2">
                        →
                      </span>
                    ) : null}
                    {step.label}
                    <span className="sr-only">{isReached ? ' (done)' : ' (not yet)'}</span>
                  </li>
                );
              })}
            </ol>
          </div>
        ) : null}
      </div>
      {shown?.state === 'saved' && isOnline ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onSendNow}>
          Send now
        </Button>
      ) : null}
    </div>
  );
}

/** A ballot the server refused after it was sent in the background: why, the ballot itself, and what the judge can do. */
export function RefusedBallot({
  entry,
  format,
  seats,
  canEdit,
  onEdit,
  onDiscard,
}: {
  entry: OutboxBallot;
  format: DebateFormat | null;
  seats: readonly SpeakerSeat[];
  /** The form is there to correct it. */
  canEdit: boolean;
  onEdit: () => void;
  onDiscard: () => void;
}) {
  const fieldMessages = Object.values(entry.fields ?? {}).flat();
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
      data-testid="ballot-refused"
    >
      <p className="font-semibold">Your ballot was not accepted: {entry.message}</p>
      {fieldMessages.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fieldMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2">
        It is kept on this device
        {canEdit ? ': correct it in the form and submit it again, or discard it.' : ' until you discard it.'}
      </p>
      {format ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-medium">The ballot you submitted</summary>
          <div className="mt-3 rounded-lg bg-white p-4 text-slate-900 ring-1 ring-red-100">
            <BallotSummary format={format} seats={seats} ballot={entry.ballot} testId="refused-ballot" />
          </div>
        </details>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {canEdit ? (
          <Button size="sm" onClick={onEdit}>
            Correct and submit again
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          Discard this ballot
        </Button>
      </div>
    </div>
  );
}
