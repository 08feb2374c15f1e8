// Organizers invite people by e-mail (the event_invitation mail), one address a line.
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useInvite } from '../api/organize-event.ts';

export function EventInvite({ eventId }: { eventId: string }) {
  const id = useId();
  const invite = useInvite(eventId);
  const [text, setText] = useState('');
  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const emails = text.split(/[\s,;]+/).filter(Boolean);
    if (emails.length === 0) return;
    try {
      const { sent, skipped } = await invite.mutateAsync(emails);
      notify.success({
        title: `${sent} invitation${sent === 1 ? '' : 's'} sent`,
        description: skipped ? `${skipped} already invited.` : undefined,
      });
      setText('');
    } catch (error) {
      notifyError(error);
    }
  }
  return (
    <form onSubmit={handleSubmit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Invite by e-mail
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="one@example.org, two@example.org"
        className="block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600"
      />
      <Button type="submit" variant="secondary" disabled={invite.isPending}>
        Send invitations
      </Button>
    </form>
  );
}
