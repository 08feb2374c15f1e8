// The page a newsletter confirmation link opens. Confirming takes a click (a
// mail scanner that opens links does not subscribe anyone); the answer says
// what the link did: confirmed now, expired or used (a new link is offered),
// or unknown (replaced by a newer link, or mistyped).
import { CheckCircle2, Clock, MailCheck, MailQuestion, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NEWSLETTER_CONFIRM_HOURS } from '#shared/content/newsletter.ts';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useConfirmNewsletter, useRenewNewsletterConfirmation } from '../api/newsletter-confirmation.ts';

const homeLink = (
  <Button asChild variant="secondary">
    <Link to={hrefFor('home')}>Go to the home page</Link>
  </Button>
);

export function NewsletterConfirmPanel({ token }: { token: string }) {
  const confirm = useConfirmNewsletter();
  const renew = useRenewNewsletterConfirmation();

  if (!token) {
    return (
      <EmptyState icon={MailQuestion} title="Open this page from the e-mail" actions={homeLink}>
        After you sign up for the newsletter, we send you an e-mail with a link that brings you here. The form is at the bottom of
        every page.
      </EmptyState>
    );
  }

  if (renew.isSuccess) {
    return renew.data.outcome === 'confirmed' ? (
      <Confirmed title="Your subscription is confirmed">Nothing more to do: you will receive the next issue.</Confirmed>
    ) : renew.data.outcome === 'sent' ? (
      <EmptyState icon={MailCheck} title="Check your inbox" actions={homeLink}>
        We sent a new confirmation link to the address of this subscription. It works for {NEWSLETTER_CONFIRM_HOURS} hours.
      </EmptyState>
    ) : (
      <Unknown />
    );
  }

  const renewAction = (
    <>
      <Button type="button" onClick={() => renew.mutate(token)} disabled={renew.isPending}>
        {renew.isPending ? 'Sending…' : 'Send me a new link'}
      </Button>
      {homeLink}
    </>
  );
  const failure = confirm.isError || renew.isError ? <ErrorNote /> : null;

  if (confirm.isSuccess) {
    switch (confirm.data.outcome) {
      case 'confirmed':
        return (
          <Confirmed title="You are subscribed">
            Thank you for confirming. You will receive the newsletter at this address; every issue has a link to unsubscribe.
          </Confirmed>
        );
      case 'expired':
        return (
          <>
            {failure}
            <EmptyState icon={Clock} title="This link has expired" actions={renewAction}>
              Confirmation links work for {NEWSLETTER_CONFIRM_HOURS} hours. We can send a new one to the same address.
            </EmptyState>
          </>
        );
      case 'used':
        return (
          <>
            {failure}
            <EmptyState icon={MailX} title="This link has been used already" actions={renewAction}>
              Each confirmation link works once. If your subscription is still active there is nothing more to do; if not, we can
              send a new link to the same address.
            </EmptyState>
          </>
        );
      default:
        return <Unknown />;
    }
  }

  return (
    <div className="grid gap-4">
      {failure}
      <EmptyState
        icon={MailCheck}
        title="Confirm your subscription"
        actions={
          <Button type="button" onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
            {confirm.isPending ? 'Confirming…' : 'Confirm my subscription'}
          </Button>
        }
      >
        One click, and you will receive the newsletter at the address this link was sent to.
      </EmptyState>
    </div>
  );
}

function Confirmed({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status">
      <EmptyState icon={CheckCircle2} title={title} actions={homeLink}>
        {children}
      </EmptyState>
    </div>
  );
}

function Unknown() {
  return (
    <EmptyState icon={MailX} title="This link does not work" actions={homeLink}>
      It may have been replaced by a newer confirmation link, or it was not copied whole. Use the link of the newest e-mail, or
      sign up again with the form at the bottom of any page.
    </EmptyState>
  );
}

function ErrorNote() {
  return (
    <p role="alert" className="mb-4 rounded-lg bg-red-50 p-4 font-medium text-red-900">
      Something went wrong. Please try again in a moment.
    </p>
  );
}
