import type { ReactNode } from 'react';
import { PAGE_CLASSES } from '#shared/page-shell.ts';
import { cn } from '#web/lib/cn.ts';

/** The width and padding of page content. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn(PAGE_CLASSES.container, className)}>{children}</div>;
}

/** A page's one h1, with an optional lead paragraph and actions. */
export function PageHeader({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={PAGE_CLASSES.header}>
      <div>
        <h1 className={PAGE_CLASSES.title}>{title}</h1>
        {lead ? <p className={PAGE_CLASSES.lead}>{lead}</p> : null}
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  );
}
