// A club's announcement to its members. The content is plain text written by a
// club organiser: rendered as escaped paragraphs, never as HTML.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { Badge, CtaButton, Divider, EmailLayout, Paragraph, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type ClubAnnouncementEmailProps = EmailTemplateData<'club_announcement'> & TemplateLinks & { clubUrl?: string };

export function ClubAnnouncementEmail({
  clubName,
  announcementTitle,
  announcementContent,
  priority,
  clubUrl,
  clubId: _clubId,
  ...links
}: ClubAnnouncementEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="event_updates"
      heading={announcementTitle}
      preview={`${priority === 'urgent' ? 'Urgent: ' : ''}${clubName} posted an announcement: ${announcementTitle}`}
    >
      {priority === 'urgent' && <Badge tone="urgent">Urgent</Badge>}
      {priority === 'high' && <Badge tone="high">Important</Badge>}
      <Paragraph>
        An announcement from <strong>{clubName}</strong>:
      </Paragraph>
      <PlainTextParagraphs text={announcementContent} />
      <Divider />
      {clubUrl !== undefined ? (
        <CtaButton href={clubUrl}>Visit the club</CtaButton>
      ) : (
        <CtaButton href={`${links.siteUrl}/clubs`}>See your clubs</CtaButton>
      )}
    </EmailLayout>
  );
}
