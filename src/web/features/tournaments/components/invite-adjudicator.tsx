// Inviting a guest adjudicator by name: the answer's link works for 14 days and
// is shown here once — the server keeps only its hash — so it is copied now.
import { useId, useState } from 'react';
import type { z } from 'zod';
import { INSTITUTION_MAX, InviteAdjudicatorInputSchema } from '#shared/tournaments/contract.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { type InviteResult, useInviteTournamentAdjudicator } from '../api/invite-tournament-adjudicator.ts';
import { CopyText } from './copy-text.tsx';
import { showRefusalAboveForm } from './refusal.ts';

type Values = z.input<typeof InviteAdjudicatorInputSchema>;
type Input = z.output<typeof InviteAdjudicatorInputSchema>;

export function InviteAdjudicator({ tournamentId }: { tournamentId: string }) {
  const headingId = useId();
  const invite = useInviteTournamentAdjudicator(tournamentId);
  const [sent, setSent] = useState<(InviteResult & { name: string }) | null>(null);
  const { form, submit, formError } = useApiForm<Values, Input>({
    schema: InviteAdjudicatorInputSchema,
    defaultValues: { name: '', institution: '' },
    onSubmit: async (input) => {
      const result = await invite.mutateAsync(input);
      setSent({ ...result, name: input.name });
      form.reset();
    },
    onError: showRefusalAboveForm,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Invite a guest adjudicator
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        For someone who is not an approved judge here. They open the link, sign in (or create an account) and accept.
      </p>
      {sent ? (
        <div role="status" className="mt-4 space-y-2 rounded-lg bg-green-50 p-3 text-sm text-slate-800">
          <p>
            <span className="font-medium">{sent.name}</span>’s invitation link works until <DateTime value={sent.expiresAt} />. It
            is shown only now: copy it and send it to them.
          </p>
          <CopyText value={sent.inviteUrl} label="Invitation link" testId="invite-url" />
        </div>
      ) : null}
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <FormError message={formError} />
        <TextField label="Name" aria-required maxLength={80} error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Institution"
          optional
          maxLength={INSTITUTION_MAX}
          error={errors.institution?.message}
          {...form.register('institution')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Inviting…' : 'Create invitation link'}
        </Button>
      </form>
    </section>
  );
}
