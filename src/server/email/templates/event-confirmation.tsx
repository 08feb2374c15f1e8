// Sent when someone registers for an event (transactional).
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, EmailLayout, Paragraph, type TemplateLinks } from './layout.tsx';
import { EventDetailList } from './event-details.tsx';

export type EventConfirmationEmailProps = EmailTemplateData<'event_confirmation'> & TemplateLinks & { eventUrl?: string };

export function EventConfirmationEmail({
  name,
  eventTitle,
  eventDate,
  eventTime,
  eventLocation,
  eventUrl,
  eventId: _eventId,
  ...links
}: EventConfirmationEmailProps) {
  return (
    <EmailLayout
      {...links}
      category={null}
      heading="You're registered"
      preview={`See you at ${eventTitle} on ${eventDate} at ${eventTime}.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Your registration for <strong>{eventTitle}</strong> is confirmed. Here are the details:
      </Paragraph>
      <EventDetailList eventTitle={eventTitle} eventDate={eventDate} eventTime={eventTime} eventLocation={eventLocation} />
      {eventUrl !== undefined ? (
        <CtaButton href={eventUrl}>View the event</CtaButton>
      ) : (
        <CtaButton href={`${links.siteUrl}/events`}>See all events</CtaButton>
      )}
      <Paragraph>We look forward to seeing you there.</Paragraph>
    </EmailLayout>
  );
}
