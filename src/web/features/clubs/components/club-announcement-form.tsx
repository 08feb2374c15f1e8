// An owner's or officer's announcement to the club: mailed to every other
// member at the chosen priority (urgent mails go out first). Plain text.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_PRIORITIES, ClubAnnouncementInputSchema } from '#shared/clubs/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useCreateClubAnnouncement } from '../api/club-announcements.ts';
import { announcementPriorityLabel } from './club-labels.ts';

type Input = z.input<typeof ClubAnnouncementInputSchema>;
type Values = z.output<typeof ClubAnnouncementInputSchema>;

export function ClubAnnouncementForm({ clubId }: { clubId: string }) {
  const ids = { heading: useId(), content: useId(), priority: useId() };
  const create = useCreateClubAnnouncement(clubId);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(ClubAnnouncementInputSchema),
    defaultValues: { title: '', content: '', priority: 'normal' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await create.mutateAsync(values);
      notify.success({
        title: 'Announcement sent',
        description: `Mailed to ${sent.recipients} ${sent.recipients === 1 ? 'member' : 'members'}.`,
      });
      form.reset();
    } catch (error) {
      const fields = error instanceof ApiRequestError ? Object.entries(error.fields ?? {}) : [];
      if (fields.length === 0) {
        if (error instanceof ApiRequestError && error.status < 500)
          notify.error({ title: 'Not sent', description: error.message });
        else notifyError(error);
        return;
      }
      fields.forEach(([name, messages], index) => {
        form.setError(name as FieldPath<Input>, { message: messages[0] }, { shouldFocus: index === 0 });
      });
    }
  });

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="text-xl font-semibold text-slate-900">
        Send an announcement
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every other member gets it by e-mail.</p>
      <form onSubmit={handleSubmit} noValidate className="mt-4 max-w-2xl space-y-4" aria-label="Send an announcement">
        <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
        <div>
          <label htmlFor={ids.content} className="block text-sm font-medium text-slate-800">
            Message
          </label>
          <textarea
            id={ids.content}
            rows={5}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={`${ids.content}-message`}
            className={cn(
              'mt-1.5 block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600',
              errors.content && 'ring-2 ring-red-600',
            )}
            {...form.register('content')}
          />
          <p
            id={`${ids.content}-message`}
            className={cn('mt-1.5 text-sm', errors.content ? 'font-medium text-red-700' : 'text-slate-600')}
          >
            {errors.content?.message ?? `Plain text, at most ${ANNOUNCEMENT_CONTENT_MAX} characters.`}
          </p>
        </div>
        <div>
          <label htmlFor={ids.priority} className="block text-sm font-medium text-slate-800">
            Priority
          </label>
          <select
            id={ids.priority}
            className="mt-1.5 block h-11 w-full max-w-xs rounded-lg border-0 bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600"
            {...form.register('priority')}
          >
            {ANNOUNCEMENT_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {announcementPriorityLabel(p)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send announcement'}
        </Button>
      </form>
    </section>
  );
}
