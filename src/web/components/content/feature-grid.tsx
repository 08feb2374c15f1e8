// A grid of short feature cards (icon, heading, text). When an item has a link,
// its heading is the link and the whole card is clickable through a stretched
// pseudo-element, so there is one focus stop per card with a meaningful name.
import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

export interface FeatureItem {
  title: string;
  body: ReactNode;
  icon?: LucideIcon;
  href?: string;
}

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export function FeatureGrid({
  items,
  headingLevel = 'h3',
  columns = 3,
}: {
  items: readonly FeatureItem[];
  headingLevel?: 'h2' | 'h3';
  columns?: keyof typeof COLUMNS;
}) {
  const Heading = headingLevel;
  return (
    <ul className={cn('grid gap-4', COLUMNS[columns])}>
      {items.map(({ title, body, icon: Icon, href }) => (
        <li
          key={title}
          className={cn(
            'relative flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200',
            href && 'transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md hover:ring-brand-200',
          )}
        >
          {Icon ? (
            <span className="mb-3 inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
          ) : null}
          <Heading className="text-lg font-semibold text-slate-900">
            {href ? (
              <Link
                to={href}
                className="inline-flex items-center gap-1.5 after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-none"
              >
                {title}
                <ArrowRight aria-hidden="true" className="h-4 w-4 text-brand-700" />
              </Link>
            ) : (
              title
            )}
          </Heading>
          <div className="mt-1 text-slate-600">{body}</div>
        </li>
      ))}
    </ul>
  );
}
