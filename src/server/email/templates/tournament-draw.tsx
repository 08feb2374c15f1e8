// Sent, when the tab director asks for it, to each speaker and (with the panels
// released) each adjudicator of a round whose draw is out: their room, their
// side or place on the panel, who they meet, when, and the motion once released.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, DetailList, EmailLayout, Paragraph, type TemplateLinks } from './layout.tsx';

export type TournamentDrawEmailProps = EmailTemplateData<'tournament_draw'> &
  TemplateLinks & { debateUrl: string; roundUrl: string };

export function TournamentDrawEmail({
  name,
  eventTitle,
  roundName,
  role,
  opponents,
  room,
  debateDate,
  debateTime,
  motion,
  debateUrl,
  roundUrl,
  tournamentId: _tournamentId,
  roundSeq: _roundSeq,
  debateId: _debateId,
  ...links
}: TournamentDrawEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="event_updates"
      heading={`The draw for ${roundName} is out`}
      preview={`${eventTitle}, ${roundName}: ${role}, ${room}.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        The draw for <strong>{roundName}</strong> of {eventTitle} is out. Here is your room.
      </Paragraph>
      <DetailList
        details={[
          { label: 'You', value: role },
          { label: 'Against', value: opponents },
          { label: 'Room', value: room },
          { label: 'Date', value: debateDate },
          { label: 'Time', value: debateTime },
          { label: 'Motion', value: motion ?? 'Not released yet: it will be on the debate page when it is.' },
        ]}
      />
      <CtaButton href={debateUrl}>Open your debate</CtaButton>
      <Paragraph>
        The whole draw is on the round's page: <a href={roundUrl}>{roundUrl}</a>
      </Paragraph>
    </EmailLayout>
  );
}
