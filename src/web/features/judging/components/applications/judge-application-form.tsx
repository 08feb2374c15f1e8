// The judge application (docs/judging.md): experience, formats, paradigm and
// conflicts, checked with the shared contract before it is sent; what the
// server refuses shows on the field it names. Conflicts stay private to the
// applicant and admins, and keep judges away from debates they cannot judge fairly.
import { useId, useState } from 'react';
import type { z } from 'zod';
import { FORMAT_IDS, FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import {
  type ClubRef,
  JUDGE_EXPERIENCE_MAX,
  JUDGE_PARADIGM_MAX,
  JUDGE_PARADIGM_MIN,
  JudgeApplicationInputSchema,
  type JudgeApplicationView,
  type PersonRef,
} from '#shared/judging/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useApiForm } from '#web/lib/form.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useApplyToJudge } from '../../api/apply-to-judge.ts';
import { ClubConflictPicker, PersonConflictPicker } from './conflict-pickers.tsx';

const FormSchema = JudgeApplicationInputSchema.omit({ conflictClubIds: true, conflictUserIds: true });
type FormInput = z.input<typeof FormSchema>;

export function JudgeApplicationForm({
  selfId,
  previous,
  onApplied,
}: {
  selfId: string;
  /** A declined application: the new one starts from it. */
  previous?: JudgeApplicationView | null;
  onApplied?: (application: JudgeApplicationView) => void;
}) {
  const formatsId = useId();
  const [clubs, setClubs] = useState<ClubRef[]>(previous?.conflictClubs ?? []);
  const [people, setPeople] = useState<PersonRef[]>(previous?.conflictUsers ?? []);
  const [announcement, setAnnouncement] = useState('');
  const apply = useApplyToJudge();
  // Conflict messages (conflictClubIds…) name no field of the form: they are its form-level error.
  const {
    form,
    submit: handleSubmit,
    formError: conflictError,
  } = useApiForm({
    schema: FormSchema,
    defaultValues: {
      experience: previous?.experience ?? '',
      formats: (previous?.formats ?? []) as FormInput['formats'],
      paradigm: previous?.paradigm ?? '',
    },
    onSubmit: async (values) => {
      const application = await apply.mutateAsync({
        ...values,
        conflictClubIds: clubs.map((c) => c.id),
        conflictUserIds: people.map((p) => p.id),
      });
      notify.success({ title: 'Application sent', description: 'An admin will review it; you will see the decision here.' });
      onApplied?.(application);
    },
    onError: (error, applied) => {
      if (applied.fields > 0 || applied.formError)
        notify.error({ title: 'Application not sent', description: 'Please check the highlighted fields.' });
      else if (error instanceof ApiRequestError && error.status < 500)
        notify.error({ title: 'Application not sent', description: error.message });
      else notifyError(error);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const experience = form.watch('experience') ?? '';
  const paradigm = form.watch('paradigm') ?? '';

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Judge application" className="max-w-3xl space-y-6">
      <TextAreaField
        label="Your debate and judging experience"
        hint="Where you have debated or judged, and for how long. 20 characters or more."
        rows={5}
        error={errors.experience?.message}
        length={experience.length}
        limit={JUDGE_EXPERIENCE_MAX}
        {...form.register('experience')}
      />

      <fieldset aria-describedby={`${formatsId}-message`}>
        <legend className="text-sm font-medium text-slate-800">Formats you can judge</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {FORMAT_IDS.map((id) => (
            <label key={id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={id}
                className="h-4 w-4 rounded border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-invalid={errors.formats ? true : undefined}
                {...form.register('formats')}
              />
              {FORMAT_LABELS[id]}
            </label>
          ))}
        </div>
        <p
          id={`${formatsId}-message`}
          className={cn('mt-1.5 text-sm', errors.formats ? 'font-medium text-red-700' : 'text-slate-600')}
        >
          {errors.formats?.message ?? 'Choose at least one.'}
        </p>
      </fieldset>

      <TextAreaField
        label="Your judging paradigm"
        hint={`How you decide rounds: what persuades you, how you weigh arguments, what you expect of speakers. ${JUDGE_PARADIGM_MIN} characters or more; debaters see it before the round.`}
        rows={8}
        error={errors.paradigm?.message}
        length={paradigm.length}
        limit={JUDGE_PARADIGM_MAX}
        {...form.register('paradigm')}
      />

      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-slate-800">Conflicts of interest</legend>
        <p className="text-sm text-slate-600">
          You will not be offered debates with these clubs’ members or these people. Only you and the admins see this list.
        </p>
        <ClubConflictPicker value={clubs} onChange={setClubs} announce={setAnnouncement} />
        <PersonConflictPicker value={people} onChange={setPeople} announce={setAnnouncement} selfId={selfId} />
        {conflictError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {conflictError}
          </p>
        ) : null}
      </fieldset>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send application'}
      </Button>
    </form>
  );
}
