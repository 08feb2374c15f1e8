// A labelled native select: the platform's own accessible, mobile-friendly picker.
import { useId } from 'react';
import { cn } from '#web/lib/cn.ts';

export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
  selectClassName,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  className?: string;
  /** Classes for the select itself, e.g. a fixed width when its options arrive after it is shown. */
  selectClassName?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        className={cn(
          'h-10 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
          selectClassName,
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
