// A labelled textarea with its hint or error linked for screen readers; the
// hint stays visible beside a live character count.
import { type ComponentProps, useId } from 'react';
import { cn } from '#web/lib/cn.ts';

export function TextAreaField({
  label,
  hint,
  error,
  length,
  limit,
  className,
  id,
  ...props
}: ComponentProps<'textarea'> & { label: string; hint: string; error?: string; length: number; limit: number }) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const messageId = `${fieldId}-message`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        className={cn(
          'mt-1.5 block w-full rounded-lg border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 sm:text-sm',
          error && 'ring-2 ring-red-600',
        )}
        {...props}
      />
      <div id={messageId} className="mt-1.5 flex justify-between gap-4 text-sm">
        <p className={error ? 'font-medium text-red-700' : 'text-slate-600'}>{error ?? hint}</p>
        <p className={cn('shrink-0', length > limit ? 'font-medium text-red-700' : 'text-slate-600')}>
          {length} / {limit}
        </p>
      </div>
    </div>
  );
}
