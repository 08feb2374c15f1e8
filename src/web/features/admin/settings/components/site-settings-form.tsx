// The admin settings (spec section 2, admin settings): the site's name and
// description, the maintenance banner, whether registration and judge
// applications are open, and the e-mails' sender name. Checked with the shared
// contract; only the changed settings are sent; closing registration or judge
// applications asks for a confirmation first. Every change is audited on the
// server and applies on every server process within seconds.
import { Dialog } from 'radix-ui';
import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  EMAIL_SENDER_NAME_MAX,
  MAINTENANCE_BANNER_MAX,
  SITE_DESCRIPTION_MAX,
  SITE_NAME_MAX,
  SITE_SETTINGS_MESSAGES,
  SiteSettingsFormSchema,
  type SiteSettingsFormInput,
  type SiteSettingsView,
  type UpdateSiteSettingsInput,
} from '#shared/admin/settings/contract.ts';
import { DateTime } from '#web/components/date-time.tsx';
import { errorMessageFor, LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { DIALOG_CONTENT_CLASS, DIALOG_OVERLAY_CLASS, DialogCloseButton } from '#web/components/ui/dialog-parts.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { useUpdateSiteSettings } from '../api/update-site-settings.ts';
import { changesToConfirm, formValuesOf, settingsChanges } from './settings-changes.ts';

type FormOutput = z.output<typeof SiteSettingsFormSchema>;

function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A labelled checkbox with its explanation linked for screen readers. */
function ToggleField({ label, hint, registration }: { label: string; hint: string; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        {...registration}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** Asks before a change that locks people out (closing registration or judge applications). */
function ConfirmDialog({
  notes,
  isSaving,
  onConfirm,
  onCancel,
}: {
  notes: string[];
  isSaving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !isSaving && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content className={DIALOG_CONTENT_CLASS} data-testid="settings-confirm">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Save these settings?</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            This applies on the whole site within a few seconds:
          </Dialog.Description>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={isSaving}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="button" variant="danger" disabled={isSaving} onClick={onConfirm}>
              {isSaving ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
              {isSaving ? 'Saving…' : 'Save settings'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SettingsForm({ view }: { view: SiteSettingsView }) {
  const update = useUpdateSiteSettings();
  const [pending, setPending] = useState<{ changes: UpdateSiteSettingsInput; notes: string[] } | null>(null);
  const [status, setStatus] = useState('');

  async function save(changes: UpdateSiteSettingsInput) {
    const saved = await update.mutateAsync(changes);
    form.reset(formValuesOf(saved));
    setStatus(SITE_SETTINGS_MESSAGES.saved);
    notify.success({ title: SITE_SETTINGS_MESSAGES.saved, description: 'The site uses them within a few seconds.' });
  }

  const { form, submit, formError } = useApiForm<SiteSettingsFormInput, FormOutput>({
    schema: SiteSettingsFormSchema,
    defaultValues: formValuesOf(view),
    onSubmit: async (values) => {
      setStatus('');
      const changes = settingsChanges(view, values);
      if (Object.keys(changes).length === 0) {
        setStatus('Nothing to save: no setting was changed.');
        return;
      }
      const notes = changesToConfirm(changes);
      if (notes.length > 0) {
        setPending({ changes, notes });
        return;
      }
      await save(changes);
    },
    onError: (error, applied) => {
      const description =
        applied.fields > 0 || applied.formError ? 'Please check the highlighted fields.' : errorMessageFor(error);
      notify.error({ title: 'Settings not saved', description });
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const siteDescription = form.watch('siteDescription') ?? '';
  const maintenanceBanner = form.watch('maintenanceBanner') ?? '';

  async function handleConfirm() {
    if (!pending) return;
    try {
      await save(pending.changes);
    } catch (error) {
      notify.error({ title: 'Settings not saved', description: errorMessageFor(error) });
    } finally {
      setPending(null);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Site settings"
      className="max-w-3xl space-y-8"
      data-testid="site-settings-form"
    >
      <FormError message={formError} />

      <SettingsGroup title="The site">
        <TextField
          label="Site name"
          optional
          placeholder={view.defaults.siteName}
          hint={`In page titles, the footer and search results. Leave empty for “${view.defaults.siteName}”. At most ${SITE_NAME_MAX} characters.`}
          error={errors.siteName?.message}
          {...form.register('siteName')}
        />
        <TextAreaField
          label="Description"
          optional
          rows={3}
          placeholder={view.defaults.siteDescription}
          hint="What search results and shared links say about the site. Leave empty for the built-in description."
          error={errors.siteDescription?.message}
          length={siteDescription.length}
          limit={SITE_DESCRIPTION_MAX}
          {...form.register('siteDescription')}
        />
      </SettingsGroup>

      <SettingsGroup title="Maintenance banner">
        <TextAreaField
          label="Banner text"
          optional
          rows={2}
          hint="Shown at the top of every page while set, e.g. planned maintenance. Leave empty for no banner."
          error={errors.maintenanceBanner?.message}
          length={maintenanceBanner.length}
          limit={MAINTENANCE_BANNER_MAX}
          {...form.register('maintenanceBanner')}
        />
      </SettingsGroup>

      <SettingsGroup title="Sign-ups and applications">
        <ToggleField
          label="Registration open"
          hint="When closed, signing up answers “Registration disabled” and Google creates no new accounts; members still sign in."
          registration={form.register('registrationOpen')}
        />
        <ToggleField
          label="Judge applications open"
          hint="When closed, Become a Judge says applications are closed and new applications are refused."
          registration={form.register('judgeApplicationsOpen')}
        />
      </SettingsGroup>

      <SettingsGroup title="E-mail">
        <TextField
          label="Sender name"
          optional
          placeholder={view.defaults.emailSenderName}
          hint={`The name every mail comes from; the address is the server’s (MAIL_FROM). Leave empty for “${view.defaults.emailSenderName}”. At most ${EMAIL_SENDER_NAME_MAX} characters.`}
          error={errors.emailSenderName?.message}
          {...form.register('emailSenderName')}
        />
      </SettingsGroup>

      <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-6">
        <Button type="submit" disabled={isSubmitting || update.isPending}>
          {isSubmitting || update.isPending ? 'Saving…' : 'Save settings'}
        </Button>
        {isDirty ? (
          <Button type="button" variant="ghost" onClick={() => form.reset(formValuesOf(view))}>
            Discard changes
          </Button>
        ) : null}
        <p role="status" className="text-sm text-slate-600">
          {status}
        </p>
      </div>
      <p className="text-sm text-slate-600">
        {view.updatedByName ? (
          <>
            Last changed by {view.updatedByName} on <DateTime value={view.updatedAt} />. Every change is in the audit log.
          </>
        ) : (
          'Every change is kept in the audit log.'
        )}
      </p>

      {pending ? (
        <ConfirmDialog
          notes={pending.notes}
          isSaving={update.isPending}
          onConfirm={() => void handleConfirm()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </form>
  );
}

/** The settings section of the admin area. */
export function SiteSettingsPanel() {
  const settings = useSiteSettings();
  if (settings.isPending) return <LoadingStatus label="Loading the settings…" />;
  if (!settings.data) {
    return (
      <QueryErrorState
        title="Couldn’t load the settings"
        error={settings.error}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  }
  return (
    <Card className="p-6 sm:p-8">
      <SettingsForm view={settings.data} />
    </Card>
  );
}
