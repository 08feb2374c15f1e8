// A round's results (docs/tournaments-tab.md), shown on the round's page once
// its draw is released. Per debate: the teams and their sides; for the staff,
// the ballots in out of the voting panel and any conflict between ballots; for
// the tab director, a button that confirms the result — over conflicting ballots
// only after ticking that they were checked. The public sees places once the
// results are released.
import { useId, useState } from 'react';
import { getFormat } from '#shared/formats/formats.ts';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import type { RoundResultsView } from '#shared/tournaments/tab-contract.ts';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { notify } from '#web/lib/toast.ts';
import { useConfirmTournamentResult } from '../api/confirm-tournament-result.ts';
import { useRoundResults } from '../api/get-round-results.ts';
import { refusalMessage } from './refusal.ts';

type Debate = RoundResultsView['debates'][number];

const PLACE_WORDS = ['', 'first', 'second', 'third', 'fourth'];

function placeText(place: number, teamsInRoom: number): string {
  if (teamsInRoom === 2) return place === 1 ? 'won' : 'lost';
  return PLACE_WORDS[place] ?? `${place}th`;
}

function ConfirmResultButton({ tournamentId, debate, roomLabel }: { tournamentId: string; debate: Debate; roomLabel: string }) {
  const confirm = useConfirmTournamentResult(tournamentId);
  const [open, setOpen] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkboxId = useId();
  const hasConflict = debate.conflicts.length > 0;
  const handleConfirm = async () => {
    setError(null);
    try {
      await confirm.mutateAsync({ drawDebateId: debate.drawDebateId, acknowledgeConflict: hasConflict && acknowledged });
      setOpen(false);
      notify.success({ title: `${roomLabel}: result confirmed` });
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setError(null);
          setAcknowledged(false);
        }
      }}
      trigger={
        <Button size="sm" variant={hasConflict ? 'secondary' : 'primary'} aria-label={`Confirm the result of ${roomLabel}`}>
          Confirm result
        </Button>
      }
      title={`Confirm the result of ${roomLabel}?`}
      description="The panel’s decision becomes the result: it counts in the standings, ratings move and speakers are told their scores. Only an admin can change it afterwards."
    >
      {hasConflict ? (
        <div className="mt-4 space-y-3">
          <ul className="list-disc space-y-1 pl-5 text-sm text-red-800">
            {debate.conflicts.map((conflict) => (
              <li key={conflict.message}>{conflict.message}</li>
            ))}
          </ul>
          <div className="flex items-start gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.target.checked)}
            />
            <label htmlFor={checkboxId} className="text-sm text-slate-800">
              I have checked these ballots: confirm the panel’s decision anyway.
            </label>
          </div>
        </div>
      ) : null}
      <FormError message={error} className="mt-4" />
      <DialogActions
        className="mt-6"
        isBusy={confirm.isPending}
        confirmLabel="Confirm result"
        onConfirm={hasConflict && !acknowledged ? () => setError('Tick that you have checked the ballots first.') : handleConfirm}
      />
    </DialogFrame>
  );
}

function DebateResult({
  tournament,
  view,
  debate,
  sideLabels,
}: {
  tournament: TournamentView;
  view: RoundResultsView;
  debate: Debate;
  sideLabels: Map<string, string>;
}) {
  const roomLabel = `Room ${debate.roomIndex + 1}`;
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="round-result">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{debate.isBye ? `${roomLabel} (bye)` : roomLabel}</h3>
        <div className="flex flex-wrap items-center gap-2">
          {debate.confirmed ? <Badge tone="success">Confirmed</Badge> : null}
          {view.isStaff && !debate.isBye && !debate.confirmed ? (
            <Badge tone={debate.ballotsIn === debate.votingPanel && debate.ballotsIn ? 'brand' : 'neutral'}>
              {debate.ballotsIn ?? 0} of {debate.votingPanel ?? 0} ballots in
            </Badge>
          ) : null}
          {debate.conflicts.length > 0 && !debate.confirmed ? <Badge tone="danger">Ballots conflict</Badge> : null}
        </div>
      </div>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">
        {debate.teams.map((team) => (
          <li key={team.teamId} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{team.name}</span>
            <span className="text-slate-600">{debate.isBye ? 'bye' : (sideLabels.get(team.side) ?? team.side)}</span>
            {team.place !== null && !debate.isBye ? (
              <span className="text-slate-900">
                — {placeText(team.place, debate.teams.length)}
                {team.total !== null ? ` (${team.total})` : ''}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {debate.conflicts.length > 0 && !debate.confirmed ? (
        <ul className="mt-2 list-disc pl-5 text-sm text-red-800">
          {debate.conflicts.map((conflict) => (
            <li key={conflict.message}>{conflict.message}</li>
          ))}
        </ul>
      ) : null}
      {view.canConfirm && !debate.isBye && !debate.confirmed && debate.debateId && (debate.ballotsIn ?? 0) > 0 ? (
        <div className="mt-3">
          <ConfirmResultButton tournamentId={tournament.id} debate={debate} roomLabel={roomLabel} />
        </div>
      ) : null}
    </li>
  );
}

export function RoundResults({ tournament, seq }: { tournament: TournamentView; seq: number }) {
  const headingId = useId();
  const results = useRoundResults(tournament.id, seq);
  const sideLabels = new Map((getFormat(tournament.format)?.sides ?? []).map((side) => [side.id, side.label]));
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Results
      </h2>
      {results.isPending ? (
        <p className="text-slate-600" role="status">
          Loading the results…
        </p>
      ) : results.isError ? (
        <QueryErrorState
          title="Couldn’t load the results"
          error={results.error}
          onRetry={() => void results.refetch()}
          isRetrying={results.isFetching}
        />
      ) : (
        <>
          {!results.data.resultsVisible ? (
            <p className="text-sm text-slate-700">The results will show here once the tab director releases them.</p>
          ) : results.data.isStaff && !results.data.resultsReleased ? (
            <p className="text-sm text-slate-700">Results are not released: only the staff see them.</p>
          ) : null}
          {results.data.debates.length === 0 ? (
            <p className="text-slate-600">This round has no debates yet.</p>
          ) : (
            <ul className="space-y-3">
              {results.data.debates.map((debate) => (
                <DebateResult
                  key={debate.drawDebateId}
                  tournament={tournament}
                  view={results.data}
                  debate={debate}
                  sideLabels={sideLabels}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
