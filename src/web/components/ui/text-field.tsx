import { type ComponentProps, useId } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the input and linked to it; replaces the hint. */
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error message wired for screen readers (works with react-hook-form's register). */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={cn(
          'mt-1.5 block h-11 w-full rounded-lg border-0 bg-white px-3 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 sm:text-sm',
          error && 'ring-2 ring-red-600',
        )}
        {...inputProps}
      />
      {message ? (
        <p id={messageId} className={cn('mt-1.5 text-sm', error ? 'font-medium text-red-700' : 'text-slate-600')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
