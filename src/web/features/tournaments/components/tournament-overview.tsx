// The top of a tournament's page: the event it runs for, its format and rounds,
// status and registration, the break categories in priority order and the
// staff. Managers open and close registration here, change the settings and
// add or remove staff.
import { CircleDot, Layers, ListOrdered, Repeat, Settings, Users } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { DetailList, type MetaItem } from '#web/components/meta-list.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';
import { useUpdateTournament } from '../api/update-tournament.ts';
import { refusalMessage } from './refusal.ts';
import { ODD_TEAM_CHOICES, PAIRING_CHOICES, STATUS_LABELS, formatLabel } from './tournament-labels.ts';
import { TournamentSettings } from './tournament-settings.tsx';
import { TournamentStaff } from './tournament-staff.tsx';

function RegistrationToggle({ tournament }: { tournament: TournamentView }) {
  const update = useUpdateTournament(tournament.id);
  const isOpen = tournament.registrationOpen;
  const handleToggle = async () => {
    try {
      await update.mutateAsync({ registrationOpen: !isOpen });
      notify.success({ title: isOpen ? 'Registration closed' : 'Registration open' });
    } catch (error) {
      notify.error({ title: 'Could not change registration', description: refusalMessage(error) });
    }
  };
  return (
    <Button variant="secondary" onClick={handleToggle} disabled={update.isPending}>
      {isOpen ? 'Close registration' : 'Open registration'}
    </Button>
  );
}

export function TournamentHeader({ tournament }: { tournament: TournamentView }) {
  return (
    <header className="mt-6">
      <BackLink to={hrefFor('event', { id: tournament.eventId })}>The event’s page</BackLink>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Badge tone="brand">Tournament</Badge>
        <Badge>{STATUS_LABELS[tournament.status]}</Badge>
        <Badge tone={tournament.registrationOpen ? 'success' : 'neutral'}>
          {tournament.registrationOpen ? 'Registration open' : 'Registration closed'}
        </Badge>
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{tournament.eventTitle}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {formatLabel(tournament.format)} · {tournament.preliminaryRounds} preliminary{' '}
        {tournament.preliminaryRounds === 1 ? 'round' : 'rounds'} · {tournament.teamCount}{' '}
        {tournament.teamCount === 1 ? 'team' : 'teams'} · {tournament.adjudicatorCount}{' '}
        {tournament.adjudicatorCount === 1 ? 'adjudicator' : 'adjudicators'}
      </p>
      <p className="mt-2">
        <Link
          to={hrefFor('tournament-tab', { id: tournament.id })}
          className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
        >
          Standings, results and the tab
        </Link>
      </p>
      {tournament.viewer.canManage ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <RegistrationToggle tournament={tournament} />
        </div>
      ) : null}
    </header>
  );
}

/** The managers' way to the settings form, under the details it changes. */
function SettingsToggle({ tournament }: { tournament: TournamentView }) {
  const formId = useId();
  const [isOpen, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const handleDone = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <>
      <Button
        ref={toggleRef}
        variant="secondary"
        size="sm"
        className="mt-4"
        aria-expanded={isOpen}
        aria-controls={isOpen ? formId : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        <Settings aria-hidden="true" className="h-4 w-4" />
        Change settings
      </Button>
      {isOpen ? <TournamentSettings id={formId} tournament={tournament} onDone={handleDone} /> : null}
    </>
  );
}

export function TournamentFacts({ tournament }: { tournament: TournamentView }) {
  const detailsId = useId();
  const categoriesId = useId();
  const details: MetaItem[] = [
    { label: 'Format', icon: Layers, value: formatLabel(tournament.format) },
    { label: 'Preliminary rounds', icon: Repeat, value: tournament.preliminaryRounds },
    { label: 'Speakers per team', icon: Users, value: tournament.speakersPerTeam },
    { label: 'Odd number of teams', icon: CircleDot, value: ODD_TEAM_CHOICES[tournament.oddTeams].label },
    { label: 'Pairing', icon: ListOrdered, value: PAIRING_CHOICES[tournament.pairing].label },
  ];
  return (
    <>
      <section aria-labelledby={detailsId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id={detailsId} className="mb-4 text-lg font-semibold text-slate-900">
          Details
        </h2>
        <DetailList items={details} />
        {tournament.viewer.canManage ? <SettingsToggle tournament={tournament} /> : null}
      </section>
      <section aria-labelledby={categoriesId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id={categoriesId} className="text-lg font-semibold text-slate-900">
          Break categories
        </h2>
        <p className="mt-1 text-sm text-slate-600">In priority order; every team is in the first.</p>
        <ol className="mt-3 space-y-1 text-sm text-slate-800">
          {tournament.categories.map((category) => (
            <li key={category.id}>
              <span className="font-medium">{category.name}</span>: the top {category.breakSize}{' '}
              {category.breakSize === 1 ? 'team breaks' : 'teams break'}
            </li>
          ))}
        </ol>
      </section>
      <TournamentStaff tournament={tournament} />
    </>
  );
}
