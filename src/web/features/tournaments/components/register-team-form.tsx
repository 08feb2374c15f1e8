// Registering a team: its name, institution, and the break categories beyond
// the open one it is eligible for. The member who registers is its first
// speaker; the team's join code then shows in the list for them to share.
import { useId } from 'react';
import { z } from 'zod';
import { INSTITUTION_MAX, RegisterTeamInputSchema, TEAM_NAME_MAX, type TournamentView } from '#shared/tournaments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useRegisterTournamentTeam } from '../api/register-tournament-team.ts';
import { showRefusalAboveForm } from './refusal.ts';

/** react-hook-form gives a lone checkbox's value as a string (or false), a group's as an array: always an array here. */
const RegisterFormSchema = RegisterTeamInputSchema.extend({
  categoryIds: z.preprocess(
    (value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []),
    RegisterTeamInputSchema.shape.categoryIds,
  ),
});
type RegisterValues = z.input<typeof RegisterFormSchema>;
type RegisterInput = z.output<typeof RegisterFormSchema>;

export function RegisterTeamForm({ tournament }: { tournament: TournamentView }) {
  const headingId = useId();
  const register = useRegisterTournamentTeam(tournament.id);
  const extraCategories = tournament.categories.slice(1);
  const { form, submit, formError } = useApiForm<RegisterValues, RegisterInput>({
    schema: RegisterFormSchema,
    defaultValues: { name: '', institution: '', categoryIds: [] },
    onSubmit: async (input) => {
      const team = await register.mutateAsync(input);
      notify.success({ title: `${team.name} is registered`, description: 'Share its join code with your teammates.' });
    },
    onError: showRefusalAboveForm,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Register a team
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        You become its first speaker. Your teammates then join with the team’s code, which only your team and the staff see.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FormError message={formError} />
        <TextField
          label="Team name"
          aria-required
          maxLength={TEAM_NAME_MAX}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Institution"
          aria-required
          maxLength={INSTITUTION_MAX}
          hint="Your school, university or club."
          error={errors.institution?.message}
          {...form.register('institution')}
        />
        {extraCategories.length > 0 ? (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Also eligible for</legend>
            <p className="text-sm text-slate-600">Every team is in the {tournament.categories[0]?.name ?? 'open'} break.</p>
            <div className="mt-2 space-y-2">
              {extraCategories.map((category) => (
                <label key={category.id} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="checkbox"
                    value={category.id}
                    className="h-4 w-4 accent-brand-700"
                    {...form.register('categoryIds')}
                  />
                  {category.name}
                </label>
              ))}
            </div>
            {errors.categoryIds?.message ? (
              <p className="mt-1.5 text-sm font-medium text-red-700">{errors.categoryIds.message}</p>
            ) : null}
          </fieldset>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Registering…' : 'Register team'}
        </Button>
      </form>
    </section>
  );
}
