// The pieces every form field shares: a label (with an optional required or
// "(optional)" marker), and one message under the control that is the hint until
// there is an error. The control points at the message with aria-describedby and
// says aria-invalid when the message is an error.
import { type ReactNode, useId } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and linked to it; an error replaces it. */
  hint?: ReactNode;
  /** The field's error message (e.g. react-hook-form's errors.name?.message). */
  error?: string;
  /** Marks the label with a required star (hidden from screen readers: the control says aria-required). */
  required?: boolean;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
}

/** The control's id (given or generated) and the id of its message. */
export function useFieldIds(id?: string) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return { controlId, messageId: `${controlId}-message` };
}

/** aria-invalid / aria-describedby / aria-required for a control. */
export function fieldAria({
  error,
  hasMessage,
  messageId,
  required,
}: {
  error?: string;
  hasMessage: boolean;
  messageId: string;
  required?: boolean;
}) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': hasMessage ? messageId : undefined,
    'aria-required': required ? true : undefined,
  } as const;
}

export function FieldLabel({
  htmlFor,
  label,
  required,
  optional,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

/** The hint, or the error in its place. Renders nothing when there is neither. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  const message = error ?? hint;
  if (message === undefined || message === null || message === '') return null;
  return (
    <p id={id} className={cn('mt-1.5 text-sm', error ? 'font-medium text-red-700' : 'text-slate-600')}>
      {message}
    </p>
  );
}

/** The look of a text-like control (input, select, textarea), red-ringed on error. */
export function controlClass(hasError: boolean, extra?: string) {
  return cn(
    'mt-1.5 block w-full rounded-lg border-0 bg-white px-3 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 sm:text-sm',
    extra,
    hasError && 'ring-2 ring-red-600',
  );
}
