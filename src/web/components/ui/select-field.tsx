// A labelled native select for forms (the platform's own accessible picker),
// with its hint or error linked like every other field. Pass options, or
// <option> children for anything more. (The compact filter select of list
// toolbars is components/select-field.tsx.)
import type { ComponentProps, ReactNode } from 'react';
import { type FieldProps, FieldLabel, FieldMessage, controlClass, fieldAria, useFieldIds } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps extends Omit<ComponentProps<'select'>, 'required'>, FieldProps {
  options?: readonly SelectOption[];
  /** A first, empty choice (value ""), e.g. "Choose a civic area". */
  placeholder?: string;
  children?: ReactNode;
}

export function SelectField({
  label,
  hint,
  error,
  required,
  optional,
  options,
  placeholder,
  children,
  className,
  id,
  ...props
}: FormSelectFieldProps) {
  const { controlId, messageId } = useFieldIds(id);
  const hasMessage = Boolean(error ?? hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} label={label} required={required} optional={optional} />
      <select
        id={controlId}
        {...fieldAria({ error, hasMessage, messageId, required })}
        className={controlClass(Boolean(error), 'h-11')}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
