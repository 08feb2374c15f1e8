// /auth/reset-password, where the reset mail's link lands (?token=, or
// ?error=INVALID_TOKEN for a used or expired link). A new password and its
// confirmation follow the sign-up rules; success ends every session on the
// server, so the member signs in again with the new password.
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { VALIDATION_MESSAGES } from '#shared/validation-messages.ts';
import { RESET_MESSAGES } from '#shared/accounts/sign-in-messages.ts';
import { hrefFor } from '#shared/routes.ts';
import { SignUpPasswordSchema } from '#shared/validation.ts';
import { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { PASSWORD_RULES_HINT, PasswordField } from '#web/components/ui/password-field.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { authClient } from '#web/lib/auth-client.ts';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';

const NewPasswordSchema = z
  .object({ password: SignUpPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

function InvalidLink() {
  return (
    <StatusScreen
      icon={KeyRound}
      tone="warning"
      title={RESET_MESSAGES.invalidLink}
      testId="reset-invalid-link"
      actions={
        <Button asChild>
          <Link to={hrefFor('auth', {}, { query: { view: 'forgot' } })}>Send a new link</Link>
        </Button>
      }
    >
      <p>{RESET_MESSAGES.invalidLinkDetail}</p>
    </StatusScreen>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [isInvalid, setIsInvalid] = useState(!token || params.has('error'));
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: NewPasswordSchema,
    defaultValues: { password: '', confirmPassword: '' },
    onSubmit: ({ password }) => resetPassword(password),
  });
  const { errors, isSubmitting } = form.formState;

  async function resetPassword(password: string) {
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token: token ?? '' });
      if (!error) {
        notify.success({ title: RESET_MESSAGES.passwordChanged, description: RESET_MESSAGES.passwordChangedDetail });
        navigate(hrefFor('auth'), { replace: true });
        return;
      }
      if (error.code === 'INVALID_TOKEN') setIsInvalid(true);
      else if (error.status === 429) setFormError(form, RESET_MESSAGES.tooManyAttempts);
      else setFormError(form, error.message ?? RESET_MESSAGES.failed);
    } catch {
      setFormError(form, RESET_MESSAGES.connectionError);
    }
  }

  if (isInvalid) return <InvalidLink />;
  return (
    <Container className="pb-16">
      <PageHeader title="Choose a new password" lead={PASSWORD_RULES_HINT} />
      <form
        noValidate
        onSubmit={handleSubmit}
        data-testid="reset-password-form"
        className="max-w-md space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <FormError message={formError} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </Container>
  );
}
