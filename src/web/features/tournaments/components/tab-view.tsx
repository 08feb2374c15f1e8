// A tournament's tab (docs/tournaments-tab.md): one section per part —
// results, motions, team standings, speaker standings, adjudicators, the
// break — each shown to the public once a tab director releases it. The staff
// see every part, marked "Not released", with the buttons that release or
// withdraw it; managers also confirm the break, draw elimination rounds and
// import teams and adjudicators. Each part the viewer sees can be downloaded.
import { useId } from 'react';
import { hrefFor } from '#shared/routes.ts';
import type { TabPart, TournamentView } from '#shared/tournaments/contract.ts';
import type { TabView as Tab } from '#shared/tournaments/tab-contract.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/page.tsx';
import { notify } from '#web/lib/toast.ts';
import { useTournamentTab } from '../api/get-tournament-tab.ts';
import { useSetTabRelease } from '../api/set-tab-release.ts';
import { type TabExportKind, tabCsvHref, tabJsonHref } from '../api/tab-export-links.ts';
import { refusalMessage } from './refusal.ts';
import { TabBreak } from './tab-break.tsx';
import { TabImport } from './tab-import.tsx';
import { AdjudicatorTabTable, MotionsTabTable, ResultsTabTable, SpeakerTabTable, TeamTabTable } from './tab-tables.tsx';

const PART_TITLES: Record<TabPart, string> = {
  team: 'Team standings',
  speaker: 'Speaker standings',
  break: 'The break',
  results: 'Results',
  motions: 'Motions',
  adjudicator: 'Adjudicators',
};

/** The order parts are shown in: what most readers look for first. */
const PART_ORDER: readonly TabPart[] = ['team', 'speaker', 'break', 'results', 'motions', 'adjudicator'];

const EXPORTS: Partial<Record<TabPart, TabExportKind>> = {
  team: 'team',
  speaker: 'speaker',
  results: 'results',
  motions: 'motions',
  adjudicator: 'adjudicator',
};

function ReleaseButton({ tournamentId, part, released }: { tournamentId: string; part: TabPart; released: boolean }) {
  const setRelease = useSetTabRelease(tournamentId);
  const handleClick = async () => {
    try {
      await setRelease.mutateAsync({ part, release: !released });
      notify.success({ title: `${PART_TITLES[part]} ${released ? 'withdrawn' : 'released'}` });
    } catch (error) {
      notify.error({ title: 'Could not change the release', description: refusalMessage(error) });
    }
  };
  return (
    <Button size="sm" variant={released ? 'secondary' : 'primary'} onClick={handleClick} disabled={setRelease.isPending}>
      {released ? `Withdraw ${PART_TITLES[part].toLowerCase()}` : `Release ${PART_TITLES[part].toLowerCase()}`}
    </Button>
  );
}

function PartContent({ tournamentId, tab, part }: { tournamentId: string; tab: Tab; part: TabPart }) {
  switch (part) {
    case 'team':
      return tab.team ? <TeamTabTable team={tab.team} /> : null;
    case 'speaker':
      return tab.speaker ? <SpeakerTabTable speaker={tab.speaker} /> : null;
    case 'break':
      return tab.break ? <TabBreak tournamentId={tournamentId} view={tab.break} /> : null;
    case 'results':
      return tab.results ? <ResultsTabTable results={tab.results} /> : null;
    case 'motions':
      return tab.motions ? <MotionsTabTable motions={tab.motions} /> : null;
    case 'adjudicator':
      return tab.adjudicator ? <AdjudicatorTabTable adjudicators={tab.adjudicator} /> : null;
  }
}

function PartSection({ tournamentId, tab, part }: { tournamentId: string; tab: Tab; part: TabPart }) {
  const headingId = useId();
  const released = tab.releases.find((r) => r.part === part)?.released ?? false;
  const exportKind = EXPORTS[part];
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid={`tab-part-${part}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {PART_TITLES[part]}
          </h2>
          {tab.isStaff && !released ? <Badge tone="warning">Not released</Badge> : null}
          {tab.isStaff && released ? <Badge tone="success">Released</Badge> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {exportKind ? (
            <a
              className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
              href={tabCsvHref(tournamentId, exportKind)}
              download
            >
              Download CSV<span className="sr-only"> of the {PART_TITLES[part].toLowerCase()}</span>
            </a>
          ) : null}
          {tab.canManage ? <ReleaseButton tournamentId={tournamentId} part={part} released={released} /> : null}
        </div>
      </div>
      <PartContent tournamentId={tournamentId} tab={tab} part={part} />
    </section>
  );
}

export default function TabView({ tournament }: { tournament: TournamentView }) {
  const tab = useTournamentTab(tournament.id);
  const importHeadingId = useId();
  return (
    <Container className="pt-6 pb-16">
      <header className="mt-6">
        <BackLink to={hrefFor('tournament', { id: tournament.id })}>The tournament’s page</BackLink>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {tournament.eventTitle}: the tab
        </h1>
      </header>
      <div className="mt-8 space-y-10">
        {tab.isPending ? (
          <LoadingStatus label="Loading the tab…" />
        ) : tab.isError ? (
          <QueryErrorState
            title="Couldn’t load the tab"
            error={tab.error}
            onRetry={() => void tab.refetch()}
            isRetrying={tab.isFetching}
          />
        ) : (
          <>
            {(() => {
              const visible = PART_ORDER.filter(
                (part) => tab.data.isStaff || tab.data.releases.some((r) => r.part === part && r.released),
              );
              return visible.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
                  Nothing of the tab has been released yet.
                </p>
              ) : (
                <>
                  <p className="text-sm text-slate-700">
                    <a
                      className="font-medium text-brand-700 underline hover:text-brand-800"
                      href={tabJsonHref(tournament.id)}
                      download
                    >
                      Download the whole tab as JSON
                    </a>
                    {tab.data.isStaff ? ' (staff downloads include the parts not released)' : ''}
                  </p>
                  {visible.map((part) => (
                    <PartSection key={part} tournamentId={tournament.id} tab={tab.data} part={part} />
                  ))}
                </>
              );
            })()}
            {tab.data.canManage ? (
              <section aria-labelledby={importHeadingId} className="space-y-3">
                <h2 id={importHeadingId} className="text-xl font-semibold text-slate-900">
                  Import from CSV
                </h2>
                <TabImport tournamentId={tournament.id} />
              </section>
            ) : null}
          </>
        )}
      </div>
    </Container>
  );
}
