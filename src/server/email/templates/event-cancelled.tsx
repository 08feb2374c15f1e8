// Sent to everyone going to, or waitlisted for, an event when its organizers cancel it.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, EmailLayout, Paragraph, type TemplateLinks } from './layout.tsx';
import { EventDetailList } from './event-details.tsx';

export type EventCancelledEmailProps = EmailTemplateData<'event_cancelled'> & TemplateLinks & { eventUrl?: string };

export function EventCancelledEmail({
  name,
  eventTitle,
  eventDate,
  eventTime,
  eventLocation,
  eventUrl,
  eventId: _eventId,
  ...links
}: EventCancelledEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="event_updates"
      heading="Event cancelled"
      preview={`${eventTitle} on ${eventDate} has been cancelled.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        We're sorry: <strong>{eventTitle}</strong> has been cancelled by its organizers. Your place, or your spot on the waitlist,
        no longer applies. This was the event:
      </Paragraph>
      <EventDetailList eventTitle={eventTitle} eventDate={eventDate} eventTime={eventTime} eventLocation={eventLocation} />
      {eventUrl !== undefined ? (
        <CtaButton href={eventUrl}>View the event</CtaButton>
      ) : (
        <CtaButton href={`${links.siteUrl}/events`}>See other events</CtaButton>
      )}
      <Paragraph>We hope to see you at another event soon.</Paragraph>
    </EmailLayout>
  );
}
