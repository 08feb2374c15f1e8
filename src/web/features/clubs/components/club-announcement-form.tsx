// An owner's or officer's announcement to the club: mailed to every other
// member at the chosen priority (urgent mails go out first). Plain text.
import { useId } from 'react';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_PRIORITIES, ClubAnnouncementInputSchema } from '#shared/clubs/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/form.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useCreateClubAnnouncement } from '../api/create-club-announcement.ts';
import { announcementPriorityLabel } from './club-labels.ts';

export function ClubAnnouncementForm({ clubId }: { clubId: string }) {
  const headingId = useId();
  const create = useCreateClubAnnouncement(clubId);
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: ClubAnnouncementInputSchema,
    defaultValues: { title: '', content: '', priority: 'normal' },
    onSubmit: async (values, form) => {
      const sent = await create.mutateAsync(values);
      notify.success({
        title: 'Announcement sent',
        description: `Mailed to ${sent.recipients} ${sent.recipients === 1 ? 'member' : 'members'}.`,
      });
      form.reset();
    },
    onError: (error, applied) => {
      if (applied.fields > 0 || applied.formError) return;
      if (error instanceof ApiRequestError && error.status < 500) notify.error({ title: 'Not sent', description: error.message });
      else notifyError(error);
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Send an announcement
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every other member gets it by e-mail.</p>
      <form onSubmit={handleSubmit} noValidate className="mt-4 max-w-2xl space-y-4" aria-label="Send an announcement">
        <FormError message={formError} />
        <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
        <TextAreaField
          label="Message"
          rows={5}
          hint={`Plain text, at most ${ANNOUNCEMENT_CONTENT_MAX} characters.`}
          error={errors.content?.message}
          {...form.register('content')}
        />
        <SelectField
          label="Priority"
          className="max-w-xs"
          options={ANNOUNCEMENT_PRIORITIES.map((p) => ({ value: p, label: announcementPriorityLabel(p) }))}
          error={errors.priority?.message}
          {...form.register('priority')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send announcement'}
        </Button>
      </form>
    </section>
  );
}
