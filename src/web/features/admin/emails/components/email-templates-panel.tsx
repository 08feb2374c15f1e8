// The Templates tab: every template with the preference that can turn it off
// and its priority; one rendered with its sample data, with data typed here
// (JSON), or with a queued mail's data (?email=<id>, from the queue's detail);
// and a test send of it to yourself ("Email sent successfully" / "Failed to
// send email", spec section 8).
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_ADMIN_MESSAGES } from '#shared/admin/emails/contract.ts';
import type { EmailTemplateId } from '#shared/email/contract.ts';
import { errorMessageFor, LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/toast.ts';
import { useQueuedEmail } from '../api/queue.ts';
import {
  type TemplatePreviewRequest,
  useEmailTemplates,
  useSendTestTemplateEmail,
  useTemplatePreview,
} from '../api/templates.ts';
import { categoryLabel, templateLabel } from '../lib/email-labels.ts';
import { searchWith } from '#web/components/search-with.ts';
import { openEmailOf, templateOf } from '../lib/email-params.ts';
import { EmailPreview } from './email-preview.tsx';

export function EmailTemplatesPanel() {
  const [search, setSearch] = useSearchParams();
  const templates = useEmailTemplates();
  const templateId = templateOf(search);
  const emailId = openEmailOf(search);
  // A queued mail's data fills the editor, so a test send uses what the preview shows.
  const queued = useQueuedEmail(emailId);

  if (templates.isPending || (emailId && queued.isPending)) return <LoadingStatus label="Loading the templates" />;
  if (templates.isError) {
    return (
      <QueryErrorState
        title="Couldn’t load the templates"
        error={templates.error}
        onRetry={() => void templates.refetch()}
        isRetrying={templates.isFetching}
      />
    );
  }
  const template = templates.data.items.find((t) => t.id === templateId) ?? templates.data.items[0];
  if (!template) return null;

  return (
    <div className="space-y-6">
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <SelectField
          label="Template"
          value={template.id}
          onChange={(event) => setSearch(searchWith(search, { template: event.target.value, email: undefined }))}
          options={templates.data.items.map((t) => ({ value: t.id, label: templateLabel(t.id) }))}
        />
        <p className="mt-3 text-sm text-slate-700">
          {categoryLabel(template.category)} · priority {template.priority}
        </p>
      </div>
      <TemplateWorkbench
        key={`${template.id}|${emailId ?? ''}|${queued.isSuccess}`}
        templateId={template.id}
        sampleData={(emailId && queued.data?.templateData) || template.sampleData}
        emailId={emailId}
        sampleHref={searchWith(search, { email: undefined })}
      />
    </div>
  );
}

function TemplateWorkbench({
  templateId,
  sampleData,
  emailId,
  sampleHref,
}: {
  templateId: EmailTemplateId;
  sampleData: Record<string, unknown>;
  emailId: string | null;
  sampleHref: string;
}) {
  const [dataText, setDataText] = useState(() => JSON.stringify(sampleData, null, 2));
  const [dataError, setDataError] = useState<string | undefined>();
  const [request, setRequest] = useState<TemplatePreviewRequest>(() => (emailId ? { templateId, emailId } : { templateId }));
  const preview = useTemplatePreview(request);
  const test = useSendTestTemplateEmail();

  const parsedData = (): Record<string, unknown> | null => {
    try {
      const value: unknown = JSON.parse(dataText);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
      setDataError('Write the data as a JSON object: { "name": "Ana" }');
    } catch (error) {
      setDataError(`Not valid JSON: ${(error as Error).message}`);
    }
    return null;
  };

  const handlePreview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDataError(undefined);
    const data = parsedData();
    if (data) setRequest({ templateId, data });
  };

  const handleTest = () => {
    setDataError(undefined);
    const data = parsedData();
    if (!data) return;
    test.mutate(
      { templateId, data },
      {
        onSuccess: (result) => notify.success({ title: EMAIL_ADMIN_MESSAGES.sent, description: `A test went to ${result.to}.` }),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields)
            setDataError(
              Object.entries(error.fields)
                .map(([k, v]) => `${k}: ${v[0]}`)
                .join('; '),
            );
          notify.error({ title: EMAIL_ADMIN_MESSAGES.failed, description: errorMessageFor(error) });
        },
      },
    );
  };

  const previewFieldErrors =
    preview.error instanceof ApiRequestError && preview.error.fields
      ? Object.entries(preview.error.fields).map(([k, v]) => `${k}: ${v[0]}`)
      : [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
      <form noValidate onSubmit={handlePreview} aria-label="Template data" className="space-y-4">
        {emailId && request.emailId ? (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800 ring-1 ring-brand-200">
            Rendered with the data of a queued e-mail.{' '}
            <Link to={{ search: sampleHref }} className="text-brand-700 underline underline-offset-2">
              Use the sample data instead
            </Link>
          </p>
        ) : null}
        <TextAreaField
          label="Data (JSON)"
          rows={14}
          className="font-mono"
          value={dataText}
          error={dataError}
          hint={
            emailId ? 'The queued e-mail’s data; change it and preview again.' : 'The sample data; change it and preview again.'
          }
          onChange={(event) => setDataText(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary">
            Preview with this data
          </Button>
          <Button type="button" onClick={handleTest} disabled={test.isPending}>
            Send a test to me
          </Button>
        </div>
      </form>
      <section aria-label="Preview">
        {preview.isPending ? <LoadingStatus label="Rendering the template" /> : null}
        {preview.isError ? (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
            <p className="font-medium">This data does not fit the template.</p>
            {previewFieldErrors.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {previewFieldErrors.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p>{errorMessageFor(preview.error)}</p>
            )}
          </div>
        ) : null}
        {preview.data ? (
          <EmailPreview mail={preview.data} label={`Preview of the ${templateLabel(templateId)} template`} />
        ) : null}
      </section>
    </div>
  );
}
