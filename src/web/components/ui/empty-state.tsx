import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An honest empty state: what is (not yet) here, and what the visitor can do instead. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {Icon ? <Icon aria-hidden="true" className="mb-4 h-10 w-10 text-brand-600" /> : null}
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children ? <div className="mt-2 max-w-md text-slate-600">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
