// Tells a club's owners and officers that someone asked to join (a club that
// approves its members). Turned off with "Event and club updates".
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, EmailLayout, Paragraph, type TemplateLinks } from './layout.tsx';

export type ClubJoinRequestEmailProps = EmailTemplateData<'club_join_request'> & TemplateLinks & { requestsUrl: string };

export function ClubJoinRequestEmail({
  name,
  requesterName,
  clubName,
  requestsUrl,
  clubId: _clubId,
  ...links
}: ClubJoinRequestEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="event_updates"
      heading="A request to join your club"
      preview={`${requesterName} asked to join ${clubName}.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        <strong>{requesterName}</strong> asked to join <strong>{clubName}</strong>. New members of this club join once an owner or
        officer approves them, so the request waits for you or another organizer of the club.
      </Paragraph>
      <CtaButton href={requestsUrl}>Review requests</CtaButton>
      <Paragraph>You get this because you are an owner or officer of {clubName}.</Paragraph>
    </EmailLayout>
  );
}
