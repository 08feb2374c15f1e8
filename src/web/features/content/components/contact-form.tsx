// The contact form: name, address, what it is about, and the message. The
// form fetches a signed token when it is shown (a message sent within seconds
// is refused as automated) and carries a honeypot field people never see. A
// refusal is said plainly on the form, never shown as a success; after a real
// success the form is replaced by what happens next.
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  ContactMessageInputSchema,
} from '#shared/content/contact.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { useContactFormToken, useSendContactMessage } from '../api/contact-messages.ts';

const FormSchema = ContactMessageInputSchema.omit({ formToken: true, [CONTACT_HONEYPOT_FIELD]: true });
type FormInput = z.input<typeof FormSchema>;
type FormValues = z.output<typeof FormSchema>;

export function ContactForm() {
  const token = useContactFormToken();
  const send = useSendContactMessage();
  const [honeypot, setHoneypot] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const { form, submit, formError } = useApiForm<FormInput, FormValues>({
    schema: FormSchema,
    defaultValues: { name: '', email: '', category: '' as FormInput['category'], message: '' },
    onSubmit: async (values) => {
      await send.mutateAsync({ ...values, formToken: token.data?.formToken ?? '', [CONTACT_HONEYPOT_FIELD]: honeypot });
      setSentTo(values.email);
      notify.success({ title: CONTACT_MESSAGES.sent, description: CONTACT_MESSAGES.sentDescription });
    },
    onError: (error, applied, f) => {
      // A refusal without fields (sent too soon, form expired, too many requests): said on the form.
      if (applied.fields === 0 && !applied.formError) {
        setFormError(f, error instanceof ApiRequestError ? error.message : 'Your message could not be sent. Please try again.');
      }
    },
  });
  const { errors, isSubmitting } = form.formState;

  if (sentTo) {
    return (
      <div role="status" className="rounded-xl bg-green-50 p-6 ring-1 ring-green-200" data-testid="contact-sent">
        <p className="flex items-center gap-2 text-lg font-semibold text-green-900">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> {CONTACT_MESSAGES.sent}
        </p>
        <p className="mt-2 text-green-900">Thank you. A copy is on its way to {sentTo}, and the team will answer you there.</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Contact form"
      className="space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your name" required autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Your e-mail address"
          type="email"
          required
          autoComplete="email"
          hint="We answer to this address."
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <SelectField
        label="What is it about?"
        required
        placeholder="Choose a subject"
        options={CONTACT_CATEGORIES.map((value) => ({ value, label: CONTACT_CATEGORY_LABELS[value] }))}
        error={errors.category?.message}
        {...form.register('category')}
      />
      <TextAreaField
        label="Message"
        required
        rows={8}
        limit={CONTACT_MESSAGE_MAX}
        length={form.watch('message')?.length ?? 0}
        error={errors.message?.message}
        {...form.register('message')}
      />
      {/* The honeypot: off-screen and out of the tab order and the accessibility tree; people leave it empty. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input
            type="text"
            name={CONTACT_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting || token.isPending}>
          {isSubmitting ? 'Sending…' : 'Send message'}
        </Button>
        {token.isError ? (
          <p role="alert" className="text-sm text-red-800">
            The form could not be prepared. Reload the page to try again.
          </p>
        ) : null}
      </div>
    </form>
  );
}
