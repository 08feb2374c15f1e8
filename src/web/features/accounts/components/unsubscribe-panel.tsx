// The /unsubscribe page's content: one click turns off the category the e-mail
// link was for; every other category, and "everything", is offered beside it.
import { CheckCircle2, MailX } from 'lucide-react';
import { EMAIL_PREFERENCE_KEYS, EMAIL_PREFERENCE_LABELS, type EmailPreferenceKey } from '#shared/email/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useUnsubscribeState } from '../api/get-unsubscribe-state.ts';
import { useUnsubscribe } from '../api/unsubscribe-with-token.ts';

export function UnsubscribePanel({ token }: { token: string }) {
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);

  if (!token) {
    return (
      <EmptyState icon={MailX} title="Open this page from an e-mail">
        Every e-mail we send ends with an unsubscribe link that brings you here. Signed-in members can also change their e-mail
        preferences on their profile.
      </EmptyState>
    );
  }
  if (state.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Checking your link…
      </p>
    );
  }
  if (state.isError) {
    const invalid = state.error instanceof ApiRequestError && state.error.status === 400;
    return (
      <EmptyState icon={MailX} title={invalid ? 'This link does not work' : 'Something went wrong'}>
        {invalid
          ? 'This unsubscribe link is invalid or has been tampered with. Use the link from the e-mail exactly as it is, or change your preferences on your profile.'
          : 'We could not load your e-mail preferences. Please try again in a moment.'}
      </EmptyState>
    );
  }

  const { email, scope, preferences } = state.data;
  const activeCategories = EMAIL_PREFERENCE_KEYS.filter((c) => preferences[c]);
  const everythingOff = activeCategories.length === 0;

  return (
    <div className="grid gap-6">
      {unsubscribe.isSuccess ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-green-50 p-4 font-medium text-green-900">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> Your preferences are saved.
        </p>
      ) : null}
      {unsubscribe.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900">
          We could not save that. Please try again.
        </p>
      ) : null}

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">E-mails to {email}</h2>
        {scope !== 'all' ? (
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-700">
              This link is for <strong>{EMAIL_PREFERENCE_LABELS[scope]}</strong>
              {preferences[scope] ? '.' : ', which you no longer receive.'}
            </p>
            {preferences[scope] ? (
              <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate([scope])}>
                Unsubscribe from {EMAIL_PREFERENCE_LABELS[scope].toLowerCase()}
              </Button>
            ) : null}
          </div>
        ) : null}

        <ul className="mt-6 divide-y divide-slate-200 border-t border-slate-200" aria-label="E-mail categories">
          {EMAIL_PREFERENCE_KEYS.map((category: EmailPreferenceKey) => (
            <li key={category} className="flex items-center justify-between gap-4 py-3">
              <span className="text-slate-800">{EMAIL_PREFERENCE_LABELS[category]}</span>
              {preferences[category] ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={unsubscribe.isPending}
                  onClick={() => unsubscribe.mutate([category])}
                  aria-label={`Unsubscribe from ${EMAIL_PREFERENCE_LABELS[category].toLowerCase()}`}
                >
                  Unsubscribe
                </Button>
              ) : (
                <span className="text-sm font-medium text-slate-600">Unsubscribed</span>
              )}
            </li>
          ))}
        </ul>

        <div className="mt-6 border-t border-slate-200 pt-6">
          {everythingOff ? (
            <p className="text-slate-700">You are unsubscribed from everything. Account and security e-mails still reach you.</p>
          ) : (
            <Button variant="danger" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate('all')}>
              Unsubscribe from everything
            </Button>
          )}
        </div>
      </Card>
      <p className="text-sm text-slate-600">Account and security e-mails, such as a password change notice, are always sent.</p>
    </div>
  );
}
