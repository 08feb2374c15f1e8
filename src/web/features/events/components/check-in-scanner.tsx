// The organizer's check-in desk: the camera reads attendees' QR codes where the
// browser has a BarcodeDetector; typing the code always works, with or without it.
import { CheckInCodeDesk } from '#web/components/check-in-code-desk.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useCheckIn } from '../api/check-in-to-event.ts';
import { useEventAttendees } from '../api/list-event-attendees.ts';

export function CheckInScanner({ eventId }: { eventId: string }) {
  const checkIn = useCheckIn(eventId);
  const attendees = useEventAttendees(eventId);

  const going = attendees.data?.items.filter((a) => a.status === 'going') ?? [];
  const checkedIn = going.filter((a) => a.checkedInAt).length;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-4">
        <CheckInCodeDesk
          check={async (code) => `${(await checkIn.mutateAsync(code)).name} is checked in.`}
          failureText={(error) => (error instanceof ApiRequestError ? error.message : 'Check-in failed. Try again.')}
          hint="The ten characters under the attendee’s QR code, for example ABCDE-FGHJK."
          isPending={checkIn.isPending}
        />
      </div>
      <section aria-labelledby="attendees-heading">
        <h2 id="attendees-heading" className="text-lg font-semibold text-slate-900">
          Attendees ({checkedIn} of {going.length} checked in)
        </h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {(attendees.data?.items ?? []).map((a) => (
            <li key={a.userId} className="flex justify-between py-2 text-sm">
              <span>{a.name}</span>
              <span className="text-slate-600">
                {a.status === 'waitlisted' ? 'Waitlisted' : a.checkedInAt ? 'Checked in' : 'Going'}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
