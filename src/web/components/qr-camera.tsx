// A check-in desk's camera: reads QR codes with the browser's BarcodeDetector
// where there is one (Chromium on Android and desktop, not Firefox or Safari),
// and says to type the code where there is none. Each new code read is passed
// on once; the desk's own form does the checking in.
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

function barcodeDetector(): DetectorConstructor | null {
  return (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector ?? null;
}

export function QrCamera({ onScan, onUnavailable }: { onScan: (value: string) => void; onUnavailable: () => void }) {
  const [isScanning, setScanning] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const lastScanned = useRef('');
  const hasDetector = barcodeDetector() !== null;
  // The scan loop calls the latest handlers without restarting the camera on every render.
  const handlersRef = useRef({ onScan, onUnavailable });
  handlersRef.current = { onScan, onUnavailable };

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
            handlersRef.current.onScan(found.rawValue);
          }
        }, 500);
      })
      .catch(() => {
        handlersRef.current.onUnavailable();
        setScanning(false);
      });
    return () => {
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [isScanning]);

  return hasDetector ? (
    <div>
      <Button type="button" variant="secondary" onClick={() => setScanning((s) => !s)}>
        <Camera aria-hidden="true" className="size-4" /> {isScanning ? 'Stop the camera' : 'Scan QR codes'}
      </Button>
      {isScanning ? <video ref={videoRef} className="mt-3 w-full rounded-lg" muted playsInline /> : null}
    </div>
  ) : (
    <p className="text-sm text-slate-700">This browser cannot read QR codes with the camera. Type the code instead.</p>
  );
}
