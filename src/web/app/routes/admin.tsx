// The admin area: one module for /admin, every /admin/<section> of
// ADMIN_SECTIONS, a user's page and any other /admin path. The admin-only guard
// lives in the router (and the server answers 401/403 for the page and for every
// /api/admin operation); this page renders the section navigation and, per
// section, its tool from SECTION_TOOLS, or an honest statement of what the tools
// will do while a section is not built.
import {
  BarChart3,
  CalendarRange,
  Cog,
  Gavel,
  LayoutDashboard,
  Lightbulb,
  type LucideIcon,
  Mail,
  MessagesSquare,
  ScrollText,
  SearchX,
  ShieldAlert,
  Tags,
  Users,
  UsersRound,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ADMIN_SECTIONS, findRoute, hrefFor } from '#shared/routes.ts';
import { NotAvailableYet, PlannedList } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { JudgeApplicationsReview } from '#web/features/judging/components/applications/judge-applications-review.tsx';
import { TopicSuggestionsReview } from '#web/features/topics/components/topic-review.tsx';
import { cn } from '#web/lib/cn.ts';

type SectionId = (typeof ADMIN_SECTIONS)[number]['id'] | 'admin';

interface SectionCopy {
  icon: LucideIcon;
  lead: string;
  planned: readonly string[];
}

const COPY: Record<SectionId, SectionCopy> = {
  admin: {
    icon: LayoutDashboard,
    lead: 'An overview of the installation: activity, things that need attention and shortcuts to every admin section.',
    planned: [
      'Counts of members, debates, clubs and events, and how they change',
      'Reports waiting for moderation and e-mails that failed to send',
      'Recent sign-ups and recently created debates and events',
      'A health summary: database, e-mail delivery and version',
    ],
  },
  'admin-users': {
    icon: Users,
    lead: 'Find members, look at their accounts and change their roles.',
    planned: [
      'Search members by name, username or e-mail address',
      'See a member’s profile, sessions and activity',
      'Grant or remove the admin and judge roles',
      'Suspend an account, or delete it on request',
    ],
  },
  'admin-debates': {
    icon: MessagesSquare,
    lead: 'Every debate on the installation, whatever its status.',
    planned: [
      'Filter debates by status, format, type and date',
      'Edit or cancel a debate and tell its participants',
      'Assign or replace judges',
      'Correct a result after a confirmed mistake, with an audit entry',
    ],
  },
  'admin-judges': {
    icon: Gavel,
    lead: 'Review applications to judge: approve them, or decline them with a reason the applicant sees.',
    planned: [],
  },
  'admin-topics': {
    icon: Lightbulb,
    lead: 'Review topic suggestions: approve them so they appear on the topics page, or decline them with a reason the author sees.',
    planned: [],
  },
  'admin-clubs': {
    icon: UsersRound,
    lead: 'All clubs, their organizers and their members.',
    planned: [
      'Review new and reported clubs',
      'Transfer a club to a new organizer',
      'Hide or remove a club that breaks the terms',
    ],
  },
  'admin-events': {
    icon: CalendarRange,
    lead: 'All events, upcoming and past.',
    planned: [
      'Review and edit events',
      'Cancel an event and notify everyone signed up',
      'Manage the event templates organizers can use',
    ],
  },
  'admin-interests': {
    icon: Tags,
    lead: 'The topic categories and interests members choose from.',
    planned: [
      'Add, rename and retire topic categories',
      'Manage the interests offered during the welcome steps',
      'Merge duplicate or near-duplicate topic suggestions',
    ],
  },
  'admin-emails': {
    icon: Mail,
    lead: 'The e-mails the installation sends: the queue, the schedule and the templates.',
    planned: [
      'See queued, sent and failed e-mails, and retry failed ones',
      'Schedule announcements to members',
      'Preview every e-mail template',
    ],
  },
  'admin-moderation': {
    icon: ShieldAlert,
    lead: 'Reports from members about comments, topics, debates and profiles.',
    planned: [
      'Work through reports, oldest first',
      'Hide or restore content and warn or suspend members',
      'Keep a record of every moderation decision',
    ],
  },
  'admin-analytics': {
    icon: BarChart3,
    lead: 'How the installation is used, measured on your own server without third-party trackers.',
    planned: [
      'Sign-ups, debates held and event attendance over time',
      'Which formats and debate types are most popular',
      'Training modules started and completed',
    ],
  },
  'admin-logs': {
    icon: ScrollText,
    lead: 'A record of important actions on the installation.',
    planned: [
      'An audit log of admin actions: who changed what, and when',
      'Sign-in and security events',
      'Filters by member, action and date',
    ],
  },
  'admin-settings': {
    icon: Cog,
    lead: 'Settings for the whole installation.',
    planned: [
      'Site name and description',
      'Whether new members can sign up',
      'The sender name and address of e-mails',
      'Default reminder times for debates',
    ],
  },
};

