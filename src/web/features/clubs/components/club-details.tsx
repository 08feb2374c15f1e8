// One club: what it is, where and how often it meets, and who is in it; joining
// and leaving; for its owners and officers, requests to approve, the edit link
// and the announcement form; for members, the announcements.
import { CalendarDays, MapPin, Repeat, UserCheck, UserPlus, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { DateTime } from '#web/components/date-time.tsx';
import { pluralize } from '#web/components/labels.ts';
import { DetailList, type MetaItem } from '#web/components/meta-list.tsx';
import { RichText } from '#web/components/rich-text.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ImageWithFallback } from '#web/components/ui/image-with-fallback.tsx';
import { Container } from '#web/components/ui/page.tsx';
import type { ClubDetail } from '../types.ts';
import { ClubAnnouncementForm } from './club-announcement-form.tsx';
import { ClubAnnouncements } from './club-announcements.tsx';
import { clubInitial, meetingFrequencyLabel } from './club-labels.ts';
import { ClubMemberList } from './club-member-list.tsx';
import { ClubMembership } from './club-membership.tsx';
import { CLUB_REQUESTS_ANCHOR, ClubRequests } from './club-requests.tsx';

const MEMBERS_PREVIEW = 6;

/** For the club's owners and officers: requests are waiting, with a link down to them. */
function PendingRequestsNotice({ count }: { count: number }) {
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
      <UserPlus aria-hidden="true" className="size-5 shrink-0" />
      <span className="font-semibold">
        {count === 1 ? '1 person is asking to join this club.' : `${count} people are asking to join this club.`}
      </span>
      <a href={`#${CLUB_REQUESTS_ANCHOR}`} className="font-semibold underline underline-offset-2 hover:text-amber-950">
        Review requests
      </a>
    </p>
  );
}

export function ClubDetails({ club }: { club: ClubDetail }) {
  const aboutId = useId();
  const detailsId = useId();
  const membersId = useId();
  const frequency = meetingFrequencyLabel(club.meetingFrequency);
  const membersPath = hrefFor('club-members', { id: club.id });
  const isMember = club.membership?.status === 'active';
  const details: MetaItem[] = [];
  if (club.location) details.push({ label: 'Location', icon: MapPin, value: club.location });
  if (frequency) details.push({ label: 'Meetings', icon: Repeat, value: frequency });
  details.push({ label: 'Joining', icon: UserCheck, value: club.isPublic ? 'Open to everyone' : 'By approval' });
  details.push(
    { label: 'Members', icon: Users, value: pluralize(club.memberCount, 'member', 'members') },
    { label: 'Founded', icon: CalendarDays, value: <DateTime value={club.createdAt} dateOnly /> },
  );

  return (
    <Container className="pt-6 pb-16">
      <BackLink to={hrefFor('clubs')}>All clubs</BackLink>
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">Club</Badge>
          {frequency ? <Badge>{frequency}</Badge> : null}
          {club.isPublic ? null : <Badge tone="warning">Join by approval</Badge>}
        </div>
        {club.logoUrl ? (
          <ImageWithFallback
            src={club.logoUrl}
            alt={`${club.name} logo`}
            width={64}
            height={64}
            className="mt-4 size-16 rounded-lg object-cover"
            fallback={
              <span
                role="img"
                aria-label={`${club.name} logo`}
                data-testid="club-logo-placeholder"
                className="mt-4 flex size-16 items-center justify-center rounded-lg bg-slate-100 text-2xl font-semibold text-slate-600"
              >
                {clubInitial(club.name)}
              </span>
            }
          />
        ) : null}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{club.name}</h1>
        {club.location ? <p className="mt-2 text-lg text-slate-700">{club.location}</p> : null}
      </header>
      {club.pendingRequestCount ? <PendingRequestsNotice count={club.pendingRequestCount} /> : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          <ClubMembership club={club} />
          <section aria-labelledby={detailsId}>
            <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h2 id={detailsId} className="mb-4 text-lg font-semibold text-slate-900">
                Details
              </h2>
              <DetailList items={details} />
            </div>
          </section>
          {club.canManage ? (
            <Button asChild variant="secondary" className="w-full">
              <Link to={hrefFor('club-edit', { id: club.id })}>Edit club</Link>
            </Button>
          ) : null}
        </div>

        <div className="space-y-10 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby={aboutId}>
            <h2 id={aboutId} className="text-xl font-semibold text-slate-900">
              About this club
            </h2>
            {club.description ? (
              <RichText html={club.description} className="mt-3" />
            ) : (
              <p className="mt-3 text-slate-600">The owners have not added a description yet.</p>
            )}
          </section>
          {club.canManage ? <ClubRequests clubId={club.id} /> : null}
          {club.canManage ? <ClubAnnouncementForm clubId={club.id} /> : null}
          {isMember || club.canManage ? <ClubAnnouncements clubId={club.id} /> : null}
        </div>
      </div>

      <section aria-labelledby={membersId} className="mt-12">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={membersId} className="text-xl font-semibold text-slate-900">
            Members
          </h2>
          <Button asChild variant="secondary" size="sm">
            <Link to={membersPath}>See all {pluralize(club.memberCount, 'member', 'members')}</Link>
          </Button>
        </div>
        <ClubMemberList clubId={club.id} limit={MEMBERS_PREVIEW} />
      </section>
    </Container>
  );
}
