// The admin dashboard (/admin): the figures an operator checks daily, grouped
// (people, debates, community, e-mail, attention), each card a link into the
// section that acts on it, and the 30-day trends below. Figures that mean work
// waiting (ballots, failed mails, reports, errors) stand out when they are not zero.
import {
  CalendarRange,
  CircleAlert,
  Gavel,
  type LucideIcon,
  Mail,
  MessagesSquare,
  ShieldAlert,
  TriangleAlert,
  Users,
  UsersRound,
} from 'lucide-react';
import { Link } from 'react-router';
import type { AdminDashboard as Dashboard } from '#shared/admin/dashboard/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { CardGridSkeleton, QueryErrorState } from '#web/components/query-states.tsx';
import { cn } from '#web/lib/cn.ts';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';
import { formatCount, TREND_CHARTS } from '../lib/trend-charts.ts';
import { TrendFigure } from './trend-figure.tsx';

interface Stat {
  label: string;
  value: number;
  to: string;
  icon: LucideIcon;
  /** A line under the figure: what it counts, or a related figure. */
  hint?: string;
  /** Work waiting for someone: highlighted while above zero. */
  isAttention?: boolean;
}

interface StatGroup {
  id: string;
  title: string;
  stats: Stat[];
}

function statGroups(d: Dashboard): StatGroup[] {
  const users = hrefFor('admin-users');
  const debates = hrefFor('admin-debates');
  const emails = hrefFor('admin-emails');
  return [
    {
      id: 'people',
      title: 'People',
      stats: [
        { label: 'Members', value: d.users.total, to: users, icon: Users, hint: 'Every account but deleted ones' },
        {
          label: 'New in 7 days',
          value: d.users.new7Days,
          to: users,
          icon: Users,
          hint: `${formatCount(d.users.new30Days)} in 30 days`,
        },
        { label: 'Active in 7 days', value: d.users.active7Days, to: users, icon: Users, hint: 'Used the site while signed in' },
      ],
    },
    {
      id: 'debates',
      title: 'Debates',
      stats: [
        { label: 'Scheduled', value: d.debates.scheduled, to: debates, icon: MessagesSquare },
        { label: 'Live now', value: d.debates.live, to: debates, icon: MessagesSquare },
        { label: 'Finished', value: d.debates.finished, to: debates, icon: MessagesSquare },
        {
          label: 'Awaiting ballots',
          value: d.debates.awaitingBallots,
          to: debates,
          icon: Gavel,
          hint: 'Finished, judged, no confirmed result',
          isAttention: true,
        },
      ],
    },
    {
      id: 'community',
      title: 'Community',
      stats: [
        {
          label: 'Clubs',
          value: d.community.clubs,
          to: hrefFor('admin-clubs'),
          icon: UsersRound,
          hint: `${formatCount(d.community.newClubs30Days)} new in 30 days`,
        },
        {
          label: 'Events',
          value: d.community.events,
          to: hrefFor('admin-events'),
          icon: CalendarRange,
          hint: `${formatCount(d.community.upcomingEvents)} upcoming or running`,
        },
      ],
    },
    {
      id: 'email',
      title: 'E-mail',
      stats: [
        { label: 'Waiting to send', value: d.emails.pending, to: emails, icon: Mail, hint: 'Queued, due now or later' },
        {
          label: 'Failed in 24 hours',
          value: d.emails.failed24Hours,
          to: emails,
          icon: Mail,
          hint: 'Gave up after every retry',
          isAttention: true,
        },
      ],
    },
    {
      id: 'attention',
      title: 'Needs attention',
      stats: [
        {
          label: 'Open reports',
          value: d.attention.openReports,
          to: hrefFor('admin-moderation'),
          icon: ShieldAlert,
          hint: 'Reported comments without a decision',
          isAttention: true,
        },
        {
          label: 'Error reports in 24 hours',
          value: d.attention.errorReports24Hours,
          to: hrefFor('admin-logs'),
          icon: TriangleAlert,
          hint: 'From browsers and the server',
          isAttention: true,
        },
      ],
    },
  ];
}

function StatCard({ stat }: { stat: Stat }) {
  const isRaised = stat.isAttention === true && stat.value > 0;
  const Icon = isRaised ? CircleAlert : stat.icon;
  return (
    <Link
      to={stat.to}
      className={cn(
        'flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 hover:bg-slate-50',
        isRaised ? 'ring-2 ring-amber-500' : 'ring-slate-200',
      )}
    >
      <span className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Icon aria-hidden="true" className={cn('h-4 w-4', isRaised ? 'text-amber-700' : 'text-brand-600')} />
        {stat.label}
      </span>
      <span className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{formatCount(stat.value)}</span>
      {stat.hint ? <span className="mt-1 text-sm text-slate-600">{stat.hint}</span> : null}
    </Link>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  return (
    <div className="space-y-8">
      {statGroups(dashboard).map((group) => (
        <section key={group.id} aria-labelledby={`dashboard-${group.id}`}>
          <h2 id={`dashboard-${group.id}`} className="mb-3 text-lg font-semibold text-slate-900">
            {group.title}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {group.stats.map((stat) => (
              <li key={stat.label}>
                <StatCard stat={stat} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function AdminDashboard() {
  const query = useAdminDashboard();
  // Figures once loaded stay on screen while a background refresh runs or fails.
  if (query.data === undefined) {
    if (query.isPending) return <CardGridSkeleton label="Loading the dashboard…" count={6} />;
    return (
      <QueryErrorState
        title="Couldn’t load the dashboard"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const dashboard = query.data;
  return (
    <div className="space-y-10" data-testid="admin-dashboard">
      <p className="text-sm text-slate-600">
        Figures as of <time dateTime={dashboard.generatedAt}>{timeFormat.format(new Date(dashboard.generatedAt))}</time>,
        refreshed every minute.
      </p>
      <Figures dashboard={dashboard} />
      <section aria-labelledby="dashboard-trends">
        <h2 id="dashboard-trends" className="text-lg font-semibold text-slate-900">
          The last {dashboard.trend.length} days
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">Counts per day; days run midnight to midnight UTC.</p>
        <div className="grid gap-5 lg:grid-cols-2">
          {TREND_CHARTS.map((chart) => (
            <TrendFigure key={chart.id} chart={chart} trend={dashboard.trend} />
          ))}
        </div>
      </section>
    </div>
  );
}
