// Sent when someone joins a club (transactional).
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, EmailLayout, Paragraph, type TemplateLinks } from './layout.tsx';

export type ClubWelcomeEmailProps = EmailTemplateData<'club_welcome'> & TemplateLinks & { clubUrl?: string };

export function ClubWelcomeEmail({ name, clubName, clubUrl, clubId: _clubId, ...links }: ClubWelcomeEmailProps) {
  return (
    <EmailLayout {...links} category={null} heading={`Welcome to ${clubName}`} preview={`You're now a member of ${clubName}.`}>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        You're now a member of <strong>{clubName}</strong>. Clubs are where members practise together, plan debates and share
        announcements.
      </Paragraph>
      <Paragraph>Say hello to the other members and keep an eye out for the club's upcoming debates and events.</Paragraph>
      {clubUrl !== undefined ? (
        <CtaButton href={clubUrl}>Visit the club</CtaButton>
      ) : (
        <CtaButton href={`${links.siteUrl}/clubs`}>See your clubs</CtaButton>
      )}
    </EmailLayout>
  );
}
