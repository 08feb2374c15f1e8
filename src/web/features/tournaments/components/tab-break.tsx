// The break per category (docs/tournaments-tab.md): the teams breaking as the
// standings stand, a tie at the cut for the tab director to decide (the tied
// teams who take the places left, or every tied team), the confirmation, and
// then the category's elimination rounds, drawn one at a time as drafts.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import type { BreakView } from '#shared/tournaments/tab-contract.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { notify } from '#web/lib/toast.ts';
import { useConfirmTournamentBreak } from '../api/confirm-tournament-break.ts';
import { useCreateEliminationRound } from '../api/create-break-elimination-round.ts';
import { refusalMessage } from './refusal.ts';

type Category = BreakView['categories'][number];

const STATUS_TEXT: Record<Category['status'], string> = {
  complete: 'Ready to confirm',
  'tie-at-break': 'Tied at the cut',
  waiting: 'Waiting on a higher category',
  empty: 'No break',
};

const REMARKS: Record<string, string> = {
  capped: 'institution cap',
  'different-break': 'breaks in another category',
  'lost-tie': 'lost the tie at the cut',
};

function TieDecision({
  category,
  decision,
  onChange,
}: {
  category: Category;
  decision: string[] | 'break-all-tied';
  onChange: (next: string[] | 'break-all-tied') => void;
}) {
  const legendId = useId();
  const tie = category.tie;
  if (!tie) return null;
  const chosen = decision === 'break-all-tied' ? [] : decision;
  return (
    <fieldset className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3" aria-describedby={legendId}>
      <legend className="px-1 text-sm font-semibold text-amber-900">Decide the tie</legend>
      <p id={legendId} className="text-sm text-amber-900">
        {tie.message} Choose the {tie.places} {tie.places === 1 ? 'team' : 'teams'} that take the{' '}
        {tie.places === 1 ? 'place' : 'places'} (after a coin toss or an announced tie-break), or break every tied team.
      </p>
      <ul className="mt-2 space-y-1">
        {tie.teams.map((team) => (
          <li key={team.teamId} className="flex items-center gap-2">
            <input
              id={`${legendId}-${team.teamId}`}
              type="checkbox"
              className="h-4 w-4"
              disabled={decision === 'break-all-tied'}
              checked={chosen.includes(team.teamId)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, team.teamId] : chosen.filter((id) => id !== team.teamId))
              }
            />
            <label htmlFor={`${legendId}-${team.teamId}`} className="text-sm text-slate-900">
              {team.name}
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-center gap-2">
        <input
          id={`${legendId}-all`}
          type="checkbox"
          className="h-4 w-4"
          checked={decision === 'break-all-tied'}
          onChange={(event) => onChange(event.target.checked ? 'break-all-tied' : [])}
        />
        <label htmlFor={`${legendId}-all`} className="text-sm text-slate-900">
          Break every tied team (the break grows by {tie.teams.length - tie.places})
        </label>
      </div>
      {tie.decisionError ? <p className="mt-2 text-sm font-medium text-red-700">{tie.decisionError}</p> : null}
    </fieldset>
  );
}

function CategoryBreak({ tournamentId, category, canManage }: { tournamentId: string; category: Category; canManage: boolean }) {
  const headingId = useId();
  const confirmBreak = useConfirmTournamentBreak(tournamentId);
  const createRound = useCreateEliminationRound(tournamentId);
  const [decision, setDecision] = useState<string[] | 'break-all-tied'>([]);
  const [error, setError] = useState<string | null>(null);
  const isConfirmed = category.confirmed.length > 0;
  const isLocked = category.eliminationRounds.length > 0;
  const handleConfirm = async () => {
    setError(null);
    try {
      await confirmBreak.mutateAsync({
        categoryId: category.categoryId,
        tieDecisions: category.tie ? { [category.categoryId]: decision } : {},
      });
      notify.success({ title: `${category.name} break confirmed` });
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  };
  const handleCreateRound = async () => {
    setError(null);
    try {
      const round = await createRound.mutateAsync(category.categoryId);
      notify.success({ title: `${round.name} drawn as a draft`, description: 'Check it on the round’s page, then release it.' });
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  };
  const shown = isConfirmed ? category.confirmed : category.breaking;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {category.name} <span className="font-normal text-slate-600">({category.breakSize} break)</span>
        </h3>
        <Badge tone={isConfirmed ? 'success' : category.status === 'tie-at-break' ? 'warning' : 'neutral'}>
          {isConfirmed ? 'Confirmed' : STATUS_TEXT[category.status]}
        </Badge>
      </div>
      {shown.length > 0 ? (
        <ol className="mt-2 space-y-1 text-sm text-slate-800">
          {shown.map((team) => (
            <li key={team.teamId}>
              <span className="font-medium">Seed {team.seed}:</span> {team.name}{' '}
              <span className="text-slate-600">(rank {team.rank})</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No team breaks yet.</p>
      )}
      {category.excluded.length > 0 && !isConfirmed ? (
        <p className="mt-2 text-sm text-slate-700">
          Left out: {category.excluded.map((team) => `${team.name} (${REMARKS[team.remark] ?? team.remark})`).join(', ')}
        </p>
      ) : null}
      {category.warnings.map((warning) => (
        <p key={warning} className="mt-2 text-sm text-amber-900">
          {warning}
        </p>
      ))}
      {canManage && !isLocked && category.status === 'tie-at-break' ? (
        <TieDecision category={category} decision={decision} onChange={setDecision} />
      ) : null}
      <FormError message={error} className="mt-3" />
      {canManage ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {!isLocked && category.status !== 'empty' && category.status !== 'waiting' ? (
            <Button
              size="sm"
              variant={isConfirmed ? 'secondary' : 'primary'}
              onClick={handleConfirm}
              disabled={confirmBreak.isPending}
            >
              {isConfirmed ? `Confirm the ${category.name} break again` : `Confirm the ${category.name} break`}
            </Button>
          ) : null}
          {isConfirmed ? (
            <Button size="sm" onClick={handleCreateRound} disabled={createRound.isPending}>
              {isLocked ? 'Draw the next elimination round' : 'Draw the first elimination round'}
            </Button>
          ) : null}
        </div>
      ) : null}
      {category.eliminationRounds.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {category.eliminationRounds.map((round) => (
            <li key={round.seq}>
              <Link
                className="font-medium text-brand-700 underline hover:text-brand-800"
                to={hrefFor('tournament-round', { id: tournamentId, seq: String(round.seq) })}
              >
                {round.name}
              </Link>{' '}
              <span className="text-slate-600">({round.drawStatus === 'released' ? 'released' : 'draft'})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function TabBreak({ tournamentId, view }: { tournamentId: string; view: BreakView }) {
  return (
    <div className="space-y-3">
      {view.categories.map((category) => (
        <CategoryBreak key={category.categoryId} tournamentId={tournamentId} category={category} canManage={view.canManage} />
      ))}
    </div>
  );
}
