// A tournament's page (docs/tournaments.md): what it is, its teams and
// adjudicators, and the ways to take part — or, signed out, to sign in first.
// The same module answers /tournaments/:id/adjudicate, where a guest accepts an
// invitation, /tournaments/:id/rounds/:seq (a round's motion and draw) and
// /tournaments/:id/tab (the released tab): one page module for all keeps the
// route table's cost to the first page's JavaScript down. The round and tab
// views are part of this module, not lazy chunks of it: split, the bundler moved
// what they share with the page into the page's chunk, which then was no page
// entry (no preload by the server, and the offline precache walked into it).
import { useLocation, useParams } from 'react-router';
import { findRoute, hrefFor } from '#shared/routes.ts';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { Container } from '#web/components/ui/page.tsx';
import { useTournament } from '#web/features/tournaments/api/get-tournament.ts';
import { Accept } from '#web/features/tournaments/components/accept-invitation.tsx';
import RoundView from '#web/features/tournaments/components/round-view.tsx';
import TabView from '#web/features/tournaments/components/tab-view.tsx';
import { RoundList } from '#web/features/tournaments/components/round-list.tsx';
import { SignInToRegister } from '#web/features/tournaments/components/sign-in-to-register.tsx';
import { TournamentAdjudicators } from '#web/features/tournaments/components/tournament-adjudicators.tsx';
import { TournamentConflicts } from '#web/features/tournaments/components/tournament-conflicts.tsx';
import { TournamentFacts, TournamentHeader } from '#web/features/tournaments/components/tournament-overview.tsx';
import { TournamentTeams } from '#web/features/tournaments/components/tournament-teams.tsx';
import { useSession } from '#web/lib/session.ts';

const NOT_FOUND = {
  title: 'Tournament not found',
  text: 'There is no tournament at this address. Check the link, or find its event among the events.',
  backTo: hrefFor('events'),
  backLabel: 'Browse events',
};

function TournamentPage({ tournament }: { tournament: TournamentView }) {
  const session = useSession();
  const isSignedIn = session.status === 'authenticated';
  const viewerId = session.status === 'authenticated' ? session.user.id : null;
  const isAdjudicationCore = tournament.staff.some((member) => member.userId === viewerId && member.role === 'adjudication-core');
  return (
    <Container className="pt-6 pb-16">
      <TournamentHeader tournament={tournament} />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          {session.status === 'anonymous' ? <SignInToRegister /> : null}
          <TournamentFacts tournament={tournament} />
        </div>
        <div className="space-y-10 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <RoundList tournament={tournament} />
          <TournamentTeams tournament={tournament} isSignedIn={isSignedIn} />
          <TournamentAdjudicators tournament={tournament} isSignedIn={isSignedIn} isAdjudicationCore={isAdjudicationCore} />
          {/* The managers and the adjudication core: the only ones the server shows conflicts to. */}
          {tournament.viewer.canManage || isAdjudicationCore ? <TournamentConflicts tournament={tournament} /> : null}
        </div>
      </div>
    </Container>
  );
}

export function Component() {
  const { id = '', seq = '' } = useParams();
  const location = useLocation();
  const routeId = findRoute(location.pathname)?.route.id;
  const tournament = useTournament(id);
  return (
    <DetailQuery
      query={tournament}
      loadingLabel="Loading tournament…"
      errorTitle="Couldn’t load this tournament"
      notFound={NOT_FOUND}
    >
      {(data) => {
        switch (routeId) {
          case 'tournament-adjudicate':
            return <Accept tournamentId={data.id} eventTitle={data.eventTitle} token={location.hash.replace(/^#/, '')} />;
          case 'tournament-round':
            return <RoundView tournament={data} seq={Number(seq)} />;
          case 'tournament-tab':
            return <TabView tournament={data} />;
          default:
            return <TournamentPage tournament={data} />;
        }
      }}
    </DetailQuery>
  );
}
