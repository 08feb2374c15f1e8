// The Announcements tab: compose an announcement (subject, body with the
// descriptions' tags, priority), choose its audience and see how many it
// reaches, preview it, send a test to yourself, then send it — after a
// confirmation naming the count. The id chosen when the form opens makes a
// second click harmless; the answer tells how many mails were queued. Toasts
// "Email sent successfully" / "Failed to send email" (spec section 8). Below,
// the announcements sent before.
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  ANNOUNCEMENT_BODY_MAX,
  AnnouncementDraftSchema,
  type AnnouncementDraft,
  EMAIL_ADMIN_MESSAGES,
  type RenderedEmail,
} from '#shared/admin/emails/contract.ts';
import { ANNOUNCEMENT_PRIORITIES } from '#shared/email/contract.ts';
import { pagedListView } from '#web/components/paged-list.tsx';
import { searchWith } from '#web/components/search-with.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, TD, TH } from '#web/components/ui/data-table.tsx';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors, useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import {
  useAnnouncements,
  useAudienceSummary,
  usePreviewAnnouncement,
  useSendAnnouncement,
  useSendTestAnnouncement,
} from '../api/announcements.ts';
import { PRIORITY_LABELS } from '../lib/email-labels.ts';
import { pageParam } from '../lib/email-params.ts';
import { AudiencePicker, AudienceReach, audienceOf, EMPTY_AUDIENCE } from './audience-picker.tsx';
import { EmailPreview } from './email-preview.tsx';
import { EmailTime } from './email-table.tsx';

const ComposeSchema = AnnouncementDraftSchema.omit({ audience: true });
type ComposeInput = z.input<typeof ComposeSchema>;
type ComposeValues = z.output<typeof ComposeSchema>;

export function AnnouncementsPanel() {
  return (
    <div className="space-y-10">
      <ComposeAnnouncement />
      <AnnouncementHistory />
    </div>
  );
}

