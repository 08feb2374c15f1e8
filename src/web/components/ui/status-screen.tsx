import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

const TONES = {
  brand: 'bg-brand-100 text-brand-700',
  danger: 'bg-red-100 text-red-700',
  warning: 'bg-amber-100 text-amber-800',
} as const;

/** A whole-page message with the page's one h1: errors, access refused, sign-in needed. */
export function StatusScreen({
  icon: Icon,
  tone = 'brand',
  eyebrow,
  title,
  children,
  actions,
  testId,
}: {
  icon?: LucideIcon;
  tone?: keyof typeof TONES;
  /** A short line above the title, such as an HTTP status. */
  eyebrow?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div data-testid={testId} className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      {Icon ? (
        <span className={cn('mb-6 flex h-14 w-14 items-center justify-center rounded-2xl', TONES[tone])}>
          <Icon aria-hidden="true" className="h-7 w-7" />
        </span>
      ) : null}
      {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p> : null}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children ? <div className="mt-4 space-y-3 text-slate-600">{children}</div> : null}
      {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
