// The event block the event mails share: what, when and where.
import { DetailList } from './layout.tsx';

export function EventDetailList({
  eventTitle,
  eventDate,
  eventTime,
  eventLocation,
}: {
  eventTitle: string;
  eventDate: string;
  eventTime: string;
  eventLocation?: string;
}) {
  return (
    <DetailList
      details={[
        { label: 'Event', value: eventTitle },
        { label: 'Date', value: eventDate },
        { label: 'Time', value: eventTime },
        { label: 'Location', value: eventLocation },
      ]}
    />
  );
}
