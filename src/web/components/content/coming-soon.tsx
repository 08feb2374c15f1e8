// Honest placeholders for features that arrive in later releases: say what the
// page will do, say plainly that it is not available yet, and point to what
// works today. Nothing here submits, fetches or pretends to.
import { CircleDashed, Construction, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Section } from './prose.tsx';

/** The parts of the community that work today. */
export const BROWSE_LINKS = [
  { to: hrefFor('debates'), label: 'Browse debates' },
  { to: hrefFor('clubs'), label: 'Find a club' },
  { to: hrefFor('events'), label: 'See events' },
  { to: hrefFor('topics'), label: 'Explore topics' },
] as const;

export function BrowseActions({ exclude }: { exclude?: string }) {
  return (
    <>
      {BROWSE_LINKS.filter((l) => l.to !== exclude).map((link, i) => (
        <Button key={link.to} asChild variant={i === 0 ? 'primary' : 'secondary'}>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
    </>
  );
}

/** The "not available yet" notice; by default offers the browse links. */
export function NotAvailableYet({
  title,
  icon = Construction,
  actions,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <EmptyState icon={icon} title={title} actions={actions ?? <BrowseActions />}>
      {children}
    </EmptyState>
  );
}

/** What the page will let people do once its feature ships. */
export function PlannedList({
  title = 'What you will be able to do',
  lead,
  items,
}: {
  title?: string;
  lead?: ReactNode;
  items: readonly ReactNode[];
}) {
  return (
    <Section title={title} lead={lead}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static copy, never reordered
          <li key={i} className="flex gap-3 rounded-lg bg-white p-4 text-slate-700 ring-1 ring-slate-200">
            <CircleDashed aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
