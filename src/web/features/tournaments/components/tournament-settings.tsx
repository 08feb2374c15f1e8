// Changing a tournament's settings after set-up (managers only): the format and
// the number of preliminary rounds while it is being set up — shown, locked,
// with the reason after — the odd-teams rule, the pairing, and its status. Only
// what changed is sent; what the server refuses shows on its field or above the
// form.
import { useEffect, useId } from 'react';
import { z } from 'zod';
import {
  CreateTournamentInputSchema,
  TOURNAMENT_STATUSES,
  type TournamentStatus,
  type TournamentView,
  UpdateTournamentInputSchema,
} from '#shared/tournaments/contract.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useUpdateTournament } from '../api/update-tournament.ts';
import {
  changedSettings,
  isShapeLocked,
  NOTHING_CHANGED,
  SHAPE_LOCKED_REASON,
  type SettingsValues,
  settingsOf,
  unavailableStatuses,
} from '../lib/settings-changes.ts';
import { type Choice, ChoiceGroup, FormatAndRoundsFields, RuleChoiceGroups, SubmitOrCancel } from './choice-group.tsx';
import { showRefusalAboveForm } from './refusal.ts';
import { STATUS_LABELS } from './tournament-labels.ts';

const STATUS_CHOICES: Readonly<Record<TournamentStatus, Choice>> = {
  setup: { label: STATUS_LABELS.setup, explanation: 'The format and the number of rounds can still change.' },
  running: {
    label: STATUS_LABELS.running,
    explanation: 'The format and rounds are fixed. Releasing the first draw starts the tournament by itself.',
  },
  finished: {
    label: STATUS_LABELS.finished,
    explanation: 'No more draws, check-ins or results, and adjudicators can no longer register.',
  },
};

/** Every setting the form shows, each checked with the contract's own rule. */
const SettingsFormSchema = z.object({
  format: CreateTournamentInputSchema.shape.format,
  preliminaryRounds: CreateTournamentInputSchema.shape.preliminaryRounds,
  oddTeams: UpdateTournamentInputSchema.shape.oddTeams.unwrap(),
  pairing: UpdateTournamentInputSchema.shape.pairing.unwrap(),
  status: z.enum(TOURNAMENT_STATUSES),
}) satisfies z.ZodType<SettingsValues>;

export function TournamentSettings({ id, tournament, onDone }: { id: string; tournament: TournamentView; onDone: () => void }) {
  const headingId = useId();
  const lockedReasonId = useId();
  const update = useUpdateTournament(tournament.id);
  const isLocked = isShapeLocked(tournament.status);
  const { form, submit, formError } = useApiForm<SettingsValues>({
    schema: SettingsFormSchema,
    defaultValues: settingsOf(tournament),
    onSubmit: async (values) => {
      const changes = changedSettings(tournament, values);
      if (Object.keys(changes).length === 0) {
        setFormError(form, NOTHING_CHANGED);
        return;
      }
      const updated = await update.mutateAsync(changes);
      form.reset(settingsOf(updated));
      notify.success({ title: 'Settings saved' });
      onDone();
    },
    onError: showRefusalAboveForm,
  });
  const { errors, isSubmitting } = form.formState;
  // Opened by the button above it: the person goes on at the first field they can change.
  useEffect(() => form.setFocus(isLocked ? 'oddTeams' : 'format'), [form, isLocked]);
  return (
    <section id={id} aria-labelledby={headingId} className="mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Change settings
      </h3>
      <form noValidate onSubmit={submit} className="mt-3 space-y-6">
        <FormError message={formError} />
        <fieldset
          disabled={isLocked}
          aria-describedby={isLocked ? lockedReasonId : undefined}
          className="space-y-4 [&_:is(input,select):disabled]:cursor-not-allowed [&_:is(input,select):disabled]:bg-slate-100 [&_:is(input,select):disabled]:text-slate-600"
        >
          <legend className="sr-only">Format and rounds</legend>
          {isLocked ? (
            <p id={lockedReasonId} className="text-sm font-medium text-slate-700">
              {SHAPE_LOCKED_REASON}
            </p>
          ) : null}
          <FormatAndRoundsFields
            format={{ field: form.register('format'), error: errors.format?.message }}
            rounds={{
              field: form.register('preliminaryRounds', { valueAsNumber: true }),
              error: errors.preliminaryRounds?.message,
            }}
            showHint={!isLocked}
          />
        </fieldset>
        <RuleChoiceGroups
          oddTeams={{ field: form.register('oddTeams'), error: errors.oddTeams?.message }}
          pairing={{ field: form.register('pairing'), error: errors.pairing?.message }}
        />
        <ChoiceGroup
          legend="Status"
          values={TOURNAMENT_STATUSES}
          choices={STATUS_CHOICES}
          unavailable={unavailableStatuses(tournament.status)}
          field={form.register('status')}
          error={errors.status?.message}
        />
        <SubmitOrCancel label="Save settings" busyLabel="Saving…" isSubmitting={isSubmitting} onCancel={onDone} />
      </form>
    </section>
  );
}
