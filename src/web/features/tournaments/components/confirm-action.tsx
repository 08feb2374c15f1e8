// A button that asks before it acts (leaving a team, withdrawing one): the
// dialog says what will happen, and stays open with the server's refusal.
import { useState } from 'react';
import { errorMessageFor } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { ButtonVariant } from '#web/components/ui/button-styles.ts';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';

export function ConfirmAction({
  triggerLabel,
  triggerAriaLabel,
  triggerVariant = 'secondary',
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  triggerLabel: string;
  /** When the visible label alone would not say which (e.g. "Withdraw" beside every team). */
  triggerAriaLabel?: string;
  triggerVariant?: ButtonVariant;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleConfirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof ApiRequestError && failure.status < 500 ? failure.message : errorMessageFor(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={
        <Button variant={triggerVariant} size="sm" aria-label={triggerAriaLabel}>
          {triggerLabel}
        </Button>
      }
      title={title}
      description={description}
    >
      <FormError message={error} className="mt-4" />
      <DialogActions
        className="mt-6"
        isBusy={isBusy}
        confirmLabel={confirmLabel}
        confirmVariant="danger"
        onConfirm={handleConfirm}
      />
    </DialogFrame>
  );
}
