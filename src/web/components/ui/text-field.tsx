import type { ComponentProps } from 'react';
import { type FieldProps, FieldLabel, FieldMessage, controlClass, fieldAria, useFieldIds } from './field.tsx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'required'>, FieldProps {}

/** A labelled input with its hint and error message wired for screen readers (works with react-hook-form's register). */
export function TextField({ label, error, hint, required, optional, id, className, ...inputProps }: TextFieldProps) {
  const { controlId, messageId } = useFieldIds(id);
  const hasMessage = Boolean(error ?? hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} required={required} optional={optional} />
      <input
        id={controlId}
        {...fieldAria({ error, hasMessage, messageId, required })}
        className={controlClass(Boolean(error), 'h-11')}
        {...inputProps}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
