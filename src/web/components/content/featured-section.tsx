// The landing page's "Featured" section: debates, events and clubs an admin
// picked (docs/admin.md, "Featured on the landing page"). Loaded lazily after
// the landing page's first paint, and placed below the fold, so it adds nothing
// to the landing page's initial JavaScript and what it inserts moves nothing on
// screen; with nothing featured it renders nothing at all.
import { ArrowRight, CalendarDays, type LucideIcon, Mic, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { FeaturedItem, FeaturedList } from '#shared/admin/content/featured.ts';
import { FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import { hrefFor } from '#shared/routes.ts';
import { formatDateTime, formatDateTimeRange } from '#web/components/date-format.ts';
import { labelFor } from '#web/components/labels.ts';
import { fetchFeatured, takeFeaturedFromPage } from '#web/lib/featured.ts';
import { Section } from './prose.tsx';

/** The copy in this page's HTML, read when this module loads: the first visit to / uses it, later ones fetch. */
let fromPage: FeaturedList | null = takeFeaturedFromPage();

interface Card {
  key: string;
  kind: string;
  icon: LucideIcon;
  title: string;
  href: string;
  detail: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function cardOf(item: FeaturedItem): Card {
  if (item.kind === 'debate') {
    const status = item.status === 'live' ? 'Live now' : item.status === 'finished' ? 'Finished' : formatDateTime(item.startsAt);
    return {
      key: `debate-${item.id}`,
      kind: 'Debate',
      icon: Mic,
      title: item.title,
      href: hrefFor('debate', { id: item.id }),
      detail: `${status} · ${labelFor(FORMAT_LABELS, item.format)} · ${plural(item.participantCount, 'participant', 'participants')}`,
    };
  }
  if (item.kind === 'event') {
    const where = item.location ?? (item.venueType === 'virtual' ? 'Online' : null);
    return {
      key: `event-${item.id}`,
      kind: 'Event',
      icon: CalendarDays,
      title: item.title,
      href: hrefFor('event', { id: item.id }),
      detail: [formatDateTimeRange(item.dateStart, item.dateEnd), where].filter(Boolean).join(' · '),
    };
  }
  return {
    key: `club-${item.id}`,
    kind: 'Club',
    icon: Users,
    title: item.name,
    href: hrefFor('club', { id: item.id }),
    detail: [plural(item.memberCount, 'member', 'members'), item.location].filter(Boolean).join(' · '),
  };
}

export function FeaturedSection() {
  const [list, setList] = useState<FeaturedList | null>(fromPage);
  useEffect(() => {
    // The page's copy serves the first visit; any later one asks the API (the list does not follow changes while open).
    if (fromPage) {
      fromPage = null;
      return;
    }
    const controller = new AbortController();
    void fetchFeatured(controller.signal).then((fetched) => {
      if (!controller.signal.aborted) setList(fetched);
    });
    return () => controller.abort();
  }, []);
  if (!list || list.items.length === 0) return null;
  return (
    <Section id="featured" title="Featured" lead="Debates, events and clubs picked by the people who run this community.">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map(cardOf).map(({ key, kind, icon: Icon, title, href, detail }) => (
          <li
            key={key}
            className="relative flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md hover:ring-brand-200"
          >
            <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
              <Icon aria-hidden="true" className="h-4 w-4" />
              {kind}
            </p>
            <h3 className="mt-2 text-lg font-semibold text-slate-900">
              <Link
                to={href}
                className="inline-flex items-center gap-1.5 after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-none"
              >
                {title}
                <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
              </Link>
            </h3>
            <p className="mt-1 text-slate-600">{detail}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
