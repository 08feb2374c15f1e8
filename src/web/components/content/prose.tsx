// Long-form text (legal pages, about, FAQ answers) without a typography plugin:
// the wrapper styles its plain h2/h3/p/ul/a children so page files stay readable.
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'max-w-3xl text-base leading-7 text-slate-700',
        '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h2:first-child]:mt-0',
        '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900',
        '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
        '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm [&_code]:text-slate-800',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A titled block of a page: an h2 with an optional lead, then its content. */
export function Section({
  title,
  lead,
  id,
  className,
  children,
}: {
  title: string;
  lead?: ReactNode;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} id={id} className={cn('mt-12 scroll-mt-24', className)}>
      <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {lead ? <p className="mt-2 max-w-3xl text-slate-600">{lead}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
