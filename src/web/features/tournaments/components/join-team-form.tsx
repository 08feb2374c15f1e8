// Joining a teammate's team: pick it, type the eight-character code they
// shared. Nobody is put in a team without choosing it (ADR 0041).
import { useId } from 'react';
import { z } from 'zod';
import { JoinTeamInputSchema, type TeamView } from '#shared/tournaments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useJoinTournamentTeam } from '../api/join-tournament-team.ts';
import { showRefusalAboveForm } from './refusal.ts';

const JoinFormSchema = z.object({
  teamId: z.string().min(1, 'Choose your team'),
  // Codes are upper case; people type them as they like.
  code: z
    .string()
    .transform((code) => code.trim().toUpperCase())
    .pipe(JoinTeamInputSchema.shape.code),
});
type JoinValues = z.input<typeof JoinFormSchema>;
type JoinInput = z.output<typeof JoinFormSchema>;

export function JoinTeamForm({ tournamentId, teams }: { tournamentId: string; teams: readonly TeamView[] }) {
  const headingId = useId();
  const join = useJoinTournamentTeam(tournamentId);
  const { form, submit, formError } = useApiForm<JoinValues, JoinInput>({
    schema: JoinFormSchema,
    defaultValues: { teamId: '', code: '' },
    onSubmit: async (input) => {
      const team = await join.mutateAsync(input);
      notify.success({ title: `You joined ${team.name}` });
    },
    onError: showRefusalAboveForm,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Join a team
      </h3>
      <p className="mt-1 text-sm text-slate-600">A teammate who registered the team can give you its code.</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FormError message={formError} />
        <SelectField
          label="Team"
          aria-required
          placeholder="Choose your team"
          options={teams.map((team) => ({ value: team.id, label: `${team.name} (${team.institution})` }))}
          error={errors.teamId?.message}
          {...form.register('teamId')}
        />
        <TextField
          label="Join code"
          aria-required
          autoComplete="off"
          maxLength={8}
          className="max-w-xs"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Joining…' : 'Join team'}
        </Button>
      </form>
    </section>
  );
}
