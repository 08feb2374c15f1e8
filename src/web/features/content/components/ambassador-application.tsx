// Your place in the ambassadors programme, on its page: sign in to apply; the
// application form (region, club, motivation, links, availability); a pending
// application you can withdraw; the ambassador role you can step down from;
// and, after a decline, the admins' reason above a new form.
import { Award, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  AMBASSADOR_LINKS_MAX,
  AMBASSADOR_MOTIVATION_MAX,
  AMBASSADOR_REGION_LABELS,
  AMBASSADOR_REGIONS,
  AmbassadorApplicationInputSchema,
  type AmbassadorApplicationView,
} from '#shared/content/ambassadors.ts';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions, DialogFrame } from '#web/components/ui/dialog-parts.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { useSession } from '#web/lib/session.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useApplyAsAmbassador, useEndMyAmbassadorRole, useMyAmbassadorApplication } from '../api/ambassadors.ts';

// The form has three link fields; empty ones are left out before the shared rules apply.
const FormSchema = AmbassadorApplicationInputSchema.extend({
  links: z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string' && v.trim() !== '') : value),
    AmbassadorApplicationInputSchema.shape.links,
  ),
});
type FormInput = { region: string; club: string; motivation: string; links: string[]; availability: string };
type FormValues = z.output<typeof FormSchema>;

export function AmbassadorApplicationPanel() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const mine = useMyAmbassadorApplication(signedIn);

  if (session.status === 'loading') return null;
  if (!signedIn) {
    return (
      <EmptyState
        icon={Award}
        title="Sign in to apply"
        actions={
          <Button asChild>
            <Link to={hrefFor('auth')}>Sign in or create an account</Link>
          </Button>
        }
      >
        Applications come from members, so the team can see how you take part. It only takes a moment.
      </EmptyState>
    );
  }
  if (mine.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading your application…
      </p>
    );
  }
  if (mine.isError) {
    return (
      <p role="alert" className="text-red-800">
        Your application could not be loaded. Please try again in a moment.
      </p>
    );
  }
  const application = mine.data.application;
  if (application?.status === 'pending' || application?.status === 'approved')
    return <LiveApplication application={application} />;
  return <ApplicationForm previous={application} />;
}

function LiveApplication({ application }: { application: AmbassadorApplicationView }) {
  const end = useEndMyAmbassadorRole();
  const [confirming, setConfirming] = useState(false);
  const approved = application.status === 'approved';
  const region = AMBASSADOR_REGION_LABELS[application.region];
  return (
    <div data-testid="ambassador-status">
      <EmptyState
        icon={approved ? Award : Hourglass}
        title={approved ? `You are an ambassador for ${region}` : 'Your application is waiting for review'}
        actions={
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
            {approved ? 'Step down' : 'Withdraw my application'}
          </Button>
        }
      >
        {approved
          ? 'Your profile shows the ambassador badge and you are listed in the directory below.'
          : `You applied for ${region}. The team will answer by e-mail.`}
      </EmptyState>
      <DialogFrame
        open={confirming}
        onOpenChange={(open) => !end.isPending && setConfirming(open)}
        title={approved ? 'Step down as an ambassador?' : 'Withdraw your application?'}
        description={
          approved
            ? 'The badge leaves your profile and you leave the directory. You can apply again later.'
            : 'The team will not review it. You can apply again later.'
        }
      >
        <DialogActions
          isBusy={end.isPending}
          confirmLabel={approved ? 'Step down' : 'Withdraw'}
          confirmVariant="danger"
          className="mt-6"
          onConfirm={() =>
            end.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                notify.success({ title: approved ? 'You stepped down' : 'Application withdrawn' });
              },
              onError: notifyError,
            })
          }
        />
      </DialogFrame>
    </div>
  );
}

function ApplicationForm({ previous }: { previous: AmbassadorApplicationView | null }) {
  const apply = useApplyAsAmbassador();
  const { form, submit, formError } = useApiForm<FormInput, FormValues>({
    schema: FormSchema as unknown as z.ZodType<FormValues, FormInput>,
    defaultValues: { region: '', club: '', motivation: '', links: ['', '', ''], availability: '' },
    onSubmit: async (values) => {
      await apply.mutateAsync({ ...values, club: values.club || undefined });
      notify.success({ title: 'Application sent', description: 'The team will answer by e-mail.' });
    },
  });
  const { errors } = form.formState;

  return (
    <div className="space-y-4">
      {previous?.status === 'declined' ? (
        <div className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          <p className="font-medium">Your last application was not approved.</p>
          {previous.decisionReason ? <p className="mt-1 whitespace-pre-wrap">{previous.decisionReason}</p> : null}
          <p className="mt-1">You are welcome to apply again.</p>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        aria-label="Apply to be an ambassador"
        className="space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <FormError message={formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Region"
            required
            placeholder="Choose your region"
            options={AMBASSADOR_REGIONS.map((value) => ({ value, label: AMBASSADOR_REGION_LABELS[value] }))}
            error={errors.region?.message}
            {...form.register('region')}
          />
          <TextField label="Club, school or organization" optional error={errors.club?.message} {...form.register('club')} />
        </div>
        <TextAreaField
          label="Why do you want to be an ambassador?"
          required
          rows={6}
          limit={AMBASSADOR_MOTIVATION_MAX}
          length={form.watch('motivation')?.length ?? 0}
          error={errors.motivation?.message}
          {...form.register('motivation')}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-900">Links (optional, up to {AMBASSADOR_LINKS_MAX})</legend>
          <p className="text-sm text-slate-600">Your club’s page, a debate you ran, or anything else that shows your work.</p>
          {Array.from({ length: AMBASSADOR_LINKS_MAX }, (_, i) => (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: three fixed fields, never reordered.
              key={i}
              label={`Link ${i + 1}`}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errors.links?.[i]?.message}
              {...form.register(`links.${i}`)}
            />
          ))}
          {errors.links?.message ? <p className="text-sm text-red-700">{errors.links.message}</p> : null}
        </fieldset>
        <TextField
          label="How much time can you give?"
          required
          hint="For example: two evenings a month."
          error={errors.availability?.message}
          {...form.register('availability')}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send my application'}
        </Button>
      </form>
    </div>
  );
}
