// Facts about a record as a description list. Cards show icons with the labels
// kept for screen readers only; detail pages show the labels too.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface MetaItem {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
}

export function MetaList({ items, className }: { items: readonly MetaItem[]; className?: string }) {
  return (
    <dl className={cn('space-y-1.5 text-sm text-slate-700', className)}>
      {items.map(({ label, icon: Icon, value }) => (
        <div key={label} className="flex items-start gap-2">
          <dt className="flex shrink-0 items-center pt-0.5">
            <Icon aria-hidden="true" className="h-4 w-4 text-slate-500" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DetailList({ items, className }: { items: readonly MetaItem[]; className?: string }) {
  return (
    <dl className={cn('divide-y divide-slate-200', className)}>
      {items.map(({ label, icon: Icon, value }) => (
        <div key={label} className="relative py-3 pl-8 first:pt-0 last:pb-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <Icon aria-hidden="true" className="absolute left-0 h-5 w-5 text-brand-700" />
            {label}
          </dt>
          <dd className="mt-0.5 text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
