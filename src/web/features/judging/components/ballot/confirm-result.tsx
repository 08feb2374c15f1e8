// The chair's (or an admin's) last step: confirming the result, after a step
// that says what confirming does — the result locks, speakers see it, ratings
// move. Refreshes the ballot page, the result and the dashboard afterwards.
import { Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { genericErrorMessage } from '#web/lib/error-message.ts';
import { notify } from '#web/lib/toast.ts';
import { useConfirmDebateResult } from '../../api/confirm-debate-result.ts';

export function ConfirmResult({ debateId, isRated }: { debateId: string; isRated: boolean }) {
  const stepId = useId();
  const stepRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hasAsked = useRef(false);
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmDebateResult(debateId);

  // Focus follows the step: to its confirm button (which reads out what confirming does), back when cancelled.
  useEffect(() => {
    if (isAsking) stepRef.current?.focus();
    else if (hasAsked.current) triggerRef.current?.focus();
    hasAsked.current ||= isAsking;
  }, [isAsking]);

  const handleConfirm = async () => {
    setFailure(null);
    try {
      await confirm.mutateAsync();
      setIsAsking(false);
      notify.success({ title: 'Result confirmed', description: 'The speakers can now see the result and your reasons.' });
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500
          ? error.message
          : genericErrorMessage(error),
      );
    }
  };

  if (!isAsking) {
    return (
      <Button ref={triggerRef} onClick={() => setIsAsking(true)}>
        <Lock aria-hidden="true" className="h-4 w-4" />
        Confirm result
      </Button>
    );
  }
  return (
    <div className="rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200" data-testid="confirm-step">
      <p id={`${stepId}-title`} className="font-semibold text-amber-950">
        Confirm the result?
      </p>
      <p id={`${stepId}-text`} className="mt-1 text-sm text-amber-950">
        Confirming locks the result: no judge can change a ballot afterwards, and only an admin can correct it. The speakers then
        see the decision, the scores and the reasons{isRated ? ', and their ratings change' : ''}.
      </p>
      {failure ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          ref={stepRef}
          onClick={handleConfirm}
          disabled={confirm.isPending}
          aria-describedby={`${stepId}-title ${stepId}-text`}
        >
          {confirm.isPending ? 'Confirming…' : 'Yes, confirm and lock the result'}
        </Button>
        <Button variant="secondary" onClick={() => setIsAsking(false)} disabled={confirm.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
