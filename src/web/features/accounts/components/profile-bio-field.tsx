// The bio box with a live character count (spec section 5: at most 500), used by
// the profile form and the onboarding step.
import { type ComponentProps, useId } from 'react';
import { cn } from '#web/lib/cn.ts';
import { BIO_MAX_LENGTH } from './profile-form-schema.ts';

export function BioField({
  label = 'Bio',
  length,
  error,
  hint = 'A few lines about you and your debating. Shown on your public profile.',
  className,
  ...textareaProps
}: ComponentProps<'textarea'> & { label?: string; length: number; error?: string; hint?: string }) {
  const id = useId();
  const countId = `${id}-count`;
  const messageId = `${id}-message`;
  const isOver = length > BIO_MAX_LENGTH;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <span id={countId} className={cn('text-xs tabular-nums', isOver ? 'font-semibold text-red-700' : 'text-slate-600')}>
          {length}/{BIO_MAX_LENGTH}
          <span className="sr-only"> characters</span>
        </span>
      </div>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${messageId} ${countId}`}
        className={cn(
          'mt-1.5 block w-full resize-y rounded-lg border-0 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 sm:text-sm',
          (error || isOver) && 'ring-2 ring-red-600',
        )}
        {...textareaProps}
      />
      <p id={messageId} className={cn('mt-1.5 text-sm', error ? 'font-medium text-red-700' : 'text-slate-600')}>
        {error ?? hint}
      </p>
    </div>
  );
}
