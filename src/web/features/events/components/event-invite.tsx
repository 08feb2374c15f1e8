// Organizers invite people by e-mail (the event_invitation mail), one address a line.
import { z } from 'zod';
import { type InviteInput, InviteInputSchema } from '#shared/events/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useInvite } from '../api/invite-to-event.ts';

/** The addresses as typed (one a line, or separated by commas), checked with the shared contract. */
const InviteFormSchema = z
  .object({ emails: z.string() })
  .transform(({ emails }) => ({ emails: emails.split(/[\s,;]+/).filter(Boolean) }))
  .pipe(InviteInputSchema as unknown as z.ZodType<InviteInput, { emails: string[] }>);

export function EventInvite({ eventId }: { eventId: string }) {
  const invite = useInvite(eventId);
  const { form, submit } = useApiForm({
    schema: InviteFormSchema,
    defaultValues: { emails: '' },
    onSubmit: async ({ emails }, form) => {
      const { sent, skipped } = await invite.mutateAsync(emails);
      notify.success({
        title: `${sent} invitation${sent === 1 ? '' : 's'} sent`,
        description: skipped ? `${skipped} already invited.` : undefined,
      });
      form.reset();
    },
    onError: (error) => notifyError(error),
  });
  // A message about one address ("emails.2") shows under the box too.
  const emailsError = form.formState.errors.emails as
    | ({ message?: string } & Record<string, { message?: string } | undefined>)
    | undefined;
  const error =
    emailsError?.message ??
    Object.values(emailsError ?? {}).find((e): e is { message: string } => typeof e === 'object' && Boolean(e?.message))?.message;
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <TextAreaField
        label="Invite by e-mail"
        rows={3}
        placeholder="one@example.org, two@example.org"
        error={error}
        {...form.register('emails')}
      />
      <Button type="submit" variant="secondary" disabled={invite.isPending}>
        Send invitations
      </Button>
    </form>
  );
}
