// The create and edit form of a club, validated with the shared contract before
// it is sent; what the server refuses shows on the field it names. The
// description keeps simple formatting; name and location are plain text.
import { useId } from 'react';
import type { z } from 'zod';
import { CLUB_DESCRIPTION_MAX, CLUB_DESCRIPTION_TAGS, ClubFieldsSchema, type CreateClubInput } from '#shared/clubs/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/form.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import type { Club } from '../types.ts';

type ClubFormInput = z.input<typeof ClubFieldsSchema>;

export function clubFormDefaults(club?: Club): ClubFormInput {
  return {
    name: club?.name ?? '',
    description: club?.description ?? '',
    location: club?.location ?? '',
    meetingFrequency: (club?.meetingFrequency === 'monthly' ? 'monthly' : 'weekly') as ClubFormInput['meetingFrequency'],
    isPublic: club?.isPublic ?? true,
  };
}

export function ClubForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial?: Club;
  submitLabel: string;
  onSubmit(input: CreateClubInput): Promise<void>;
}) {
  const frequencyId = useId();
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: ClubFieldsSchema,
    defaultValues: clubFormDefaults(initial),
    onSubmit: (values) => onSubmit(values),
    onError: (error, applied) => {
      if (applied.fields > 0) notify.error({ title: 'Club not saved', description: 'Please check the highlighted fields.' });
      else if (applied.formError) return;
      else if (error instanceof ApiRequestError && error.status < 500)
        notify.error({ title: 'Club not saved', description: error.message });
      else notifyError(error);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isPublic = form.watch('isPublic');

  const radioClass =
    'flex items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600';

  return (
    <form onSubmit={handleSubmit} noValidate className="max-w-2xl space-y-6" aria-label={submitLabel}>
      <FormError message={formError} />
      <TextField label="Name" hint="3 to 100 characters, plain text." error={errors.name?.message} {...form.register('name')} />

      <TextAreaField
        label="Description (optional)"
        rows={5}
        hint={`Who the club is for and what a meeting looks like; at most ${CLUB_DESCRIPTION_MAX} characters. Simple formatting is kept (${CLUB_DESCRIPTION_TAGS.map((tag) => `<${tag}>`).join(' ')}); anything else is removed.`}
        error={errors.description?.message}
        {...form.register('description')}
      />

      <TextField
        label="Location"
        hint="Where the club meets, or “Online”."
        error={errors.location?.message}
        {...form.register('location')}
      />

      <fieldset aria-describedby={errors.meetingFrequency ? `${frequencyId}-message` : undefined}>
        <legend className="text-sm font-medium text-slate-800">Meetings</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
          <label className={radioClass}>
            <input type="radio" value="weekly" className="mt-1" {...form.register('meetingFrequency')} />
            <span className="text-sm text-slate-900">Weekly</span>
          </label>
          <label className={radioClass}>
            <input type="radio" value="monthly" className="mt-1" {...form.register('meetingFrequency')} />
            <span className="text-sm text-slate-900">Monthly</span>
          </label>
        </div>
        {errors.meetingFrequency ? (
          <p id={`${frequencyId}-message`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.meetingFrequency.message}
          </p>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Who can join</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
          <label className={radioClass}>
            <input
              type="radio"
              name="isPublic"
              className="mt-1"
              checked={isPublic === true}
              onChange={() => form.setValue('isPublic', true)}
            />
            <span className="text-sm">
              <span className="block font-medium text-slate-900">Open</span>
              <span className="text-slate-600">Anyone signed in joins at once.</span>
            </span>
          </label>
          <label className={radioClass}>
            <input
              type="radio"
              name="isPublic"
              className="mt-1"
              checked={isPublic === false}
              onChange={() => form.setValue('isPublic', false)}
            />
            <span className="text-sm">
              <span className="block font-medium text-slate-900">By approval</span>
              <span className="text-slate-600">An owner or officer approves each request.</span>
            </span>
          </label>
        </div>
      </fieldset>

      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
