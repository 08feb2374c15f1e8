// A selectable card for the onboarding steps: a native radio or checkbox inside
// its label, so keyboards, screen readers and forms treat it as the real thing.
import type { LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export function ChoiceCard({
  type,
  name,
  value,
  checked,
  onChange,
  title,
  description,
  icon: Icon,
  compact = false,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: string;
  description?: string;
  icon?: LucideIcon;
  compact?: boolean;
}) {
  return (
    <label
      className={cn(
        'group relative flex cursor-pointer gap-3 rounded-xl bg-white ring-1 ring-slate-300 transition-colors hover:bg-slate-50',
        'has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        compact ? 'items-center px-3.5 py-3' : 'items-start p-4',
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={cn('h-4 w-4 shrink-0 accent-brand-700 focus:outline-none', compact ? '' : 'mt-1')}
      />
      {Icon ? (
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 group-has-checked:bg-brand-100 group-has-checked:text-brand-800"
        >
          <Icon className="h-5 w-5" />
        </span>
      ) : null}
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">{title}</span>
        {description ? <span className="mt-0.5 block text-sm text-slate-600">{description}</span> : null}
      </span>
    </label>
  );
}
