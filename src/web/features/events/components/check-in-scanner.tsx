// The organizer's check-in desk: the camera reads attendees' QR codes where the
// browser has a BarcodeDetector; typing the code always works, with or without it.
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CheckInInputSchema } from '#shared/events/contract.ts';

import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/form.ts';
import { useCheckIn } from '../api/check-in-to-event.ts';
import { useEventAttendees } from '../api/list-event-attendees.ts';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

function barcodeDetector(): DetectorConstructor | null {
  return (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector ?? null;
}

export function CheckInScanner({ eventId }: { eventId: string }) {
  const checkIn = useCheckIn(eventId);
  const attendees = useEventAttendees(eventId);
  // A door desk checks people in quickly: no per-browser form limit here (the server still limits).
  const { form, submit: handleSubmit } = useApiForm({
    schema: CheckInInputSchema,
    defaultValues: { code: '' },
    rateLimit: false,
    onSubmit: ({ code }) => submit(code),
  });
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [isScanning, setScanning] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const lastScanned = useRef('');
  const hasDetector = barcodeDetector() !== null;
  // The scan loop calls the latest submit without restarting the camera on every render.
  const submitRef = useRef<(value: string) => Promise<void>>(async () => {});

  async function submit(value: string) {
    try {
      const done = await checkIn.mutateAsync(value);
      setResult({ tone: 'ok', text: `${done.name} is checked in.` });
      form.reset();
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof ApiRequestError ? error.message : 'Check-in failed. Try again.' });
    }
  }

  submitRef.current = submit;

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!isScanning || !Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' } })
      .then((s) => {
        stream = s;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = s;
        void video.play();
        timer = setInterval(async () => {
          const [found] = await detector.detect(video).catch(() => []);
          if (found && found.rawValue !== lastScanned.current) {
            lastScanned.current = found.rawValue;
            void submitRef.current(found.rawValue);
          }
        }, 500);
      })
      .catch(() => {
        setResult({ tone: 'error', text: 'The camera is not available. Type the code instead.' });
        setScanning(false);
      });
    return () => {
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [isScanning]);

  const going = attendees.data?.items.filter((a) => a.status === 'going') ?? [];
  const checkedIn = going.filter((a) => a.checkedInAt).length;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-4">
        {hasDetector ? (
          <div>
            <Button type="button" variant="secondary" onClick={() => setScanning((s) => !s)}>
              <Camera aria-hidden="true" className="size-4" /> {isScanning ? 'Stop the camera' : 'Scan QR codes'}
            </Button>
            {isScanning ? <video ref={videoRef} className="mt-3 w-full rounded-lg" muted playsInline /> : null}
          </div>
        ) : (
          <p className="text-sm text-slate-700">This browser cannot read QR codes with the camera. Type the code instead.</p>
        )}
        <form onSubmit={handleSubmit} className="space-y-3" noValidate>
          <TextField
            label="Check-in code"
            error={form.formState.errors.code?.message}
            {...form.register('code')}
            hint="The ten characters under the attendee’s QR code, for example ABCDE-FGHJK."
            autoComplete="off"
            autoCapitalize="characters"
          />
          <Button type="submit" disabled={checkIn.isPending}>
            Check in
          </Button>
        </form>
        <p
          role="status"
          aria-live="polite"
          className={result?.tone === 'error' ? 'font-medium text-red-700' : 'font-medium text-green-800'}
        >
          {result?.text ?? ''}
        </p>
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
