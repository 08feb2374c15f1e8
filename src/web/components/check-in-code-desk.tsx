// A check-in desk's way in, shared by an event's door and a tournament round's
// desk: the camera reads a QR ticket where the browser has a BarcodeDetector,
// typing the code always works, and a polite live region says what happened.
import { useState } from 'react';
import { CheckInInputSchema } from '#shared/events/contract.ts';
import { QrCamera } from '#web/components/qr-camera.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiForm } from '#web/lib/form.ts';

export function CheckInCodeDesk({
  check,
  failureText,
  hint,
  isPending,
  className,
  resultTestId,
}: {
  /** Checks the code in; answers what to say, or throws. */
  check: (code: string) => Promise<string>;
  failureText: (failure: unknown) => string;
  hint: string;
  isPending: boolean;
  className?: string;
  resultTestId?: string;
}) {
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  // A desk checks people in quickly: no per-browser form limit here (the server still limits).
  const { form, submit: handleSubmit } = useApiForm({
    schema: CheckInInputSchema,
    defaultValues: { code: '' },
    rateLimit: false,
    onSubmit: ({ code }) => submit(code),
  });

  async function submit(code: string) {
    try {
      setResult({ tone: 'ok', text: await check(code) });
      form.reset();
    } catch (failure) {
      setResult({ tone: 'error', text: failureText(failure) });
    }
  }

  return (
    <>
      <QrCamera
        onScan={(value) => void submit(value)}
        onUnavailable={() => setResult({ tone: 'error', text: 'The camera is not available. Type the code instead.' })}
      />
      <form onSubmit={handleSubmit} className={className ?? 'space-y-3'} noValidate>
        <TextField
          label="Check-in code"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
          hint={hint}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <Button type="submit" disabled={isPending}>
          Check in
        </Button>
      </form>
      <p
        role="status"
        aria-live="polite"
        className={result?.tone === 'error' ? 'font-medium text-red-700' : 'font-medium text-green-800'}
        data-testid={resultTestId}
      >
        {result?.text ?? ''}
      </p>
    </>
  );
}
