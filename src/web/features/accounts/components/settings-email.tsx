// E-mail preferences on the settings page: they live on the profile page
// (#email-preferences, where every e-mail links); this section points there.
import { ArrowRight, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SettingsSection } from './settings-section.tsx';

export function EmailSettingsSection({ email, isVerified }: { email: string; isVerified: boolean }) {
  return (
    <SettingsSection
      id="email-preferences"
      title="E-mail preferences"
      icon={Mail}
      description="Choose which reminders and notifications you receive."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          We write to <strong className="font-semibold text-slate-900">{email}</strong>
          {isVerified ? '.' : ', which is not confirmed yet.'} Account and security e-mails are always sent.
        </p>
        <Button asChild variant="secondary" className="shrink-0">
          <Link to={hrefFor('profile', {}, { hash: 'email-preferences' })}>
            Manage e-mails
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </Button>
      </div>
    </SettingsSection>
  );
}
