// Accepting a guest adjudicator invitation. The token travels in the link's
// fragment, which never reaches a server log; the guard keeps it through
// signing in. Accepting takes the invited place, then opens the tournament.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { AcceptInviteInputSchema, TOURNAMENT_MESSAGES } from '#shared/tournaments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { notify } from '#web/lib/toast.ts';
import { useAcceptTournamentInvitation } from '../api/accept-tournament-invitation.ts';
import { refusalMessage } from './refusal.ts';

export function Accept({ tournamentId, eventTitle, token }: { tournamentId: string; eventTitle: string; token: string }) {
  const navigate = useNavigate();
  const accept = useAcceptTournamentInvitation(tournamentId);
  const [error, setError] = useState<string | null>(null);
  const isWellFormed = AcceptInviteInputSchema.safeParse({ token }).success;
  const handleAccept = async () => {
    setError(null);
    try {
      await accept.mutateAsync(token);
      notify.success({ title: `You adjudicate ${eventTitle}` });
      navigate(hrefFor('tournament', { id: tournamentId }));
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  };
  return (
    <Container className="pt-6 pb-16">
      <PageHeader title={`Adjudicate ${eventTitle}`} lead="You have been invited to adjudicate this tournament." />
      {isWellFormed ? (
        <div className="max-w-xl space-y-4">
          <p className="text-slate-700">
            Accepting puts you on the tournament’s adjudicators under your own account. You cannot also speak for a team of this
            tournament.
          </p>
          <FormError message={error} />
          <Button onClick={handleAccept} disabled={accept.isPending}>
            {accept.isPending ? 'Accepting…' : 'Accept and adjudicate'}
          </Button>
        </div>
      ) : (
        <FormError message={TOURNAMENT_MESSAGES.inviteInvalid} className="max-w-xl" />
      )}
    </Container>
  );
}
