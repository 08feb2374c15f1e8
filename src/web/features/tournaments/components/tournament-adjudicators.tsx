// The adjudicators of a tournament (a guest shows as invited until they accept),
// registering as one, and, for the managers and the adjudication core, inviting
// a guest by link and setting each adjudicator's score and independence. Scores
// show only to those the server answers them to (`score` non-null): the
// allocation weighs them, and a judge should not read their own ranking.
import { useId } from 'react';
import type { z } from 'zod';
import {
  ADJUDICATOR_SCORE_MAX,
  ADJUDICATOR_SCORE_MIN,
  type AdjudicatorView,
  type TournamentView,
  UpdateAdjudicatorInputSchema,
} from '#shared/tournaments/contract.ts';
import { TRAINEE_SCORE_BELOW } from '#shared/tournaments/rounds-contract.ts';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useTournamentAdjudicators } from '../api/list-tournament-adjudicators.ts';
import { useUpdateTournamentAdjudicator } from '../api/update-tournament-adjudicator.ts';
import { InviteAdjudicator } from './invite-adjudicator.tsx';
import { showRefusalAboveForm } from './refusal.ts';
import { RegisterAdjudicator } from './register-adjudicator.tsx';

export const ADJUDICATOR_STANDING_TEXT = {
  explanation: `Seen by the staff only. Scores run from ${ADJUDICATOR_SCORE_MIN} to ${ADJUDICATOR_SCORE_MAX}: the allocation chairs each panel with its highest score and seats adjudicators below ${TRAINEE_SCORE_BELOW} as trainees. Independent marks an adjudicator the tournament brought in rather than one a team’s institution sent.`,
} as const;

type StandingValues = z.input<typeof UpdateAdjudicatorInputSchema>;
type StandingInput = z.output<typeof UpdateAdjudicatorInputSchema>;

/** One row's score and independence, saved together. */
function AdjudicatorStandingForm({ tournamentId, adjudicator }: { tournamentId: string; adjudicator: AdjudicatorView }) {
  const independentId = useId();
  const update = useUpdateTournamentAdjudicator(tournamentId);
  const { form, submit, formError } = useApiForm<StandingValues, StandingInput>({
    schema: UpdateAdjudicatorInputSchema,
    defaultValues: { score: adjudicator.score ?? undefined, independent: adjudicator.independent ?? false },
    // Staff scoring a whole pool save many rows a minute; the server guards who may.
    rateLimit: false,
    onSubmit: async (input) => {
      const saved = await update.mutateAsync({ adjudicatorId: adjudicator.id, ...input });
      form.reset({ score: saved.score ?? undefined, independent: saved.independent ?? false });
      notify.success({
        title: `Saved ${saved.name}`,
        description: `Score ${saved.score}${saved.independent ? ', independent' : ', not independent'}.`,
      });
    },
    onError: showRefusalAboveForm,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="mt-2 w-full" data-testid="adjudicator-standing">
      <FormError message={formError} className="mb-2" />
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <TextField
          className="w-28"
          label={
            <>
              Score<span className="sr-only"> of {adjudicator.name}</span>
            </>
          }
          type="number"
          inputMode="decimal"
          min={ADJUDICATOR_SCORE_MIN}
          max={ADJUDICATOR_SCORE_MAX}
          step="any"
          aria-required
          error={errors.score?.message}
          {...form.register('score', { valueAsNumber: true })}
        />
        <div className="flex h-11 items-center gap-2">
          <input id={independentId} type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('independent')} />
          <label htmlFor={independentId} className="text-sm text-slate-800">
            Independent<span className="sr-only"> ({adjudicator.name})</span>
          </label>
        </div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          className="mb-1.5"
          disabled={isSubmitting}
          aria-label={`Save ${adjudicator.name}`}
        >
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function AdjudicatorItem({
  tournamentId,
  adjudicator,
  isOwn,
}: {
  tournamentId: string;
  adjudicator: AdjudicatorView;
  isOwn: boolean;
}) {
  const isStaffView = adjudicator.score !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="tournament-adjudicator">
      <div>
        <span className="font-medium text-slate-900">{adjudicator.name}</span>
        {isOwn ? <span className="ml-2 text-sm text-brand-700">(you)</span> : null}
        {adjudicator.institution ? <span className="text-sm text-slate-600"> · {adjudicator.institution}</span> : null}
      </div>
      <div className="flex flex-wrap gap-1">
        {adjudicator.userId === null ? <Badge tone="warning">Invited</Badge> : null}
        {isStaffView ? <Badge>Score {adjudicator.score}</Badge> : null}
        {adjudicator.independent ? <Badge tone="brand">Independent</Badge> : null}
      </div>
      {isStaffView ? <AdjudicatorStandingForm tournamentId={tournamentId} adjudicator={adjudicator} /> : null}
    </li>
  );
}

export function TournamentAdjudicators({
  tournament,
  isSignedIn,
  isAdjudicationCore,
}: {
  tournament: TournamentView;
  isSignedIn: boolean;
  /** On the staff as adjudication core: invites guests without managing the tournament. */
  isAdjudicationCore: boolean;
}) {
  const headingId = useId();
  const adjudicators = useTournamentAdjudicators(tournament.id);
  const { viewer } = tournament;
  const mayRegister =
    isSignedIn &&
    viewer.teamId === null &&
    viewer.adjudicatorId === null &&
    tournament.registrationOpen &&
    tournament.status !== 'finished';
  const mayInvite = viewer.canManage || isAdjudicationCore;
  const list = adjudicators.data ?? [];
  const isStaffView = list.some((adjudicator) => adjudicator.score !== null);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Adjudicators
      </h2>
      {adjudicators.isPending ? (
        <p className="text-slate-600" role="status">
          Loading adjudicators…
        </p>
      ) : adjudicators.isError ? (
        <QueryErrorState
          title="Couldn’t load the adjudicators"
          error={adjudicators.error}
          onRetry={() => void adjudicators.refetch()}
          isRetrying={adjudicators.isFetching}
        />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
          No adjudicators yet.
        </p>
      ) : (
        <>
          {isStaffView ? <p className="text-sm text-slate-700">{ADJUDICATOR_STANDING_TEXT.explanation}</p> : null}
          <ul className="divide-y divide-slate-200 rounded-xl bg-white px-4 shadow-sm ring-1 ring-slate-200">
            {list.map((adjudicator) => (
              <AdjudicatorItem
                key={adjudicator.id}
                tournamentId={tournament.id}
                adjudicator={adjudicator}
                isOwn={adjudicator.id === viewer.adjudicatorId}
              />
            ))}
          </ul>
        </>
      )}
      {mayRegister || mayInvite ? (
        <div className="grid gap-4 md:grid-cols-2">
          {mayRegister ? <RegisterAdjudicator tournamentId={tournament.id} /> : null}
          {mayInvite ? <InviteAdjudicator tournamentId={tournament.id} /> : null}
        </div>
      ) : null}
    </section>
  );
}
