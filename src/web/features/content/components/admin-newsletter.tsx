// The admins' newsletter (/admin/newsletter): how many are subscribed, an issue
// written with the descriptions' tags, previewed as subscribers will see it,
// saved as a draft and sent — after a confirmation naming the count — to every
// confirmed subscriber (queued in batches of 50 at the batch priority). Below,
// the issues with how many mails each queued, delivered, failed or left out.
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import {
  NEWSLETTER_BODY_MAX,
  NewsletterIssueDraftSchema,
  type NewsletterIssueDraft,
  type NewsletterIssueView,
  type NewsletterPreview,
} from '#shared/content/newsletter.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, TD, TH } from '#web/components/ui/data-table.tsx';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors, useApiForm } from '#web/lib/form.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import {
  useNewsletterOverview,
  usePreviewNewsletterIssue,
  useSaveNewsletterIssue,
  useSendNewsletterIssue,
} from '../api/newsletter-issues.ts';
import { EmailFrame } from './email-frame.tsx';

const EMPTY_DRAFT: NewsletterIssueDraft = { subject: '', body: '' };

const dateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

export function AdminNewsletter() {
  const overview = useNewsletterOverview();
  const [editing, setEditing] = useState<NewsletterIssueView | null>(null);
  const subscribers = overview.data?.subscribers;

  return (
    <div className="space-y-10">
      <section aria-labelledby="newsletter-subscribers" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="newsletter-subscribers" className="text-lg font-semibold text-slate-900">
          Subscribers
        </h2>
        {subscribers ? (
          <dl className="mt-3 grid grid-cols-3 gap-4 text-center" data-testid="newsletter-subscribers">
            <Figure label="Confirmed" value={subscribers.confirmed} />
            <Figure label="Awaiting confirmation" value={subscribers.pending} />
            <Figure label="Unsubscribed" value={subscribers.unsubscribed} />
          </dl>
        ) : (
          <p role="status" className="mt-3 text-slate-700">
            {overview.isError ? 'The newsletter could not be loaded.' : 'Loading…'}
          </p>
        )}
        <p className="mt-3 text-sm text-slate-600">
          Only confirmed addresses receive issues: each one asked for the newsletter and confirmed from the link we mailed.
        </p>
      </section>

      <ComposeIssue key={editing?.id ?? 'new'} issue={editing} reach={subscribers?.confirmed} onDone={() => setEditing(null)} />

      <section aria-labelledby="newsletter-issues">
        <h2 id="newsletter-issues" className="mb-4 text-lg font-semibold text-slate-900">
          Issues
        </h2>
        {overview.data && overview.data.issues.length === 0 ? (
          <EmptyState icon={Newspaper} title="No issues yet">
            Issues you save or send are listed here with how many subscribers they reached.
          </EmptyState>
        ) : overview.data ? (
          <DataTable
            caption="Newsletter issues, newest first"
            head={
              <>
                <th scope="col" className={TH}>
                  Subject
                </th>
                <th scope="col" className={TH}>
                  Status
                </th>
                <th scope="col" className={TH}>
                  Sent
                </th>
                <th scope="col" className={TH}>
                  Queued
                </th>
                <th scope="col" className={TH}>
                  Delivered
                </th>
                <th scope="col" className={TH}>
                  Failed
                </th>
                <th scope="col" className={TH}>
                  Left out
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">Actions</span>
                </th>
              </>
            }
          >
            {overview.data.issues.map((issue) => (
              <tr key={issue.id} data-testid="newsletter-issue-row">
                <th scope="row" className={`${TD} min-w-40 text-left font-medium`}>
                  {issue.subject}
                </th>
                <td className={TD}>
                  {issue.status === 'sent' ? <Badge tone="success">Sent</Badge> : <Badge tone="neutral">Draft</Badge>}
                </td>
                <td className={TD}>
                  {dateTime(issue.sentAt)}
                  {issue.sentByName ? <span className="block text-xs text-slate-600">by {issue.sentByName}</span> : null}
                </td>
                <td className={`${TD} text-right tabular-nums`}>{issue.status === 'sent' ? issue.recipientCount : '—'}</td>
                <td className={`${TD} text-right tabular-nums`} data-testid="issue-delivered">
                  {issue.status === 'sent' ? issue.deliveredCount : '—'}
                </td>
                <td className={`${TD} text-right tabular-nums`}>{issue.status === 'sent' ? issue.failedCount : '—'}</td>
                <td className={`${TD} text-right tabular-nums`}>{issue.status === 'sent' ? issue.suppressedCount : '—'}</td>
                <td className={TD}>
                  {issue.status === 'draft' ? (
                    <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(issue)}>
                      Edit<span className="sr-only"> “{issue.subject}”</span>
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        ) : null}
      </section>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function ComposeIssue({ issue, reach, onDone }: { issue: NewsletterIssueView | null; reach?: number; onDone: () => void }) {
  const [issueId, setIssueId] = useState<string | null>(issue?.id ?? null);
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState('');
  const save = useSaveNewsletterIssue();
  const previewMutation = usePreviewNewsletterIssue();
  const sendMutation = useSendNewsletterIssue();

  const { form, submit, formError } = useApiForm<NewsletterIssueDraft, NewsletterIssueDraft>({
    schema: NewsletterIssueDraftSchema,
    defaultValues: issue ? { subject: issue.subject, body: issue.body } : EMPTY_DRAFT,
    rateLimit: false,
    // Sending saves the draft first, then asks for confirmation.
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: issueId, draft: values });
      setIssueId(saved.id);
      setConfirming(saved.id);
    },
  });
  const { errors } = form.formState;

  const handleSave = form.handleSubmit((values) =>
    save.mutate(
      { id: issueId, draft: values },
      {
        onSuccess: (saved) => {
          setIssueId(saved.id);
          setOutcome(`Draft “${saved.subject}” saved.`);
        },
        onError: (error) => {
          if (applyServerErrors(form, error).fields === 0) notifyError(error);
        },
      },
    ),
  );

  const handlePreview = form.handleSubmit((values) =>
    previewMutation.mutate(values, {
      onSuccess: setPreview,
      onError: (error) => {
        if (applyServerErrors(form, error).fields === 0) notifyError(error);
      },
    }),
  );

  const handleSend = () => {
    if (!confirming) return;
    sendMutation.mutate(confirming, {
      onSuccess: (sent) => {
        setConfirming(null);
        setOutcome(
          `“${sent.subject}” queued for ${sent.recipientCount} ${sent.recipientCount === 1 ? 'subscriber' : 'subscribers'}.`,
        );
        notify.success({ title: 'Email sent successfully', description: `Queued for ${sent.recipientCount}.` });
        form.reset(EMPTY_DRAFT);
        setIssueId(null);
        setPreview(null);
        onDone();
      },
      onError: (error) => {
        setConfirming(null);
        notify.error({ title: 'Failed to send email', description: error instanceof Error ? error.message : undefined });
      },
    });
  };

  const busy = save.isPending || previewMutation.isPending || sendMutation.isPending;

  return (
    <section aria-labelledby="compose-issue" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="compose-issue" className="text-lg font-semibold text-slate-900">
        {issueId ? 'Edit the draft' : 'New issue'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sent to every confirmed subscriber, queued in batches of 50 behind more urgent mail. Every issue carries an unsubscribe
        link, and mail providers get a one-click unsubscribe.
      </p>
      <form noValidate onSubmit={submit} aria-label="Write a newsletter issue" className="mt-5 space-y-5">
        <FormError message={formError} />
        <TextField label="Subject" required error={errors.subject?.message} {...form.register('subject')} />
        <TextAreaField
          label="Issue"
          required
          rows={10}
          hint="Paragraphs (<p>), line breaks, bold, italic and lists (<ul>, <ol>, <li>); other HTML is removed."
          error={errors.body?.message}
          limit={NEWSLETTER_BODY_MAX}
          length={form.watch('body')?.length ?? 0}
          {...form.register('body')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" onClick={() => void handlePreview()} disabled={busy}>
            Preview
          </Button>
          <Button type="button" variant="secondary" onClick={() => void handleSave()} disabled={busy}>
            Save draft
          </Button>
          <Button type="submit" disabled={busy}>
            {reach === undefined ? 'Send issue' : `Send to ${reach} ${reach === 1 ? 'subscriber' : 'subscribers'}`}
          </Button>
          {issueId ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                form.reset(EMPTY_DRAFT);
                setIssueId(null);
                setPreview(null);
                onDone();
              }}
              disabled={busy}
            >
              Start a new issue
            </Button>
          ) : null}
        </div>
        <p role="status" className="text-sm font-medium text-green-800" data-testid="newsletter-outcome">
          {outcome}
        </p>
      </form>
      {preview ? (
        <section aria-label="Preview of the issue" className="mt-6">
          <EmailFrame mail={preview} label="Preview of the issue as subscribers see it" />
        </section>
      ) : null}

      <DialogFrame
        open={confirming !== null}
        onOpenChange={(open) => !open && !sendMutation.isPending && setConfirming(null)}
        title="Send this issue?"
        description={
          <>
            “{form.getValues('subject')}” goes to{' '}
            {reach === undefined
              ? 'every confirmed subscriber'
              : `${reach} confirmed ${reach === 1 ? 'subscriber' : 'subscribers'}`}
            . It cannot be recalled once sent.
          </>
        }
      >
        <DialogActions isBusy={sendMutation.isPending} confirmLabel="Send now" onConfirm={handleSend} className="mt-6" />
      </DialogFrame>
    </section>
  );
}
