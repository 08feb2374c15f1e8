// An invitation to an event. The description is plain text: rendered as escaped paragraphs.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, EmailLayout, Paragraph, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';
import { EventDetailList } from './event-details.tsx';

export type EventInvitationEmailProps = EmailTemplateData<'event_invitation'> & TemplateLinks & { eventUrl?: string };

export function EventInvitationEmail({
  name,
  eventTitle,
  eventDate,
  eventTime,
  eventLocation,
  eventDescription,
  eventUrl,
  eventId: _eventId,
  ...links
}: EventInvitationEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="event_updates"
      heading="You're invited"
      preview={`Join us for ${eventTitle} on ${eventDate} at ${eventTime}.`}
    >
      <Paragraph>{name !== undefined && name !== '' ? `Hi ${name},` : 'Hi there,'}</Paragraph>
      <Paragraph>
        You're invited to <strong>{eventTitle}</strong>.
      </Paragraph>
      {eventDescription !== undefined && eventDescription !== '' && <PlainTextParagraphs text={eventDescription} />}
      <EventDetailList eventTitle={eventTitle} eventDate={eventDate} eventTime={eventTime} eventLocation={eventLocation} />
      {eventUrl !== undefined ? (
        <CtaButton href={eventUrl}>See the event and register</CtaButton>
      ) : (
        <CtaButton href={`${links.siteUrl}/events`}>See upcoming events</CtaButton>
      )}
      <Paragraph>We'd love to see you there.</Paragraph>
    </EmailLayout>
  );
}
