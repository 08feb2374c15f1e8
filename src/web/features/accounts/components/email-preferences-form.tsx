// The signed-in user's e-mail preferences (profile page, #email-preferences):
// one switch per category, saved as it changes.
import { EMAIL_PREFERENCE_KEYS, EMAIL_PREFERENCE_LABELS } from '#shared/email/contract.ts';
import { useMyEmailPreferences } from '../api/get-my-email-preferences.ts';
import { useUpdateMyEmailPreferences } from '../api/update-my-email-preferences.ts';

const DESCRIPTIONS: Record<(typeof EMAIL_PREFERENCE_KEYS)[number], string> = {
  debateReminders: 'A day and an hour before debates you joined.',
  judgeAssignments: 'When you are assigned to judge a debate.',
  scoreNotifications: 'When a judge scores a debate you took part in.',
  eventUpdates: 'Invitations to events, announcements from your clubs and requests to join the clubs you run.',
  commentReplies: 'When someone replies to your comment.',
  newsletter: 'News from the community, now and then.',
};

export function EmailPreferencesForm() {
  const preferences = useMyEmailPreferences();
  const update = useUpdateMyEmailPreferences();

  return (
    <section id="email-preferences" aria-labelledby="email-preferences-title" className="scroll-mt-24">
      <h2 id="email-preferences-title" className="text-xl font-semibold text-slate-900">
        E-mail preferences
      </h2>
      <p className="mt-1 text-slate-600">Account and security e-mails are always sent.</p>
      {preferences.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading your preferences…
        </p>
      ) : preferences.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          Your preferences could not be loaded.
        </p>
      ) : (
        <fieldset className="mt-4 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <legend className="sr-only">E-mails you receive</legend>
          {EMAIL_PREFERENCE_KEYS.map((category) => {
            const id = `email-pref-${category}`;
            return (
              <div key={category} className="flex items-start gap-3 p-4">
                <input
                  id={id}
                  type="checkbox"
                  className="mt-1 h-4 w-4 accent-brand-700"
                  checked={preferences.data[category]}
                  onChange={(event) => update.mutate({ [category]: event.target.checked })}
                  aria-describedby={`${id}-hint`}
                />
                <div>
                  <label htmlFor={id} className="font-medium text-slate-900">
                    {EMAIL_PREFERENCE_LABELS[category]}
                  </label>
                  <p id={`${id}-hint`} className="text-sm text-slate-600">
                    {DESCRIPTIONS[category]}
                  </p>
                </div>
              </div>
            );
          })}
        </fieldset>
      )}
      {update.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          That change could not be saved. Please try again.
        </p>
      ) : null}
    </section>
  );
}
