// A labelled textarea with its hint or error linked for screen readers. Given a
// limit, a live character count stays visible beside the hint.
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { type FieldProps, FieldLabel, FieldMessage, controlClass, fieldAria, useFieldIds } from './field.tsx';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'required'>, FieldProps {
  /** The current length of the text, for the counter (e.g. form.watch('text').length). */
  length?: number;
  /** Shows "length / limit" beside the hint, red once over. */
  limit?: number;
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  optional,
  length,
  limit,
  className,
  id,
  ...props
}: TextAreaFieldProps) {
  const { controlId, messageId } = useFieldIds(id);
  const hasCounter = limit !== undefined;
  const hasMessage = hasCounter || Boolean(error ?? hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} required={required} optional={optional} />
      <textarea
        id={controlId}
        {...fieldAria({ error, hasMessage, messageId, required })}
        className={controlClass(Boolean(error), 'py-2')}
        {...props}
      />
      {hasCounter ? (
        <div id={messageId} className="mt-1.5 flex justify-between gap-4 text-sm">
          <p className={error ? 'font-medium text-red-700' : 'text-slate-600'}>{error ?? hint}</p>
          <p className={cn('shrink-0', (length ?? 0) > limit ? 'font-medium text-red-700' : 'text-slate-600')}>
            {length ?? 0} / {limit}
          </p>
        </div>
      ) : (
        <FieldMessage id={messageId} error={error} hint={hint} />
      )}
    </div>
  );
}