/** The built tool of each section; a section without one says what it will do. */
const SECTION_TOOLS: Partial<Record<SectionId, ComponentType>> = {
  'admin-judges': JudgeApplicationsReview,
  'admin-topics': TopicSuggestionsReview,
};

/** Pages below a section (a user's page) keep the section lit in the navigation. */
const SUBPAGES: Partial<Record<string, { section: SectionId; page: ComponentType }>> = {};

const NAV: readonly { id: SectionId; to: string; title: string }[] = [
  { id: 'admin', to: hrefFor('admin'), title: 'Dashboard' },
  ...ADMIN_SECTIONS.map((s) => ({ id: s.id, to: hrefFor(s.id), title: s.title })),
];

export function Component() {
  const { pathname } = useLocation();
  const routeId = findRoute(pathname)?.route.id ?? 'admin-unknown';
  const subpage = SUBPAGES[routeId];
  const current = NAV.find((item) => item.id === (subpage?.section ?? routeId));

  return (
    <Container className="pb-16">
      <div className="lg:grid lg:grid-cols-[13rem_1fr] lg:gap-10">
        <nav aria-label="Admin sections" className="pt-8 lg:pt-10">
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Admin</p>
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {NAV.map((item) => {
              const Icon = COPY[item.id].icon;
              return (
                <li key={item.id}>
                  <NavLink
                    to={item.to}
                    end={item.id === 'admin'}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium',
                        isActive
                          ? 'bg-brand-700 text-white'
                          : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 lg:bg-transparent lg:ring-0',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    {item.title}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="min-w-0">
          {subpage ? <subpage.page /> : current ? <SectionPage id={current.id} title={current.title} /> : <UnknownAdminPage />}
        </div>
      </div>
    </Container>
  );
}

function SectionPage({ id, title }: { id: SectionId; title: string }) {
  const copy = COPY[id];
  const Tool = SECTION_TOOLS[id];
  return (
    <>
      <PageHeader title={id === 'admin' ? 'Admin dashboard' : title} lead={copy.lead} />
      {Tool ? (
        <Tool />
      ) : (
        <>
          <NotAvailableYet icon={copy.icon} title="This admin section is not available yet">
            The admin tools arrive in an upcoming release. Until then, the installation is managed directly on its server.
          </NotAvailableYet>
          <PlannedList title="What this section will do" items={copy.planned} />
        </>
      )}
    </>
  );
}

function UnknownAdminPage() {
  return (
    <>
      <PageHeader title="No such admin page" lead="This address is not a page of the admin area." />
      <NotAvailableYet
        icon={SearchX}
        title="Nothing here"
        actions={
          <Button asChild>
            <Link to={hrefFor('admin')}>Back to the dashboard</Link>
          </Button>
        }
      >
        Check the address, or choose a section from the list.
      </NotAvailableYet>
    </>
  );
}
