// The tournament's conflicts, for the managers and the adjudication core (the
// only ones the server answers them to): each adjudicator against a team or
// another adjudicator, by name, with a way to remove it, and a form to add one.
// The allocation treats them as hard constraints, so this is where the staff
// keep a judge away from their own students or a partner on the panel.
import { useId } from 'react';
import { z } from 'zod';
import type { AdjudicatorView, TeamView, TournamentView } from '#shared/tournaments/contract.ts';
import { QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useAddTournamentConflict } from '../api/add-tournament-conflict.ts';
import { useTournamentAdjudicators } from '../api/list-tournament-adjudicators.ts';
import { useTournamentConflicts } from '../api/list-tournament-conflicts.ts';
import { useTournamentTeams } from '../api/list-tournament-teams.ts';
import { useRemoveTournamentConflict } from '../api/remove-tournament-conflict.ts';
import {
  CONFLICT_TARGET_PATTERN,
  conflictInputOf,
  conflictTargetValue,
  type NamedConflict,
  nameConflicts,
} from './conflict-parties.ts';
import { refusalMessage, showRefusalAboveForm } from './refusal.ts';

export const CONFLICTS_TEXT = {
  explanation:
    'A conflict keeps an adjudicator apart from a team or another adjudicator: the allocation never places a judge in a debate with a team or judge they conflict with.',
} as const;

/** The form's two choices; the "conflicts with" value says whether it is a team or an adjudicator. */
const ConflictFormSchema = z.object({
  adjudicatorId: z.string().min(1, 'Choose an adjudicator'),
  target: z.string().regex(CONFLICT_TARGET_PATTERN, 'Choose a team or another adjudicator'),
});
type ConflictFormValues = z.infer<typeof ConflictFormSchema>;

/** Where the server's field messages go: both kinds of "conflicts with" are one select here. */
const SERVER_FIELDS = { teamId: 'target', otherAdjudicatorId: 'target' } as const;

const adjudicatorLabel = (adjudicator: AdjudicatorView) =>
  adjudicator.institution ? `${adjudicator.name} (${adjudicator.institution})` : adjudicator.name;

function AddConflictForm({
  tournamentId,
  teams,
  adjudicators,
}: {
  tournamentId: string;
  teams: readonly TeamView[];
  adjudicators: readonly AdjudicatorView[];
}) {
  const headingId = useId();
  const add = useAddTournamentConflict(tournamentId);
  const { form, submit, formError } = useApiForm<ConflictFormValues>({
    schema: ConflictFormSchema,
    defaultValues: { adjudicatorId: '', target: '' },
    // Staff record conflicts by the dozen before a round; the server guards who may.
    rateLimit: false,
    fieldMap: SERVER_FIELDS,
    onSubmit: async (values) => {
      const input = conflictInputOf(values.adjudicatorId, values.target);
      if (!input) return;
      const added = await add.mutateAsync(input);
      const [named] = nameConflicts([added], teams, adjudicators);
      notify.success({ title: 'Conflict added', description: named?.label });
      form.reset({ adjudicatorId: values.adjudicatorId, target: '' });
    },
    onError: showRefusalAboveForm,
  });
  const { errors, isSubmitting } = form.formState;
  const adjudicatorId = form.watch('adjudicatorId');
  // Nobody conflicts with themselves: the chosen adjudicator is not among the others.
  const others = adjudicators.filter((adjudicator) => adjudicator.id !== adjudicatorId);
  const adjudicatorField = form.register('adjudicatorId');
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Add a conflict
      </h3>
      {adjudicators.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Conflicts can be added once the tournament has adjudicators.</p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <FormError message={formError} data-testid="conflict-form-error" />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Adjudicator"
              placeholder="Choose an adjudicator"
              aria-required
              error={errors.adjudicatorId?.message}
              options={adjudicators.map((adjudicator) => ({ value: adjudicator.id, label: adjudicatorLabel(adjudicator) }))}
              {...adjudicatorField}
              onChange={(event) => {
                if (form.getValues('target') === conflictTargetValue('adjudicator', event.target.value)) {
                  form.setValue('target', '');
                }
                return adjudicatorField.onChange(event);
              }}
            />
            <SelectField
              label="Conflicts with"
              placeholder="Choose a team or an adjudicator"
              aria-required
              error={errors.target?.message}
              {...form.register('target')}
            >
              {teams.length > 0 ? (
                <optgroup label="Teams">
                  {teams.map((team) => (
                    <option key={team.id} value={conflictTargetValue('team', team.id)}>
                      {team.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {others.length > 0 ? (
                <optgroup label="Adjudicators">
                  {others.map((adjudicator) => (
                    <option key={adjudicator.id} value={conflictTargetValue('adjudicator', adjudicator.id)}>
                      {adjudicatorLabel(adjudicator)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </SelectField>
          </div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Adding…' : 'Add conflict'}
          </Button>
        </form>
      )}
    </section>
  );
}

function ConflictItem({ tournamentId, conflict }: { tournamentId: string; conflict: NamedConflict }) {
  const remove = useRemoveTournamentConflict(tournamentId);
  const handleRemove = async () => {
    try {
      await remove.mutateAsync(conflict.id);
      notify.success({ title: 'Conflict removed', description: conflict.label });
    } catch (error) {
      notify.error({ title: `Could not remove the conflict between ${conflict.label}`, description: refusalMessage(error) });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="tournament-conflict">
      <p className="text-slate-900">
        <span className="font-medium">{conflict.first}</span>
        <span className="text-slate-600"> conflicts with </span>
        <span className="font-medium">{conflict.second}</span>
        <span className="text-sm text-slate-600"> ({conflict.kind === 'team' ? 'team' : 'adjudicator'})</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void handleRemove()}
        disabled={remove.isPending}
        aria-label={`Remove the conflict between ${conflict.label}`}
      >
        {remove.isPending ? 'Removing…' : 'Remove'}
      </Button>
    </li>
  );
}

export function TournamentConflicts({ tournament }: { tournament: TournamentView }) {
  const headingId = useId();
  const conflicts = useTournamentConflicts(tournament.id);
  const teams = useTournamentTeams(tournament.id);
  const adjudicators = useTournamentAdjudicators(tournament.id);
  const failed = [conflicts, teams, adjudicators].find((query) => query.isError);
  const named = nameConflicts(conflicts.data ?? [], teams.data ?? [], adjudicators.data ?? []);
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="tournament-conflicts">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Conflicts
      </h2>
      <p className="text-sm text-slate-700">{CONFLICTS_TEXT.explanation} Seen by the staff only.</p>
      {failed ? (
        <QueryErrorState
          title="Couldn’t load the conflicts"
          error={failed.error}
          onRetry={() => void failed.refetch()}
          isRetrying={failed.isFetching}
        />
      ) : conflicts.isPending || teams.isPending || adjudicators.isPending ? (
        <p className="text-slate-600" role="status">
          Loading conflicts…
        </p>
      ) : (
        <>
          {named.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">
              No conflicts recorded.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl bg-white px-4 shadow-sm ring-1 ring-slate-200">
              {named.map((conflict) => (
                <ConflictItem key={conflict.id} tournamentId={tournament.id} conflict={conflict} />
              ))}
            </ul>
          )}
          <AddConflictForm tournamentId={tournament.id} teams={teams.data ?? []} adjudicators={adjudicators.data ?? []} />
        </>
      )}
    </section>
  );
}