function ComposeAnnouncement() {
  // A new id per composition: sending it twice queues it once.
  const [announcementId, setAnnouncementId] = useState(() => crypto.randomUUID());
  const [audienceDraft, setAudienceDraft] = useState(EMPTY_AUDIENCE);
  const [audienceError, setAudienceError] = useState<string | undefined>();
  const [preview, setPreview] = useState<RenderedEmail | null>(null);
  const [confirming, setConfirming] = useState<ComposeValues | null>(null);
  const [outcome, setOutcome] = useState('');
  const audience = audienceOf(audienceDraft);
  const summary = useAudienceSummary(audience);
  const previewMutation = usePreviewAnnouncement();
  const testMutation = useSendTestAnnouncement();
  const sendMutation = useSendAnnouncement();

  const { form, submit, formError } = useApiForm<ComposeInput, ComposeValues>({
    schema: ComposeSchema,
    defaultValues: { subject: '', body: '', priority: 'normal' },
    rateLimit: false,
    onSubmit: (values) => {
      if (!requireAudience()) return;
      setConfirming(values);
    },
  });
  const { errors } = form.formState;

  function requireAudience(): AnnouncementDraft['audience'] | null {
    if (audience) return audience;
    setAudienceError(audienceDraft.kind === 'club' ? 'Choose a club' : 'Choose a debate');
    return null;
  }

  function showFailure(error: unknown) {
    const applied = applyServerErrors(form, error);
    const fields = (error as { fields?: Record<string, string[]> }).fields ?? {};
    const targetError = fields['audience.clubId']?.[0] ?? fields['audience.debateId']?.[0];
    if (targetError) setAudienceError(targetError);
    return applied;
  }

  const handlePreview = form.handleSubmit((values) => {
    const target = requireAudience();
    if (!target) return;
    previewMutation.mutate(
      { ...values, audience: target },
      { onSuccess: (mail) => setPreview(mail), onError: (error) => showFailure(error) },
    );
  });

  const handleTest = form.handleSubmit((values) => {
    const target = requireAudience();
    if (!target) return;
    testMutation.mutate(
      { ...values, audience: target },
      {
        onSuccess: (result) => notify.success({ title: EMAIL_ADMIN_MESSAGES.sent, description: `A test went to ${result.to}.` }),
        onError: (error) => {
          showFailure(error);
          notify.error({ title: EMAIL_ADMIN_MESSAGES.failed });
        },
      },
    );
  });

  const handleSend = () => {
    const target = audience;
    if (!confirming || !target) return;
    sendMutation.mutate(
      { id: announcementId, ...confirming, audience: target },
      {
        onSuccess: ({ announcement, alreadySent }) => {
          setConfirming(null);
          setOutcome(
            `${alreadySent ? 'Already sent: ' : ''}“${announcement.subject}” queued for ${announcement.queuedCount} ${
              announcement.queuedCount === 1 ? 'person' : 'people'
            }${announcement.skippedCount > 0 ? `; ${announcement.skippedCount} left out by their preferences` : ''}.`,
          );
          notify.success({ title: EMAIL_ADMIN_MESSAGES.sent, description: `Queued for ${announcement.queuedCount}.` });
          form.reset();
          setPreview(null);
          setAnnouncementId(crypto.randomUUID());
        },
        onError: (error) => {
          setConfirming(null);
          showFailure(error);
          notify.error({ title: EMAIL_ADMIN_MESSAGES.failed });
        },
      },
    );
  };

  const busy = previewMutation.isPending || testMutation.isPending || sendMutation.isPending;
  const reach = summary.data?.recipients;

  return (
    <section aria-labelledby="compose-announcement" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="compose-announcement" className="text-lg font-semibold text-slate-900">
        New announcement
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Queued in batches of 50 at its priority. People who turned the audience’s kind of mail off, or unsubscribed from the
        newsletter, are left out; every mail carries an unsubscribe link.
      </p>
      <form noValidate onSubmit={submit} aria-label="Compose an announcement" className="mt-5 space-y-5">
        <FormError message={formError} />
        <TextField label="Subject" required error={errors.subject?.message} {...form.register('subject')} />
        <TextAreaField
          label="Message"
          required
          rows={8}
          hint="Paragraphs (<p>), line breaks, bold, italic and lists (<ul>, <ol>, <li>); other HTML is removed."
          error={errors.body?.message}
          limit={ANNOUNCEMENT_BODY_MAX}
          length={form.watch('body')?.length ?? 0}
          {...form.register('body')}
        />
        <SelectField
          label="Priority"
          error={errors.priority?.message}
          options={ANNOUNCEMENT_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
          {...form.register('priority')}
        />
        <AudiencePicker
          value={audienceDraft}
          error={audienceError}
          onChange={(next) => {
            setAudienceError(undefined);
            setAudienceDraft(next);
          }}
        />
        <AudienceReach audience={audience} />
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" onClick={() => void handlePreview()} disabled={busy}>
            Preview
          </Button>
          <Button type="button" variant="secondary" onClick={() => void handleTest()} disabled={busy}>
            Send a test to me
          </Button>
          <Button type="submit" disabled={busy}>
            {reach === undefined ? 'Send announcement' : `Send to ${reach} ${reach === 1 ? 'person' : 'people'}`}
          </Button>
        </div>
        <p role="status" className="text-sm font-medium text-green-800" data-testid="announcement-outcome">
          {outcome}
        </p>
      </form>
      {preview ? (
        <section aria-label="Preview of the announcement" className="mt-6">
          <EmailPreview mail={preview} label="Preview of the announcement as recipients see it" />
        </section>
      ) : null}

      <DialogFrame
        open={confirming !== null}
        onOpenChange={(open) => !open && !sendMutation.isPending && setConfirming(null)}
        title="Send this announcement?"
        description={
          <>
            “{confirming?.subject}” goes to {summary.data?.label ?? 'the audience'}:{' '}
            {reach === undefined ? 'everyone it reaches' : `${reach} ${reach === 1 ? 'person' : 'people'}`}. It cannot be recalled
            once sent.
          </>
        }
      >
        <DialogActions isBusy={sendMutation.isPending} confirmLabel="Send now" onConfirm={handleSend} className="mt-6" />
      </DialogFrame>
    </section>
  );
}

function AnnouncementHistory() {
  const [search] = useSearchParams();
  const page = pageParam(search);
  const query = useAnnouncements(page);
  const { content } = pagedListView(query, {
    loadingLabel: 'Loading the announcements',
    errorTitle: 'Couldn’t load the announcements',
    empty: {
      icon: Megaphone,
      title: 'No announcements yet',
      text: 'Announcements you send are listed here with how many people they reached.',
    },
    noun: { one: 'announcement', other: 'announcements' },
    page,
    pagesLabel: 'Announcement pages',
    searchForPage: (target) => searchWith(search, { page: target }),
    table: (items) => (
      <DataTable
        caption="Announcements sent, newest first"
        head={
          <>
            <th scope="col" className={TH}>
              Sent
            </th>
            <th scope="col" className={TH}>
              Subject
            </th>
            <th scope="col" className={TH}>
              Audience
            </th>
            <th scope="col" className={TH}>
              Priority
            </th>
            <th scope="col" className={TH}>
              Queued
            </th>
            <th scope="col" className={TH}>
              Left out
            </th>
            <th scope="col" className={TH}>
              By
            </th>
          </>
        }
      >
        {items.map((a) => (
          <tr key={a.id}>
            <th scope="row" className={`${TD} font-normal`}>
              <EmailTime value={a.createdAt} />
            </th>
            <td className={`${TD} min-w-40`}>{a.subject}</td>
            <td className={`${TD} min-w-40`}>{a.audienceLabel}</td>
            <td className={TD}>{PRIORITY_LABELS[a.priority]}</td>
            <td className={`${TD} text-right tabular-nums`}>{a.queuedCount}</td>
            <td className={`${TD} text-right tabular-nums`}>{a.skippedCount}</td>
            <td className={TD}>{a.createdByName ?? 'A former admin'}</td>
          </tr>
        ))}
      </DataTable>
    ),
  });
  return (
    <section aria-labelledby="announcement-history">
      <h2 id="announcement-history" className="mb-4 text-lg font-semibold text-slate-900">
        Sent announcements
      </h2>
      {content}
    </section>
  );
}
