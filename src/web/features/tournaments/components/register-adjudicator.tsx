// Registering as an adjudicator: approved judges only. The server says why it
// refuses anyone else, and a member who is not a judge yet is shown where to apply.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { hrefFor } from '#shared/routes.ts';
import { RegisterAdjudicatorInputSchema, INSTITUTION_MAX, TOURNAMENT_MESSAGES } from '#shared/tournaments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useRegisterTournamentAdjudicator } from '../api/register-tournament-adjudicator.ts';
import { refusalMessage } from './refusal.ts';

type Values = z.input<typeof RegisterAdjudicatorInputSchema>;
type Input = z.output<typeof RegisterAdjudicatorInputSchema>;

export function RegisterAdjudicator({ tournamentId }: { tournamentId: string }) {
  const headingId = useId();
  const register = useRegisterTournamentAdjudicator(tournamentId);
  const [isNotJudge, setNotJudge] = useState(false);
  const { form, submit, formError } = useApiForm<Values, Input>({
    schema: RegisterAdjudicatorInputSchema,
    defaultValues: { institution: '' },
    onSubmit: async (input) => {
      setNotJudge(false);
      await register.mutateAsync(input);
      notify.success({ title: 'You are an adjudicator of this tournament' });
    },
    onError: (error, applied, f) => {
      const message = refusalMessage(error);
      setNotJudge(message === TOURNAMENT_MESSAGES.notJudge);
      if (applied.fields === 0 && !applied.formError) setFormError(f, message);
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Adjudicate
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Approved judges can adjudicate. Your judge conflicts (clubs and people) carry over to this tournament’s teams.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FormError message={formError} />
        {isNotJudge ? (
          <p className="text-sm">
            <Link to={hrefFor('become-judge')} className="font-medium text-brand-700 underline">
              Apply to become a judge
            </Link>
          </p>
        ) : null}
        <TextField
          label="Institution"
          optional
          maxLength={INSTITUTION_MAX}
          hint="The school, university or club you judge for, if any."
          error={errors.institution?.message}
          {...form.register('institution')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Registering…' : 'Register as an adjudicator'}
        </Button>
      </form>
    </section>
  );
}
