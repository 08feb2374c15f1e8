// The admin area: one module for /admin, every /admin/<section> of
// ADMIN_SECTIONS, a user's page and any other /admin path. The admin-only guard
// lives in the router (and the server answers 401/403 for the page and for every
// /api/admin operation); this page renders the section navigation and, per
// section, its tool from SECTION_TOOLS.
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
  Newspaper,
  Inbox,
  Award,
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
import { NotAvailableYet } from '#web/components/content/coming-soon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { AdminAnalytics } from '#web/features/admin/analytics/components/admin-analytics.tsx';
import { AdminClubs } from '#web/features/admin/content/admin-clubs.tsx';
import { AdminDebates } from '#web/features/admin/content/admin-debates.tsx';
import { AdminEvents } from '#web/features/admin/content/admin-events.tsx';
import { AdminDashboard } from '#web/features/admin/dashboard/components/admin-dashboard.tsx';
import { AdminEmails } from '#web/features/admin/emails/components/admin-emails.tsx';
import { SiteSettingsPanel } from '#web/features/admin/settings/components/site-settings-form.tsx';
import { ModerationQueue } from '#web/features/admin/moderation/components/moderation-queue.tsx';
import { AdminLogs } from '#web/features/admin/logs/components/admin-logs.tsx';
import { AdminInterests } from '#web/features/admin/interests/components/admin-interests.tsx';
import { AdminAmbassadors } from '#web/features/content/components/admin-ambassadors.tsx';
import { AdminContact } from '#web/features/content/components/admin-contact.tsx';
import { AdminNewsletter } from '#web/features/content/components/admin-newsletter.tsx';
import { JudgeApplicationsReview } from '#web/features/judging/components/applications/judge-applications-review.tsx';
import { TopicSuggestionsReview } from '#web/features/topics/components/topic-review.tsx';
import { AdminUserPage } from '#web/features/admin/users/admin-user-page.tsx';
import { AdminUsers } from '#web/features/admin/users/admin-users.tsx';
import { cn } from '#web/lib/cn.ts';

type SectionId = (typeof ADMIN_SECTIONS)[number]['id'] | 'admin';

interface SectionCopy {
  icon: LucideIcon;
  lead: string;
}

const COPY: Record<SectionId, SectionCopy> = {
  admin: {
    icon: LayoutDashboard,
    lead: 'The numbers to check every day — members, debates, clubs and events, e-mail, reports and errors — with their last 30 days. Each figure leads to the section that acts on it.',
  },
  'admin-users': {
    icon: Users,
    lead: 'Find members, look at their accounts, change their roles, ban and unban them, and end their sessions. Every change is kept in the audit log.',
  },
  'admin-debates': {
    icon: MessagesSquare,
    lead: 'Every debate on the installation, cancelled ones too, with the public list’s search, filters and sort. Edit a scheduled debate on its own page, cancel one with a reason, or delete one with its title typed. Every change is kept in the audit log.',
  },
  'admin-judges': {
    icon: Gavel,
    lead: 'Review applications to judge: approve them, or decline them with a reason the applicant sees.',
  },
  'admin-topics': {
    icon: Lightbulb,
    lead: 'Review topic suggestions: approve them so they appear on the topics page, or decline them with a reason the author sees.',
  },
  'admin-clubs': {
    icon: UsersRound,
    lead: 'Every club, public and private, with its members, waiting requests and owners. Edit a club on its own page, change its owners on its members page, or delete a club that breaks the terms, with its name typed. Every deletion is kept in the audit log.',
  },
  'admin-events': {
    icon: CalendarRange,
    lead: 'Every event, past and cancelled ones too, searched and filtered by status, time and venue. Edit an event on its own page, cancel one with a reason (everyone going or waitlisted gets the cancellation e-mail), or delete one with its title typed. Every change is kept in the audit log.',
  },
  'admin-interests': {
    icon: Tags,
    lead: 'The interests members choose in the welcome steps and topics are filed under, with how many profiles and topics use each. Add one, rename it, merge two (everything that used the first moves to the second) or retire one so it is no longer offered. Every change is kept in the audit log.',
  },
  'admin-emails': {
    icon: Mail,
    lead: 'Every e-mail the site sends: the queue with its failures (retry or cancel, see any mail as it was sent), scheduled mailings, announcements to everyone, a club, a debate or the newsletter’s subscribers, and every template with a test send to yourself. Preferences and unsubscribes are respected, and every change is kept in the audit log.',
  },
  'admin-newsletter': {
    icon: Newspaper,
    lead: 'Write an issue of the newsletter, preview it as subscribers will see it, and send it to every confirmed subscriber. Each issue shows how many mails it queued and delivered.',
  },
  'admin-contact': {
    icon: Inbox,
    lead: 'Messages sent with the contact form: read them, answer by e-mail from here, and close them when they are done. Every admin also gets each new message by e-mail.',
  },
  'admin-ambassadors': {
    icon: Award,
    lead: 'Applications to the ambassadors programme: approve them, or decline them with a reason the applicant receives by e-mail. Approved ambassadors get the badge on their profile and a place in the directory.',
  },
  'admin-moderation': {
    icon: ShieldAlert,
    lead: 'Everything that waits for a decision: reported comments (hide, restore, dismiss, warn or ban the author), topic suggestions and judge applications, oldest first. Every decision records who, when and why, and reporters hear the outcome.',
  },
  'admin-analytics': {
    icon: BarChart3,
    lead: 'How the installation is used, measured on your own server without third-party trackers: page views per day, the most viewed pages, searches that found nothing, slow page loads, every event’s count and the way from sign-up to a first result, for any period, with a CSV of the daily counts.',
  },
  'admin-logs': {
    icon: ScrollText,
    lead: 'Errors from browsers and from the server, grouped by cause with their breadcrumbs and request ids, and the audit log of every admin action: who did what to what, before and after, when and from where. The audit log cannot be changed; it can be filtered and exported as CSV.',
  },
  'admin-settings': {
    icon: Cog,
    lead: 'The site’s name and description, a maintenance banner, whether people can sign up or apply to judge, and the name e-mails come from. Changes apply everywhere within seconds, and every change is kept in the audit log.',
  },
};

/** The tool of each section: every section has one (the type says so). */
const SECTION_TOOLS: Record<SectionId, ComponentType> = {
  admin: AdminDashboard,
  'admin-logs': AdminLogs,
  'admin-emails': AdminEmails,
  'admin-analytics': AdminAnalytics,
  'admin-users': AdminUsers,
  'admin-debates': AdminDebates,
  'admin-events': AdminEvents,
  'admin-clubs': AdminClubs,
  'admin-judges': JudgeApplicationsReview,
  'admin-topics': TopicSuggestionsReview,
  // The review tools of the other kinds come from their features (a feature never imports another).
  'admin-moderation': () => (
    <ModerationQueue topicSuggestions={TopicSuggestionsReview} judgeApplications={JudgeApplicationsReview} />
  ),
  'admin-settings': SiteSettingsPanel,
  'admin-interests': AdminInterests,
  'admin-newsletter': AdminNewsletter,
  'admin-contact': AdminContact,
  'admin-ambassadors': AdminAmbassadors,
};

/** Pages below a section (a user's page) keep the section lit in the navigation. */
const SUBPAGES: Partial<Record<string, { section: SectionId; page: ComponentType }>> = {
  'admin-user': { section: 'admin-users', page: AdminUserPage },
};

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
      <Tool />
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
